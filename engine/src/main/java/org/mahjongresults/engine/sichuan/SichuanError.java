package org.mahjongresults.engine.sichuan;

import java.util.List;
import java.util.Locale;
import org.mahjongresults.engine.hand.HandError;

/**
 * Why an input is not a Sichuan hand at all (the {@code invalid} class). Errors are values, never exceptions.
 * Problems every rule set shares (notation, fifth copy of a tile, tile count, the kong flags) keep the shared
 * {@link HandError.Code}; problems only this game has use {@link Code}. Exactly one of the two codes is set, and
 * their names never collide, so {@link #code()} is one stable string either way.
 *
 * @param handCode    the shared code, or null
 * @param sichuanCode the Sichuan code, or null
 * @param args        the tile codes, melds or values named in the message
 * @param message     the English text
 */
public record SichuanError(HandError.Code handCode, Code sichuanCode, List<String> args, String message) {

    /** The problems only the Sichuan rules have. The website's message key is {@code sichuan.error.<code>}. */
    public enum Code {
        /** A wind or dragon: the game uses only the 108 suited tiles (Swiss §1). */
        HONOUR_TILE,
        /** A bracketed chow: chows cannot be claimed (Swiss §1), so a chow is written as loose tiles. */
        CLAIMED_CHOW,
        /** Characters, dots and bamboo together: a win must lack a suit, 缺一门 (Swiss §1). */
        THREE_SUITS,
        /** Flowers given: the game has none. */
        FLOWERS_NOT_USED,
        /** An MCR-only condition given (和绝张, the fourth tile): it has no meaning here. */
        NOT_A_SICHUAN_CONDITION,
        /** A win on a kong player's discard (杠上炮) marked as self-drawn. */
        KONG_DISCARD_SELF_DRAWN,
        /** 杠上炮 together with a kong replacement win or robbing the kong. */
        KONG_DISCARD_CONFLICT,
        /** The last tile of the wall (妙手回春) on a win that is not self-drawn. */
        LAST_TILE_NOT_SELF_DRAWN,
        /** A win on the last discard (海底捞月) marked as self-drawn. */
        LAST_DISCARD_SELF_DRAWN,
        /** Both the last tile of the wall and the last discard. */
        LAST_TILE_AND_LAST_DISCARD,
        /** Both 天胡 and 地胡: one player cannot be both dealer and non-dealer. */
        HEAVENLY_AND_EARTHLY,
        /** 天胡 or 地胡 on a win that is not self-drawn. */
        FIRST_DRAW_NOT_SELF_DRAWN,
        /** 天胡 or 地胡 with a declared set: nothing can be declared before the first draw's win. */
        FIRST_DRAW_WITH_MELDS,
        /** 天胡 or 地胡 together with another special way of winning (kong, last tile, ...). */
        FIRST_DRAW_CONFLICT;

        /** The message key for translations. */
        public String messageKey() {
            return "sichuan.error." + name().toLowerCase(Locale.ROOT);
        }
    }

    public SichuanError {
        args = List.copyOf(args);
        if ((handCode == null) == (sichuanCode == null)) {
            throw new IllegalArgumentException("exactly one of the shared and the Sichuan code must be given");
        }
    }

    /** A problem only the Sichuan rules have. */
    public static SichuanError of(Code code, String message, String... args) {
        return new SichuanError(null, code, List.of(args), message);
    }

    /** A shared problem with its own message. */
    public static SichuanError of(HandError.Code code, String message, String... args) {
        return new SichuanError(code, null, List.of(args), message);
    }

    /** A shared problem as the notation reader or the generic tile checks report it. */
    public static SichuanError of(HandError e) {
        return new SichuanError(e.code(), null, e.args(), e.message());
    }

    /** The stable code name, for example {@code FIFTH_TILE} or {@code THREE_SUITS}. */
    public String code() {
        return handCode != null ? handCode.name() : sichuanCode.name();
    }

    /** The message key: {@code hand.error.<code>} for shared codes, {@code sichuan.error.<code>} otherwise. */
    public String messageKey() {
        return handCode != null ? handCode.messageKey() : sichuanCode.messageKey();
    }
}

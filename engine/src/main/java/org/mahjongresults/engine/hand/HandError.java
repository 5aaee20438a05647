package org.mahjongresults.engine.hand;

import java.util.List;
import java.util.Locale;

/**
 * Why an input is not a hand at all (the {@code invalid} class). Errors are values, never exceptions: the
 * {@link Code} is stable so the website can translate it through the message key, the arguments name the tile
 * or meld at fault, and {@link #message()} is the English text.
 */
public record HandError(Code code, List<String> args, String message) {

    /** The stable error classes. The website's message key is {@code hand.error.<code in lower case>}. */
    public enum Code {
        /** Nothing to read. */
        EMPTY_INPUT,
        /** A character that is no part of the notation. */
        UNKNOWN_CHARACTER,
        /** A code that is not one of the 34 tiles (for example {@code 0m} or {@code X}). */
        UNKNOWN_TILE,
        /** Digits not followed by {@code m}, {@code p} or {@code s}. */
        DIGITS_WITHOUT_SUIT,
        /** A suit letter with no digits before it. */
        SUIT_WITHOUT_DIGITS,
        /** A bracket opened and not closed, closed without being opened, or nested. */
        UNBALANCED_BRACKETS,
        /** A meld with the wrong number of tiles for a chow, pung or kong. */
        MELD_SIZE,
        /** Three or four tiles that are neither a chow, a pung nor a kong. */
        NOT_A_SET,
        /** A chow of honours, which do not form sequences. */
        CHOW_OF_HONOURS,
        /** A chow whose tiles are in different suits. */
        CHOW_ACROSS_SUITS,
        /** A claim digit or claim field that does not fit the meld. */
        BAD_CLAIM,
        /** More than four declared melds. */
        TOO_MANY_MELDS,
        /** A fifth copy of a tile: each kind exists four times. */
        FIFTH_TILE,
        /** No loose tile, so no winning tile. */
        NO_WINNING_TILE,
        /** The loose tiles plus the winning tile do not make 14 with the declared melds (kongs count 3). */
        WRONG_TILE_COUNT,
        /** Flowers outside 0-8. */
        FLOWERS_OUT_OF_RANGE,
        /** A prevalent or seat wind that is not E, S, W or N. */
        BAD_WIND,
        /** Robbing the kong is a win on another player's tile, so it cannot be self-drawn. */
        ROBBING_KONG_SELF_DRAWN,
        /** A kong replacement win needs a kong in the hand. */
        KONG_REPLACEMENT_WITHOUT_KONG,
        /** A kong replacement tile is drawn, so the win must be self-drawn. */
        KONG_REPLACEMENT_NOT_SELF_DRAWN,
        /** Robbing the kong together with the kong replacement or the last tile of the wall. */
        ROBBING_KONG_CONFLICT,
        /** Robbing the kong while holding another copy of the robbed tile (the other three are in the kong). */
        ROBBING_KONG_TILE_HELD,
        /** The fourth tile (和绝张) while the hand itself hides another copy (the other three must be visible). */
        FOURTH_TILE_HELD,
        /** A line or field of the structured form that cannot be read. */
        MALFORMED_INPUT;

        /** The message key for translations. */
        public String messageKey() {
            return "hand.error." + name().toLowerCase(Locale.ROOT);
        }
    }

    public HandError {
        args = List.copyOf(args);
    }

    /** An error with its English message; the arguments are the tile codes, melds or values named in it. */
    public static HandError of(Code code, String message, String... args) {
        return new HandError(code, List.of(args), message);
    }
}

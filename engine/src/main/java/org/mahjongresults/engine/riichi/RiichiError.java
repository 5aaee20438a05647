package org.mahjongresults.engine.riichi;

import java.util.List;
import java.util.Locale;
import org.mahjongresults.engine.hand.HandError;

/**
 * Why an input cannot be scored under riichi rules. A value, never an exception: the {@link Code} is stable, the
 * website translates it through {@link #messageKey()}, the arguments name the tile or flag at fault and
 * {@link #message()} is the English text.
 *
 * @param code       the error class
 * @param messageKey the translation key: {@code hand.error.*} for notation errors (shared with MCR),
 *                   {@code riichi.error.*} for the riichi checks
 * @param args       the tiles, melds or flags named in the message
 * @param message    the English text
 */
public record RiichiError(Code code, String messageKey, List<String> args, String message) {

    /** The stable error classes. */
    public enum Code {
        /** The notation cannot be read; {@link RiichiError#messageKey()} names the notation error. */
        NOTATION,
        /** A hand not of 14 tiles (kans counted as three). */
        WRONG_TILE_COUNT,
        /** A fifth copy of a tile, counting the hand and the dora and ura indicators. */
        FIFTH_TILE,
        /** A red five where the rules use none, or two red fives of one suit. */
        RED_FIVE,
        /** A situation flag that contradicts the hand or another flag (riichi on an open hand, haitei on a ron, ...). */
        SITUATION,
        /** More indicators than a wall can show (five dora, as many ura as dora). */
        INDICATORS,
        /** Round or seat wind missing. */
        WIND;

        String key() {
            return "riichi.error." + name().toLowerCase(Locale.ROOT);
        }
    }

    public RiichiError {
        args = List.copyOf(args);
    }

    static RiichiError of(Code code, String message, String... args) {
        return new RiichiError(code, code.key(), List.of(args), message);
    }

    static RiichiError notation(HandError e) {
        return new RiichiError(Code.NOTATION, e.code().messageKey(), e.args(), e.message());
    }
}

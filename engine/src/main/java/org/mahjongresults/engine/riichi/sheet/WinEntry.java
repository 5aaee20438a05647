package org.mahjongresults.engine.riichi.sheet;

import org.mahjongresults.engine.riichi.HanFuEntry;
import org.mahjongresults.engine.riichi.ParsedRiichiHand;
import org.mahjongresults.engine.riichi.RiichiHand;
import org.mahjongresults.engine.riichi.RiichiNotation;
import org.mahjongresults.engine.riichi.RiichiSituation;

/** How one win is written on the sheet: its tiles and situation, or its han and fu with the yaku named. */
public sealed interface WinEntry {

    /**
     * The winning hand's tiles and how it was won; the sheet checks that the winds, the self-draw and the riichi agree
     * with the table and scores the hand.
     */
    record Tiles(RiichiHand hand, RiichiSituation situation) implements WinEntry {

        /**
         * A hand in the riichi notation and a situation in the words of {@link RiichiSituation#parse}; null when
         * either cannot be read (the sheet's callers parse first and report the notation error themselves).
         */
        public static Tiles parse(String notation, String words) {
            ParsedRiichiHand parsed = RiichiNotation.parse(notation);
            RiichiSituation situation = RiichiSituation.parse(words);
            return parsed.isOk() && situation != null ? new Tiles(parsed.hand(), situation) : null;
        }
    }

    /** A win given as han and fu with its yaku named; the sheet checks that such a hand can exist. */
    record HanFu(HanFuEntry entry) implements WinEntry {
    }
}

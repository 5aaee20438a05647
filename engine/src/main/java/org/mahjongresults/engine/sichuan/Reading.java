package org.mahjongresults.engine.sichuan;

import java.util.List;
import org.mahjongresults.engine.hand.Meld;
import org.mahjongresults.engine.hand.MeldType;
import org.mahjongresults.engine.tile.Tile;

/**
 * One way of reading a winning hand (Swiss §5): four sets and a pair, or seven pairs. Concealed sets are read from the
 * loose tiles as chows ({@link MeldType#CHOW}) and pungs ({@link MeldType#PUNG}); declared pungs and kongs keep their
 * type. Concealment does not matter to any Sichuan pattern, so it is not tracked.
 *
 * @param shape     four sets and a pair, or seven pairs
 * @param sets      the four sets (declared ones first); empty for seven pairs
 * @param pair      the pair of the standard shape; null for seven pairs
 * @param counts    how many of each suited tile (index 0-26) the whole hand holds, kongs counted as four
 * @param situation how the hand was won
 */
record Reading(Shape shape, List<Meld> sets, Tile pair, int[] counts, SichuanSituation situation) {

    /** The two legal shapes. */
    enum Shape {
        /** Four sets (坎: chows, pungs, kongs) and a pair. */
        STANDARD,
        /** Seven pairs 七对, nothing declared; four identical tiles count as two pairs. */
        SEVEN_PAIRS
    }

    /** Ranks 2, 5 and 8 as a bit mask over ranks 1-9 (bit {@code rank}). */
    static final int RANKS_258 = (1 << 2) | (1 << 5) | (1 << 8);

    boolean isStandard() {
        return shape == Shape.STANDARD;
    }

    boolean isSevenPairs() {
        return shape == Shape.SEVEN_PAIRS;
    }

    /** All tiles are of one suit (清). */
    boolean oneSuit() {
        int suits = 0;
        for (int i = 0; i < 27; i++) {
            if (counts[i] > 0) {
                suits |= 1 << (i / 9);
            }
        }
        return Integer.bitCount(suits) == 1;
    }

    /** Four sets and a pair where every set is a pung or a kong (碰碰). */
    boolean allPungs() {
        if (!isStandard()) {
            return false;
        }
        for (Meld m : sets) {
            if (m.type() == MeldType.CHOW) {
                return false;
            }
        }
        return true;
    }

    /**
     * Four sets and a pair where every set and the pair hold a 1 or a 9 (幺九): chows 123 and 789, pungs and
     * kongs of 1s and 9s, a pair of 1s or 9s (RULINGS §6).
     */
    boolean everyGroupHasTerminal() {
        if (!isStandard() || !pair.isTerminal()) {
            return false;
        }
        for (Meld m : sets) {
            int lo = m.first().rank();
            int hi = m.type() == MeldType.CHOW ? lo + 2 : lo;
            if (lo != 1 && hi != 9) {
                return false;
            }
        }
        return true;
    }

    /** Every tile's rank is in the mask (bit {@code rank} set). */
    boolean allRanksIn(int rankMask) {
        for (int i = 0; i < 27; i++) {
            if (counts[i] > 0 && (rankMask & (1 << (i % 9 + 1))) == 0) {
                return false;
            }
        }
        return true;
    }

    /** How many tile kinds the hand holds all four of. */
    int fourOfAKinds() {
        int n = 0;
        for (int i = 0; i < 27; i++) {
            if (counts[i] == 4) {
                n++;
            }
        }
        return n;
    }
}

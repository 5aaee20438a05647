package org.mahjongresults.engine.riichi.game;

/**
 * The penalty for a chombo (冲和, a serious foul such as a false win or a noten riichi found at the draw). The hand
 * is replayed: no counter is added, the dealer stays, and riichi sticks put out during the hand go back to their
 * owners. What the offender loses is one of two kinds:
 *
 * @param kind how the penalty is applied
 * @param points the penalty in table points: the deduction for {@link Kind#FINAL_DEDUCTION}; for
 *     {@link Kind#REVERSE_MANGAN} the value of a mangan ron (8000), paid back as a mangan tsumo would be received
 */
public record ChomboRule(Kind kind, int points) {

    /** How a chombo penalty reaches the scores. */
    public enum Kind {
        /**
         * A fixed number of points taken from the offender's final result, after uma and oka, outside the table: the
         * other players receive nothing and the placings are those of the table scores (EMA RCR 2016, WRC 2015).
         */
        FINAL_DEDUCTION,
        /**
         * A payment at the table, as if the offender had paid a mangan tsumo: a non-dealer pays 4000 to the dealer and
         * 2000 to each other player, a dealer pays 4000 to each (the common Japanese rule, EMA RCR 2008-2012 §3.4.6).
         */
        REVERSE_MANGAN
    }

    public ChomboRule {
        if (kind == null) {
            throw new IllegalArgumentException("a chombo rule needs its kind");
        }
        if (points <= 0 || points % 100 != 0) {
            throw new IllegalArgumentException("a chombo penalty is a positive multiple of 100 points, not " + points);
        }
    }

    /** A deduction of {@code points} from the offender's final result. */
    public static ChomboRule finalDeduction(int points) {
        return new ChomboRule(Kind.FINAL_DEDUCTION, points);
    }

    /** The reverse mangan payment at the table. */
    public static ChomboRule reverseMangan() {
        return new ChomboRule(Kind.REVERSE_MANGAN, 8000);
    }
}

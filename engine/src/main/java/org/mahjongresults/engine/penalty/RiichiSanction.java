package org.mahjongresults.engine.penalty;

import java.util.List;

/**
 * What a riichi rule text does about one offence (WRC 2015 §7.1 names the kinds; the EMA RCR 2016 §3.4.6-7 and §5
 * use the same ones).
 *
 * @param kind the kind of sanction
 * @param points for {@link Kind#POINTS} and {@link Kind#CHOMBO}, the table points taken (20,000 is 20 result points);
 *     0 otherwise
 */
public record RiichiSanction(Kind kind, int points) {

    /** The kinds of sanction of the riichi texts. */
    public enum Kind {
        /** Pointed out, no penalty; repeated cases may become an obstruction penalty (WRC 2015 §7.1). */
        NONE,
        /** The player may no longer call, declare riichi or win in this hand, and is noten at the draw. */
        DEAD_HAND,
        /** Points taken from the player's overall score, not given to anyone; the table's scores do not change. */
        POINTS,
        /**
         * Chombo: the hand is replayed (riichi sticks back, no counter, the dealer stays) and the profile's chombo
         * penalty applies; on the score sheet this is a chombo line.
         */
        CHOMBO,
        /** The player is removed from the tournament. */
        DISQUALIFICATION
    }

    public RiichiSanction {
        if (kind == null) {
            throw new IllegalArgumentException("a sanction needs its kind");
        }
        if ((kind == Kind.POINTS || kind == Kind.CHOMBO) != (points > 0) || points % 100 != 0) {
            throw new IllegalArgumentException("points go with a point penalty or a chombo, in hundreds");
        }
    }

    /**
     * The kind the penalty log records: no penalty is a warning, a point penalty a deduction (in table points),
     * the others their namesakes.
     */
    public SanctionKind recordedAs() {
        return switch (kind) {
            case NONE -> SanctionKind.WARNING;
            case DEAD_HAND -> SanctionKind.DEAD_HAND;
            case POINTS -> SanctionKind.DEDUCTION;
            case CHOMBO -> SanctionKind.CHOMBO;
            case DISQUALIFICATION -> SanctionKind.DISQUALIFICATION;
        };
    }

    /** The kinds the riichi catalogue records, in the form's order. */
    public static List<SanctionKind> recordedKinds() {
        return List.of(SanctionKind.WARNING, SanctionKind.DEAD_HAND, SanctionKind.DEDUCTION,
                SanctionKind.CHOMBO, SanctionKind.DISQUALIFICATION);
    }

    static RiichiSanction none() {
        return new RiichiSanction(Kind.NONE, 0);
    }

    static RiichiSanction deadHand() {
        return new RiichiSanction(Kind.DEAD_HAND, 0);
    }

    static RiichiSanction points(int points) {
        return new RiichiSanction(Kind.POINTS, points);
    }

    static RiichiSanction chombo(int points) {
        return new RiichiSanction(Kind.CHOMBO, points);
    }

    static RiichiSanction disqualification() {
        return new RiichiSanction(Kind.DISQUALIFICATION, 0);
    }
}

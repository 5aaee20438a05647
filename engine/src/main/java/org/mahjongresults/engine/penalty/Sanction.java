package org.mahjongresults.engine.penalty;

/**
 * One sanction as the referee records it: a kind, its points (0 when the kind has none) and whether the offender
 * also has a dead hand for the rest of the hand. 000 often combines the two, e.g. 错和 "判该盘停和陪打，并向各家罚付10分"
 * is {@code transferEach(10).withDeadHand()}.
 *
 * @param kind     what the sanction is
 * @param points   the amount, one of {@link SanctionKind#allowedPoints()}, or 0 for a kind without points
 * @param deadHand true if the offender may not win the rest of the hand (always true for {@link SanctionKind#DEAD_HAND})
 */
public record Sanction(SanctionKind kind, int points, boolean deadHand) {

    public Sanction {
        if (kind == null) {
            throw new IllegalArgumentException("a sanction needs a kind");
        }
        if (!kind.allowsPoints(points)) {
            throw new IllegalArgumentException(kind.hasPoints()
                    ? kind + " takes one of " + kind.allowedPoints() + " points, not " + points
                    : kind + " carries no points, not " + points);
        }
        if (kind == SanctionKind.DEAD_HAND && !deadHand) {
            throw new IllegalArgumentException("a DEAD_HAND sanction is a dead hand");
        }
        if (deadHand && !kind.mayAddDeadHand()) {
            throw new IllegalArgumentException(kind + " cannot carry a dead hand: the player no longer plays the hand");
        }
    }

    /** 警告. */
    public static Sanction warning() {
        return new Sanction(SanctionKind.WARNING, 0, false);
    }

    /** 罚分: {@code points} (5, 10, 20, 30, 40, 50 or 60) deducted from the offender, paid to nobody. */
    public static Sanction deduction(int points) {
        return new Sanction(SanctionKind.DEDUCTION, points, false);
    }

    /** The offender pays {@code points} (10, 20 or 30) to each of the three others. */
    public static Sanction transferEach(int points) {
        return new Sanction(SanctionKind.TRANSFER_EACH, points, false);
    }

    /** The offender pays {@code points} (5 to 60, the seven levels) to one victim. */
    public static Sanction transferToVictim(int points) {
        return new Sanction(SanctionKind.TRANSFER_TO_VICTIM, points, false);
    }

    /** 包付三家: the offender pays for the three non-winners of the hand. */
    public static Sanction payForThree() {
        return new Sanction(SanctionKind.PAY_FOR_THREE, 0, false);
    }

    /** 停和陪打 for the rest of the hand. */
    public static Sanction deadHandOnly() {
        return new Sanction(SanctionKind.DEAD_HAND, 0, true);
    }

    /** 停赛. */
    public static Sanction suspension() {
        return new Sanction(SanctionKind.SUSPENSION, 0, false);
    }

    /** 取消比赛资格. */
    public static Sanction disqualification() {
        return new Sanction(SanctionKind.DISQUALIFICATION, 0, false);
    }

    /** 自动弃权 for more than 15 minutes' late arrival. */
    public static Sanction forfeit() {
        return new Sanction(SanctionKind.FORFEIT, 0, false);
    }

    /** The same sanction together with a dead hand for the rest of the hand. */
    public Sanction withDeadHand() {
        return new Sanction(kind, points, true);
    }
}

package org.mahjongresults.engine.sichuan;

import java.util.List;

/**
 * Who pays whom for a won Sichuan hand (Swiss §7, 002 §7.4). There are no base points: on a self-drawn win each
 * of the three others pays the hand score (so the winner gains three times it); on a discard only the discarder
 * pays it. Robbing the kong counts as a discard by the player whose kong was robbed, and 杠上炮 as a discard by the
 * player who made the kong. Seats are indexes 0-3 in any fixed order the caller uses. Always zero-sum.
 */
public final class SichuanSettlement {

    private SichuanSettlement() {
    }

    /**
     * What each seat gains (positive) or pays (negative).
     *
     * @param points the four seats' changes, indexed by seat; they add up to zero
     */
    public record Payments(List<Integer> points) {

        public Payments {
            points = List.copyOf(points);
        }

        /** The change for one seat. */
        public int of(int seat) {
            return points.get(seat);
        }
    }

    /** A self-drawn win by {@code winner} with this hand score: each of the three others pays it. */
    public static Payments selfDrawn(int winner, int handScore) {
        checkSeat(winner, "winner");
        checkScore(handScore);
        int[] p = new int[4];
        for (int seat = 0; seat < 4; seat++) {
            if (seat != winner) {
                p[seat] = -handScore;
                p[winner] += handScore;
            }
        }
        return toPayments(p);
    }

    /** A win by {@code winner} on the discard of {@code discarder}: only the discarder pays the hand score. */
    public static Payments discard(int winner, int discarder, int handScore) {
        checkSeat(winner, "winner");
        checkSeat(discarder, "discarder");
        checkScore(handScore);
        if (winner == discarder) {
            throw new IllegalArgumentException("the discarder cannot be the winner; use selfDrawn");
        }
        int[] p = new int[4];
        p[discarder] = -handScore;
        p[winner] = handScore;
        return toPayments(p);
    }

    /**
     * Settles a scored hand. {@code discarder} is -1 for a self-drawn win, otherwise the seat that discarded (or
     * whose kong was robbed); it must agree with {@link SichuanResult#selfDrawn()}. Only a win is settled.
     */
    public static Payments settle(SichuanResult result, int winner, int discarder) {
        if (!result.isWin()) {
            throw new IllegalArgumentException("only a win is settled, not " + result.classification().jsonName());
        }
        if (result.selfDrawn() != (discarder < 0)) {
            throw new IllegalArgumentException(result.selfDrawn()
                    ? "the hand was self-drawn, so there is no discarder (give -1)"
                    : "the hand was won on a discard, so the discarder's seat is needed");
        }
        return result.selfDrawn() ? selfDrawn(winner, result.total()) : discard(winner, discarder, result.total());
    }

    private static Payments toPayments(int[] p) {
        return new Payments(List.of(p[0], p[1], p[2], p[3]));
    }

    private static void checkSeat(int seat, String who) {
        if (seat < 0 || seat > 3) {
            throw new IllegalArgumentException(who + " seat must be 0-3, not " + seat);
        }
    }

    private static void checkScore(int handScore) {
        if (handScore < 1) {
            throw new IllegalArgumentException("a Sichuan win is worth at least 1 point, not " + handScore);
        }
    }
}

package org.mahjongresults.engine.mcr;

import java.util.List;

/**
 * Who pays whom for a won hand (MCR 2006 §3.9.1-2, 000 §3.9.1-3). Seats are indexes 0-3 in any fixed order the caller
 * uses (for example East, South, West, North of the hand). With fan points B (flowers included):
 * self-drawn, each of the three others pays 8 + B; on a discard, the discarder pays 8 + B and the two others 8.
 * Robbing the kong is a discard win where the player who added to the kong is the discarder. Always zero-sum.
 */
public final class Settlement {

    /** Base points 底分 paid by every non-winner. */
    public static final int BASE = 8;

    private Settlement() {
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

    /** A self-drawn win by {@code winner} worth {@code fanPoints} (B, flowers included). */
    public static Payments selfDrawn(int winner, int fanPoints) {
        checkSeat(winner, "winner");
        checkPoints(fanPoints);
        int[] p = new int[4];
        for (int seat = 0; seat < 4; seat++) {
            if (seat != winner) {
                p[seat] = -(BASE + fanPoints);
                p[winner] += BASE + fanPoints;
            }
        }
        return toPayments(p);
    }

    /** A win by {@code winner} on the discard of {@code discarder}, worth {@code fanPoints} (B). */
    public static Payments discard(int winner, int discarder, int fanPoints) {
        checkSeat(winner, "winner");
        checkSeat(discarder, "discarder");
        checkPoints(fanPoints);
        if (winner == discarder) {
            throw new IllegalArgumentException("the discarder cannot be the winner; use selfDrawn");
        }
        int[] p = new int[4];
        for (int seat = 0; seat < 4; seat++) {
            if (seat != winner) {
                int pay = seat == discarder ? BASE + fanPoints : BASE;
                p[seat] = -pay;
                p[winner] += pay;
            }
        }
        return toPayments(p);
    }

    /**
     * Settles a scored hand: self-drawn when {@code discarder} is negative, otherwise on that seat's discard.
     * Only a {@link Classification#WIN} is settled this way; anything else is refused.
     */
    public static Payments settle(ScoreResult result, int winner, int discarder) {
        if (!result.isWin()) {
            throw new IllegalArgumentException("only a win is settled, not " + result.classification().jsonName());
        }
        return discarder < 0 ? selfDrawn(winner, result.total()) : discard(winner, discarder, result.total());
    }

    private static Payments toPayments(int[] p) {
        return new Payments(List.of(p[0], p[1], p[2], p[3]));
    }

    private static void checkSeat(int seat, String who) {
        if (seat < 0 || seat > 3) {
            throw new IllegalArgumentException(who + " seat must be 0-3, not " + seat);
        }
    }

    private static void checkPoints(int fanPoints) {
        if (fanPoints < McrScorer.MINIMUM) {
            throw new IllegalArgumentException("a win is worth at least " + McrScorer.MINIMUM + " fan points, not "
                    + fanPoints);
        }
    }
}

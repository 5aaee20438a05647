package org.mahjongresults.engine.results;

import java.util.List;
import org.mahjongresults.engine.mcr.Settlement;

/**
 * One line of a score sheet (MCR 2006 附件5): a hand's result or a penalty, and what it changes for each seat.
 * Seats are 0-3 in the sheet's fixed order. At a three-player table the absent seat neither pays nor receives:
 * each present non-winner pays as in §3.2 (RULINGS §4).
 *
 * <p>Hands are settled by {@link Settlement}; transfers are zero-sum; a deduction is not paid to anyone
 * (004 §3.11.2-2), so a line holding one adds up to minus the deduction.
 */
public sealed interface SheetEntry {

    /** The change for each of the four seats; {@code absentSeat} is -1 at a table of four. */
    List<Integer> changes(int absentSeat);

    /** True for a hand (a win or an exhaustive draw), false for a penalty. */
    boolean isHand();

    /** A self-drawn win (自摸) worth {@code fanPoints} (B, flowers included): each other present seat pays 8 + B. */
    record SelfDrawn(int winner, int fanPoints) implements SheetEntry {
        @Override
        public List<Integer> changes(int absentSeat) {
            checkPresent(winner, absentSeat, "the winner");
            return withoutAbsent(Settlement.selfDrawn(winner, fanPoints).points(), winner, absentSeat);
        }

        @Override
        public boolean isHand() {
            return true;
        }
    }

    /** A win on a discard (点和, robbing a kong included): the discarder pays 8 + B, the other present seats 8. */
    record Discard(int winner, int discarder, int fanPoints) implements SheetEntry {
        @Override
        public List<Integer> changes(int absentSeat) {
            checkPresent(winner, absentSeat, "the winner");
            checkPresent(discarder, absentSeat, "the discarder");
            return withoutAbsent(Settlement.discard(winner, discarder, fanPoints).points(), winner, absentSeat);
        }

        @Override
        public boolean isHand() {
            return true;
        }
    }

    /** An exhaustive draw (荒牌): nobody scores (MCR 2006 §3.4.3-§3.4.8). */
    record ExhaustiveDraw() implements SheetEntry {
        @Override
        public List<Integer> changes(int absentSeat) {
            return List.of(0, 0, 0, 0);
        }

        @Override
        public boolean isHand() {
            return true;
        }
    }

    /**
     * A deduction (罚分) of {@code points} from {@code seat}, paid to nobody: the escalating sanctions and the
     * late-arrival deductions (MCR 2006 §3.11, RULINGS §4).
     */
    record Deduction(int seat, int points) implements SheetEntry {
        public Deduction {
            checkPoints(points);
        }

        @Override
        public List<Integer> changes(int absentSeat) {
            checkPresent(seat, absentSeat, "the penalised player");
            int[] p = new int[4];
            p[seat] = -points;
            return toList(p);
        }

        @Override
        public boolean isHand() {
            return false;
        }
    }

    /**
     * {@code offender} pays {@code points} to each other present player: 10 for a wrong win (错和), 20 for a false
     * win (诈和), 30 for scrambling the tiles (MCR 2006 §3.11.6).
     */
    record PayEach(int offender, int points) implements SheetEntry {
        public PayEach {
            checkPoints(points);
        }

        @Override
        public List<Integer> changes(int absentSeat) {
            checkPresent(offender, absentSeat, "the offender");
            int[] p = new int[4];
            for (int seat = 0; seat < 4; seat++) {
                if (seat != offender && seat != absentSeat) {
                    p[seat] += points;
                    p[offender] -= points;
                }
            }
            return toList(p);
        }

        @Override
        public boolean isHand() {
            return false;
        }
    }

    /**
     * {@code offender} pays {@code points} to {@code payee}: for example 5-60 for exposing the payee's tiles, or
     * what the three others would have paid (包付三家) written as the amount the winner receives.
     */
    record PayTo(int offender, int payee, int points) implements SheetEntry {
        public PayTo {
            checkPoints(points);
            if (offender == payee) {
                throw new IllegalArgumentException("a player cannot pay a penalty to himself");
            }
        }

        @Override
        public List<Integer> changes(int absentSeat) {
            checkPresent(offender, absentSeat, "the offender");
            checkPresent(payee, absentSeat, "the payee");
            int[] p = new int[4];
            p[offender] = -points;
            p[payee] = points;
            return toList(p);
        }

        @Override
        public boolean isHand() {
            return false;
        }
    }

    private static void checkPresent(int seat, int absentSeat, String who) {
        if (seat < 0 || seat > 3) {
            throw new IllegalArgumentException(who + " must be seat 0-3, not " + seat);
        }
        if (seat == absentSeat) {
            throw new IllegalArgumentException(who + " cannot be the absent seat " + seat);
        }
    }

    private static void checkPoints(int points) {
        if (points <= 0) {
            throw new IllegalArgumentException("penalty points are positive, not " + points);
        }
    }

    /** At a three-player table the absent seat's share is not paid, and the winner receives that much less. */
    private static List<Integer> withoutAbsent(List<Integer> payments, int winner, int absentSeat) {
        if (absentSeat < 0) {
            return payments;
        }
        int[] p = payments.stream().mapToInt(Integer::intValue).toArray();
        p[winner] += p[absentSeat];
        p[absentSeat] = 0;
        return toList(p);
    }

    private static List<Integer> toList(int[] p) {
        return List.of(p[0], p[1], p[2], p[3]);
    }
}

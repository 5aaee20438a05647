package org.mahjongresults.engine.penalty;

import java.util.List;

/**
 * Proposes the sanction for an offence (MCR 2006 §3.11.2-1, MCR 2006 §3.11.6, our decisions of RULINGS §4). Stateless.
 *
 * <p>Escalation (6-3 empty call, 6-4 early draw, 6-5 late pung) is counted per offence, per player, within one
 * hand: "一盘之内第一次警告、第二次扣罚5分…" is written inside each row, and 6-4 and 6-5 say "处罚同上" (the same
 * punishment), which we read as the same ladder, counted for that row. A new hand starts again from a warning.
 * Cancelled penalties do not count. The ladder after −20 is ours (RULINGS U18, RULINGS §4): −40, then −60 for every further
 * time (doubling, capped at the largest listed deduction).
 */
public final class PenaltyAdvisor {

    /** The deductions of the ladder from the second time on; the first time is a warning. */
    private static final List<Integer> LADDER = List.of(5, 10, 20, 40, 60);

    /** 000 §3.11.2-1: within 10 minutes −10, within 15 minutes −20, more than 15 minutes forfeit. */
    public static final int LATE_MINUTES_SMALL = 10;
    public static final int LATE_MINUTES_FORFEIT_AFTER = 15;

    private PenaltyAdvisor() {
    }

    /**
     * The proposal for {@code offence} committed by the player in seat {@code offender}, given the penalties already
     * recorded in the same hand (any players'; other players' and cancelled ones are ignored).
     *
     * @throws IllegalArgumentException for late arrival, which needs the minutes ({@link #proposeLateArrival(int)})
     */
    public static Proposal propose(Offence offence, int offender, List<Penalty> earlierInHand) {
        if (offence.rule() == Offence.Rule.BY_MINUTES_LATE) {
            throw new IllegalArgumentException("late arrival is proposed from the minutes late");
        }
        if (offence.escalates()) {
            long earlier = earlierInHand.stream()
                    .filter(p -> !p.cancelled() && p.offender() == offender && p.offence() == offence)
                    .count();
            int occurrence = (int) earlier + 1;
            return new Proposal(offence, ladderStep(occurrence), occurrence, false);
        }
        return new Proposal(offence, offence.catalogueSanction(), 1,
                offence.catalogueSanction().kind() == SanctionKind.TRANSFER_TO_VICTIM);
    }

    /**
     * The proposal for arriving {@code minutesLate} minutes after the start was announced (RULINGS §4): 1-10 → −10,
     * 11-15 → −20, 16 or more → forfeit. Minutes are whole minutes, counted up: 10 minutes and 1 second late is 11.
     *
     * @throws IllegalArgumentException if {@code minutesLate} is not positive (the player was not late)
     */
    public static Proposal proposeLateArrival(int minutesLate) {
        if (minutesLate < 1) {
            throw new IllegalArgumentException("a late arrival is at least 1 minute late, not " + minutesLate);
        }
        Sanction s = minutesLate <= LATE_MINUTES_SMALL ? Sanction.deduction(10)
                : minutesLate <= LATE_MINUTES_FORFEIT_AFTER ? Sanction.deduction(20)
                : Sanction.forfeit();
        return new Proposal(Offence.LATE_ARRIVAL, s, minutesLate, false);
    }

    /**
     * The sanction for the {@code occurrence}-th escalating offence in a hand: 1 warning, 2 −5, 3 −10, 4 −20, 5 −40,
     * 6 and every later one −60.
     */
    public static Sanction ladderStep(int occurrence) {
        if (occurrence < 1) {
            throw new IllegalArgumentException("occurrences count from 1, not " + occurrence);
        }
        if (occurrence == 1) {
            return Sanction.warning();
        }
        return Sanction.deduction(LADDER.get(Math.min(occurrence - 2, LADDER.size() - 1)));
    }
}

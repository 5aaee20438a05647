package org.mahjongresults.engine.penalty;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.mahjongresults.engine.mcr.Settlement;
import org.mahjongresults.engine.tournament.PlayerStatus;

/**
 * The effect of one recorded penalty on the four seats of its hand (MCR 2006 §3.11, RULINGS §4): the change of each seat's
 * result in points, and what else happens. The changes are added to the hand's result, so they flow into the session
 * score, the table points and the standings (RULINGS §3: the session score includes penalties).
 *
 * <ul>
 *   <li>a warning, dead hand, suspension, disqualification or forfeit moves no points;</li>
 *   <li>a deduction takes the points from the offender and gives them to nobody, so it is not zero-sum; a late
 *       arrival deduction is a change of the session score, booked on the session's first hand by convention;</li>
 *   <li>transfers are zero-sum: 10/20/30 to each of the three others, 5-60 to the victim, and 包付三家 moves the
 *       payments of the two other non-winners onto the offender;</li>
 *   <li>a cancelled penalty has no effect at all, so cancelling it restores the scores.</li>
 * </ul>
 *
 * @param deltas       the change for seats 0-3, in the seat order of the hand's settlement
 * @param consequences what else the sanction does
 * @param playerStatus the offender's new standing in the event, if the sanction changes it
 */
public record PenaltyEffect(List<Integer> deltas, Set<Consequence> consequences, Optional<PlayerStatus> playerStatus) {

    public PenaltyEffect {
        deltas = List.copyOf(deltas);
        if (deltas.size() != 4) {
            throw new IllegalArgumentException("an effect has four seats, not " + deltas.size());
        }
        consequences = consequences.isEmpty() ? Set.of()
                : Collections.unmodifiableSet(EnumSet.copyOf(consequences));
    }

    /** No effect: a cancelled penalty. */
    public static PenaltyEffect none() {
        return new PenaltyEffect(List.of(0, 0, 0, 0), Set.of(), Optional.empty());
    }

    /**
     * The effect of a penalty that does not depend on the hand's settlement: every kind except
     * {@link SanctionKind#PAY_FOR_THREE}.
     *
     * @throws IllegalArgumentException for a penalty in force that pays for three: use {@link #of(Penalty, int, int[])}
     */
    public static PenaltyEffect of(Penalty penalty) {
        if (!penalty.cancelled() && penalty.sanction().kind() == SanctionKind.PAY_FOR_THREE) {
            throw new IllegalArgumentException("paying for three needs the winner and the hand's settlement");
        }
        return compute(penalty, -1, null);
    }

    /**
     * The effect of a penalty given the hand's won settlement; for {@link SanctionKind#PAY_FOR_THREE} the offender
     * takes over the other non-winners' payments (what all three owed, MCR 2006 §3.11.6 literal reading of 包付三家; if
     * the offender was the discarder he pays 8 + B plus both 8s).
     *
     * @param winner the winner's seat
     * @param hand   the seats' changes from the settlement of the won hand (zero-sum, the winner's positive)
     */
    public static PenaltyEffect of(Penalty penalty, int winner, Settlement.Payments hand) {
        int[] p = new int[4];
        for (int seat = 0; seat < 4; seat++) {
            p[seat] = hand.of(seat);
        }
        return of(penalty, winner, p);
    }

    /** As {@link #of(Penalty, int, Settlement.Payments)}, with the settlement as four seat changes. */
    public static PenaltyEffect of(Penalty penalty, int winner, int[] hand) {
        if (hand == null || hand.length != 4) {
            throw new IllegalArgumentException("the settlement has four seats");
        }
        if (winner < 0 || winner > 3) {
            throw new IllegalArgumentException("winner seat must be 0-3, not " + winner);
        }
        int sum = 0;
        for (int seat = 0; seat < 4; seat++) {
            sum += hand[seat];
            if (seat != winner && hand[seat] > 0) {
                throw new IllegalArgumentException("only the winner gains in a won hand's settlement");
            }
        }
        if (sum != 0 || hand[winner] <= 0) {
            throw new IllegalArgumentException("not the settlement of a won hand: zero-sum with the winner gaining");
        }
        return compute(penalty, winner, hand.clone());
    }

    private static PenaltyEffect compute(Penalty penalty, int winner, int[] hand) {
        if (penalty.cancelled()) {
            return none();
        }
        Sanction s = penalty.sanction();
        int offender = penalty.offender();
        int[] d = new int[4];
        Set<Consequence> c = EnumSet.noneOf(Consequence.class);
        PlayerStatus status = null;
        switch (s.kind()) {
            case WARNING, DEAD_HAND -> {
            }
            case CHOMBO -> {
                // the sheet's chombo line deducts it (RULINGS §10.18); counting it here too would count it twice
            }
            case DEDUCTION -> d[offender] = -s.points();
            case TRANSFER_EACH -> {
                for (int seat = 0; seat < 4; seat++) {
                    if (seat != offender) {
                        d[seat] += s.points();
                        d[offender] -= s.points();
                    }
                }
            }
            case TRANSFER_TO_VICTIM -> {
                d[penalty.victim().getAsInt()] += s.points();
                d[offender] -= s.points();
            }
            case PAY_FOR_THREE -> {
                if (offender == winner) {
                    throw new IllegalArgumentException("the winner cannot pay for three");
                }
                for (int seat = 0; seat < 4; seat++) {
                    if (seat != winner && seat != offender) {
                        d[seat] -= hand[seat];
                        d[offender] += hand[seat];
                    }
                }
            }
            case SUSPENSION, DISQUALIFICATION -> {
                c.add(Consequence.LEAVES_RANKING);
                c.add(Consequence.LEAVES_LATER_DRAWS);
                c.add(Consequence.DIRECTOR_DECIDES_TABLE);
                status = s.kind() == SanctionKind.SUSPENSION ? PlayerStatus.SUSPENDED : PlayerStatus.DISQUALIFIED;
            }
            case FORFEIT -> {
                c.add(Consequence.ABSENT_FROM_SESSION);
                c.add(Consequence.THREE_PLAYER_TABLE);
            }
            default -> throw new IllegalStateException("unknown sanction kind " + s.kind());
        }
        if (s.deadHand()) {
            c.add(Consequence.DEAD_HAND);
        }
        return new PenaltyEffect(List.of(d[0], d[1], d[2], d[3]), c, Optional.ofNullable(status));
    }

    /** The change for one seat. */
    public int delta(int seat) {
        return deltas.get(seat);
    }

    /** True if the four changes add up to zero (every transfer; not a deduction). */
    public boolean isZeroSum() {
        return deltas.stream().mapToInt(Integer::intValue).sum() == 0;
    }

    /** True if the sanction has this consequence. */
    public boolean has(Consequence consequence) {
        return consequences.contains(consequence);
    }

    /** The combined effect of this penalty and another in the same hand: changes added, consequences joined. */
    public PenaltyEffect plus(PenaltyEffect other) {
        Set<Consequence> c = EnumSet.noneOf(Consequence.class);
        c.addAll(consequences);
        c.addAll(other.consequences);
        PlayerStatus status = playerStatus.orElse(null);
        if (other.playerStatus.isPresent()
                && (status == null || other.playerStatus.get() == PlayerStatus.DISQUALIFIED)) {
            status = other.playerStatus.get();
        }
        return new PenaltyEffect(List.of(delta(0) + other.delta(0), delta(1) + other.delta(1),
                delta(2) + other.delta(2), delta(3) + other.delta(3)), c, Optional.ofNullable(status));
    }
}

package org.mahjongresults.db.penalty;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.engine.penalty.Offence;
import org.mahjongresults.engine.penalty.Penalty;
import org.mahjongresults.engine.penalty.PenaltyEffect;
import org.mahjongresults.engine.penalty.Sanction;
import org.mahjongresults.engine.penalty.SanctionKind;

/**
 * What a recorded penalty does to the match points of the players at its table, by the engine's rules
 * (deductions not paid to anyone, transfers zero-sum, 包付三家 moving the other losers' payments of the hand).
 */
public final class PenaltyEffects {

    private PenaltyEffects() {
    }

    /** The engine's view of a stored MCR penalty, with seats as starting-seat indexes. */
    public static Penalty penalty(PenaltyRecord r, List<Long> playersBySeat) {
        Sanction sanction = new Sanction(r.sanction(), r.points(), r.deadHand());
        Offence offence = r.offence();
        int offender = playersBySeat.indexOf(r.playerId());
        Penalty p = r.victimId() == null ? Penalty.of(offence, sanction, offender)
                : Penalty.toVictim(offence, sanction, offender, playersBySeat.indexOf(r.victimId()));
        return r.cancelled() ? p.cancel() : p;
    }

    /**
     * Each player's change from one penalty; {@code hand} is the hand it refers to (needed only to pay for three).
     * An empty map for a cancelled penalty or one whose players are not at the table.
     */
    public static Map<Long, Integer> deltas(PenaltyRecord r, List<Long> playersBySeat, HandRecord hand) {
        return deltas(r, playersBySeat, hand, -1);
    }

    /**
     * As {@link #deltas(PenaltyRecord, List, HandRecord)} at a table whose starting seat {@code absent} (0-3, or −1)
     * forfeited: "10 to each other player" then means each of the two others who play (RULINGS §4, RULINGS §4.4).
     */
    public static Map<Long, Integer> deltas(PenaltyRecord r, List<Long> playersBySeat, HandRecord hand, int absent) {
        Map<Long, Integer> out = deltasOfFour(r, playersBySeat, hand);
        if (absent >= 0 && absent < playersBySeat.size() && r.sanction() == SanctionKind.TRANSFER_EACH) {
            Integer paidToAbsent = out.remove(playersBySeat.get(absent));
            if (paidToAbsent != null) {
                out.merge(r.playerId(), paidToAbsent, Integer::sum);
            }
        }
        return out;
    }

    /**
     * A riichi line's change (RULINGS §10.18): a point penalty comes off the offender's result in table points, paid
     * to nobody; a chombo moves nothing here, since the sheet's chombo line deducts it; the other kinds move no points.
     */
    private static Map<Long, Integer> riichiDeltas(PenaltyRecord r) {
        Map<Long, Integer> out = new HashMap<>();
        if (r.sanction() == SanctionKind.DEDUCTION && r.points() > 0) {
            out.put(r.playerId(), -r.points());
        }
        return out;
    }

    private static Map<Long, Integer> deltasOfFour(PenaltyRecord r, List<Long> playersBySeat, HandRecord hand) {
        Map<Long, Integer> out = new HashMap<>();
        if (r.cancelled() || playersBySeat.size() != 4 || !playersBySeat.contains(r.playerId())
                || (r.victimId() != null && !playersBySeat.contains(r.victimId()))) {
            return out;
        }
        if (r.riichi()) {
            return riichiDeltas(r);
        }
        Penalty p = penalty(r, playersBySeat);
        PenaltyEffect effect;
        if (p.sanction().kind() == SanctionKind.PAY_FOR_THREE) {
            if (hand == null || hand.winnerId() == null) {
                return out;
            }
            int[] settled = new int[4];
            for (int seat = 0; seat < 4; seat++) {
                settled[seat] = hand.results().getOrDefault(playersBySeat.get(seat), 0);
            }
            effect = PenaltyEffect.of(p, playersBySeat.indexOf(hand.winnerId()), settled);
        } else {
            effect = PenaltyEffect.of(p);
        }
        for (int seat = 0; seat < 4; seat++) {
            if (effect.delta(seat) != 0) {
                out.put(playersBySeat.get(seat), effect.delta(seat));
            }
        }
        return out;
    }
}

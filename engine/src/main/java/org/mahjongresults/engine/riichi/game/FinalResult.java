package org.mahjongresults.engine.riichi.game;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A game's result for the standings (RCR 2016 §3.6.1, WRC 2015 §5.9.2): each player's table score, place, uma, share
 * of the oka and of the leftover riichi sticks, chombo deduction, and the total in points and in result points
 * (thousands): {@code (score - return + uma + oka + sticks - chombo) / 1000}, for example 40,000 in first place under
 * WRC rules is (40,000 - 30,000) / 1000 + 15 = 25.0.
 *
 * <p>Places follow the table scores; chombo deductions never change them. Equal scores share the bonuses of the places
 * they hold under {@link TieRule#SPLIT} (in hundreds, an odd hundred going to the seat nearer the first dealer), or
 * are ordered by seat under {@link TieRule#SEAT_ORDER}.
 *
 * @param players one line per seat, indexed by seat
 */
public record FinalResult(List<PlayerResult> players) {

    /**
     * One player's result.
     *
     * @param seat the seat in the order of the first deal
     * @param score the table score at the end
     * @param place 1 to 4; tied players under {@link TieRule#SPLIT} share the best place they hold
     * @param uma the placement bonus received, in points
     * @param oka the share of the oka, in points
     * @param sticks the share of the riichi sticks left on the table, in points
     * @param chombo the chombo points deducted (0 if none)
     * @param total score - return + uma + oka + sticks - chombo, in points
     */
    public record PlayerResult(int seat, int score, int place, int uma, int oka, int sticks, int chombo, int total) {

        /** The total in result points (thousands of table points), with one decimal: 25.0, -13.4. */
        public BigDecimal result() {
            return BigDecimal.valueOf(total, 3).setScale(1);
        }
    }

    public FinalResult {
        players = List.copyOf(players);
    }

    /** The result of a table that ended in {@code state} under {@code rules}. */
    public static FinalResult of(TableState state, RiichiRules rules) {
        List<Integer> order = new ArrayList<>(List.of(0, 1, 2, 3));
        order.sort(Comparator.comparingInt((Integer seat) -> -state.score(seat)).thenComparingInt(seat -> seat));
        int leftover = rules.leftoverSticks() == LeftoverSticks.FIRST_PLACE ? state.sticks() * rules.riichiStick() : 0;
        PlayerResult[] lines = new PlayerResult[4];
        int from = 0;
        while (from < 4) {
            int to = from + 1;
            if (rules.ties() == TieRule.SPLIT) {
                while (to < 4 && state.score(order.get(to)) == state.score(order.get(from))) {
                    to++;
                }
            }
            List<Integer> group = order.subList(from, to);
            int uma = 0;
            for (int place = from; place < to; place++) {
                uma += rules.uma().get(place);
            }
            int[] umaShares = share(uma, group.size());
            int[] okaShares = share(from == 0 ? rules.oka() : 0, group.size());
            int[] stickShares = share(from == 0 ? leftover : 0, group.size());
            for (int i = 0; i < group.size(); i++) {
                int seat = group.get(i);
                int chombo = state.deductions().get(seat);
                int total = state.score(seat) - rules.returnPoints() + umaShares[i] + okaShares[i] + stickShares[i]
                        - chombo;
                lines[seat] = new PlayerResult(seat, state.score(seat), from + 1, umaShares[i], okaShares[i],
                        stickShares[i], chombo, total);
            }
            from = to;
        }
        return new FinalResult(List.of(lines));
    }

    /** One seat's line. */
    public PlayerResult of(int seat) {
        return players.get(seat);
    }

    /**
     * {@code amount} split in {@code parts} shares of whole hundreds, the first shares (seats nearer the first dealer,
     * as the group is in seat order) taking the odd hundreds.
     */
    private static int[] share(int amount, int parts) {
        int hundreds = amount / 100;
        int each = Math.floorDiv(hundreds, parts);
        int odd = Math.floorMod(hundreds, parts);
        int[] shares = new int[parts];
        for (int i = 0; i < parts; i++) {
            shares[i] = (each + (i < odd ? 1 : 0)) * 100;
        }
        return shares;
    }
}

package org.mahjongresults.engine.knockout;

import java.util.ArrayList;
import java.util.List;
import org.mahjongresults.engine.sichuan.SichuanSettlement;

/**
 * A table of a knockout round after its hands (four when complete, Swiss §1): each player's total, the sum of
 * what the hands' settlements paid them, and their places. Equal totals share a place ("=1"). When the top total
 * is shared the table has no clear winner: the referee records who advances (RULINGS §6).
 *
 * @param round   the round number
 * @param table   the table number within the round
 * @param players the four entry numbers by starting seat E, S, W, N
 * @param totals  each seat's total, same order
 * @param hands   how many hands were played
 */
public record TableScore(int round, int table, List<Integer> players, List<Integer> totals, int hands) {

    public TableScore {
        players = List.copyOf(players);
        totals = List.copyOf(totals);
        if (players.size() != 4 || totals.size() != 4) {
            throw new IllegalArgumentException("a table has four players");
        }
    }

    /**
     * The table's score from its hands' payments (seat indexes as in {@code players}); an exhaustive draw is a
     * hand whose payments are all zero.
     */
    public static TableScore of(int round, int table, List<Integer> players, List<SichuanSettlement.Payments> hands) {
        int[] sum = new int[4];
        for (SichuanSettlement.Payments p : hands) {
            for (int seat = 0; seat < 4; seat++) {
                sum[seat] += p.of(seat);
            }
        }
        return new TableScore(round, table, players, List.of(sum[0], sum[1], sum[2], sum[3]), hands.size());
    }

    /** The total of a player at this table. */
    public int totalOf(int player) {
        return totals.get(seatOf(player));
    }

    /** The place of a player: 1 + the number of players with a higher total (equal totals share). */
    public int placeOf(int player) {
        int mine = totalOf(player);
        int place = 1;
        for (int t : totals) {
            if (t > mine) {
                place++;
            }
        }
        return place;
    }

    /** Whether another player has the same total as this one (the place is shared, shown "=2"). */
    public boolean placeShared(int player) {
        int mine = totalOf(player);
        int same = 0;
        for (int t : totals) {
            if (t == mine) {
                same++;
            }
        }
        return same > 1;
    }

    /** The players with the highest total, in seat order: one when there is a clear winner. */
    public List<Integer> leaders() {
        int best = Integer.MIN_VALUE;
        for (int t : totals) {
            best = Math.max(best, t);
        }
        List<Integer> out = new ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            if (totals.get(seat) == best) {
                out.add(players.get(seat));
            }
        }
        return out;
    }

    /** True when the top total is shared: the referee decides who advances. */
    public boolean tied() {
        return leaders().size() > 1;
    }

    /** The clear winner, or null when the top total is shared. */
    public Integer clearWinner() {
        List<Integer> leaders = leaders();
        return leaders.size() == 1 ? leaders.get(0) : null;
    }

    /** Whether the player sits at this table. */
    public boolean seats(int player) {
        return players.contains(player);
    }

    private int seatOf(int player) {
        int seat = players.indexOf(player);
        if (seat < 0) {
            throw new IllegalArgumentException("player " + player + " does not sit at table " + table);
        }
        return seat;
    }
}

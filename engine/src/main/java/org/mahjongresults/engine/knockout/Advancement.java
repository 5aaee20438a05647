package org.mahjongresults.engine.knockout;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Who advances from a round: the winner of every table (the referee's choice where the top total is shared), and
 * when the plan asks for wildcards the best runners-up (see {@link BracketPlan}).
 *
 * <p><b>Our ranking of runners-up</b> (the documents are silent): by place at their table (a player who tied for
 * first and was not chosen ranks before every second place), then by round total, higher first; when both are
 * equal the lower entry number goes first, so the result never depends on the order of the data. The same order
 * ranks the players knocked out in a round ({@link KnockoutStandings}), where equal players share a place instead.
 */
public final class Advancement {

    /** The advancers of a round: the table winners (by table) and the wildcards (best first). */
    public record Advancers(List<Integer> winners, List<Integer> wildcards) {

        public Advancers {
            winners = List.copyOf(winners);
            wildcards = List.copyOf(wildcards);
        }

        /** Everyone who advances: the winners, then the wildcards. */
        public List<Integer> all() {
            List<Integer> all = new ArrayList<>(winners);
            all.addAll(wildcards);
            return all;
        }
    }

    private Advancement() {
    }

    /** The tables of the round that have no recorded winner yet, in table order. */
    public static List<Integer> undecided(List<TableScore> tables, Map<Integer, Integer> winnerByTable) {
        List<Integer> out = new ArrayList<>();
        for (TableScore t : tables) {
            if (!winnerByTable.containsKey(t.table())) {
                out.add(t.table());
            }
        }
        return out;
    }

    /**
     * The advancers of a decided round.
     *
     * @param winnerByTable the recorded winner of each table (table number → entry number)
     * @throws IllegalArgumentException when a table has no winner, a winner does not sit at the table, or the
     *                                  tables do not match the plan's round
     */
    public static Advancers of(BracketPlan.Round round, List<TableScore> tables, Map<Integer, Integer> winnerByTable) {
        if (tables.size() != round.tables()) {
            throw new IllegalArgumentException("round " + round.number() + " has " + round.tables() + " tables, not "
                    + tables.size());
        }
        List<Integer> winners = new ArrayList<>();
        for (TableScore t : tables) {
            Integer w = winnerByTable.get(t.table());
            if (w == null) {
                throw new IllegalArgumentException("table " + t.table() + " has no winner yet");
            }
            if (!t.seats(w)) {
                throw new IllegalArgumentException("player " + w + " does not sit at table " + t.table());
            }
            winners.add(w);
        }
        List<Integer> others = ranked(tables, new HashSet<>(winners));
        return new Advancers(winners, others.subList(0, Math.min(round.wildcards(), others.size())));
    }

    /** The players of the round other than {@code advanced}, in the order of the class comment. */
    static List<Integer> ranked(List<TableScore> tables, Set<Integer> advanced) {
        record Entry(int player, int place, int total) {
        }
        List<Entry> entries = new ArrayList<>();
        for (TableScore t : tables) {
            for (int p : t.players()) {
                if (!advanced.contains(p)) {
                    entries.add(new Entry(p, t.placeOf(p), t.totalOf(p)));
                }
            }
        }
        entries.sort(Comparator.comparingInt(Entry::place)
                .thenComparing(Comparator.comparingInt(Entry::total).reversed())
                .thenComparingInt(Entry::player));
        return entries.stream().map(Entry::player).toList();
    }
}

package org.mahjongresults.engine.knockout;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How far each player went in the knockout, round by round, and the final placing.
 *
 * <p><b>Our placing rule</b> (the documents give only "the first of each table advances"): the final table's winner
 * is 1st and the other three follow by their place at the final table, then their total. Then come the players
 * knocked out in the round before the final, then those knocked out in the round before that, and so on: each
 * group after every player who went further, ranked within itself by place at their table, then round total.
 * Players equal on both share the place (shown "=5"). A group is placed once its round is decided (every table
 * has its winner); until then its players have no place.
 *
 * @param plan the bracket
 * @param rows one row per player who played round 1: placed players first by place, then those still in
 */
public record KnockoutStandings(BracketPlan plan, List<Row> rows) {

    /** What became of a player at one round's table. */
    public enum Outcome {
        /** Won the table (or was chosen by the referee on a tie). */
        WINNER,
        /** Advanced as one of the best runners-up. */
        WILDCARD,
        /** Knocked out (or placed 2-4 at the final table). */
        OUT,
        /** The table or the round is not decided yet. */
        PENDING
    }

    /** A player at one round's table: total, place there, and the outcome. */
    public record Cell(int round, int table, int total, int place, boolean placeShared, int hands, Outcome outcome) {
    }

    /**
     * One player's line.
     *
     * @param furthest the last round the player was drawn into
     * @param place    the final placing, or null while the player's group is not decided
     * @param shared   true when another player shares the place
     */
    public record Row(int player, int furthest, List<Cell> cells, Integer place, boolean shared) {

        /** The player's cell of a round, or null when the player did not play it. */
        public Cell cell(int round) {
            for (Cell c : cells) {
                if (c.round() == round) {
                    return c;
                }
            }
            return null;
        }
    }

    public KnockoutStandings {
        rows = List.copyOf(rows);
    }

    /**
     * Computes the standings.
     *
     * @param rounds        the tables of every round drawn so far, by round number (1 first)
     * @param winnerByTable for each round, the recorded winner of each decided table
     */
    public static KnockoutStandings compute(BracketPlan plan, List<List<TableScore>> rounds,
                                            Map<Integer, Map<Integer, Integer>> winnerByTable) {
        Map<Integer, List<Cell>> cells = new LinkedHashMap<>();
        Map<Integer, Integer> furthest = new HashMap<>();
        Map<Integer, Integer> place = new HashMap<>();
        Set<Integer> shared = new HashSet<>();
        for (int r = 1; r <= rounds.size(); r++) {
            List<TableScore> tables = rounds.get(r - 1);
            Map<Integer, Integer> winners = winnerByTable.getOrDefault(r, Map.of());
            BracketPlan.Round round = plan.round(r);
            boolean decided = !tables.isEmpty() && Advancement.undecided(tables, winners).isEmpty();
            Set<Integer> winnerSet = new HashSet<>(winners.values());
            Set<Integer> wildcards = new HashSet<>();
            if (decided && !round.isFinal()) {
                wildcards.addAll(Advancement.of(round, tables, winners).wildcards());
            }
            for (TableScore t : tables) {
                for (int p : t.players()) {
                    Outcome o;
                    if (winnerSet.contains(p)) {
                        o = Outcome.WINNER;
                    } else if (!decided) {
                        o = Outcome.PENDING;
                    } else {
                        o = wildcards.contains(p) ? Outcome.WILDCARD : Outcome.OUT;
                    }
                    cells.computeIfAbsent(p, k -> new ArrayList<>()).add(new Cell(r, t.table(), t.totalOf(p),
                            t.placeOf(p), t.placeShared(p), t.hands(), o));
                    furthest.put(p, r);
                }
            }
            if (decided) {
                placeGroup(round, tables, winnerSet, wildcards, place, shared);
            }
        }
        List<Row> rows = new ArrayList<>();
        cells.forEach((p, list) -> rows.add(new Row(p, furthest.get(p), list, place.get(p), shared.contains(p))));
        rows.sort(Comparator.comparing((Row row) -> row.place() == null ? 0 : 1)
                .thenComparing(Comparator.comparingInt(Row::furthest).reversed())
                .thenComparing(row -> row.place() == null ? 0 : row.place())
                .thenComparingInt(Row::player));
        return new KnockoutStandings(plan, rows);
    }

    /** Places the players whose knockout ended in this decided round. */
    private static void placeGroup(BracketPlan.Round round, List<TableScore> tables, Set<Integer> winners,
                                   Set<Integer> wildcards, Map<Integer, Integer> place, Set<Integer> shared) {
        record Entry(int player, int rank, int total) {
        }
        List<Entry> group = new ArrayList<>();
        for (TableScore t : tables) {
            for (int p : t.players()) {
                boolean advances = !round.isFinal() && (winners.contains(p) || wildcards.contains(p));
                if (!advances) {
                    // At the final the winner ranks first whatever the totals: rank 0 before every table place.
                    int rank = round.isFinal() && winners.contains(p) ? 0 : t.placeOf(p);
                    group.add(new Entry(p, rank, t.totalOf(p)));
                }
            }
        }
        group.sort(Comparator.comparingInt(Entry::rank)
                .thenComparing(Comparator.comparingInt(Entry::total).reversed())
                .thenComparingInt(Entry::player));
        int first = round.isFinal() ? 1 : round.advancing() + 1;
        for (int i = 0; i < group.size(); i++) {
            Entry e = group.get(i);
            int p = first + i;
            if (i > 0 && group.get(i - 1).rank() == e.rank() && group.get(i - 1).total() == e.total()) {
                p = place.get(group.get(i - 1).player());
                shared.add(e.player());
                shared.add(group.get(i - 1).player());
            }
            place.put(e.player(), p);
        }
    }

    /** The row of a player, or null. */
    public Row row(int player) {
        for (Row r : rows) {
            if (r.player() == player) {
                return r;
            }
        }
        return null;
    }

    /** The final table's players by final place, once the final is decided; empty before. */
    public List<Row> podium() {
        List<Row> out = new ArrayList<>();
        int last = plan.size();
        for (Row r : rows) {
            if (r.furthest() == last && r.place() != null) {
                out.add(r);
            }
        }
        return out;
    }
}

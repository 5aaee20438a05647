package org.mahjongresults.engine.stage;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.engine.tournament.TieBreaker;

/**
 * The groups of a stage, formed from the ranking of the stage before it. Every group is a whole number of tables;
 * the players of a group are listed in the order its first session seats them (rank order, or for
 * {@link Formation#QUARTILES} the group's players of the first quartile, then of the second, and so on).
 */
public final class Groups {

    /** Why a stage cannot be formed as asked. */
    public enum Problem {
        /** The group size (or the cut) is not a positive multiple of four: it does not fill tables. */
        NOT_TABLES,
        /** The group size (or the cut) is larger than the field. */
        TOO_FEW_PLAYERS,
        /** The field does not divide into groups of that size. */
        UNEVEN
    }

    private Groups() {
    }

    /** What put equal players on both sides of a line between groups (or quartiles, or the cut). */
    public enum Decider {
        /** The director's drawn lot (a tie-breaker). */
        LOT,
        /** Nothing told them apart: they are listed, and so formed, in order of entry (player id). */
        ENTRY
    }

    /**
     * Equal players that a group line parts, from place {@code from} to place {@code to}, and what parted them: the
     * stages page says so, since no rule of the game did (issue 35).
     */
    public record Split(int from, int to, Decider decider) {
    }

    /**
     * Where equal players fall into different groups (or quartiles, or either side of a cut) when {@code ranked} is
     * formed by {@code formation} with {@code size}: a shared place that spans a line (the order of entry decided), or
     * two neighbours across a line, equal on both criteria, whose places the drawn lot decided.
     *
     * @param ranked    the players as formed, best first (the disqualified and withdrawn left out)
     * @param decidedBy which tie-breaker decided each player's place, if one did
     */
    public static List<Split> splits(List<StandingRow> ranked, Map<Long, TieBreaker> decidedBy, Formation formation,
                                     int size) {
        List<Split> out = new ArrayList<>();
        int n = ranked.size();
        if (formation == Formation.ALL || problem(n, formation, size).isPresent()) {
            return out;
        }
        int i = 0;
        while (i < n) {
            int end = i + 1;
            while (end < n && ranked.get(i).tied() && ranked.get(end).place() == ranked.get(i).place()) {
                end++;
            }
            if (end - i > 1 && unit(i, n, formation, size) != unit(end - 1, n, formation, size)) {
                out.add(new Split(i + 1, end, Decider.ENTRY));
            }
            if (end < n && unit(end - 1, n, formation, size) != unit(end, n, formation, size)) {
                StandingRow a = ranked.get(end - 1);
                StandingRow b = ranked.get(end);
                if (decidedBy.get(a.playerId()) == TieBreaker.LOT && decidedBy.get(b.playerId()) == TieBreaker.LOT
                        && a.tablePoints().equals(b.tablePoints()) && a.matchPoints() == b.matchPoints()) {
                    out.add(new Split(end, end + 1, Decider.LOT));
                }
            }
            i = end;
        }
        return out;
    }

    /** Which part of the formed stage the player at rank {@code index} (from 0) goes to; parts differ across a line. */
    static int unit(int index, int n, Formation formation, int size) {
        return switch (formation) {
            case ALL -> 0;
            case CUT -> index < size ? 0 : 1;
            case BLOCKS -> index / size;
            case QUARTILES -> index / (size / 4);
            case SNAKE -> {
                int count = n / size;
                int at = index % count;
                yield (index / count) % 2 == 0 ? at : count - 1 - at;
            }
        };
    }

    /** What is wrong with forming {@code players} ranked players by {@code formation} with {@code size}, if anything. */
    public static Optional<Problem> problem(int players, Formation formation, int size) {
        if (formation == Formation.ALL) {
            return players % 4 == 0 && players > 0 ? Optional.empty() : Optional.of(Problem.NOT_TABLES);
        }
        if (size < 4 || size % 4 != 0) {
            return Optional.of(Problem.NOT_TABLES);
        }
        if (size > players) {
            return Optional.of(Problem.TOO_FEW_PLAYERS);
        }
        if (formation != Formation.CUT && players % size != 0) {
            return Optional.of(Problem.UNEVEN);
        }
        return Optional.empty();
    }

    /**
     * The groups, first group first.
     *
     * @param ranked the players, best first
     * @param size   players per group; for {@link Formation#CUT} the number kept; unused for {@link Formation#ALL}
     * @throws IllegalArgumentException when {@link #problem} finds one
     */
    public static <T> List<List<T>> form(List<T> ranked, Formation formation, int size) {
        problem(ranked.size(), formation, size).ifPresent(p -> {
            throw new IllegalArgumentException(p + ": " + ranked.size() + " players, " + formation + " of " + size);
        });
        int n = ranked.size();
        List<List<T>> groups = new ArrayList<>();
        switch (formation) {
            case ALL -> groups.add(List.copyOf(ranked));
            case CUT -> groups.add(List.copyOf(ranked.subList(0, size)));
            case BLOCKS -> {
                for (int from = 0; from < n; from += size) {
                    groups.add(List.copyOf(ranked.subList(from, from + size)));
                }
            }
            case SNAKE -> {
                int count = n / size;
                List<List<T>> building = new ArrayList<>();
                for (int g = 0; g < count; g++) {
                    building.add(new ArrayList<>());
                }
                for (int rank = 0; rank < n; rank++) {
                    int round = rank / count;
                    int at = rank % count;
                    building.get(round % 2 == 0 ? at : count - 1 - at).add(ranked.get(rank));
                }
                building.forEach(g -> groups.add(List.copyOf(g)));
            }
            case QUARTILES -> {
                int quartile = n / 4;
                int perQuartile = size / 4;
                for (int g = 0; g < n / size; g++) {
                    List<T> group = new ArrayList<>();
                    for (int q = 0; q < 4; q++) {
                        int from = q * quartile + g * perQuartile;
                        group.addAll(ranked.subList(from, from + perQuartile));
                    }
                    groups.add(List.copyOf(group));
                }
            }
            default -> throw new IllegalStateException(formation.name());
        }
        return List.copyOf(groups);
    }

    /**
     * The quartile (0 to 3) of the player listed at {@code index} of a {@link Formation#QUARTILES} group of
     * {@code size} players.
     */
    public static int quartileInGroup(int index, int size) {
        return index / (size / 4);
    }

    /**
     * The tables of a group's first session: for {@link Formation#QUARTILES} table j holds the j-th player of each
     * quartile (East the first quartile's), otherwise the group's players four by four in rank order.
     */
    public static <T> List<List<T>> firstTables(List<T> group, Formation formation) {
        List<List<T>> tables = new ArrayList<>();
        int count = group.size() / 4;
        for (int table = 0; table < count; table++) {
            List<T> seats = new ArrayList<>();
            for (int seat = 0; seat < 4; seat++) {
                seats.add(formation == Formation.QUARTILES ? group.get(seat * count + table)
                        : group.get(table * 4 + seat));
            }
            tables.add(List.copyOf(seats));
        }
        return List.copyOf(tables);
    }
}

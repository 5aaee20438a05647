package org.mahjongresults.engine.results;

import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import org.mahjongresults.engine.tournament.RankingOrder;

/** The ranking criteria of MCR 2006 §3.10.1 / RULINGS §3 and the shared places, for players and teams alike. */
final class Ranking {

    private Ranking() {
    }

    /** Total table points and total match points: what a player or team is ranked by. */
    record Totals(TablePoints tablePoints, int matchPoints) {
    }

    /** Best first; equal totals compare as 0. */
    static Comparator<Totals> comparator(RankingOrder order) {
        Comparator<Totals> byTable = Comparator.comparing(Totals::tablePoints);
        Comparator<Totals> byMatch = Comparator.comparingInt(Totals::matchPoints);
        Comparator<Totals> ascending = order == RankingOrder.TABLE_POINTS_FIRST
                ? byTable.thenComparing(byMatch) : byMatch.thenComparing(byTable);
        return ascending.reversed();
    }

    /**
     * Places of an already ranked list: equal totals share the best place they occupy ("1, =2, =2, 4").
     * {@code places} and {@code tied} receive one value per element.
     */
    static <T> void places(List<T> ranked, Function<T, Totals> totals, int[] places, boolean[] tied) {
        int n = ranked.size();
        int start = 0;
        while (start < n) {
            Totals t = totals.apply(ranked.get(start));
            int end = start + 1;
            while (end < n && totals.apply(ranked.get(end)).equals(t)) {
                end++;
            }
            for (int i = start; i < end; i++) {
                places[i] = start + 1;
                tied[i] = end - start > 1;
            }
            start = end;
        }
    }

    static String label(int place, boolean tied, boolean excluded) {
        if (excluded) {
            return "";
        }
        return tied ? "=" + place : Integer.toString(place);
    }

    /**
     * The per-session cells from one player's (or team's) session values; {@code tablePoints[s]} is null for a
     * session without a result. Index 0 is session 1.
     */
    static List<SessionCell> cells(TablePoints[] tablePoints, int[] matchPoints) {
        SessionCell[] out = new SessionCell[tablePoints.length];
        TablePoints runningTable = TablePoints.ZERO;
        int runningMatch = 0;
        for (int s = 0; s < tablePoints.length; s++) {
            boolean played = tablePoints[s] != null;
            TablePoints tp = played ? tablePoints[s] : TablePoints.ZERO;
            int mp = played ? matchPoints[s] : 0;
            runningTable = runningTable.plus(tp);
            runningMatch = Math.addExact(runningMatch, mp);
            out[s] = new SessionCell(s + 1, played, tp, runningTable, mp, runningMatch);
        }
        return List.of(out);
    }

    /** The totals of a list of cells: the running totals of the last one. */
    static Totals totals(List<SessionCell> cells) {
        if (cells.isEmpty()) {
            return new Totals(TablePoints.ZERO, 0);
        }
        SessionCell last = cells.get(cells.size() - 1);
        return new Totals(last.runningTablePoints(), last.runningMatchPoints());
    }
}

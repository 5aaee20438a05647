package org.mahjongresults.engine.results;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.engine.tournament.RankingOrder;
import org.mahjongresults.engine.tournament.TieBreaker;

/**
 * The director's tie-breakers in their order (issue 28): after table points and match points (RULES §13.2), each one
 * in turn orders the players still equal; a criterion is applied again from the start of the chain's remainder to
 * every smaller group it leaves, so head-to-head is always counted among the players still tied. Players equal after
 * the whole chain share the place ("=3"), as before. An empty chain is today's rule.
 *
 * <p>{@link #apply} takes standings ranked by the two criteria and returns them with the tied groups reordered and
 * re-placed, and, for every player whose place a tie-breaker decided, which one did.
 *
 * @param breakers the chosen criteria, first applied first; no criterion twice
 */
public record TieBreakerChain(List<TieBreaker> breakers) {

    /** No tie-breaker: equal players share the place (RULES §13.2). */
    public static final TieBreakerChain NONE = new TieBreakerChain(List.of());

    public TieBreakerChain {
        breakers = List.copyOf(breakers);
        if (breakers.stream().distinct().count() != breakers.size()) {
            throw new IllegalArgumentException("a tie-breaker is chosen twice: " + breakers);
        }
    }

    public boolean isEmpty() {
        return breakers.isEmpty();
    }

    /** A group of players that ends up in consecutive places, and the tie-breaker that set it apart (or null). */
    private record Part(List<StandingRow> rows, TieBreaker decidedBy) {
    }

    /**
     * The standings with every tied group ordered by the chain. Excluded players are left as they are; the team
     * standings are not touched.
     */
    public Standings apply(Standings standings, TieFacts facts) {
        if (breakers.isEmpty()) {
            return standings;
        }
        List<StandingRow> rows = standings.players();
        List<StandingRow> out = new ArrayList<>(rows.size());
        Map<Long, TieBreaker> decided = new LinkedHashMap<>(standings.decidedBy());
        int i = 0;
        while (i < rows.size()) {
            StandingRow first = rows.get(i);
            int end = i + 1;
            while (end < rows.size() && !first.excluded() && first.tied()
                    && !rows.get(end).excluded() && rows.get(end).place() == first.place()) {
                end++;
            }
            if (end - i == 1) {
                out.add(first);
                i = end;
                continue;
            }
            int position = i;
            for (Part part : split(rows.subList(i, end), 0, standings.order(), facts)) {
                boolean tied = part.rows().size() > 1;
                for (StandingRow r : part.rows()) {
                    out.add(Standings.withPlace(r, position + 1, tied));
                    if (part.decidedBy() != null) {
                        decided.put(r.playerId(), part.decidedBy());
                    }
                }
                position += part.rows().size();
            }
            i = end;
        }
        return new Standings(standings.order(), standings.sessions(), out, standings.teams(), decided);
    }

    /** Orders one tied group from the {@code from}-th criterion on. */
    private List<Part> split(List<StandingRow> group, int from, RankingOrder order, TieFacts facts) {
        for (int b = from; b < breakers.size(); b++) {
            TieBreaker breaker = breakers.get(b);
            Comparator<StandingRow> better = comparator(breaker, group, order, facts);
            List<StandingRow> sorted = new ArrayList<>(group);
            sorted.sort(better.thenComparingLong(StandingRow::playerId));
            if (better.compare(sorted.get(0), sorted.get(sorted.size() - 1)) == 0) {
                continue; // this criterion does not tell them apart
            }
            List<Part> parts = new ArrayList<>();
            int start = 0;
            while (start < sorted.size()) {
                int end = start + 1;
                while (end < sorted.size() && better.compare(sorted.get(start), sorted.get(end)) == 0) {
                    end++;
                }
                List<StandingRow> run = sorted.subList(start, end);
                if (run.size() == 1) {
                    parts.add(new Part(List.copyOf(run), breaker));
                } else {
                    for (Part p : split(List.copyOf(run), b + 1, order, facts)) {
                        parts.add(p.decidedBy() == null ? new Part(p.rows(), breaker) : p);
                    }
                }
                start = end;
            }
            return parts;
        }
        return List.of(new Part(group, null));
    }

    /** Best first; equal players compare as 0. */
    private static Comparator<StandingRow> comparator(TieBreaker breaker, List<StandingRow> group, RankingOrder order,
                                                      TieFacts facts) {
        return switch (breaker) {
            case HEAD_TO_HEAD -> {
                Map<Long, Integer> balance = headToHead(group, order, facts);
                yield Comparator.comparingInt((StandingRow r) -> balance.get(r.playerId())).reversed();
            }
            case FIRSTS -> Comparator.comparingInt((StandingRow r) -> facts.firsts(r.playerId())).reversed();
            case BEST_SESSION -> {
                Comparator<Ranking.Totals> best = Ranking.comparator(order);
                yield (a, b) -> best.compare(bestSession(a, best, facts.carriedColumn()),
                        bestSession(b, best, facts.carriedColumn()));
            }
            case LOT -> facts.lotSeed() == null ? (a, b) -> 0
                    : Comparator.comparingLong(r -> TieFacts.lotNumber(facts.lotSeed(), r.playerId()));
        };
    }

    /** Meetings won minus meetings lost among the group, at the tables where two of them sat together. */
    private static Map<Long, Integer> headToHead(List<StandingRow> group, RankingOrder order, TieFacts facts) {
        Comparator<Ranking.Totals> better = Ranking.comparator(order);
        Map<Long, Integer> balance = new HashMap<>();
        group.forEach(r -> balance.put(r.playerId(), 0));
        for (int x = 0; x < group.size(); x++) {
            for (int y = x + 1; y < group.size(); y++) {
                StandingRow a = group.get(x);
                StandingRow b = group.get(y);
                for (SessionCell ca : a.sessions()) {
                    SessionCell cb = b.sessions().get(ca.session() - 1);
                    Integer ta = facts.table(a.playerId(), ca.session());
                    if (!ca.played() || !cb.played() || ta == null
                            || !ta.equals(facts.table(b.playerId(), ca.session()))) {
                        continue;
                    }
                    int c = better.compare(new Ranking.Totals(ca.tablePoints(), ca.matchPoints()),
                            new Ranking.Totals(cb.tablePoints(), cb.matchPoints()));
                    if (c != 0) {
                        balance.merge(a.playerId(), c < 0 ? 1 : -1, Integer::sum);
                        balance.merge(b.playerId(), c < 0 ? -1 : 1, Integer::sum);
                    }
                }
            }
        }
        return balance;
    }

    /**
     * The player's best played session (table points and match points), or zero for a player with none; the column of
     * carried points ({@code carried}) is not a session.
     */
    private static Ranking.Totals bestSession(StandingRow row, Comparator<Ranking.Totals> better, int carried) {
        Ranking.Totals best = null;
        for (SessionCell c : row.sessions()) {
            if (!c.played() || c.session() == carried) {
                continue;
            }
            Ranking.Totals t = new Ranking.Totals(c.tablePoints(), c.matchPoints());
            if (best == null || better.compare(t, best) < 0) {
                best = t;
            }
        }
        return best == null ? new Ranking.Totals(TablePoints.ZERO, Integer.MIN_VALUE) : best;
    }
}

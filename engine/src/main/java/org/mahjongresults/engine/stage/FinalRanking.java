package org.mahjongresults.engine.stage;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.mahjongresults.engine.results.Entrant;
import org.mahjongresults.engine.results.SessionEntry;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.engine.results.Standings;
import org.mahjongresults.engine.results.TieBreakerChain;
import org.mahjongresults.engine.results.TieFacts;
import org.mahjongresults.engine.tournament.RankingOrder;
import org.mahjongresults.engine.tournament.TieBreaker;

/**
 * The one final ranking of a tournament in stages (issue 35), which every page, export, season and career reads.
 * Each stage is ranked over its own sessions and carried points ({@link StageStandings}), group by group, with the
 * director's tie-breakers applied inside every group and over the whole stage. The players of the last stage come
 * first, in that stage's order; then those of the stage before who did not reach it, in its order; and so on back to
 * the qualification ({@link Overall}). Two players share a final place only when they share it in the standings that
 * order them (the same group of a stage ranked group by group, or the whole stage otherwise); disqualified players
 * follow, without a place.
 *
 * <p>A tournament of one stage is ranked by its standings unchanged.
 */
public final class FinalRanking {

    private FinalRanking() {
    }

    /**
     * A stage as the ranking needs it.
     *
     * @param number       1 for the qualification
     * @param firstSession the stage's first session
     * @param sessions     how many sessions it has
     * @param formation    how its players were taken ({@link Formation#ALL} for the qualification)
     * @param carry        what its players carry from the stage before
     * @param groups       its players, group by group; ignored for the qualification (everyone, one group)
     */
    public record Stage(int number, int firstSession, int sessions, Formation formation, CarryOver carry,
                        List<List<Long>> groups) {

        public Stage {
            groups = groups.stream().map(List::copyOf).toList();
        }

        int lastSession() {
            return firstSession + sessions - 1;
        }
    }

    /**
     * Where a player's final place comes from.
     *
     * @param stage the last stage the player reached (1: the qualification only)
     * @param group the player's group in that stage, from 1
     * @param row   the player's line in the standings that ordered them: the stage's points, carried ones included
     */
    public record Reached(int stage, int group, StandingRow row) {
    }

    /**
     * One stage ranked: each group's standings, the whole stage's, and the stage's own order of its players.
     *
     * @param groups each group's standings, tie-breakers applied
     * @param whole  the stage's standings over all its players, tie-breakers applied (the group's for one group)
     * @param order  the stage's own order: group by group for a cut or blocks, by the whole stage otherwise
     */
    public record Ranked(Stage stage, List<Standings> groups, Standings whole, List<Long> order) {
    }

    /**
     * The final ranking.
     *
     * @param standings the tournament's standings in the final order and places: every player's line over all
     *                  sessions, placed as the stages rank them, and which tie-breaker decided each place
     * @param reached   each player's stage reached and points there; empty for a tournament of one stage
     * @param stages    every stage ranked, the qualification first
     */
    public record Result(Standings standings, Map<Long, Reached> reached, List<Ranked> stages) {

        public Result {
            reached = Map.copyOf(reached);
            stages = List.copyOf(stages);
        }

        /** Whether the tournament has stages after its qualification. */
        public boolean staged() {
            return stages.size() > 1;
        }

        /**
         * The ranking as it stood when stage {@code number} was formed: over the stages before it alone (for number 2,
         * the qualification's standings), the order its groups were formed from.
         */
        public Standings before(int number) {
            if (number <= 1 || number > stages.size()) {
                throw new IllegalArgumentException("no stage " + number + " after another");
            }
            return place(standings, stages.subList(0, number - 1)).standings();
        }
    }

    /**
     * Ranks the tournament.
     *
     * @param whole    the tournament's standings over every session, the director's tie-breakers applied: the lines
     *                 the final ranking places, and the ranking itself when there is one stage
     * @param stages   the stages in order, the qualification first
     * @param entrants every player, ranked or excluded
     * @param results  every result of every session
     * @param chain    the director's tie-breakers
     * @param facts    what they need, over the whole tournament's sessions
     */
    public static Result compute(Standings whole, List<Stage> stages, Collection<Entrant> entrants,
                                 Collection<SessionEntry> results, TieBreakerChain chain, TieFacts facts) {
        Map<Long, Entrant> byId = new LinkedHashMap<>();
        entrants.forEach(e -> byId.put(e.playerId(), e));
        List<Ranked> ranked = new ArrayList<>();
        Map<Long, StandingRow> before = Map.of();
        for (Stage stage : stages) {
            List<List<Long>> groups = stage.number() == 1 || stage.formation() == Formation.ALL
                    ? List.of(List.copyOf(byId.keySet())) : stage.groups();
            int shift = stage.firstSession() - 1 - (stage.carry() == CarryOver.NONE ? 0 : 1);
            TieFacts inside = facts.forColumns(stage.firstSession(), stage.lastSession(), shift,
                    stage.carry() == CarryOver.NONE ? 0 : Carry.COLUMN);
            List<Standings> groupStandings = new ArrayList<>();
            for (List<Long> group : groups) {
                groupStandings.add(standings(stage, group, whole.order(), byId, before, results, chain, inside));
            }
            Standings all = groups.size() == 1 ? groupStandings.get(0)
                    : standings(stage, groups.stream().flatMap(List::stream).toList(), whole.order(), byId, before,
                    results, chain, inside);
            List<Long> order = new ArrayList<>();
            if (stage.formation().groupsRanked()) {
                groupStandings.forEach(s -> s.players().forEach(r -> order.add(r.playerId())));
            } else {
                all.players().forEach(r -> order.add(r.playerId()));
            }
            ranked.add(new Ranked(stage, List.copyOf(groupStandings), all, List.copyOf(order)));
            before = StageStandings.byPlayer(all);
        }
        if (ranked.size() <= 1) {
            return new Result(whole, Map.of(), ranked);
        }
        return place(whole, ranked);
    }

    private static Standings standings(Stage stage, List<Long> ids, RankingOrder order, Map<Long, Entrant> byId,
                                       Map<Long, StandingRow> before, Collection<SessionEntry> results,
                                       TieBreakerChain chain, TieFacts facts) {
        List<Entrant> entrants = new ArrayList<>();
        for (long id : ids) {
            Entrant e = byId.get(id);
            entrants.add(new Entrant(id, null, e != null && e.excluded()));
        }
        Standings s = StageStandings.compute(stage.firstSession(), stage.sessions(), stage.carry(), order, entrants,
                before, results);
        return chain.apply(s, facts);
    }

    /** Places every player: the last stage's first, in its order; a place is shared only inside one standings. */
    private static Result place(Standings whole, List<Ranked> ranked) {
        Map<Long, Reached> reached = new LinkedHashMap<>();
        Map<Long, Object> tieKey = new HashMap<>();
        Map<Long, TieBreaker> decided = new HashMap<>();
        for (int s = ranked.size() - 1; s >= 0; s--) {
            Ranked stage = ranked.get(s);
            boolean byGroup = stage.stage().formation().groupsRanked();
            for (int g = 0; g < stage.groups().size(); g++) {
                for (StandingRow row : stage.groups().get(g).players()) {
                    if (reached.containsKey(row.playerId())) {
                        continue;
                    }
                    Standings ordering = byGroup ? stage.groups().get(g) : stage.whole();
                    StandingRow line = byGroup ? row : ordering.player(row.playerId());
                    reached.put(row.playerId(), new Reached(stage.stage().number(), g + 1, line));
                    tieKey.put(row.playerId(), List.of(s, byGroup ? g : -1, line.place()));
                    TieBreaker by = ordering.decidedBy(row.playerId());
                    if (by != null) {
                        decided.put(row.playerId(), by);
                    }
                }
            }
        }
        List<Long> order = Overall.order(ranked.stream().map(Ranked::order).toList());
        List<StandingRow> rows = new ArrayList<>();
        List<StandingRow> excluded = new ArrayList<>();
        int i = 0;
        List<Long> placedOrder = order.stream().filter(id -> !whole.player(id).excluded()).toList();
        while (i < placedOrder.size()) {
            Object key = tieKey.get(placedOrder.get(i));
            int end = i + 1;
            while (end < placedOrder.size() && Objects.equals(tieKey.get(placedOrder.get(end)), key)) {
                end++;
            }
            for (int k = i; k < end; k++) {
                rows.add(whole.player(placedOrder.get(k)).placed(i + 1, end - i > 1));
            }
            i = end;
        }
        for (long id : order) {
            StandingRow r = whole.player(id);
            if (r.excluded()) {
                excluded.add(r.placed(0, false));
            }
        }
        rows.addAll(excluded);
        Standings standings = new Standings(whole.order(), whole.sessions(), rows, whole.teams(), decided);
        return new Result(standings, reached, ranked);
    }
}

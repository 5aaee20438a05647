package org.mahjongresults.engine.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.mahjongresults.engine.tournament.RankingOrder;

/**
 * Issue 6's size (400 players, 10 sessions): live updates give the standings a recomputation gives. Both times are
 * printed, best of 30, but not compared: a busy machine can stretch either (issue 34 item 6, issue 40); the JMH
 * benchmark {@code StandingsBenchmark} measures them, and BENCHMARKS.md keeps its figures.
 */
class StandingsSpeedTest {

    @Test
    @DisplayName("400 players over 10 sessions: three hundred live updates rank them as a recomputation does")
    void liveUpdatesRankAsARecomputationDoes() {
        GeneratedTournament g = new GeneratedTournament(400, 10, 2026);
        long scratch = Long.MAX_VALUE;
        Standings expected = null;
        for (int i = 0; i < 30; i++) {
            long t0 = System.nanoTime();
            expected = Standings.compute(g.sessions, RankingOrder.TABLE_POINTS_FIRST, g.entrants, g.results);
            scratch = Math.min(scratch, System.nanoTime() - t0);
        }
        System.out.printf("standings of 400 players, 10 sessions, from scratch: best of 30 %.1f ms%n", scratch / 1e6);

        LiveStandings live = LiveStandings.of(g.sessions, RankingOrder.TABLE_POINTS_FIRST, g.entrants, g.results);
        assertThat(live.standings()).isEqualTo(expected);
        Random random = new Random(6);
        Map<String, SessionEntry> entered = new LinkedHashMap<>();
        g.results.forEach(e -> entered.put(e.playerId() + "@" + e.session(), e));
        long update = Long.MAX_VALUE;
        for (int round = 0; round < 30; round++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < 10; i++) {
                SessionEntry old = g.results.get(random.nextInt(g.results.size()));
                SessionEntry changed = new SessionEntry(old.playerId(), old.session(),
                        TablePoints.of(random.nextInt(5)), old.matchPoints() + 8);
                live.put(changed);
                entered.put(changed.playerId() + "@" + changed.session(), changed);
                live.standings();
            }
            update = Math.min(update, (System.nanoTime() - t0) / 10);
        }
        System.out.printf("a live update and its snapshot: best of 30 %.3f ms%n", update / 1e6);
        assertThat(live.standings()).as("the standings after the updates, against a recomputation")
                .isEqualTo(Standings.compute(g.sessions, RankingOrder.TABLE_POINTS_FIRST, g.entrants,
                        entered.values()));
    }
}

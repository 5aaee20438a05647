package org.mahjongresults.engine.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.mahjongresults.engine.tournament.RankingOrder;

/**
 * A loose speed check for issue 6 (400 players, 10 sessions): a live update cheaper than a recomputation, the two
 * compared on the same machine at the same moment, best of 30 each (issue 40: no fixed wall-clock bound, which a busy
 * shared machine stretches; the from-scratch time is printed, and the JMH benchmark {@code StandingsBenchmark}
 * measures properly).
 */
class StandingsSpeedTest {

    @Test
    @DisplayName("400 players over 10 sessions: a live update costs less than ranking them from scratch")
    void fastEnough() {
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
        long update = Long.MAX_VALUE;
        for (int round = 0; round < 30; round++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < 10; i++) {
                SessionEntry old = g.results.get(random.nextInt(g.results.size()));
                live.put(new SessionEntry(old.playerId(), old.session(), TablePoints.of(random.nextInt(5)),
                        old.matchPoints() + 8));
                live.standings();
            }
            update = Math.min(update, (System.nanoTime() - t0) / 10);
        }
        assertThat(update).as("live update and snapshot, ns, against %d ns from scratch", scratch)
                .isLessThan(scratch);
    }
}

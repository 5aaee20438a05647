package org.mahjongresults.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongresults.engine.results.Entrant;
import org.mahjongresults.engine.results.SessionEntry;
import org.mahjongresults.engine.results.Standings;
import org.mahjongresults.engine.results.TablePoints;
import org.mahjongresults.engine.tournament.RankingOrder;

class ProgressTest {

    private static SessionEntry e(long player, int session, int tp, int mp) {
        return new SessionEntry(player, session, TablePoints.of(tp), mp);
    }

    @Test
    void eachPlayersPlaceAfterEachSessionAndTheFieldsAverages() {
        // Four players, three sessions of which two are played (MCR 2006 §3.9.2: 4-2-1-0 table points).
        Standings s = Standings.compute(3, RankingOrder.TABLE_POINTS_FIRST,
                List.of(Entrant.of(1), Entrant.of(2), Entrant.of(3), Entrant.of(4)),
                List.of(e(1, 1, 4, 30), e(2, 1, 2, 10), e(3, 1, 1, -10), e(4, 1, 0, -30),
                        e(1, 2, 0, -40), e(2, 2, 1, -5), e(3, 2, 4, 35), e(4, 2, 2, 10)));
        Progress p = Progress.of(s);
        assertThat(p.sessions()).containsExactly(1, 2);
        assertThat(p.of(1)).containsExactly(new Progress.Point(1, 1, 4, 30), new Progress.Point(2, 2, 4, -10));
        assertThat(p.of(3)).containsExactly(new Progress.Point(1, 3, 1, -10), new Progress.Point(2, 1, 5, 25));
        assertThat(p.of(4)).extracting(Progress.Point::place).containsExactly(4, 4);
        assertThat(p.averageTablePoints()).containsExactly(7 / 4.0, 14 / 4.0);
        assertThat(p.averageMatchPoints()).containsExactly(0.0, 0.0);
        assertThat(p.of(99)).isEmpty();
    }

    @Test
    void aSeriesComputedWithTheMemoOfTheLastOneIsTheSameAsOneComputedFromScratch() {
        // A session being played hand by hand, a correction to a closed session, and a player who withdraws: each
        // series through the memo equals the series computed from nothing.
        java.util.Random random = new java.util.Random(7);
        List<Entrant> field = List.of(Entrant.of(1), Entrant.of(2), Entrant.of(3), Entrant.of(4), Entrant.of(5),
                Entrant.of(6), Entrant.of(7), Entrant.of(8));
        java.util.Map<String, SessionEntry> results = new java.util.TreeMap<>();
        Progress.Memo memo = new Progress.Memo();
        for (int step = 0; step < 120; step++) {
            int session = step < 100 ? 1 + step / 25 : 1 + random.nextInt(4);
            long player = 1 + random.nextInt(8);
            results.put(player + "/" + session, e(player, session, random.nextInt(5), random.nextInt(81) - 40));
            List<Entrant> entrants = step < 110 ? field
                    : field.stream().map(x -> x.withExcluded(x.playerId() == 3)).toList();
            Standings s = Standings.compute(5, RankingOrder.TABLE_POINTS_FIRST, entrants,
                    List.copyOf(results.values()));
            assertThat(Progress.of(s, memo)).as("step " + step).isEqualTo(Progress.of(s));
        }
    }

    @Test
    void nothingPlayedMeansNoPoints() {
        Standings s = Standings.compute(2, RankingOrder.TABLE_POINTS_FIRST, List.of(Entrant.of(1)), List.of());
        assertThat(Progress.of(s).sessions()).isEmpty();
    }
}

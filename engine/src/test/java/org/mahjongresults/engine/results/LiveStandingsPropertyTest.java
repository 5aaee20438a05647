package org.mahjongresults.engine.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.mahjongresults.engine.tournament.RankingOrder;
import org.mahjongresults.engine.tournament.TablePointSystem;
import org.mahjongresults.engine.tournament.TieRule;

/**
 * Issue 6: standings recomputed from scratch equal the incrementally updated standings after any sequence of
 * submissions and corrections. Values are drawn from small ranges so that equal totals, and so shared places,
 * are frequent.
 */
class LiveStandingsPropertyTest {

    private static final int SEQUENCES = 100;
    private static final int STEPS = 120;
    private static final TablePoints[] VALUES = {
        TablePoints.of(0), TablePoints.of(1), TablePoints.of(2), TablePoints.of(4), TablePoints.parse("0.5"),
        TablePoints.parse("1.5"), TablePoints.parse("3"), TablePoints.parse("1.75"), TablePoints.parse("7/3"),
        TablePoints.of(5),
    };

    /** The plain record of what has been submitted, from which the standings are computed afresh. */
    private static final class Model {
        private final Map<Long, Entrant> entrants = new LinkedHashMap<>();
        private final Map<List<Long>, SessionEntry> results = new LinkedHashMap<>();

        Standings compute(int sessions, RankingOrder order) {
            return Standings.compute(sessions, order, entrants.values(), results.values());
        }
    }

    private static Entrant randomEntrant(Random random, long id) {
        return switch (random.nextInt(4)) {
            case 0 -> Entrant.of(id);
            case 1 -> new Entrant(id, (long) random.nextInt(5), random.nextInt(8) == 0);
            default -> Entrant.of(id, random.nextInt(5));
        };
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @EnumSource(RankingOrder.class)
    @DisplayName("after every submission, correction, withdrawal, disqualification and late entry the live standings "
            + "equal a fresh computation")
    void liveEqualsScratch(RankingOrder order) {
        Random random = new Random(6 + order.ordinal());
        for (int seq = 0; seq < SEQUENCES; seq++) {
            int sessions = 1 + random.nextInt(6);
            int players = 1 + random.nextInt(24);
            Model model = new Model();
            for (long id = 1; id <= players; id++) {
                model.entrants.put(id, randomEntrant(random, id));
            }
            LiveStandings live = new LiveStandings(sessions, order, model.entrants.values());
            assertThat(live.standings()).isEqualTo(model.compute(sessions, order));
            for (int step = 0; step < STEPS; step++) {
                List<Long> ids = new ArrayList<>(model.entrants.keySet());
                long id = ids.get(random.nextInt(ids.size()));
                int session = 1 + random.nextInt(sessions);
                int op = random.nextInt(20);
                if (op < 13) {
                    SessionEntry e = new SessionEntry(id, session, VALUES[random.nextInt(VALUES.length)],
                            random.nextInt(7) * 8 - 24);
                    model.results.put(List.of(id, (long) session), e);
                    live.put(e);
                } else if (op < 16) {
                    model.results.remove(List.of(id, (long) session));
                    live.remove(id, session);
                } else if (op < 18) {
                    boolean value = !model.entrants.get(id).excluded();
                    model.entrants.put(id, model.entrants.get(id).withExcluded(value));
                    live.setExcluded(id, value);
                } else if (op < 19) {
                    long newId = ids.stream().mapToLong(Long::longValue).max().orElse(0) + 1;
                    Entrant e = randomEntrant(random, newId);
                    model.entrants.put(newId, e);
                    live.enter(e);
                } else {
                    // a whole table re-submitted after a corrected hand
                    List<Long> table = new ArrayList<>();
                    for (Long candidate : ids) {
                        if (table.size() < 4 && random.nextInt(3) == 0) {
                            table.add(candidate);
                        }
                    }
                    if (table.size() >= 3) {
                        List<SeatScore> seats = new ArrayList<>();
                        for (Long p : table) {
                            seats.add(random.nextInt(10) == 0 && table.size() == 4 && seats.stream()
                                    .allMatch(SeatScore::present) ? SeatScore.absent(p)
                                    : SeatScore.of(p, random.nextInt(5) * 10 - 20));
                        }
                        if (seats.stream().filter(SeatScore::present).count() >= 3) {
                            TableResult t = TableResult.of(seats, TablePointSystem.values()[random.nextInt(2)],
                                    TieRule.SHARE);
                            for (SessionEntry e : t.entries(session)) {
                                model.results.put(List.of(e.playerId(), (long) session), e);
                            }
                            live.putTable(t, session);
                        }
                    }
                }
                assertThat(live.standings()).as("sequence %d, step %d", seq, step)
                        .isEqualTo(model.compute(sessions, order));
            }
            // built in one go from the final results, too
            assertThat(LiveStandings.of(sessions, order, model.entrants.values(), model.results.values())
                    .standings()).isEqualTo(live.standings());
        }
    }

    @Test
    @DisplayName("the order in which the same results arrive does not change the standings")
    void orderIndependent() {
        Random random = new Random(66);
        for (int seq = 0; seq < 50; seq++) {
            List<Entrant> entrants = new ArrayList<>();
            for (long id = 1; id <= 16; id++) {
                entrants.add(randomEntrant(random, id));
            }
            List<SessionEntry> results = new ArrayList<>();
            for (long id = 1; id <= 16; id++) {
                for (int s = 1; s <= 4; s++) {
                    results.add(new SessionEntry(id, s, VALUES[random.nextInt(VALUES.length)], random.nextInt(3)));
                }
            }
            Standings expected = Standings.compute(4, RankingOrder.TABLE_POINTS_FIRST, entrants, results);
            Collections.shuffle(results, random);
            assertThat(LiveStandings.of(4, RankingOrder.TABLE_POINTS_FIRST, entrants, results).standings())
                    .isEqualTo(expected);
            assertThat(Standings.compute(4, RankingOrder.TABLE_POINTS_FIRST, entrants, results)).isEqualTo(expected);
        }
    }

    @Test
    @DisplayName("an unchanged live standings returns the same snapshot, and a change makes a new one")
    void snapshotCached() {
        LiveStandings live = new LiveStandings(2, RankingOrder.TABLE_POINTS_FIRST, List.of(Entrant.of(1)));
        Standings first = live.standings();
        assertThat(live.standings()).isSameAs(first);
        live.put(new SessionEntry(1, 1, TablePoints.of(4), 10));
        assertThat(live.standings()).isNotSameAs(first);
        assertThat(live.standings().player(1).tablePoints()).isEqualTo(TablePoints.of(4));
    }
}

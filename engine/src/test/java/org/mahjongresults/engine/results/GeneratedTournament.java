package org.mahjongresults.engine.results;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.mahjongresults.engine.tournament.TablePointSystem;
import org.mahjongresults.engine.tournament.TieRule;

/**
 * A generated field for speed checks: {@code players} players in teams of four, every session played at tables
 * of four with random session scores, placed by {@link TableResult}. Shared with the JMH benchmark.
 */
public final class GeneratedTournament {

    public final List<Entrant> entrants = new ArrayList<>();
    public final List<SessionEntry> results = new ArrayList<>();
    public final int sessions;

    public GeneratedTournament(int players, int sessions, long seed) {
        this.sessions = sessions;
        Random random = new Random(seed);
        List<Long> ids = new ArrayList<>();
        for (long id = 1; id <= players; id++) {
            entrants.add(Entrant.of(id, (id - 1) / 4));
            ids.add(id);
        }
        for (int s = 1; s <= sessions; s++) {
            Collections.shuffle(ids, random);
            for (int t = 0; t + 4 <= players; t += 4) {
                List<SeatScore> seats = new ArrayList<>(4);
                int sum = 0;
                for (int k = 0; k < 3; k++) {
                    int score = (random.nextInt(41) - 20) * 8;
                    sum += score;
                    seats.add(SeatScore.of(ids.get(t + k), score));
                }
                seats.add(SeatScore.of(ids.get(t + 3), -sum));
                results.addAll(TableResult.of(seats, TablePointSystem.STANDARD, TieRule.SHARE).entries(s));
            }
        }
    }
}

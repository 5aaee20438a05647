package org.mahjongresults.engine.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.mahjongresults.engine.tournament.RankingOrder;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Issue 6's standings on the generated field of 400 players and 10 sessions (teams of four): the standings computed
 * from scratch, and one corrected result applied to live standings followed by a fresh snapshot.
 * Run with the jmh profile, naming this class instead of the default benchmark, for example:
 * {@code mvn -q -pl engine -Pjmh test-compile exec:exec -Dexec.args="-cp %classpath org.openjdk.jmh.Main
 * StandingsBenchmark -f 1 -wi 3 -i 5"}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class StandingsBenchmark {

    private GeneratedTournament field;
    private LiveStandings live;
    private List<SessionEntry> corrections;
    private int next;

    @Setup
    public void load() {
        field = new GeneratedTournament(400, 10, 2026);
        live = LiveStandings.of(field.sessions, RankingOrder.TABLE_POINTS_FIRST, field.entrants, field.results);
        Random random = new Random(6);
        corrections = new ArrayList<>();
        for (int i = 0; i < 4096; i++) {
            SessionEntry old = field.results.get(random.nextInt(field.results.size()));
            corrections.add(new SessionEntry(old.playerId(), old.session(), TablePoints.of(random.nextInt(5)),
                    old.matchPoints() + 8 * (random.nextInt(5) - 2)));
        }
    }

    @Benchmark
    public Standings fromScratch() {
        return Standings.compute(field.sessions, RankingOrder.TABLE_POINTS_FIRST, field.entrants, field.results);
    }

    @Benchmark
    public Standings liveUpdate() {
        live.put(corrections.get(next));
        next = (next + 1) & 4095;
        return live.standings();
    }
}

package org.mahjongresults.engine.draw;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Time to draw a whole tournament, from the field to the checked draw (search, seats and the quality check),
 * for the largest field of issue 5 and the hardest small ones. Single-shot runs each with a new seed, as a
 * director clicking "generate" would.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 10)
@Fork(1)
public class DrawBenchmark {

    /** players x sessions [x team size]. */
    @Param({"400x10", "400x10x4", "36x10", "32x10", "32x9", "28x9", "24x8", "20x6", "16x5", "100x8x4"})
    public String field;

    private List<DrawPlayer> players;
    private int sessions;
    private long seed;

    @Setup
    public void setUp() {
        String[] parts = field.split("x");
        int n = Integer.parseInt(parts[0]);
        sessions = Integer.parseInt(parts[1]);
        int teamSize = parts.length > 2 ? Integer.parseInt(parts[2]) : 0;
        players = new ArrayList<>();
        for (int id = 1; id <= n; id++) {
            players.add(new DrawPlayer(id, teamSize > 0 ? "T" + ((id - 1) / teamSize) : null, null));
        }
    }

    @Benchmark
    public DrawOutcome draw() {
        return DrawEngine.draw(players, sessions, ++seed, DrawOptions.defaults());
    }
}

package org.mahjongresults.engine.riichi;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Riichi hands scored per second on one thread over the 2,000 generated hands that
 * {@code src/test/resources/bench/riichi-mix.txt} also holds (same seed): every shape, called melds and kans,
 * riichi, dora and ura indicators, red fives. One operation is one hand: validation, every reading, all yaku and
 * exclusions, fu, dora, the result record.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class RiichiScorerBenchmark {

    @Param({"EMA2016", "JPML"})
    public String rules;

    private RiichiHand[] hands;
    private RiichiSituation[] situations;
    private HandRules handRules;
    private int next;

    @Setup
    public void load() {
        RandomRiichiHands gen = new RandomRiichiHands(2026);
        int n = 2000;
        hands = new RiichiHand[n];
        situations = new RiichiSituation[n];
        for (int i = 0; i < n; i++) {
            RandomRiichiHands.Sample s = gen.next();
            hands[i] = s.hand();
            situations[i] = s.situation();
        }
        handRules = HandRules.ofName(rules).withRedFives(true);
    }

    @Benchmark
    public RiichiResult scoreOneHand() {
        int i = next;
        next = i + 1 == hands.length ? 0 : i + 1;
        return RiichiScorer.score(hands[i], situations[i], handRules);
    }
}

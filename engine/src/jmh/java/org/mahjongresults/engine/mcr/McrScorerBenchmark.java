package org.mahjongresults.engine.mcr;

import java.util.concurrent.TimeUnit;
import org.mahjongresults.engine.hand.Hand;
import org.mahjongresults.engine.hand.HandNotation;
import org.mahjongresults.engine.hand.Situation;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Hands scored per second on one thread over the benchmark mix: the 2,000 generated hands of every shape, with
 * melds, kongs and situation flags, that {@code src/test/resources/bench/mcr-mix.jsonl} also holds (same seed).
 * One operation is one hand: input validation, every reading, all fans, the result record.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class McrScorerBenchmark {

    @Param({"WMO", "CN2017"})
    public String profile;

    private Hand[] hands;
    private Situation[] situations;
    private RuleProfile rules;
    private int next;

    @Setup
    public void load() {
        RandomHands gen = new RandomHands(2026);
        int n = 2000;
        hands = new Hand[n];
        situations = new Situation[n];
        for (int i = 0; i < n; i++) {
            RandomHands.Sample s = gen.next();
            hands[i] = HandNotation.parse(s.notation()).hand();
            situations[i] = s.situation();
        }
        rules = RuleProfile.valueOf(profile);
    }

    @Benchmark
    public ScoreResult scoreOneHand() {
        int i = next;
        next = i + 1 == hands.length ? 0 : i + 1;
        return McrScorer.score(hands[i], situations[i], rules);
    }
}

package org.mahjongresults.engine.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.mahjongresults.engine.riichi.HandRules;
import org.mahjongresults.engine.riichi.ParsedRiichiHand;
import org.mahjongresults.engine.riichi.RiichiHand;
import org.mahjongresults.engine.riichi.RiichiNotation;
import org.mahjongresults.engine.riichi.RiichiScorer;
import org.mahjongresults.engine.riichi.RiichiSituation;

/**
 * {@code riichi-bench FILE [--seconds S] [--rules R]}: the riichi twin of {@code bench}. Reads lines
 * {@code hand | situation} (the riichi notation and the situation words of {@link RiichiSituation#parse}) once,
 * scores them in memory on one thread for S seconds (default 10) after a warm-up, and prints the hands scored per
 * second of wall clock and per second of the thread's CPU time. Red fives are on, so that they are counted.
 */
final class RiichiBenchCommand implements Main.Command {

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) throws IOException {
        String file = null;
        double seconds = 10;
        HandRules rules = HandRules.EMA_2016;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--seconds") && i + 1 < args.length) {
                try {
                    seconds = Double.parseDouble(args[++i]);
                } catch (NumberFormatException e) {
                    seconds = -1;
                }
                if (!(seconds > 0)) {
                    err.println("riichi-bench: --seconds needs a positive number");
                    return 2;
                }
            } else if (args[i].equals("--rules") && i + 1 < args.length) {
                rules = HandRules.ofName(args[++i]);
                if (rules == null) {
                    err.println("riichi-bench: unknown rules '" + args[i] + "' (EMA2016, WRC, JPML or MLEAGUE)");
                    return 2;
                }
            } else if (file == null && !args[i].startsWith("--")) {
                file = args[i];
            } else {
                file = null;
                break;
            }
        }
        if (file == null) {
            err.println("usage: riichi-bench FILE [--seconds S] [--rules EMA2016|WRC|JPML|MLEAGUE]");
            return 2;
        }
        List<RiichiHand> hands = new ArrayList<>();
        List<RiichiSituation> situations = new ArrayList<>();
        int skipped = 0;
        for (String line : Files.readAllLines(Path.of(file), StandardCharsets.UTF_8)) {
            int bar = line.indexOf('|');
            ParsedRiichiHand p = RiichiNotation.parse(bar < 0 ? line : line.substring(0, bar));
            RiichiSituation s = RiichiSituation.parse(bar < 0 ? "" : line.substring(bar + 1));
            if (line.isBlank() || !p.isOk() || s == null) {
                skipped += line.isBlank() ? 0 : 1;
                continue;
            }
            hands.add(p.hand());
            situations.add(s);
        }
        if (hands.isEmpty()) {
            err.println("riichi-bench: no valid hand in " + file);
            return 1;
        }
        RiichiHand[] h = hands.toArray(new RiichiHand[0]);
        RiichiSituation[] s = situations.toArray(new RiichiSituation[0]);
        HandRules r = rules.withRedFives(true);
        loop(h, s, r, (long) (Math.min(3, seconds / 3) * 1e9));
        long[] run = loop(h, s, r, (long) (seconds * 1e9));
        out.printf(Locale.ROOT, "%.0f hands/second (%d hands in the file, %d skipped; %d scored in %.1f s on one"
                + " thread; rules %s; checksum %d)%n", run[0] / (run[1] / 1e9), h.length, skipped, run[0],
                run[1] / 1e9, rules, run[3]);
        if (run[2] > 0) {
            out.printf(Locale.ROOT, "%.0f hands per CPU-second (the thread ran %.1f s of the %.1f s)%n",
                    run[0] / (run[2] / 1e9), run[2] / 1e9, run[1] / 1e9);
        }
        return 0;
    }

    /** Scores the hands over and over for the budget; returns scored, wall nanos, CPU nanos, checksum. */
    private static long[] loop(RiichiHand[] h, RiichiSituation[] s, HandRules rules, long budget) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long cpuStart = mx.isCurrentThreadCpuTimeSupported() ? mx.getCurrentThreadCpuTime() : -1;
        long start = System.nanoTime();
        long scored = 0;
        long checksum = 0;
        long elapsed;
        do {
            for (int i = 0; i < h.length; i++) {
                var result = RiichiScorer.score(h[i], s[i], rules);
                checksum += result.han() * 200L + result.fu() + result.yakuman() * 10_000L;
            }
            scored += h.length;
            elapsed = System.nanoTime() - start;
        } while (elapsed < budget);
        long cpu = cpuStart < 0 ? -1 : mx.getCurrentThreadCpuTime() - cpuStart;
        return new long[] {scored, elapsed, cpu, checksum};
    }
}

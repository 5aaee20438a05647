package org.mahjongresults.engine.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.mahjongresults.engine.hand.Hand;
import org.mahjongresults.engine.hand.Situation;
import org.mahjongresults.engine.mcr.McrScorer;
import org.mahjongresults.engine.mcr.RuleProfile;

/**
 * {@code bench FILE [--seconds S] [--profile P]}: reads a JSON Lines file of hands (the {@code score} input) once,
 * then scores them in memory on one thread, over and over, for S seconds (default 10) after a warm-up, and prints
 * the hands scored per second. Lines that are not valid requests are left out and counted.
 */
final class BenchCommand implements Main.Command {

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) throws IOException {
        String file = null;
        double seconds = 10;
        RuleProfile profile = RuleProfile.WMO;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--seconds") && i + 1 < args.length) {
                try {
                    seconds = Double.parseDouble(args[++i]);
                } catch (NumberFormatException e) {
                    seconds = -1;
                }
                if (!(seconds > 0)) {
                    err.println("bench: --seconds needs a positive number");
                    return 2;
                }
            } else if (a.equals("--profile") && i + 1 < args.length) {
                profile = RuleProfile.ofName(args[++i]);
                if (profile == null) {
                    err.println("bench: unknown profile '" + args[i] + "' (WMO or CN2017)");
                    return 2;
                }
            } else if (file == null && !a.startsWith("--")) {
                file = a;
            } else {
                file = null;
                break;
            }
        }
        if (file == null) {
            err.println("usage: bench FILE [--seconds S] [--profile WMO|CN2017]");
            return 2;
        }
        List<Hand> hands = new ArrayList<>();
        List<Situation> situations = new ArrayList<>();
        int skipped = 0;
        for (String line : Files.readAllLines(Path.of(file), StandardCharsets.UTF_8)) {
            if (line.isBlank()) {
                continue;
            }
            HandJson.Request r = HandJson.read(line);
            if (r.error() != null) {
                skipped++;
                continue;
            }
            hands.add(r.hand());
            situations.add(r.situation());
        }
        if (hands.isEmpty()) {
            err.println("bench: no valid hand in " + file);
            return 1;
        }
        Hand[] h = hands.toArray(new Hand[0]);
        Situation[] s = situations.toArray(new Situation[0]);
        long checksum = loop(h, s, profile, (long) (Math.min(3, seconds / 3) * 1e9)).checksum;
        Run run = loop(h, s, profile, (long) (seconds * 1e9));
        double perSecond = run.scored / (run.nanos / 1e9);
        out.printf(java.util.Locale.ROOT, "%.0f hands/second (%d hands in the file, %d skipped; %d scored in %.1f s "
                        + "on one thread; profile %s; checksum %d)%n",
                perSecond, h.length, skipped, run.scored, run.nanos / 1e9, profile, run.checksum + (checksum & 0));
        if (run.cpuNanos > 0) {
            // on a shared machine the thread may not get a whole core; this is the rate per second of CPU time
            out.printf(java.util.Locale.ROOT, "%.0f hands per CPU-second (the thread ran %.1f s of the %.1f s)%n",
                    run.scored / (run.cpuNanos / 1e9), run.cpuNanos / 1e9, run.nanos / 1e9);
        }
        return 0;
    }

    private record Run(long scored, long nanos, long cpuNanos, long checksum) {
    }

    private static Run loop(Hand[] h, Situation[] s, RuleProfile profile, long budget) {
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpuStart = mx.isCurrentThreadCpuTimeSupported() ? mx.getCurrentThreadCpuTime() : -1;
        long start = System.nanoTime();
        long scored = 0;
        long checksum = 0;
        long elapsed;
        do {
            for (int i = 0; i < h.length; i++) {
                checksum += McrScorer.score(h[i], s[i], profile).total();
            }
            scored += h.length;
            elapsed = System.nanoTime() - start;
        } while (elapsed < budget);
        long cpu = cpuStart < 0 ? -1 : mx.getCurrentThreadCpuTime() - cpuStart;
        return new Run(scored, elapsed, cpu, checksum);
    }
}

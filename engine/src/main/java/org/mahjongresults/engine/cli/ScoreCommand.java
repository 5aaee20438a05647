package org.mahjongresults.engine.cli;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.mahjongresults.engine.hand.HandError;
import org.mahjongresults.engine.mcr.McrScorer;
import org.mahjongresults.engine.mcr.RuleProfile;
import org.mahjongresults.engine.mcr.ScoreResult;

/**
 * {@code score [--rules mcr|sichuan] [--profile WMO|CN2017]}: JSON Lines in, one JSON line out per input line, in
 * order (issue 3). {@code --rules sichuan} scores under the Swiss rules instead ({@link SichuanScoreLine}, issue 8);
 * the profile then has no effect.
 * A line that cannot be read gets an {@code invalid} answer; the command never stops early.
 */
final class ScoreCommand implements Main.Command {

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) throws IOException {
        RuleProfile profile = RuleProfile.WMO;
        boolean sichuan = false;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--rules") && i + 1 < args.length) {
                String rules = args[++i];
                sichuan = rules.equals("sichuan");
                if (!sichuan && !rules.equals("mcr")) {
                    err.println("score: unknown rules '" + rules + "' (mcr or sichuan)");
                    return 2;
                }
            } else if (args[i].equals("--profile") && i + 1 < args.length) {
                profile = RuleProfile.ofName(args[++i]);
                if (profile == null) {
                    err.println("score: unknown profile '" + args[i] + "' (WMO or CN2017)");
                    return 2;
                }
            } else {
                err.println("usage: score [--rules mcr|sichuan] [--profile WMO|CN2017] < hands.jsonl");
                return 2;
            }
        }
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        BufferedWriter writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        LineReader lines = new LineReader(reader, MAX_LINE);
        LineReader.Line line;
        while ((line = lines.next()) != null) {
            String answer;
            if (line.tooLong()) {
                answer = sichuan ? SichuanScoreLine.tooLong(MAX_LINE) : tooLong(MAX_LINE);
            } else {
                answer = sichuan ? SichuanScoreLine.answer(line.text()) : answer(line.text(), profile);
            }
            writer.write(answer);
            writer.write('\n');
            // Answers go out as they are computed (a caller may wait for each), in batches while more input waits.
            if (!reader.ready()) {
                writer.flush();
            }
        }
        writer.flush();
        return 0;
    }

    /** The longest line read, in characters: a hand is a few hundred; anything near this is not a hand. */
    static final int MAX_LINE = 64 * 1024;

    /** The answer to a line longer than {@code max}: invalid, without reading it. */
    static String tooLong(int max) {
        return HandJson.write(null, new ScoreResult(org.mahjongresults.engine.mcr.Classification.INVALID,
                java.util.List.of(), 0, 0, HandError.of(HandError.Code.MALFORMED_INPUT,
                "the line is longer than " + max + " characters")));
    }

    /** The answer line for one input line. */
    static String answer(String line, RuleProfile profile) {
        Object id = null;
        try {
            HandJson.Request req = HandJson.read(line);
            id = req.id();
            ScoreResult r = req.error() != null
                    ? new ScoreResult(org.mahjongresults.engine.mcr.Classification.INVALID, java.util.List.of(), 0, 0,
                    req.error())
                    : McrScorer.score(req.hand(), req.situation(), profile);
            return HandJson.write(id, r);
        } catch (RuntimeException e) {
            HandError error = HandError.of(HandError.Code.MALFORMED_INPUT, "the line could not be scored: " + e);
            return HandJson.write(id, new ScoreResult(org.mahjongresults.engine.mcr.Classification.INVALID,
                    java.util.List.of(), 0, 0, error));
        }
    }
}

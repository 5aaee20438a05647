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
 * {@code score [--profile WMO|CN2017]}: JSON Lines in, one JSON line out per input line, in order (issue 3).
 * A line that cannot be read gets an {@code invalid} answer; the command never stops early.
 */
final class ScoreCommand implements Main.Command {

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) throws IOException {
        RuleProfile profile = RuleProfile.WMO;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--profile") && i + 1 < args.length) {
                profile = RuleProfile.ofName(args[++i]);
                if (profile == null) {
                    err.println("score: unknown profile '" + args[i] + "' (WMO or CN2017)");
                    return 2;
                }
            } else {
                err.println("usage: score [--profile WMO|CN2017] < hands.jsonl");
                return 2;
            }
        }
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        BufferedWriter writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        String line;
        while ((line = reader.readLine()) != null) {
            writer.write(answer(line, profile));
            writer.write('\n');
        }
        writer.flush();
        return 0;
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

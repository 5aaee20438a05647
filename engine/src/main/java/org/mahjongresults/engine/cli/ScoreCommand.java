package org.mahjongresults.engine.cli;

import java.io.InputStream;
import java.io.PrintStream;

/** Placeholder until the score command is built. */
final class ScoreCommand implements Main.Command {
    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        err.println("score: not available yet");
        return 2;
    }
}

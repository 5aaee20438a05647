package org.mahjongresults.engine.cli;

import java.io.InputStream;
import java.io.PrintStream;

/** Placeholder until the bench command is built. */
final class BenchCommand implements Main.Command {
    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        err.println("bench: not available yet");
        return 2;
    }
}

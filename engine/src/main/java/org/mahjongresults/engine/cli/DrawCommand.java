package org.mahjongresults.engine.cli;

import java.io.InputStream;
import java.io.PrintStream;

/** Placeholder until the draw command is built. */
final class DrawCommand implements Main.Command {
    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        err.println("draw: not available yet");
        return 2;
    }
}

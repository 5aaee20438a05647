package org.mahjongresults.engine.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.Map;

/**
 * The engine's command line: {@code java -jar mahjong-engine.jar COMMAND ...}.
 * Other tools rely on the output of each command; see README.md for the contracts.
 */
public final class Main {

    /** A sub-command: takes its own arguments and the process streams, returns the exit code. */
    interface Command {
        int run(String[] args, java.io.InputStream in, PrintStream out, PrintStream err) throws Exception;
    }

    private static final Map<String, Command> COMMANDS = Map.of(
            "score", new ScoreCommand(),
            "bench", new BenchCommand(),
            "riichi-bench", new RiichiBenchCommand(),
            "draw", new DrawCommand());

    private Main() {
    }

    public static void main(String[] args) throws Exception {
        System.exit(run(args, System.in, System.out, System.err));
    }

    static int run(String[] args, java.io.InputStream in, PrintStream out, PrintStream err) throws Exception {
        if (args.length == 0 || !COMMANDS.containsKey(args[0])) {
            err.println("usage: java -jar mahjong-engine.jar score|bench|riichi-bench|draw [options]");
            return 2;
        }
        return COMMANDS.get(args[0]).run(Arrays.copyOfRange(args, 1, args.length), in, out, err);
    }
}

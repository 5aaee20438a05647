package org.mahjongresults.engine.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class RiichiBenchCommandTest {

    private static int run(ByteArrayOutputStream out, String... args) throws Exception {
        String[] all = new String[args.length + 1];
        all[0] = "riichi-bench";
        System.arraycopy(args, 0, all, 1, args.length);
        return Main.run(all, new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    }

    @Test
    @DisplayName("riichi-bench scores the riichi mix for the given time and prints hands per second and per CPU-second")
    void printsHandsPerSecond() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = run(out, "src/test/resources/bench/riichi-mix.txt", "--seconds", "0.3", "--rules", "WRC");
        assertThat(code).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .containsPattern("^\\d+ hands/second \\(2000 hands in the file, 0 skipped")
                .contains("rules WRC");
    }

    @Test
    @DisplayName("riichi-bench without a file, with unknown rules or a bad duration stops with exit code 2")
    void refusesBadArguments() throws Exception {
        assertThat(run(new ByteArrayOutputStream())).isEqualTo(2);
        assertThat(run(new ByteArrayOutputStream(), "x.txt", "--rules", "MCR")).isEqualTo(2);
        assertThat(run(new ByteArrayOutputStream(), "x.txt", "--seconds", "soon")).isEqualTo(2);
    }
}

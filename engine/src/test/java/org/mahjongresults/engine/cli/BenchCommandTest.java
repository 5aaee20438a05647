package org.mahjongresults.engine.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BenchCommandTest {

    private static int run(ByteArrayOutputStream out, String... args) throws Exception {
        String[] all = new String[args.length + 1];
        all[0] = "bench";
        System.arraycopy(args, 0, all, 1, args.length);
        return Main.run(all, new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    }

    @Test
    @DisplayName("bench scores the mix file for the given time and prints hands per second")
    void printsHandsPerSecond() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = run(out, "src/test/resources/bench/mcr-mix.jsonl", "--seconds", "0.3", "--profile", "CN2017");
        assertThat(code).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).containsPattern("^\\d+ hands/second \\(2000 hands in the file");
    }

    @Test
    @DisplayName("bench without a file, with a bad profile or a bad duration stops with exit code 2")
    void refusesBadArguments() throws Exception {
        assertThat(run(new ByteArrayOutputStream())).isEqualTo(2);
        assertThat(run(new ByteArrayOutputStream(), "x.jsonl", "--profile", "EMA")).isEqualTo(2);
        assertThat(run(new ByteArrayOutputStream(), "x.jsonl", "--seconds", "soon")).isEqualTo(2);
    }
}

package org.mahjongresults.engine.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The {@code score} command on hostile input (issue 14): every line one answer, every answer JSON, in time. */
class ScoreCommandLimitsTest {

    private static final String HAND = "\"hand\":\"[234p1]12356789m55s4m\"";

    private static List<String> run(String input, String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        String[] all = new String[args.length + 1];
        all[0] = "score";
        System.arraycopy(args, 0, all, 1, args.length);
        int code = Main.run(all, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream()));
        assertThat(code).isZero();
        // Only a line feed ends an answer line (an answer never holds a raw CR anyway).
        return List.of(out.toString(StandardCharsets.UTF_8).split("\n"));
    }

    private static Map<?, ?> json(String line) throws Json.ParseException {
        return (Map<?, ?>) Json.parse(line);
    }

    @Test
    @DisplayName("a bare CR inside a line does not split it: the answers stay in step with the lines")
    void bareCarriageReturnDoesNotSplitALine() throws Exception {
        List<String> answers = run("{\"id\":1,\r" + HAND + "}\n{\"id\":2," + HAND + "}\r\n{\"id\":3," + HAND + "}\n");
        assertThat(answers).hasSize(3);
        for (int i = 0; i < 3; i++) {
            assertThat(json(answers.get(i)).get("id")).isEqualTo((long) (i + 1));
            assertThat(json(answers.get(i)).get("class")).isEqualTo("win");
        }
    }

    @Test
    @DisplayName("an id of 1e999999 is echoed as that number, in JSON (not Infinity)")
    void hugeNumberIdStaysJson() throws Exception {
        String answer = run("{\"id\":1e999999," + HAND + "}\n").get(0);
        assertThat(answer).startsWith("{\"id\":1E+999999,").doesNotContain("Infinity");
        assertThat(json(answer).get("class")).isEqualTo("win");
    }

    @Test
    @DisplayName("a 31-digit flowers count is a wrong flowers field, not 'not JSON'")
    void thirtyOneDigitFlowersIsAFieldError() throws Exception {
        Map<?, ?> a = json(run("{\"id\":5," + HAND + ",\"flowers\":1234567890123456789012345678901}\n").get(0));
        assertThat(a.get("id")).isEqualTo(5L);
        assertThat(a.get("class")).isEqualTo("invalid");
        assertThat(((Map<?, ?>) a.get("error")).get("message").toString()).contains("flowers")
                .doesNotContain("not JSON");
    }

    @Test
    @DisplayName("numbers with leading zeros are not JSON")
    void leadingZerosAreRefused() throws Exception {
        Map<?, ?> a = json(run("{\"id\":08," + HAND + "}\n").get(0));
        assertThat(a.get("class")).isEqualTo("invalid");
        assertThat(((Map<?, ?>) a.get("error")).get("message").toString()).contains("not JSON");
        assertThat(json(run("{\"id\":0," + HAND + "}\n").get(0)).get("id")).isEqualTo(0L);
    }

    @Test
    @DisplayName("a line over the limit is answered invalid without being held, and the next line is scored")
    void overLongLineIsInvalid() throws Exception {
        String huge = "{\"id\":1,\"pad\":\"" + "x".repeat(ScoreCommand.MAX_LINE + 10) + "\"}";
        List<String> answers = run(huge + "\n{\"id\":2," + HAND + "}\n", "--rules", "mcr");
        assertThat(answers).hasSize(2);
        assertThat(json(answers.get(0)).get("class")).isEqualTo("invalid");
        assertThat(((Map<?, ?>) json(answers.get(0)).get("error")).get("message").toString()).contains("longer than");
        assertThat(json(answers.get(1)).get("id")).isEqualTo(2L);
        List<String> sichuan = run(huge + "\n", "--rules", "sichuan");
        assertThat(sichuan).hasSize(1);
        assertThat(sichuan.get(0)).contains("\"class\":\"invalid\"").contains("longer than");
    }

    @Test
    @DisplayName("each answer goes out as soon as it is computed, before the input ends")
    void answersAreStreamed() throws Exception {
        PipedOutputStream feed = new PipedOutputStream();
        PipedInputStream in = new PipedInputStream(feed, 1 << 16);
        PipedInputStream answers = new PipedInputStream(1 << 16);
        OutputStream out = new PipedOutputStream(answers);
        CompletableFuture<Integer> command = CompletableFuture.supplyAsync(() -> {
            try {
                return Main.run(new String[] {"score"}, in, new PrintStream(out, false, StandardCharsets.UTF_8),
                        new PrintStream(new ByteArrayOutputStream()));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        BufferedReader reader = new BufferedReader(new InputStreamReader(answers, StandardCharsets.UTF_8));
        feed.write(("{\"id\":1," + HAND + "}\n").getBytes(StandardCharsets.UTF_8));
        feed.flush();
        String first = CompletableFuture.supplyAsync(() -> {
            try {
                return reader.readLine();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }).get(10, TimeUnit.SECONDS);
        assertThat(json(first).get("id")).isEqualTo(1L);
        feed.close();
        assertThat(command.get(10, TimeUnit.SECONDS)).isZero();
    }
}

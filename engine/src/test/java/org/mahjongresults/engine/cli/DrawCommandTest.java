package org.mahjongresults.engine.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The draw command's contract: one JSON object on stdout, or a message and exit code 2. */
class DrawCommandTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) throws Exception {
        return Main.run(args, new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @SuppressWarnings("unchecked")
    @Test
    void sixteenPlayersInTeamsOfFourOverFiveSessionsPrintEveryTableWithItsFourSeats() throws Exception {
        assertThat(run("draw", "--players", "16", "--sessions", "5", "--team-size", "4", "--seed", "3")).isZero();
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
        Map<String, Object> json = (Map<String, Object>) Json.parse(out.toString(StandardCharsets.UTF_8));
        List<Object> sessions = (List<Object>) json.get("sessions");
        assertThat(sessions).hasSize(5);
        for (int s = 0; s < 5; s++) {
            Map<String, Object> session = (Map<String, Object>) sessions.get(s);
            assertThat(session.get("number")).isEqualTo((long) s + 1);
            List<Object> tables = (List<Object>) session.get("tables");
            assertThat(tables).hasSize(4);
            Set<Object> seen = new HashSet<>();
            for (int t = 0; t < 4; t++) {
                Map<String, Object> table = (Map<String, Object>) tables.get(t);
                assertThat(table.get("table")).isEqualTo((long) t + 1);
                Map<String, Object> seats = (Map<String, Object>) table.get("seats");
                assertThat(seats.keySet()).containsExactly("E", "S", "W", "N");
                Set<Long> teams = new HashSet<>();
                for (Object p : seats.values()) {
                    long id = (Long) p;
                    assertThat(id).isBetween(1L, 16L);
                    seen.add(id);
                    teams.add((id - 1) / 4);
                }
                assertThat(teams).hasSize(4);
            }
            assertThat(seen).hasSize(16);
        }
        Map<String, Object> quality = (Map<String, Object>) json.get("quality");
        assertThat(quality.get("valid")).isEqualTo(true);
        assertThat(quality.get("teammateClashes")).isEqualTo(0L);
        assertThat(quality).containsKeys("repeatMeetings", "lowerBound", "bestKnown", "maxPairMeetings",
                "seatBalance", "countryClashes", "notices");
    }

    @Test
    void theSameArgumentsPrintTheSameDraw() throws Exception {
        run("draw", "--players", "24", "--sessions", "7", "--seed", "5");
        String first = out.toString(StandardCharsets.UTF_8);
        out.reset();
        run("draw", "--sessions", "7", "--seed", "5", "--players", "24");
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(first);
    }

    @Test
    void aFieldThatDoesNotFillTablesIsAMessageWithExitCodeTwo() throws Exception {
        assertThat(run("draw", "--players", "30", "--sessions", "6")).isEqualTo(2);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("2 substitutes are needed");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "--players", "--players 16", "--sessions 5", "--players x --sessions 5", "--players 16 --sessions 0",
        "--players 16 --sessions 5 --team-size -1", "--players 16 --sessions 5 --colour red",
        "--players 16 --sessions 5 --seed 1.5", "--players 99999999999 --sessions 5",
    })
    void badArgumentsGiveAMessageAndExitCodeTwoNeverAStackTrace(String arguments) throws Exception {
        String[] args = ("draw " + arguments).split(" ");
        assertThat(run(args)).isEqualTo(2);
        String message = err.toString(StandardCharsets.UTF_8);
        assertThat(message).startsWith("draw: ").contains("usage: draw").doesNotContain("Exception");
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
    }
}

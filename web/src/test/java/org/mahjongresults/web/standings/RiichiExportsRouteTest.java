package org.mahjongresults.web.standings;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.mahjongresults.web.testing.DirectedTournament;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.RiichiHanchan;
import org.mahjongresults.web.testing.TestApp;

/**
 * A riichi tournament's exports (issue 38): the EMA results file, the standings CSV and JSON carry the points after
 * uma and oka the tournament ranks by, and each game's final score, never MCR's table points. The figures are those
 * of {@link RiichiHanchan}: seat 1 first with +17,500 (32,500 at the end), seat 0 +6,400 (31,400), seat 3 -20,000
 * (25,000), seat 2 -23,900 (31,100, a chombo). The sheet is still open, so every figure is provisional.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RiichiExportsRouteTest {

    private TestApp app;
    private DirectedTournament t;
    private RiichiHanchan hanchan;

    /** One application for the class: each test plays a riichi tournament of its own in it. */
    @BeforeAll
    void startApp() {
        app = TestApp.startWithDemo();
    }

    @BeforeEach
    void start() {
        hanchan = RiichiHanchan.played(app, "Riichi Exports Open");
        t = hanchan.tournament();
    }

    @AfterAll
    void stop() {
        app.close();
    }

    private static List<List<String>> lines(String body) {
        List<List<String>> lines = new ArrayList<>();
        for (String line : body.replace("\uFEFF", "").split("\r\n")) {
            lines.add(Arrays.asList(line.split(",", -1)));
        }
        return lines;
    }

    private String name(int seat) {
        return hanchan.seat(seat).name();
    }

    /** An EMA line: place, EMA number, last name, first name, name, nationality, points, status. */
    private List<String> row(int place, int seat, String points) {
        return List.of(String.valueOf(place), "1000000" + hanchan.seat(seat).entryNumber(), name(seat), "",
                name(seat), "NL", points, "provisional");
    }

    @Test
    void theEmaResultsFileRanksByThePointsAfterUmaAndOka() {
        Http.Response r = new Http().get(app.url(t.path("/standings/ema.csv")));
        assertThat(r.status()).isEqualTo(200);
        List<List<String>> lines = lines(r.body());
        // A name entered whole is its last name, as in the MCR file (issue 30).
        assertThat(lines.get(0)).containsExactly("Place", "EMA number", "Last name", "First name", "Name",
                "Nationality", "Points", "Status");
        assertThat(lines.subList(1, lines.size())).containsExactly(row(1, 1, "17500"), row(2, 0, "6400"),
                row(3, 3, "-20000"), row(4, 2, "-23900"));
    }

    @Test
    void theStandingsCsvHasThePointsAndEachGamesFinalScoreAndNoTablePoints() {
        List<List<String>> lines = lines(new Http().get(app.url(t.path("/standings.csv"))).body());
        List<String> header = lines.get(0);
        assertThat(header).contains("points", "s1_final_score", "s1_points")
                .doesNotContain("table_points", "match_points", "s1_table_points");
        List<String> first = lines.get(1);
        assertThat(first.get(header.indexOf("name"))).isEqualTo(name(1));
        assertThat(first.get(header.indexOf("points"))).isEqualTo("17500");
        assertThat(first.get(header.indexOf("s1_final_score"))).isEqualTo("32500");
        assertThat(first.get(header.indexOf("s1_points"))).isEqualTo("17500");
        assertThat(first.get(header.indexOf("s1_status"))).isEqualTo("provisional");
        // The chombo's 20,000 is off the points, not off the game's final score.
        List<String> last = lines.get(4);
        assertThat(last.get(header.indexOf("name"))).isEqualTo(name(2));
        assertThat(last.get(header.indexOf("s1_final_score"))).isEqualTo("31100");
        assertThat(last.get(header.indexOf("points"))).isEqualTo("-23900");
    }

    @Test
    void theStandingsJsonHasPointsAndFinalScoresInsteadOfTableAndMatchPoints() throws Exception {
        JsonNode body = new ObjectMapper().readTree(new Http().get(app.url("/api/tournaments/" + t.id()
                + "/standings")).body());
        JsonNode first = body.get("players").get(0);
        assertThat(first.get("name").asText()).isEqualTo(name(1));
        assertThat(first.get("points").asInt()).isEqualTo(17500);
        assertThat(first.has("tablePoints")).isFalse();
        assertThat(first.has("matchPoints")).isFalse();
        JsonNode session = first.get("sessions").get(0);
        assertThat(session.get("points").asInt()).isEqualTo(17500);
        assertThat(session.get("finalScore").asInt()).isEqualTo(32500);
        assertThat(session.has("tablePoints")).isFalse();
        assertThat(body.get("players").get(3).at("/sessions/0/finalScore").asInt()).isEqualTo(31100);
        assertThat(new Http().get(app.url(t.path("/standings.json"))).body())
                .isEqualTo(new Http().get(app.url("/api/tournaments/" + t.id() + "/standings")).body());
    }
}

package org.mahjongresults.web.swiss;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * Issue 28, "Swiss results leave the site": a Swiss knockout's CSV and JSON standings (the bracket, the placings and
 * each round's points), the standings API, the bracket as JSON, the round's tables without MCR's table points
 * (002 §1.5), and a localised "not an EMA format" page for the EMA file, in English, Chinese and Japanese.
 */
class SwissExportsRouteTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static TestApp app;
    private static SwissFixture played;

    @BeforeAll
    static void start() {
        app = TestApp.startWithDemo();
        Staff director = Staff.login(app, "director", "demo-director");
        Staff referee = Staff.login(app, "referee", "demo-referee");
        Staff scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
        played = new SwissFixture(app, 16);
        assertThat(played.drawRound(director, "7").status()).isEqualTo(302);
        played.publish(director);
        // Round 1: at table n, seat (n - 1) % 4 wins 清对 self-drawn (8 from each, +24) and the table is closed.
        for (int table = 1; table <= 4; table++) {
            played.playClearWin(scorekeeper, referee, 1, table, (table - 1) % 4);
        }
    }

    @AfterAll
    static void stop() {
        app.close();
    }

    private static List<Seating> winners() {
        List<Seating> out = new ArrayList<>();
        for (int table = 1; table <= 4; table++) {
            out.add(played.players(1, table).get((table - 1) % 4));
        }
        return out;
    }

    @Test
    void theCsvHasEachRoundsTablePointsPlaceAndOutcomeAndIsTheSameInEveryLanguage() {
        Http.Response en = new Http().get(app.url(played.base() + "/standings.csv?lang=en"));
        assertThat(en.status()).isEqualTo(200);
        assertThat(en.header("Content-Type")).startsWith("text/csv");
        String[] lines = en.body().replace("\uFEFF", "").split("\r\n");
        assertThat(lines[0]).isEqualTo("place,entry,name,native_name,country,furthest_round,"
                + "r1_table,r1_points,r1_place,r1_outcome,r2_table,r2_points,r2_place,r2_outcome");
        assertThat(lines).hasSize(17);
        for (Seating w : winners()) {
            String line = java.util.Arrays.stream(lines).filter(l -> l.contains(",Swiss Player " + w.entryNumber()
                    + ",")).findFirst().orElseThrow();
            // The winner: 8 from each of three, 24 at the table, first, through to round 2.
            assertThat(line).contains("," + w.table() + ",24,1,WINNER,");
        }
        assertThat(en.body()).doesNotContain("table_points");
        // The words are the API's: the file is the same in every language, as the MCR exports are.
        for (String lang : new String[] {"zh", "ja"}) {
            Http.Response other = new Http().get(app.url(played.base() + "/standings.csv?lang=" + lang));
            assertThat(other.status()).isEqualTo(200);
            assertThat(other.body()).as(lang).isEqualTo(en.body());
        }
    }

    @Test
    void theJsonAndTheStandingsApiCarryTheBracketThePlacingsAndEachRoundsPoints() throws Exception {
        Http.Response export = new Http().get(app.url(played.base() + "/standings.json?lang=zh"));
        Http.Response api = new Http().get(app.url("/api/tournaments/" + played.id + "/standings?lang=ja"));
        assertThat(export.status()).isEqualTo(200);
        assertThat(api.status()).isEqualTo(200);
        assertThat(api.body()).isEqualTo(export.body());
        JsonNode body = JSON.readTree(export.body());
        assertThat(body.get("ruleSet").asText()).isEqualTo("SWISS");
        assertThat(body.get("entrants").asInt()).isEqualTo(16);
        assertThat(body.get("bracket")).hasSize(2);
        assertThat(body.get("bracket").get(0).get("decided").asBoolean()).isTrue();
        assertThat(body.get("bracket").get(1).get("isFinal").asBoolean()).isTrue();
        assertThat(body.get("players")).hasSize(16);
        int winners = 0;
        for (JsonNode p : body.get("players")) {
            JsonNode r1 = p.get("rounds").get(0);
            assertThat(r1.get("round").asInt()).isEqualTo(1);
            assertThat(r1.has("points")).isTrue();
            if (r1.get("outcome").asText().equals("WINNER")) {
                winners++;
                assertThat(r1.get("points").asInt()).isEqualTo(24);
                assertThat(p.get("furthestRound").asInt()).isEqualTo(1);
            } else {
                assertThat(r1.get("outcome").asText()).isEqualTo("OUT");
                assertThat(r1.get("points").asInt()).isEqualTo(-8);
                // Knocked out in round 1 of a two-round knockout: placed 5th to 16th.
                assertThat(p.get("place").asInt()).isBetween(5, 16);
            }
        }
        assertThat(winners).isEqualTo(4);
        // 002 §1.5 has placings and advancement only: no table points leave the site.
        assertThat(export.body()).doesNotContain("tablePoints");
    }

    @Test
    void theBracketIsJsonWithEachDrawnRoundsTablesAndWhoAdvances() throws Exception {
        Http.Response r = new Http().get(app.url("/api/tournaments/" + played.id + "/bracket"));
        assertThat(r.status()).isEqualTo(200);
        JsonNode body = JSON.readTree(r.body());
        JsonNode round1 = body.get("rounds").get(0);
        assertThat(round1.get("tables")).hasSize(4);
        assertThat(round1.get("winners").asInt()).isEqualTo(4);
        List<Integer> advancing = new ArrayList<>();
        round1.get("advancing").forEach(n -> advancing.add(n.asInt()));
        assertThat(advancing).containsExactlyInAnyOrderElementsOf(winners().stream().map(Seating::entryNumber)
                .toList());
        for (JsonNode table : round1.get("tables")) {
            assertThat(table.get("status").asText()).isEqualTo("CLOSED");
            assertThat(table.get("seats")).hasSize(4);
            assertThat(table.get("winnerEntry").isNull()).isFalse();
        }
        assertThat(body.get("rounds").get(1).get("tables")).isEmpty();
        // An MCR tournament has no bracket.
        assertThat(new Http().get(app.url("/api/tournaments/" + app.demoTournamentId() + "/bracket")).status())
                .isEqualTo(404);
    }

    @Test
    void theSwissTablesApiShowsPlacingsAndAdvancementAndNoTablePoints() throws Exception {
        Http.Response r = new Http().get(app.url("/api/tournaments/" + played.id + "/sessions/1/tables"));
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.body()).doesNotContain("tablePoints").doesNotContain("sessionScore");
        JsonNode body = JSON.readTree(r.body());
        assertThat(body.get("tables")).hasSize(4);
        JsonNode table1 = body.get("tables").get(0);
        JsonNode winner = table1.get("seats").get(0);
        assertThat(winner.get("points").asInt()).isEqualTo(24);
        assertThat(winner.get("place").asInt()).isEqualTo(1);
        assertThat(winner.get("winner").asBoolean()).isTrue();
        assertThat(table1.get("seats").get(1).get("winner").asBoolean()).isFalse();
        assertThat(new Http().get(app.url("/api/tournaments/" + played.id + "/sessions/9/tables")).status())
                .isEqualTo(404);
    }

    @Test
    void theEmaFileAnswersALocalisedNotAnEmaFormatPageInsteadOf404() {
        String[][] languages = {
            {"en", "Not an EMA format", "Swiss championship rules"},
            {"zh", "不是 EMA 格式", "瑞士赛规则"},
            {"ja", "EMA 形式ではありません", "スイス選手権ルール"},
        };
        for (String[] l : languages) {
            Http.Response r = new Http().get(app.url(played.base() + "/standings/ema.csv?lang=" + l[0]));
            assertThat(r.status()).as(l[0]).isEqualTo(409);
            assertThat(r.header("Content-Type")).startsWith("text/html");
            assertThat(r.html().select(".not-ema h2").text()).isEqualTo(l[1]);
            assertThat(r.html().select(".not-ema").text()).contains(l[2]);
            assertThat(r.html().select(".not-ema a").eachAttr("href")).contains(played.base() + "/standings.csv");
        }
        // Team and nation standings rank by table points: a knockout has neither.
        assertThat(new Http().get(app.url(played.base() + "/standings/teams")).status()).isEqualTo(404);
        assertThat(new Http().get(app.url(played.base() + "/standings/nations")).status()).isEqualTo(404);
    }
}

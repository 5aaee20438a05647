package org.mahjongresults.web.season;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.time.Clock;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.demo.DemoData;
import org.mahjongresults.db.season.Season;
import org.mahjongresults.db.season.SeasonRepository;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.season.Mers;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * A season across tournaments over HTTP (issue 28 item 5): a series director defines it from the demo's tournaments
 * (the MCR one counts; the Swiss knockout, without places by table points, is listed as not counted); the public
 * standings follow the rule (points by place, then MERS-style with the best K), each person's contributing results,
 * the CSV and JSON exports, bad input kept with a 422, a stale save refused, three languages.
 */
class SeasonRouteTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aDirectorDefinesASeasonAndThePublicSeesItsStandingsResultsAndExports() throws Exception {
        var config = TestDatabase.freshConfig();
        long demo;
        try (Database db = Database.open(config)) {
            // The demo with its results and its registry of persons (both demo tournaments' players are persons).
            demo = new DemoData(db, Clock.systemUTC(), TestApp.HASHER::hash).loadIfEmpty(true);
        }
        try (TestApp app = TestApp.start(config, false, Clock.systemUTC())) {
            List<Tournament> all = app.parts().tournaments().list();
            long swiss = all.stream().filter(t -> t.ruleSet() == RuleSet.SWISS).findFirst().orElseThrow().id();
            Staff director = Staff.login(app, "director", "demo-director");
            Http spectator = new Http();

            assertThat(director.get(app, "/seasons/new").status()).isEqualTo(200);
            assertThat(spectator.get(app.url("/seasons/new")).status()).as("sent to sign in").isEqualTo(302);
            assertThat(Staff.login(app, "referee", "demo-referee").get(app, "/seasons/new").status())
                    .as("not an organiser").isEqualTo(403);

            // Bad input: a 422 with what was typed kept.
            Http.Response bad = director.post(app, "/seasons?lang=en", Map.of("name", "League 2026",
                    "basis", "PLACE", "placePoints", "25,abc"));
            assertThat(bad.status()).isEqualTo(422);
            Document badForm = bad.html();
            assertThat(badForm.selectFirst("#name").val()).isEqualTo("League 2026");
            assertThat(badForm.selectFirst("#placePoints").val()).isEqualTo("25,abc");
            assertThat(badForm.select("#placePoints-error").text()).contains("Numbers from 0 to 10000");
            assertThat(badForm.select("#tournament-error").text()).isEqualTo("Choose at least one tournament.");

            Map<String, String> form = new HashMap<>(Map.of("name", "League 2026", "basis", "PLACE",
                    "placePoints", "25,18,15,12,10", "tournament", String.valueOf(demo),
                    "weight_" + demo, "2"));
            Http.Response created = director.post(app, "/seasons", form);
            assertThat(created.status()).isEqualTo(302);
            String season = created.header("Location");
            assertThat(season).matches("/seasons/\\d+");
            // The Swiss demo joins it through the edit form (the form holds one value per field).
            Document edit = director.get(app, season + "/edit").html();
            assertThat(edit.selectFirst("#t" + demo).hasAttr("checked")).isTrue();

            // The standings by place: each person's points are those of their demo place.
            JsonNode body = JSON.readTree(spectator.get(app.url(season + "/standings.json")).body());
            JsonNode demoStandings = JSON.readTree(spectator.get(app.url("/api/tournaments/" + demo
                    + "/standings")).body());
            JsonNode first = body.path("standings").get(0);
            String firstName = first.path("name").asText();
            int demoPlace = placeOf(demoStandings, firstName);
            List<Integer> points = List.of(25, 18, 15, 12, 10);
            assertThat(first.path("total").decimalValue()).isEqualByComparingTo(
                    BigDecimal.valueOf(demoPlace <= 5 ? points.get(demoPlace - 1) : 0));
            assertThat(body.path("tournaments").get(0).path("counted").asBoolean()).isTrue();
            assertThat(body.path("standings").size()).isEqualTo(demoStandings.path("players").size());

            // The public page and a person's contributing results.
            assertThat(new Http().get(app.url(season)).header("ETag")).as("a spectator's kept copy").isNotNull();
            Http.Response page = spectator.get(app.url(season + "?lang=en"));
            assertThat(page.status()).isEqualTo(200);
            Document html = page.html();
            assertThat(html.select("h1").text()).isEqualTo("League 2026");
            assertThat(html.select(".season-standings tbody tr")).hasSize(body.path("standings").size());
            String personLink = html.selectFirst(".season-standings tbody tr a").attr("href");
            Document person = spectator.get(app.url(personLink + "?lang=en")).html();
            assertThat(person.select("h1").text()).isEqualTo(firstName);
            assertThat(person.select(".season-results tbody tr")).hasSize(1);
            assertThat(person.select(".season-results").text()).contains("Spring");
            assertThat(spectator.get(app.url(season + "/persons/999999")).status()).isEqualTo(404);

            // MERS-style, the best 1, the demo weighted 2. A Swiss knockout ranks by its bracket, not by places over
            // a field (issue 35): the form does not offer it and refuses it.
            assertThat(edit.select("#t" + swiss)).isEmpty();
            Map<String, String> mers = new HashMap<>(Map.of("name", "League 2026", "basis", "MERS", "bestK", "1",
                    "placePoints", "", "weight_" + demo, "2", "weight_" + swiss, "1",
                    "version", edit.selectFirst("input[name=version]").val()));
            assertThat(director.http().postFields(app.url(season + "/edit"), withTwo(mers, director.csrf(), demo,
                    swiss)).status()).isEqualTo(422);
            mers.put("tournament", String.valueOf(demo));
            Http.Response saved = director.post(app, season + "/edit", mers);
            assertThat(saved.status()).isEqualTo(302);
            // A season saved before the form stopped offering it keeps the Swiss, listed with the true reason.
            SeasonRepository seasons = app.parts().seasons();
            Season stored = seasons.find(Long.parseLong(season.substring(season.lastIndexOf('/') + 1))).orElseThrow();
            List<Season.Member> members = new java.util.ArrayList<>(stored.tournaments());
            members.add(new Season.Member(swiss, BigDecimal.ONE));
            seasons.update(Actor.SYSTEM, new Season(stored.id(), stored.name(), stored.basis(), stored.bestK(),
                    stored.placePoints(), stored.createdBy(), stored.version(), members));
            body = JSON.readTree(spectator.get(app.url("/api" + season + "/standings")).body());
            int ranked = (int) demoStandings.path("players").findValues("place").stream()
                    .filter(JsonNode::isInt).count();
            first = body.path("standings").get(0);
            int place = placeOf(demoStandings, first.path("name").asText());
            assertThat(first.path("total").decimalValue()).isEqualByComparingTo(
                    Mers.points(place, ranked, new BigDecimal("2")));
            assertThat(body.path("bestK").asInt()).isEqualTo(1);
            JsonNode swissLine = body.path("tournaments").findParents("tournament").stream()
                    .filter(t -> t.path("tournament").asLong() == swiss).findFirst().orElseThrow();
            assertThat(swissLine.path("counted").asBoolean()).isFalse();
            assertThat(spectator.get(app.url(season + "?lang=en")).html().select(".tag").text())
                    .isEqualTo("Not counted: a Swiss knockout ranks by its bracket, not by places over a field");

            // A save over an older version is refused, and says so.
            Http.Response stale = director.post(app, season + "/edit?lang=en", mers);
            assertThat(stale.status()).isEqualTo(409);
            assertThat(stale.html().select(".errors").text()).contains("Somebody saved this season meanwhile");

            // The CSV: a column triple per tournament.
            String csv = spectator.get(app.url(season + "/standings.csv")).body();
            assertThat(csv.lines().findFirst().orElseThrow()).contains("t" + demo + "_points", "t" + swiss + "_counts");

            // Three languages, and the list of seasons.
            assertThat(spectator.get(app.url(season + "?lang=zh")).html().select("#standings-heading").text())
                    .isEqualTo("赛季排名");
            assertThat(spectator.get(app.url(season + "?lang=ja")).html().select("#standings-heading").text())
                    .isEqualTo("シーズン順位");
            assertThat(spectator.get(app.url("/seasons")).html().select(".season-list a").attr("href"))
                    .isEqualTo(season);
            assertThat(spectator.get(app.url("/seasons/999999")).status()).isEqualTo(404);
            assertThat(spectator.get(app.url("/seasons/abc")).status()).isEqualTo(404);
        }
    }

    /** The form with both tournaments ticked: "tournament" twice, which a map cannot hold. */
    private static List<Map.Entry<String, String>> withTwo(Map<String, String> form, String csrf, long a, long b) {
        List<Map.Entry<String, String>> out = new java.util.ArrayList<>(form.entrySet());
        out.add(Map.entry("_csrf", csrf));
        out.add(Map.entry("tournament", String.valueOf(a)));
        out.add(Map.entry("tournament", String.valueOf(b)));
        return out;
    }

    private static int placeOf(JsonNode standings, String name) {
        for (JsonNode p : standings.path("players")) {
            if (p.path("name").asText().equals(name)) {
                return p.path("place").asInt();
            }
        }
        throw new AssertionError("no player " + name);
    }
}

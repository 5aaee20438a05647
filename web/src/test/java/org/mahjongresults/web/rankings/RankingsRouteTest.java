package org.mahjongresults.web.rankings;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.demo.DemoData;
import org.mahjongresults.db.rankings.StandingsRuleRepository;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * Issue 28: the director's ranking rules (the team rule and the tie-breakers) through their form, the team and nation
 * pages that say which rule counts, and a tie-breaker's mark wherever it decided a place. The demo with two sessions
 * played (32 players, 8 teams, 6 countries) and the demo before any result (every player equal).
 */
class RankingsRouteTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static TestApp played;
    private static long id;
    private static TestApp fresh;

    @BeforeAll
    static void start() {
        var config = TestDatabase.freshConfig();
        try (Database db = Database.open(config)) {
            id = new DemoData(db, Clock.systemUTC(), TestApp.HASHER::hash).loadIfEmpty(true);
        }
        played = TestApp.start(config, false, Clock.systemUTC());
        fresh = TestApp.startWithDemo();
    }

    @AfterAll
    static void stop() {
        played.close();
        fresh.close();
    }

    private static String rules(long tournament) {
        return "/tournaments/" + tournament + "/standings/rules";
    }

    private static Map<String, String> form(String scoring, String k, String... breakers) {
        Map<String, String> f = new HashMap<>();
        f.put("teamScoring", scoring);
        f.put("bestK", k);
        for (int i = 0; i < breakers.length; i++) {
            f.put("tieBreaker" + (i + 1), breakers[i]);
        }
        return f;
    }

    /** Country to the players' table points in the standings API, best first. */
    private static Map<String, List<Double>> byCountry(TestApp app, long tournament) throws Exception {
        JsonNode api = JSON.readTree(new Http().get(app.url("/api/tournaments/" + tournament + "/standings")).body());
        Map<String, List<Double>> out = new HashMap<>();
        for (JsonNode p : api.get("players")) {
            out.computeIfAbsent(p.get("country").asText(), c -> new ArrayList<>()).add(p.get("tablePoints").asDouble());
        }
        return out;
    }

    private static double sum(List<Double> values, int k) {
        return values.stream().limit(k).mapToDouble(Double::doubleValue).sum();
    }

    @Test
    void theNationRankingComesFromThePlayersCountriesAndSaysItsRuleInEveryLanguage() throws Exception {
        Map<String, List<Double>> countries = byCountry(played, id);
        String[][] languages = {{"en", "Nations", "all its players"}, {"zh", "国家/地区", "全部选手相加"},
            {"ja", "国・地域", "全選手の合計"}};
        for (String[] l : languages) {
            Http.Response r = new Http().get(played.url("/tournaments/" + id + "/standings/nations?lang=" + l[0]));
            assertThat(r.status()).as(l[0]).isEqualTo(200);
            Document html = r.html();
            assertThat(html.select(".session-switch .is-current").text()).isEqualTo(l[1]);
            assertThat(html.select(".team-rule").text()).contains(l[2]);
            assertThat(html.select("table.nation-standings tbody tr")).hasSize(6);
        }
        Document en = new Http().get(played.url("/tournaments/" + id + "/standings/nations?lang=en")).html();
        var cn = en.select("table.nation-standings tbody tr").stream()
                .filter(tr -> tr.select("td").get(1).text().equals("CN")).findFirst().orElseThrow();
        assertThat(Double.parseDouble(cn.select("td").get(2).text().replace(",", ".")))
                .isCloseTo(sum(countries.get("CN"), 99), org.assertj.core.data.Offset.offset(0.01));

        Http.Response csv = new Http().get(played.url("/tournaments/" + id + "/standings/nations.csv"));
        assertThat(csv.status()).isEqualTo(200);
        String[] lines = csv.body().replace("\uFEFF", "").split("\r\n");
        assertThat(lines[0]).startsWith("place,country,table_points,match_points,players,counted,team_scoring,best_k,"
                + "s1_table_points,s1_match_points");
        assertThat(lines).hasSize(7);
        assertThat(String.join("\n", lines)).contains(",ALL_MEMBERS,");
    }

    @Test
    void theDirectorChoosesTheBestKOverallAndTheTeamAndNationPagesCountThatMany() throws Exception {
        Staff director = Staff.login(played, "director", "demo-director");
        assertThat(director.get(played, rules(id) + "?lang=en").status()).isEqualTo(200);
        assertThat(director.post(played, rules(id), form("BEST_K_OVERALL", "3")).status()).isEqualTo(302);
        Map<String, List<Double>> countries = byCountry(played, id);

        Document nations = new Http().get(played.url("/tournaments/" + id + "/standings/nations?lang=en")).html();
        assertThat(nations.select(".team-rule").text()).contains("best 3 players");
        var cn = nations.select("table.nation-standings tbody tr").stream()
                .filter(tr -> tr.select("td").get(1).text().equals("CN")).findFirst().orElseThrow();
        assertThat(Double.parseDouble(cn.select("td").get(2).text()))
                .isCloseTo(sum(countries.get("CN"), 3), org.assertj.core.data.Offset.offset(0.01));
        assertThat(cn.select(".members small").text()).contains("+5 not counted");

        Document teams = new Http().get(played.url("/tournaments/" + id + "/standings/teams?lang=ja")).html();
        assertThat(teams.select(".team-rule").text()).contains("上位 3 名");
        assertThat(new Http().get(played.url("/tournaments/" + id + "/standings/nations.csv")).body())
                .contains(",BEST_K_OVERALL,3,");
        JsonNode api = JSON.readTree(new Http().get(played.url("/api/tournaments/" + id + "/nations")).body());
        assertThat(api.get("teamScoring").asText()).isEqualTo("BEST_K_OVERALL");
        assertThat(api.get("bestK").asInt()).isEqualTo(3);
        assertThat(api.get("nations")).hasSize(6);
        for (JsonNode n : api.get("nations")) {
            assertThat(n.get("counted")).hasSize(3);
            assertThat(n.get("tablePoints").asDouble()).isCloseTo(sum(countries.get(n.get("country").asText()), 3),
                    org.assertj.core.data.Offset.offset(0.01));
        }

        // Back to today's rule: the pages say so again.
        assertThat(director.post(played, rules(id), form("ALL_MEMBERS", "")).status()).isEqualTo(302);
        assertThat(new Http().get(played.url("/tournaments/" + id + "/standings/teams?lang=en")).html()
                .select(".team-rule").text()).contains("all its members");
    }

    @Test
    void badRulesAreRefusedWith422AndTheInputKept() {
        Staff director = Staff.login(played, "director", "demo-director");
        Http.Response noK = director.post(played, rules(id) + "?lang=en", form("BEST_K_PER_SESSION", "0", "FIRSTS"));
        assertThat(noK.status()).isEqualTo(422);
        Document html = noK.html();
        assertThat(html.select("#bestK").attr("value")).isEqualTo("0");
        assertThat(html.select("#bestK-error").text()).isNotBlank();
        assertThat(html.select("#teamScoring option[selected]").attr("value")).isEqualTo("BEST_K_PER_SESSION");
        assertThat(html.select("#tieBreaker1 option[selected]").attr("value")).isEqualTo("FIRSTS");

        Http.Response twice = director.post(played, rules(id) + "?lang=zh", form("ALL_MEMBERS", "", "LOT", "LOT"));
        assertThat(twice.status()).isEqualTo(422);
        assertThat(twice.html().select("#tieBreaker2-error").text()).isEqualTo("此规则已在上面选择过。");
        assertThat(twice.html().select("#tieBreaker2 option[selected]").attr("value")).isEqualTo("LOT");

        Http.Response unknown = director.post(played, rules(id) + "?lang=ja", form("EVERYONE", "2", "COIN"));
        assertThat(unknown.status()).isEqualTo(422);
        assertThat(unknown.html().select("#teamScoring-error").text()).isNotBlank();
        assertThat(unknown.html().select("#tieBreaker1-error").text()).isNotBlank();
        // Nothing was saved, and the public never sees the form.
        assertThat(new Http().get(played.url(rules(id))).status()).isNotEqualTo(200);
    }

    @Test
    void theLotIsDrawnOnceInTheAuditLogAndDecidesEveryTiedPlaceWhereverTheStandingsGo() throws Exception {
        long demo = fresh.demoTournamentId();
        Staff director = Staff.login(fresh, "director", "demo-director");
        // Before any result every player is equal: all share first place.
        JsonNode before = JSON.readTree(new Http().get(fresh.url("/api/tournaments/" + demo + "/standings")).body());
        assertThat(before.get("players").get(5).get("tied").asBoolean()).isTrue();
        assertThat(before.get("players").get(5).get("tieBreaker").isNull()).isTrue();

        Http.Response saved = director.post(fresh, rules(demo) + "?lang=en", form("ALL_MEMBERS", "", "HEAD_TO_HEAD",
                "LOT"));
        assertThat(saved.status()).isEqualTo(302);
        AuditLog audit = fresh.parts().audit();
        assertThat(audit.recent(demo, 50).stream().filter(e -> e.action().equals("standings.lot"))).hasSize(1);
        StandingsRuleRepository repository = fresh.parts().standingsRules();
        Long seed = repository.find(demo).lotSeed();
        assertThat(seed).isNotNull();

        JsonNode after = JSON.readTree(new Http().get(fresh.url("/api/tournaments/" + demo + "/standings")).body());
        List<Integer> places = new ArrayList<>();
        for (JsonNode p : after.get("players")) {
            places.add(p.get("place").asInt());
            assertThat(p.get("tied").asBoolean()).isFalse();
            // No one has met yet: head-to-head decides nothing, the lot decides every place.
            assertThat(p.get("tieBreaker").asText()).isEqualTo("LOT");
        }
        assertThat(places).isSorted().hasSize(32).doesNotHaveDuplicates();
        String csv = new Http().get(fresh.url("/tournaments/" + demo + "/standings.csv")).body();
        // The tie-breaker just before the row's status (the player's marks follow: PlayerMarksRouteTest).
        assertThat(csv.split("\r\n")[0]).contains(",tie_breaker,status,");
        assertThat(csv.split("\r\n")[1]).contains(",LOT,final,");
        Document page = new Http().get(fresh.url("/tournaments/" + demo + "/standings?lang=en")).html();
        assertThat(page.select("tr[data-p] sup.tb[data-tb=LOT]")).hasSize(32);
        assertThat(page.select(".tie-legend").text()).contains("Drawn lot");

        // Saved again, the lot is not drawn again: the same seed, the same order.
        assertThat(director.post(fresh, rules(demo), form("ALL_MEMBERS", "", "LOT")).status()).isEqualTo(302);
        assertThat(repository.find(demo).lotSeed()).isEqualTo(seed);
        assertThat(audit.recent(demo, 50).stream().filter(e -> e.action().equals("standings.lot"))).hasSize(1);
        JsonNode again = JSON.readTree(new Http().get(fresh.url("/api/tournaments/" + demo + "/standings")).body());
        for (int i = 0; i < 32; i++) {
            assertThat(again.get("players").get(i).get("entry").asInt())
                    .isEqualTo(after.get("players").get(i).get("entry").asInt());
        }
        // Without the lot, equal players share the place again.
        assertThat(director.post(fresh, rules(demo), form("ALL_MEMBERS", "")).status()).isEqualTo(302);
        JsonNode shared = JSON.readTree(new Http().get(fresh.url("/api/tournaments/" + demo + "/standings")).body());
        assertThat(shared.get("players").get(5).get("tied").asBoolean()).isTrue();
    }
}

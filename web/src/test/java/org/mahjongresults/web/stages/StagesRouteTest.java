package org.mahjongresults.web.stages;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.engine.results.Placing;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.engine.results.TableResult;
import org.mahjongresults.web.standings.StandingsService;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * Stages through the website (issue 28). The WMC 2019 shape on a generated field: 256 players, 8 drawn sessions,
 * then groups of 16 by rank with one player of each quartile at every table, and a 10th session re-seated by the
 * 9th's results (table winners together). Results are written straight into the repositories; the stage is added
 * and seated through the director's forms, and read on the public page.
 */
class StagesRouteTest {

    private TestApp app;
    private Staff director;

    @BeforeEach
    void start() {
        app = TestApp.startWithDemo();
    }

    @AfterEach
    void stop() {
        app.close();
    }

    private StandingsService standings(StageField f) {
        return app.parts().standings();
    }

    @Test
    @DisplayName("WMC 2019: 256 players, 8 sessions, groups of 16 one per quartile per table, a 10th session of table winners")
    void wmc2019() {
        long t0 = System.nanoTime();
        StageField f = new StageField(app, "World Mahjong Championship 2019", 256, 8);
        f.play(1, 8);
        long generated = System.nanoTime();
        director = Staff.login(app, "director", "demo-director");
        String base = "/tournaments/" + f.id;

        // The qualification's order, by the site's own standings (all 8 sessions are the qualification).
        List<Long> ranking = standings(f).results(f.tournament()).standings().players().stream()
                .map(StandingRow::playerId).toList();
        Map<Long, Integer> quartile = new HashMap<>();
        Map<Long, Integer> group = new HashMap<>();
        for (int i = 0; i < ranking.size(); i++) {
            quartile.put(ranking.get(i), i / 64);
            // WMC 2019: group k holds the k-th four of every quartile
            group.put(ranking.get(i), (i % 64) / 4);
        }

        long before = System.nanoTime();
        Http.Response added = director.post(app, base + "/stages", Map.of("formation", "QUARTILES",
                "groupSize", "16", "sessions", "2", "carry", "NONE", "seating", "TABLE_WINNERS", "seed", "2019"));
        long formMillis = (System.nanoTime() - before) / 1_000_000;
        assertThat(added.status()).as(added.body()).isEqualTo(302);
        assertThat(f.tournament().sessionCount()).isEqualTo(10);

        Map<Integer, Map<Integer, List<Seating>>> seated = DrawRepository.grouped(f.draws.seatings(f.id));
        assertEverySeatedOnce(seated.get(9), 256);
        for (List<Seating> table : seated.get(9).values()) {
            assertThat(table.stream().map(s -> quartile.get(s.playerId())).sorted().toList())
                    .as("session 9 table %d: one player per quartile", table.get(0).table())
                    .containsExactly(0, 1, 2, 3);
            assertThat(table.stream().map(s -> group.get(s.playerId())).distinct().toList()).hasSize(1);
        }
        assertThat(seated).doesNotContainKey(10);

        // Session 9 played, the 10th re-seated by its results.
        f.play(9, 9);
        Http.Response seat = director.post(app, base + "/stages/seat", Map.of());
        assertThat(seat.status()).as(seat.body()).isEqualTo(302);
        seated = DrawRepository.grouped(f.draws.seatings(f.id));
        assertEverySeatedOnce(seated.get(10), 256);
        StandingsService.Results results = standings(f).results(f.tournament());
        Map<Long, Integer> placeIn9 = new HashMap<>();
        for (int table : results.tablesOf(9)) {
            TableResult r = results.table(9, table);
            for (Placing p : r.placings()) {
                placeIn9.put(p.playerId(), p.place());
            }
        }
        for (List<Seating> table : seated.get(10).values()) {
            assertThat(table.stream().map(s -> group.get(s.playerId())).distinct().toList())
                    .as("session 10 table %d stays inside one group", table.get(0).table()).hasSize(1);
        }
        // Each group's first table of session 10 holds players placed no worse than the rest of the group.
        for (int g = 0; g < 16; g++) {
            int firstTable = g * 4 + 1;
            List<Seating> first = seated.get(10).get(firstTable);
            int worstAtFirst = first.stream().mapToInt(s -> placeIn9.get(s.playerId())).max().orElseThrow();
            int bestElsewhere = seated.get(10).entrySet().stream()
                    .filter(e -> e.getKey() > firstTable && e.getKey() <= firstTable + 3)
                    .flatMap(e -> e.getValue().stream()).mapToInt(s -> placeIn9.get(s.playerId())).min()
                    .orElseThrow();
            assertThat(worstAtFirst).isLessThanOrEqualTo(bestElsewhere);
        }

        // Repeat meetings inside the groups over the stage's two sessions, counted here from the seatings.
        long repeats = repeatMeetings(List.of(seated.get(9), seated.get(10)));

        Document page = new Http().get(app.url(base + "/stages?lang=en")).html();
        assertThat(page.select("#stage-2 .stage-group")).hasSize(16);
        assertThat(page.select("#stage-2-group-1 tbody tr")).hasSize(16);
        assertThat(page.select("#overall tbody tr")).hasSize(256);
        long shown = 0;
        for (var q : page.select("#stage-2 .quality")) {
            shown += Long.parseLong(q.text().replaceAll("^.*in this stage's sessions: (\\d+),.*$", "$1"));
        }
        assertThat(shown).isEqualTo(repeats);
        System.out.printf("WMC 2019 shape: field generated and 8 sessions played in %d ms; stage formed (POST) in %d ms;"
                + " %d repeat meetings inside the 16 groups over sessions 9-10%n",
                (generated - t0) / 1_000_000, formMillis, repeats);
    }

    @Test
    @DisplayName("a cut to the top 16 with all points carried: its standings start from the qualification's totals")
    void cutWithCarriedPoints() {
        StageField f = new StageField(app, "Euro Open", 32, 2);
        f.play(1, 2);
        director = Staff.login(app, "director", "demo-director");
        String base = "/tournaments/" + f.id;
        StandingRow leader = standings(f).results(f.tournament()).standings().players().get(0);
        // One stage so far: the page says its results are the standings and links there instead of repeating them.
        Document single = director.get(app, base + "/stages?lang=en").html();
        assertThat(single.selectFirst("#stage-1 .only-stage").text()).contains("one stage so far");
        assertThat(single.selectFirst("#stage-1 .only-stage a").attr("href")).isEqualTo(base + "/standings");
        assertThat(single.select("#stage-1 table")).isEmpty();

        Http.Response uneven = director.post(app, base + "/stages", Map.of("formation", "BLOCKS",
                "groupSize", "24", "sessions", "1", "carry", "ALL", "seating", "DRAW", "seed", ""));
        assertThat(uneven.status()).isEqualTo(422);
        Document refused = uneven.html();
        assertThat(refused.selectFirst("#stage-error").text()).contains("32", "24");
        assertThat(refused.selectFirst("#groupSize").val()).isEqualTo("24");

        // Issue 35: a preview first, nothing saved or published; adding with its seed seats exactly what it showed.
        Http.Response preview = director.post(app, base + "/stages?lang=en", Map.of("formation", "CUT",
                "groupSize", "16", "sessions", "2", "carry", "ALL", "seating", "DRAW", "seed", "", "preview", "1"));
        assertThat(preview.status()).isEqualTo(200);
        Document shown = preview.html();
        assertThat(shown.select("#stage-preview .preview-tables tbody tr")).hasSize(4);
        assertThat(f.tournament().sessionCount()).isEqualTo(2);
        assertThat(DrawRepository.grouped(f.draws.seatings(f.id))).doesNotContainKey(3);
        String previewSeed = shown.selectFirst("#stage-seed").val();
        assertThat(previewSeed).isNotBlank();
        String firstTable = shown.selectFirst("#stage-preview .preview-tables tbody tr td:nth-child(2)").text();

        Http.Response added = director.post(app, base + "/stages", Map.of("formation", "CUT",
                "groupSize", "16", "sessions", "2", "carry", "ALL", "seating", "DRAW", "seed", previewSeed));
        assertThat(added.status()).isEqualTo(302);
        Map<Integer, Map<Integer, List<Seating>>> seated = DrawRepository.grouped(f.draws.seatings(f.id));
        assertThat(String.join(" · ", seated.get(3).get(1).stream().map(Seating::name).toList()))
                .isEqualTo(firstTable);
        assertEverySeatedOnce(seated.get(3), 16);
        assertEverySeatedOnce(seated.get(4), 16);
        assertThat(repeatMeetings(List.of(seated.get(3), seated.get(4)))).isZero();

        Document page = director.get(app, base + "/stages?lang=en").html();
        assertThat(page.select("#stage-2 thead th").eachText()).contains("Carried", "Session 3", "Session 4");
        var first = page.selectFirst("#stage-2 tbody tr");
        assertThat(first.select("td").get(4).text())
                .isEqualTo(leader.tablePoints() + " / " + leader.matchPoints());
        // The finalists met in the qualification too: the page counts the whole tournament, and says so.
        Set<Long> finalists = new HashSet<>();
        seated.get(3).values().forEach(table -> table.forEach(s -> finalists.add(s.playerId())));
        long whole = repeatMeetings(List.of(seated.get(1), seated.get(2), seated.get(3), seated.get(4)), finalists);
        assertThat(page.selectFirst("#stage-2 .quality").text())
                .startsWith("Repeat meetings in the group over the whole tournament: " + whole + " ")
                .contains("in this stage's sessions: 0,");
        // With a second stage the qualification shows its own table again.
        assertThat(page.select("#stage-1 tbody tr")).hasSize(32);
        assertThat(page.select(".only-stage")).isEmpty();
        // The qualification's order is kept under the finalists in the overall result.
        assertThat(page.select("#overall tbody tr")).hasSize(32);
        // Nobody but staff adds a stage.
        Http.Response anonymous = new Http().post(app.url(base + "/stages"), Map.of("formation", "CUT"));
        assertThat(anonymous.status()).isIn(302, 403);

        // Issue 35: a stage none of whose sessions has started can be undone, and formed again.
        Http.Response undone = director.post(app, base + "/stages/undo", Map.of());
        assertThat(undone.status()).as(undone.body()).isEqualTo(302);
        assertThat(f.tournament().sessionCount()).isEqualTo(2);
        assertThat(DrawRepository.grouped(f.draws.seatings(f.id))).doesNotContainKeys(3, 4);
        assertThat(director.get(app, base + "/stages?lang=en").html().select("#stage-2")).isEmpty();
        assertThat(director.post(app, base + "/stages", Map.of("formation", "CUT", "groupSize", "16",
                "sessions", "2", "carry", "ALL", "seating", "DRAW", "seed", "5")).status()).isEqualTo(302);
        // Once one of its sessions is being played, it stays.
        f.play(3, 3);
        Http.Response played = director.post(app, base + "/stages/undo?lang=en", Map.of());
        assertThat(played.status()).isEqualTo(422);
        assertThat(played.html().selectFirst("#stage-error").text()).contains("cannot be undone");
        assertThat(f.tournament().sessionCount()).isEqualTo(4);
    }

    private static void assertEverySeatedOnce(Map<Integer, List<Seating>> session, int players) {
        assertThat(session).isNotNull();
        List<Long> ids = new ArrayList<>();
        session.values().forEach(table -> {
            assertThat(table).hasSize(4);
            table.forEach(s -> ids.add(s.playerId()));
        });
        assertThat(ids).hasSize(players).doesNotHaveDuplicates();
    }

    /** For every pair of players, the times they shared a table beyond the first, over the given sessions. */
    private static long repeatMeetings(List<Map<Integer, List<Seating>>> sessions) {
        return repeatMeetings(sessions, null);
    }

    /** The same for pairs of {@code group} only (null: every player). */
    private static long repeatMeetings(List<Map<Integer, List<Seating>>> sessions, Set<Long> group) {
        Map<String, Integer> met = new HashMap<>();
        for (Map<Integer, List<Seating>> session : sessions) {
            for (List<Seating> table : session.values()) {
                for (Seating a : table) {
                    for (Seating b : table) {
                        boolean inGroup = group == null
                                || group.contains(a.playerId()) && group.contains(b.playerId());
                        if (a.playerId() < b.playerId() && inGroup) {
                            met.merge(a.playerId() + "/" + b.playerId(), 1, Integer::sum);
                        }
                    }
                }
            }
        }
        Set<String> pairs = new HashSet<>(met.keySet());
        return pairs.stream().mapToLong(k -> met.get(k) - 1).sum();
    }
}

package org.mahjongresults.web.stages;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.person.PersonRepository;
import org.mahjongresults.db.season.Season;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.engine.season.SeasonBasis;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * One ranking wherever a place is published (issue 35), on the WMC 2019 shape: 256 players, eight drawn sessions,
 * groups of 16 by rank with one player of each quartile at every table, a tenth session of table winners. Every
 * player's place is then read from the stages page, the standings page, the CSV, the JSON, the API, the EMA file, the
 * big screen and a season of this one tournament: they are the same everywhere. Also measured: the repeat meetings
 * of the whole tournament, and the time to form the stage.
 */
class OneRankingRouteTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private TestApp app;

    @BeforeEach
    void start() {
        app = TestApp.startWithDemo();
    }

    @AfterEach
    void stop() {
        app.close();
    }

    @Test
    @DisplayName("WMC 2019 shape: the stages page, the standings, CSV, JSON, API, EMA file, big screen and season agree on every place")
    void everyPageAndExportPublishesTheSamePlaces() throws Exception {
        StageField f = new StageField(app, "World Mahjong Championship 2019", 256, 8);
        f.play(1, 8);
        Staff director = Staff.login(app, "director", "demo-director");
        String base = "/tournaments/" + f.id;
        long before = System.nanoTime();
        Http.Response added = director.post(app, base + "/stages", Map.of("formation", "QUARTILES",
                "groupSize", "16", "sessions", "2", "carry", "NONE", "seating", "TABLE_WINNERS", "seed", "2019"));
        long formMillis = (System.nanoTime() - before) / 1_000_000;
        assertThat(added.status()).as(added.body()).isEqualTo(302);
        f.play(9, 9);
        assertThat(director.post(app, base + "/stages/seat", Map.of()).status()).isEqualTo(302);
        f.play(10, 10);

        Map<Long, String> nameOf = new HashMap<>();
        for (Player p : f.tournaments.players(f.id)) {
            nameOf.put(p.id(), p.name());
        }

        // The stages page's overall result: the reference, by name.
        Http spectator = new Http();
        Document stages = spectator.get(app.url(base + "/stages?lang=en")).html();
        Map<String, String> overall = new LinkedHashMap<>();
        for (Element row : stages.select("#overall tbody tr")) {
            overall.put(row.select("td").get(1).selectFirst("a").text(), row.selectFirst("td.place").text());
        }
        assertThat(overall).hasSize(256);
        // Every player reached the second stage (groups of the whole field), ranked across its groups.
        assertThat(stages.select("#overall tbody tr td:nth-child(3)").eachText()).containsOnly("2");

        // The standings page, whole: the same place for every name, with the stage reached.
        Document standings = spectator.get(app.url(base + "/standings?all=1&lang=en")).html();
        Map<String, String> page = new LinkedHashMap<>();
        for (Element row : standings.select("table.standings tbody tr[data-p]")) {
            page.put(row.select("td").get(1).selectFirst("a").text(), row.selectFirst("td.place").text());
        }
        assertThat(page).containsExactlyEntriesOf(overall);
        assertThat(standings.select("table.standings thead th").eachText()).contains("Stage reached");

        // The CSV: the place as the page writes it, shared places too ("=8", no apostrophe).
        Map<String, String> csv = new LinkedHashMap<>();
        List<List<String>> lines = csvLines(spectator.get(app.url(base + "/standings.csv")).body()
                .replace("\uFEFF", ""));
        int placeColumn = lines.get(0).indexOf("place");
        int nameColumn = lines.get(0).indexOf("name");
        for (List<String> line : lines.subList(1, lines.size())) {
            csv.put(line.get(nameColumn), line.get(placeColumn));
        }
        assertThat(csv).containsExactlyEntriesOf(overall);

        // The JSON export and the API: place and tied.
        for (String path : List.of(base + "/standings.json", "/api/tournaments/" + f.id + "/standings")) {
            Map<String, String> json = new LinkedHashMap<>();
            for (JsonNode p : JSON.readTree(spectator.get(app.url(path)).body()).path("players")) {
                json.put(p.path("name").asText(), (p.path("tied").asBoolean() ? "=" : "") + p.path("place").asInt());
            }
            assertThat(json).as(path).containsExactlyEntriesOf(overall);
        }

        // The EMA file: the place as a number, shared places written once each.
        Map<String, String> ema = new LinkedHashMap<>();
        List<List<String>> emaLines = csvLines(spectator.get(app.url(base + "/standings/ema.csv")).body()
                .replace("\uFEFF", ""));
        for (List<String> line : emaLines.subList(1, emaLines.size())) {
            ema.put(line.get(1), line.get(0));
        }
        Map<String, String> numbers = new LinkedHashMap<>();
        overall.forEach((name, place) -> numbers.put(name, place.replace("=", "")));
        assertThat(ema).containsExactlyEntriesOf(numbers);

        // The big screen.
        Document screen = spectator.get(app.url(base + "/screen?lang=en")).html();
        Map<String, String> onScreen = new LinkedHashMap<>();
        for (Element row : screen.select(".screen-standings tbody tr")) {
            onScreen.put(row.selectFirst("td.name span").text(), row.selectFirst("td.place").text());
        }
        assertThat(onScreen).containsExactlyEntriesOf(overall);

        // A season of this tournament alone, MERS-style: the same places.
        PersonRepository persons = app.parts().persons();
        persons.confirm(Actor.SYSTEM, persons.unlinkedPlayers(f.id).stream()
                .map(e -> new PersonRepository.Answer(e, null)).toList());
        Season season = app.parts().seasons().create(Actor.SYSTEM, new Season(null,
                "WMC season", SeasonBasis.MERS, null, List.of(), null, 0,
                List.of(new Season.Member(f.id, BigDecimal.ONE))));
        Map<String, String> seasonPlaces = new LinkedHashMap<>();
        for (JsonNode p : JSON.readTree(spectator.get(app.url("/api/seasons/" + season.id() + "/standings")).body())
                .path("standings")) {
            seasonPlaces.put(p.path("name").asText(), (p.path("tied").asBoolean() ? "=" : "") + p.path("place").asInt());
        }
        assertThat(seasonPlaces).containsExactlyEntriesOf(overall);

        // Repeat meetings over the whole tournament, sessions 1-10, and those of the stage alone; the stages page
        // counts, group by group, the pairs of a group over the whole tournament.
        Map<Integer, Map<Integer, List<Seating>>> seated = DrawRepository.grouped(f.draws.seatings(f.id));
        Map<Long, Integer> groupOf = new HashMap<>();
        Map<String, Long> idOf = new HashMap<>();
        nameOf.forEach((id, name) -> idOf.put(name, id));
        for (int g = 1; g <= 16; g++) {
            for (Element a : stages.select("#stage-2-group-" + g + " tbody tr td a")) {
                groupOf.put(idOf.get(a.text()), g);
            }
        }
        long whole = repeats(seated, 1, 10, null);
        long stage = repeats(seated, 9, 10, null);
        long insideGroups = repeats(seated, 1, 10, groupOf);
        long shownOnPage = 0;
        for (Element q : stages.select("#stage-2 .quality")) {
            shownOnPage += Long.parseLong(q.text().replaceAll("^.*whole tournament: (\\d+) .*$", "$1"));
        }
        assertThat(shownOnPage).isEqualTo(insideGroups);
        long shared = overall.values().stream().filter(p -> p.startsWith("=")).count();
        System.out.printf("WMC 2019 shape, one ranking: stage formed (POST) in %d ms; repeat meetings over the whole"
                + " tournament %d (sessions 9-10 alone: %d; pairs of one group over sessions 1-10, as the stages page"
                + " counts: %d); %d of 256 places shared; all 8 readers agree%n",
                formMillis, whole, stage, insideGroups, shared);
        assertThat(stages.select("#stage-2 .quality").first().text()).contains("over the whole tournament");
    }

    private static List<List<String>> csvLines(String text) {
        List<List<String>> out = new java.util.ArrayList<>();
        try (var parser = org.apache.commons.csv.CSVFormat.RFC4180.parse(new java.io.StringReader(text))) {
            parser.forEach(r -> out.add(r.toList()));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out;
    }

    /**
     * The times a pair shared a table beyond the first, over sessions {@code from} to {@code to}; with
     * {@code groupOf}, only pairs of one group.
     */
    private static long repeats(Map<Integer, Map<Integer, List<Seating>>> seated, int from, int to,
                                Map<Long, Integer> groupOf) {
        Map<String, Integer> met = new HashMap<>();
        for (int s = from; s <= to; s++) {
            for (List<Seating> table : seated.get(s).values()) {
                for (Seating a : table) {
                    for (Seating b : table) {
                        if (a.playerId() < b.playerId() && (groupOf == null
                                || groupOf.get(a.playerId()).equals(groupOf.get(b.playerId())))) {
                            met.merge(a.playerId() + "/" + b.playerId(), 1, Integer::sum);
                        }
                    }
                }
            }
        }
        return met.values().stream().mapToLong(n -> n - 1).sum();
    }
}

package org.mahjongresults.web.standings;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.hall.HallRepository;
import org.mahjongresults.db.penalty.PenaltyRepository;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.engine.penalty.Offence;
import org.mahjongresults.engine.penalty.SanctionKind;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * Issue 30, "every figure that leaves the site says what it is": provisional figures are marked in the standings JSON,
 * the CSV and the EMA file as the pages mark them; the sheet JSON carries the penalties and their effects, so that
 * its hands and penalties add up to the tables API's session score; a sheet ended by time says so in both APIs.
 */
class ExportMarksRouteTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aTableStillBeingPlayedIsProvisionalInEveryExportAndPenaltiesAndTheTimeCalledAreInTheApis() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            long demo = app.demoTournamentId();
            List<Seating> table = app.parts().draws().seatings(demo).stream()
                    .filter(s -> s.session() == 1 && s.table() == 1).toList();
            Seating east = table.get(0);

            // One hand at session 1, table 1: the table is being played, its figures are provisional.
            Staff scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
            String path = "/tournaments/" + demo + "/sessions/1/tables/1";
            Map<String, String> hand = formOf(scorekeeper.get(app, path + "/sheet").body(), path + "/hands");
            hand.put("result", "WIN");
            hand.put("winner", String.valueOf(east.playerId()));
            hand.put("discarder", "self");
            hand.put("fanPoints", "8");
            assertThat(scorekeeper.post(app, path + "/hands", hand).status()).isEqualTo(302);
            // A deduction of 10 for East, and a transfer of 10 from East to each other player.
            PenaltyRepository penalties = app.parts().penalties();
            penalties.record(Actor.SYSTEM, demo, new PenaltyRepository.NewPenalty(1, 1, null, east.playerId(),
                    Offence.WRONG_CLAIM, SanctionKind.DEDUCTION, 10, false, null, null, "test", StaffRole.REFEREE));
            penalties.record(Actor.SYSTEM, demo, new PenaltyRepository.NewPenalty(1, 1, 1, east.playerId(),
                    Offence.WRONG_CLAIM, SanctionKind.TRANSFER_EACH, 10, false, null, null, "test",
                    StaffRole.REFEREE));
            app.awaitSpectatorSnapshot();
            Http http = new Http();

            JsonNode standings = JSON.readTree(http.get(app.url("/api/tournaments/" + demo + "/standings")).body());
            assertThat(standings.get("provisionalSessions").toString()).isEqualTo("[1]");
            for (JsonNode player : standings.get("players")) {
                boolean atTable = table.stream().anyMatch(s -> s.entryNumber() == player.get("entry").asInt());
                assertThat(player.get("provisional").asBoolean()).isEqualTo(atTable);
                assertThat(player.get("sessions").get(0).get("provisional").asBoolean()).isEqualTo(atTable);
            }

            String csv = http.get(app.url("/tournaments/" + demo + "/standings.csv")).body();
            String[] lines = csv.split("\r\n");
            // The figures' status, then the player's marks (issue 28: withdrawn, replaced, absent).
            assertThat(lines[0]).contains("s1_status")
                    .endsWith(",status,player_status,replaced_by,replaces,absent_sessions");
            for (Seating s : table) {
                assertThat(lineOf(lines, s.name())).as(s.name()).endsWith(",provisional,ACTIVE,,,");
            }
            String ema = http.get(app.url("/tournaments/" + demo + "/standings/ema.csv")).body();
            String[] emaLines = ema.split("\r\n");
            assertThat(emaLines[0]).endsWith(",Status");
            for (Seating s : table) {
                assertThat(lineOf(emaLines, s.name())).as(s.name()).endsWith(",provisional");
            }

            // The sheet's hands plus its penalties are the tables API's session scores.
            JsonNode sheet = JSON.readTree(http.get(app.url("/api" + path + "/sheet")).body());
            assertThat(sheet.get("penalties")).hasSize(2);
            assertThat(sheet.get("penalties").get(0).get("effects").toString()).isEqualTo("{\"E\":-10}");
            assertThat(sheet.get("penalties").get(1).get("effects").toString())
                    .isEqualTo("{\"E\":-30,\"S\":10,\"W\":10,\"N\":10}");
            JsonNode tables = JSON.readTree(http.get(app.url("/api/tournaments/" + demo + "/sessions/1/tables"))
                    .body());
            JsonNode seats = tables.get("tables").get(0).get("seats");
            Map<String, Integer> fromHands = new HashMap<>();
            sheet.get("hands").forEach(h -> h.get("results").fields()
                    .forEachRemaining(e -> fromHands.merge(e.getKey(), e.getValue().asInt(), Integer::sum)));
            sheet.get("penalties").forEach(p -> p.get("effects").fields()
                    .forEachRemaining(e -> fromHands.merge(e.getKey(), e.getValue().asInt(), Integer::sum)));
            for (JsonNode seat : seats) {
                String letter = seat.get("seat").asText();
                assertThat(fromHands.get(letter)).as(letter).isEqualTo(seat.get("sessionScore").asInt());
                assertThat(sheet.get("totals").get(letter).asInt()).isEqualTo(seat.get("sessionScore").asInt());
            }
            assertThat(sheet.get("timeCalledAfterHand").isNull()).isTrue();
            assertThat(tables.get("tables").get(0).get("timeCalledAfterHand").isNull()).isTrue();

            // Time called after hand 1: both APIs say so.
            Sheet recorded = app.parts().sheets().find(demo, 1, 1).orElseThrow();
            HallRepository hall = app.parts().halls();
            app.db().transaction(tx -> {
                hall.recordEnd(tx, Actor.SYSTEM, demo, recorded.id(), 1, true, null);
                return null;
            });
            sheet = JSON.readTree(http.get(app.url("/api" + path + "/sheet")).body());
            assertThat(sheet.get("timeCalledAfterHand").asInt()).isEqualTo(1);
            tables = JSON.readTree(http.get(app.url("/api/tournaments/" + demo + "/sessions/1/tables")).body());
            assertThat(tables.get("tables").get(0).get("timeCalledAfterHand").asInt()).isEqualTo(1);
        }
    }

    @Test
    void aSheetEndedByTimeMarksItsPlayersSessionCellsInTheStandingsAndTheirExports() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            long demo = app.demoTournamentId();
            List<Seating> table = app.parts().draws().seatings(demo).stream()
                    .filter(s -> s.session() == 1 && s.table() == 1).toList();
            Staff scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
            String path = "/tournaments/" + demo + "/sessions/1/tables/1";
            postWin(app, scorekeeper, path, table.get(0));
            Sheet recorded = app.parts().sheets().find(demo, 1, 1).orElseThrow();
            HallRepository hall = app.parts().halls();
            app.db().transaction(tx -> {
                hall.recordEnd(tx, Actor.SYSTEM, demo, recorded.id(), 1, true, null);
                return null;
            });
            // A results write after the end: the standings of the new version are made with it.
            postWin(app, scorekeeper, path, table.get(1));
            app.awaitSpectatorSnapshot();
            Http http = new Http();

            var page = Jsoup.parse(http.get(app.url("/tournaments/" + demo + "/standings")).body());
            for (Seating s : table) {
                Element cell = page.selectFirst("tr[data-p=" + s.playerId() + "] td.tp");
                assertThat(cell).as(s.name()).isNotNull();
                assertThat(cell.hasClass("tc")).as(s.name()).isTrue();
                assertThat(cell.attr("data-tc")).isEqualTo("1");
            }
            assertThat(page.select("td.tc")).hasSize(table.size());
            assertThat(page.selectFirst("p.time-called-legend")).isNotNull();

            JsonNode standings = JSON.readTree(http.get(app.url("/api/tournaments/" + demo + "/standings")).body());
            for (JsonNode player : standings.get("players")) {
                boolean atTable = table.stream().anyMatch(s -> s.entryNumber() == player.get("entry").asInt());
                JsonNode first = player.get("sessions").get(0).get("timeCalledAfterHand");
                assertThat(atTable ? first.asInt() : first.isNull() ? null : first.asText())
                        .as(player.get("name").asText()).isEqualTo(atTable ? 1 : null);
            }
            String[] lines = http.get(app.url("/tournaments/" + demo + "/standings.csv")).body().split("\r\n");
            assertThat(lines[0]).contains("s1_status,s1_time_called_after_hand");
            for (Seating s : table) {
                assertThat(lineOf(lines, s.name())).as(s.name()).contains(",provisional,1,");
            }
        }
    }

    private static void postWin(TestApp app, Staff scorekeeper, String path, Seating winner) throws Exception {
        Map<String, String> hand = formOf(scorekeeper.get(app, path + "/sheet").body(), path + "/hands");
        hand.put("result", "WIN");
        hand.put("winner", String.valueOf(winner.playerId()));
        hand.put("discarder", "self");
        hand.put("fanPoints", "8");
        assertThat(scorekeeper.post(app, path + "/hands", hand).status()).isEqualTo(302);
    }

    private static String lineOf(String[] lines, String name) {
        for (String line : lines) {
            if (line.contains(name)) {
                return line;
            }
        }
        throw new AssertionError("no line for " + name);
    }

    private static Map<String, String> formOf(String html, String action) {
        for (Element form : Jsoup.parse(html).select("form[method=post]")) {
            if (form.attr("action").startsWith(action)) {
                Map<String, String> values = new HashMap<>();
                for (Element input : form.select("input[name], select[name]")) {
                    if (input.tagName().equals("select")) {
                        Element option = input.selectFirst("option[selected]");
                        option = option == null ? input.selectFirst("option") : option;
                        values.putIfAbsent(input.attr("name"), option == null ? "" : option.attr("value"));
                    } else if (!input.attr("type").equals("checkbox") && !input.attr("type").equals("radio")) {
                        values.putIfAbsent(input.attr("name"), input.val());
                    }
                }
                return values;
            }
        }
        throw new AssertionError("no form for " + action);
    }
}

package org.mahjongresults.web.checkin;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * Issue 28 item 4, "withdrawn, replaced and absent players are marked in every standings table, export and API": a
 * withdrawn player, a replaced one and their substitute, and a player whose seat was recorded absent (a forfeit,
 * RULINGS §4) carry their mark in the standings table (with its legend in each language), the CSV and the standings
 * API (and the JSON export). The EMA file keeps the EMA's own columns.
 */
class PlayerMarksRouteTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void withdrawnReplacedAndAbsentPlayersAreMarkedInTheStandingsTheExportsAndTheApi() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            long demo = app.demoTournamentId();
            TournamentRepository tournaments = app.parts().tournaments();
            List<Seating> session4 = app.parts().draws().seatings(demo).stream()
                    .filter(s -> s.session() == 4 && s.table() == 2).toList();
            Seating absentSeat = session4.get(1);
            List<Player> players = tournaments.players(demo);
            Player leaving = players.stream().filter(p -> p.id() != absentSeat.playerId()).findFirst().orElseThrow();
            Player withdrawing = players.stream().filter(p -> p.id() != absentSeat.playerId()
                    && p.id() != leaving.id()).skip(3).findFirst().orElseThrow();

            tournaments.withdraw(Actor.SYSTEM, demo, withdrawing.id(), 3);
            int entry = tournaments.nextEntryNumber(demo);
            tournaments.substitute(Actor.SYSTEM, demo, leaving.id(), 3,
                    Player.newPlayer(demo, entry, "Sub Stitute", null, "CH", leaving.teamId(), null));
            // The referee records the seat of session 4, table 2 absent before play (the table plays as three).
            Staff referee = Staff.login(app, "referee", "demo-referee");
            assertThat(referee.post(app, "/tournaments/" + demo + "/sessions/4/tables/2/sheet/absent",
                    Map.of("seat", absentSeat.seat().letter())).status()).isEqualTo(302);

            // The standings table: the marks after the names, and their legend.
            Http spectator = new Http();
            Document page = spectator.get(app.url("/tournaments/" + demo + "/standings?all=1&lang=en")).html();
            Element withdrawn = page.selectFirst("tr[data-p=" + withdrawing.id() + "]");
            assertThat(withdrawn.select("[data-pm=withdrawn]")).hasSize(1);
            Element replaced = page.selectFirst("tr[data-p=" + leaving.id() + "]");
            assertThat(replaced.select("[data-pm=replaced]").text()).isEqualTo("\u21C4" + entry);
            Element absent = page.selectFirst("tr[data-p=" + absentSeat.playerId() + "]");
            assertThat(absent.select("[data-pm=absent]").text()).isEqualTo("\u22054");
            Element substitute = page.select("tbody tr").stream()
                    .filter(tr -> tr.text().contains("Sub Stitute")).findFirst().orElseThrow();
            assertThat(substitute.select("[data-pm=substitute]").text())
                    .isEqualTo("\u21C6" + leaving.entryNumber());
            assertThat(page.select(".player-marks-legend").text()).contains("withdrawn", "replaced by entry 17");
            assertThat(spectator.get(app.url("/tournaments/" + demo + "/standings?all=1&lang=zh")).html()
                    .select(".player-marks-legend").text()).contains("退赛");
            assertThat(spectator.get(app.url("/tournaments/" + demo + "/standings?all=1&lang=ja")).html()
                    .select(".player-marks-legend").text()).contains("棄権");

            // The CSV: the player's status, who replaced whom, the sessions absent.
            String csv = spectator.get(app.url("/tournaments/" + demo + "/standings.csv")).body();
            List<String> lines = csv.lines().toList();
            assertThat(lines.get(0)).endsWith(",status,player_status,replaced_by,replaces,absent_sessions");
            assertThat(line(lines, withdrawing.name())).endsWith(",WITHDRAWN,,,");
            assertThat(line(lines, leaving.name())).endsWith(",REPLACED," + entry + ",,");
            assertThat(line(lines, "Sub Stitute")).endsWith(",ACTIVE,," + leaving.entryNumber() + ",");
            assertThat(line(lines, absentSeat.name())).endsWith(",ACTIVE,,,4");

            // The EMA file keeps the EMA's columns (its ranking reads them): placed players with their places.

            // The API (and the JSON export): a mark on each player's line.
            JsonNode api = JSON.readTree(spectator.get(app.url("/api/tournaments/" + demo + "/standings")).body());
            JsonNode gone = player(api, withdrawing.entryNumber());
            assertThat(gone.path("mark").path("status").asText()).isEqualTo("WITHDRAWN");
            JsonNode left = player(api, leaving.entryNumber());
            assertThat(left.path("mark").path("status").asText()).isEqualTo("REPLACED");
            assertThat(left.path("mark").path("replacedBy").asInt()).isEqualTo(entry);
            assertThat(player(api, entry).path("mark").path("replaces").asInt()).isEqualTo(leaving.entryNumber());
            assertThat(player(api, absentSeat.entryNumber()).path("mark").path("absentSessions").toString())
                    .isEqualTo("[4]");
            assertThat(player(api, session4.get(0).entryNumber()).path("mark").path("status").asText())
                    .isEqualTo("ACTIVE");
            JsonNode export = JSON.readTree(spectator.get(app.url("/tournaments/" + demo + "/standings.json")).body());
            assertThat(player(export, withdrawing.entryNumber()).path("mark").path("status").asText())
                    .isEqualTo("WITHDRAWN");
        }
    }

    private static String line(List<String> lines, String name) {
        return lines.stream().filter(l -> l.contains(name)).findFirst().orElseThrow();
    }

    private static JsonNode player(JsonNode body, int entry) {
        for (JsonNode p : body.path("players")) {
            if (p.path("entry").asInt() == entry) {
                return p;
            }
        }
        throw new AssertionError("no player " + entry);
    }
}

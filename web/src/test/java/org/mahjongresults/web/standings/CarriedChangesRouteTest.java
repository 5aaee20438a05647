package org.mahjongresults.web.standings;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.web.testing.EventStreamWatch;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * The event that tells the standings' watchers of a saved hand carries the rows that changed, from the version they
 * were told of before (issue 39): an open standings page shows the hand without fetching anything. Waits for events
 * by their results version, never for time.
 */
class CarriedChangesRouteTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theStandingsEventCarriesTheChangedRowsFromTheVersionToldBefore() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            long id = app.demoTournamentId();
            Staff scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
            List<Seating> session1 = app.parts().draws().seatings(id).stream().filter(s -> s.session() == 1).toList();
            String region = app.url("/tournaments/" + id + "/standings?region=1");
            String opened = new Http().get(region).html().selectFirst("table.standings").attr("data-v");
            EventStreamWatch watch = EventStreamWatch.watch(app, id, "all");

            enterWin(app, scorekeeper, id, 1, session1);
            long first = app.parts().sheets().resultsVersion(id);
            watch.awaitVersion(first, Duration.ofSeconds(20));
            // The page opened before the hand asks for what changed since (live.js does when an event carries nothing
            // for its view): from then on the changes for that view are made before each event.
            JsonNode asked = JSON.readTree(new Http().get(region + "&v=" + first + "&from=" + opened).body());
            String shown = asked.get("v").asText();
            assertThat(shown).as("the page is brought to the version told").isNotEqualTo(opened);

            enterWin(app, scorekeeper, id, 2, session1);
            long second = app.parts().sheets().resultsVersion(id);
            EventStreamWatch.Told told = watch.awaitVersion(second, Duration.ofSeconds(20));
            JsonNode whole = JSON.readTree(told.data()).path("rows").path("whole");
            assertThat(whole.isObject()).as("the event carries the whole table's changes: %s", told.data()).isTrue();
            assertThat(whole.get("from").asText()).as("from the version the page shows").isEqualTo(shown);
            List<String> changed = new ArrayList<>();
            whole.get("rows").fieldNames().forEachRemaining(changed::add);
            List<String> table2 = session1.stream().filter(s -> s.table() == 2)
                    .map(s -> String.valueOf(s.playerId())).toList();
            assertThat(changed).as("the four players of the hand's table").containsAll(table2);
            assertThat(whole.get("rows").get(table2.get(0)).asText()).startsWith("<tr");
            // What the page has after taking them is what a fresh visitor gets.
            assertThat(new Http().get(region).html().selectFirst("table.standings").attr("data-v"))
                    .isEqualTo(whole.get("v").asText());
        }
    }

    /** The next hand at a table of session 1: its East wins on South's discard. */
    private static void enterWin(TestApp app, Staff staff, long id, int table, List<Seating> session1) {
        List<Seating> seats = session1.stream().filter(s -> s.table() == table).toList();
        String base = "/tournaments/" + id + "/sessions/1/tables/" + table;
        var sheet = staff.get(app, base + "/sheet").html();
        String version = sheet.selectFirst("input[name=version]").val();
        String number = sheet.selectFirst("input[name=number]").val();
        var response = staff.post(app, base + "/hands", Map.of("number", number, "version", version,
                "requestId", UUID.randomUUID().toString(), "result", "WIN",
                "winner", String.valueOf(seats.get(0).playerId()),
                "discarder", String.valueOf(seats.get(1).playerId()), "fanPoints", "24"));
        assertThat(response.status()).as(response.body()).isEqualTo(302);
    }
}

package org.mahjongresults.web.sheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * A session's live region keeps each table's card and renders again only the cards of the tables that changed
 * (issue 13): the region it puts together must be, byte for byte, the one a server rendering everything anew shows.
 */
class LiveRegionCardsRouteTest {

    private final HttpClient client = HttpClient.newHttpClient();

    private String region(TestApp app, long id, String lang) throws Exception {
        HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(app.url("/tournaments/" + id
                + "/sessions/1/live?region=1"))).header("Accept-Language", lang).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(200);
        return r.body();
    }

    /** The region's table cards, in order. */
    private static List<String> cards(String region) {
        List<String> cards = new ArrayList<>();
        for (String piece : region.split("<article")) {
            if (piece.contains("live-table")) {
                cards.add(piece);
            }
        }
        return cards;
    }

    @Test
    void aSavedHandChangesItsTablesCardAndTheRegionEqualsOneRenderedAnew() throws Exception {
        var db = TestDatabase.freshConfig();
        try (TestApp kept = TestApp.start(db, true, Clock.systemUTC())) {
            long id = kept.demoTournamentId();
            List<String> before = cards(region(kept, id, "en"));
            String japaneseBefore = region(kept, id, "ja");
            assertThat(before).hasSizeGreaterThan(2);

            SheetFixture t = new SheetFixture(kept, 1, 3);
            t.win(Staff.login(kept, "scorekeeper", "demo-scorekeeper"), 1, 0, 2, 8, null, "cards-1");
            kept.awaitSpectatorSnapshot(); // the spectators' snapshot, read again by the application's clock
            String after = region(kept, id, "en");
            List<String> cardsAfter = cards(after);

            assertThat(cardsAfter).hasSameSizeAs(before);
            for (int i = 0; i < before.size(); i++) {
                if (before.get(i).contains("id=\"table-3\"")) {
                    assertThat(cardsAfter.get(i)).as("the table where the hand was saved").isNotEqualTo(before.get(i));
                } else {
                    assertThat(cardsAfter.get(i)).as("card %d", i).isEqualTo(before.get(i));
                }
            }
            String japaneseAfter = region(kept, id, "ja");
            assertThat(japaneseAfter).isNotEqualTo(japaneseBefore).isNotEqualTo(after);

            try (TestApp anew = TestApp.start(db, false, Clock.systemUTC())) {
                assertThat(region(anew, id, "en")).isEqualTo(after);
                assertThat(region(anew, id, "ja")).isEqualTo(japaneseAfter);
            }
        }
    }
}

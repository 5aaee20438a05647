package org.mahjongresults.web.publish;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

/**
 * Every page tells {@code static/js/live.js} the live events' timings ({@code data-live-every}), which the layout
 * takes from the publishing server through the application's wiring, not from the publisher features call.
 */
class LayoutLiveTimingsRouteTest {

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
    void aSpectatorsPageAndASignedOutPageCarryTheServersTimings() {
        String timings = Publisher.liveTimings().replace("\"", "&quot;");
        for (String path : new String[] {"/tournaments/" + app.demoTournamentId() + "/standings", "/"}) {
            Http.Response page = new Http().get(app.url(path));
            assertThat(page.status()).as(path).isEqualTo(200);
            assertThat(page.body()).as(path).contains("data-live-every=\"" + timings + "\"");
        }
    }
}

package org.mahjongresults.web.system;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

class HealthRouteTest {

    @Test
    void healthSaysUpWhileTheDatabaseAnswersAndDownWhenItIsGone() {
        try (TestApp app = TestApp.start()) {
            Http.Response up = new Http().get(app.url("/health"));
            assertThat(up.status()).isEqualTo(200);
            assertThat(up.header("Content-Type")).startsWith("application/json");
            assertThat(up.body()).isEqualTo("{\"status\":\"UP\",\"database\":\"UP\"}");

            app.db().close();
            Http.Response down = new Http().get(app.url("/health"));
            assertThat(down.status()).isEqualTo(503);
            assertThat(down.body()).contains("\"DOWN\"");
        }
    }
}

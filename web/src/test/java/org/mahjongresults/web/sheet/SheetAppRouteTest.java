package org.mahjongresults.web.sheet;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * Issue 26 item 3: the sheet as an installable app. Its manifest names the table in the reader's language and opens
 * its sheet; its service worker is served from the root (a scope of /tournaments/) under the site's strict
 * Content-Security-Policy (a worker is a script of 'self'); the scorekeeper's form carries the queue's texts.
 */
class SheetAppRouteTest {

    private static TestApp app;

    @BeforeAll
    static void start() {
        app = TestApp.startWithDemo();
    }

    @AfterAll
    static void stop() {
        app.close();
    }

    @Test
    void theManifestOpensTheTablesSheetInTheReadersLanguageAndTheWorkerIsServedFromTheRoot() throws Exception {
        Http http = new Http();
        String sheet = "/tournaments/" + app.demoTournamentId() + "/sessions/1/tables/2/sheet";
        Http.Response zh = http.get(app.url(sheet + "/app.webmanifest?lang=zh"));
        assertThat(zh.status()).isEqualTo(200);
        assertThat(zh.header("Content-Type")).startsWith("application/manifest+json");
        JsonNode m = new ObjectMapper().readTree(zh.body());
        assertThat(m.get("name").asText()).isEqualTo("成绩记录表 · 第1局 · 第2桌");
        assertThat(m.get("short_name").asText()).isEqualTo("第2桌");
        assertThat(m.get("start_url").asText()).isEqualTo(sheet + "?lang=zh");
        assertThat(m.get("scope").asText()).isEqualTo("/tournaments/");
        assertThat(m.get("display").asText()).isEqualTo("standalone");
        assertThat(m.get("icons").findValuesAsText("sizes")).contains("192x192", "512x512");
        for (JsonNode icon : m.get("icons")) {
            assertThat(http.get(app.url(icon.get("src").asText())).status()).isEqualTo(200);
        }
        assertThat(new ObjectMapper().readTree(http.get(app.url(sheet + "/app.webmanifest?lang=ja")).body())
                .get("short_name").asText()).isEqualTo("第2卓");

        Http.Response worker = http.get(app.url("/sheet-worker.js"));
        assertThat(worker.status()).isEqualTo(200);
        assertThat(worker.header("Content-Type")).startsWith("text/javascript");
        assertThat(worker.header("Cache-Control")).isEqualTo("no-cache");
        assertThat(worker.header("Content-Security-Policy")).contains("script-src 'self'");
        assertThat(worker.body()).contains("self.addEventListener(\"fetch\"");

        assertThat(http.get(app.url("/tournaments/x/sessions/1/tables/2/sheet/app.webmanifest")).status())
                .isEqualTo(404);
        assertThat(http.get(app.url("/tournaments/1/sessions/0/tables/2/sheet/app.webmanifest")).status())
                .isEqualTo(404);
    }

    @Test
    void theScorekeepersFormCarriesTheQueueAndItsTextsAndTheSpectatorsPageDoesNot() {
        String sheet = "/tournaments/" + app.demoTournamentId() + "/sessions/1/tables/2/sheet";
        Staff keeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
        var page = keeper.get(app, sheet + "?lang=ja").html();
        var queue = page.selectFirst("#offline-queue");
        assertThat(queue).isNotNull();
        assertThat(queue.hasAttr("hidden")).isTrue();
        assertThat(queue.attr("data-worker")).isEqualTo("/sheet-worker.js");
        assertThat(queue.attr("data-scope")).isEqualTo("/tournaments/");
        assertThat(queue.attr("data-manifest")).isEqualTo(sheet + "/app.webmanifest");
        assertThat(queue.attr("data-waiting")).isEqualTo("送信待ち");
        assertThat(queue.attr("data-hand-label")).isEqualTo("第%N%局");
        assertThat(queue.attr("data-heading")).isEqualTo("第%N%局");
        assertThat(page.select("script[src$=/static/js/offline.js]")).hasSize(1);
        assertThat(page.selectFirst("#offline-banner").attr("data-text")).startsWith("%TIME% から");

        var spectator = new Http().get(app.url(sheet + "?lang=en")).html();
        assertThat(spectator.select("#offline-queue, script[src$=/static/js/offline.js]")).isEmpty();
        assertThat(spectator.selectFirst("#offline-banner").attr("data-text"))
                .isEqualTo("Offline since %TIME%. The page catches up when the network returns.");
    }
}

package org.mahjongresults.web.standings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * Words for readers (issue 37): one sub-navigation on every standings page, and no rulebook codes in running text.
 */
class ReadersWordsRouteTest {

    @Test
    void everyStandingsPageShowsTheSameSubNavigationInTheSameOrder() {
        try (TestApp app = TestApp.startWithDemo()) {
            long tid = app.demoTournamentId();
            String base = "/tournaments/" + tid;
            Map<String, String> pages = Map.of(base + "/standings?lang=en", "Individual", base + "/stages?lang=en",
                    "Stages", base + "/standings/nations?lang=en", "Nations");
            List<String> first = null;
            for (Map.Entry<String, String> page : pages.entrySet()) {
                Document d = new Http().get(app.url(page.getKey())).html();
                List<String> items = d.select("nav.session-switch a").eachText();
                assertThat(items).as(page.getKey()).startsWith("Individual", "Stages").endsWith("Nations");
                assertThat(d.select("nav.session-switch a.is-current").text()).as(page.getKey())
                        .isEqualTo(page.getValue());
                if (first == null) {
                    first = items;
                }
                assertThat(items).as(page.getKey()).isEqualTo(first);
            }
        }
    }

    @Test
    void noRulebookCodeOrSectionNumberIsShownToReaders() {
        try (TestApp app = TestApp.startWithDemo()) {
            long tid = app.demoTournamentId();
            Staff director = Staff.login(app, "director", "demo-director");
            for (String lang : List.of("en", "zh", "ja")) {
                for (String path : List.of("/tournaments/" + tid + "/standings/nations", "/tournaments/" + tid
                        + "/standings/rules", "/tournaments/" + tid + "/hall", "/tournaments/" + tid + "/edit")) {
                    Http.Response r = director.get(app, path + "?lang=" + lang);
                    assertThat(r.status()).as(path).isEqualTo(200);
                    String text = r.html().body().text();
                    assertThat(text).as(path + " " + lang).doesNotContain("§").doesNotContain("付録")
                            .doesNotContain("(002)").doesNotContain("（003）").doesNotContain("document 004");
                }
            }
        }
    }
}

package org.mahjongresults.web.standings;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

/**
 * Native names where the reader's language is the name's (issue 35): the standings rows carry 李娜 marked Chinese and
 * 佐藤 春香 marked Japanese (the style shows each to readers of its language), and the score sheet shows 李娜 to a
 * Chinese reader and not to an English one.
 */
class NativeNamesRouteTest {

    @Test
    void theStandingsAndTheSheetShowANativeNameToReadersOfItsLanguage() {
        try (TestApp app = TestApp.startWithDemo()) {
            long id = app.demoTournamentId();
            Http spectator = new Http();
            Document zh = spectator.get(app.url("/tournaments/" + id + "/standings?all=1&lang=zh")).html();
            assertThat(zh.select("html").attr("lang")).startsWith("zh");
            assertThat(zh.select("table.standings span.native[lang=zh]").eachText()).contains("李娜");
            assertThat(zh.select("table.standings span.native[lang=ja]").eachText()).contains("佐藤 春香");

            Seating liNa = app.parts().draws().seatings(id).stream()
                    .filter(s -> "李娜".equals(s.nativeName()) && s.session() == 1).findFirst().orElseThrow();
            String sheet = "/tournaments/" + id + "/sessions/1/tables/" + liNa.table() + "/sheet";
            assertThat(spectator.get(app.url(sheet + "?lang=zh")).html().select(".native").eachText())
                    .contains("李娜");
            assertThat(spectator.get(app.url(sheet + "?lang=en")).html().select(".native").eachText())
                    .doesNotContain("李娜");
        }
    }
}

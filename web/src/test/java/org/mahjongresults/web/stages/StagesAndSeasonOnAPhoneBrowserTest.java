package org.mahjongresults.web.stages;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.PhoneFit;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Issue 37: the stages page once a final stage is added, and a season's page with its tournaments, read on a 390-px
 * phone in the three languages: no column behind a sideways swipe, no label cut (PhoneFit).
 */
@Slow
class StagesAndSeasonOnAPhoneBrowserTest {

    @Test
    void theStagesAndASeasonsTournamentsFitAPhoneInEveryLanguage() {
        try (TestApp app = TestApp.startWithDemo()) {
            StageField f = new StageField(app, "Vienna Cup", 32, 2);
            f.play(1, 2);
            Staff director = Staff.login(app, "director", "demo-director");
            Http.Response stage = director.post(app, "/tournaments/" + f.id + "/stages", Map.of("formation",
                    "QUARTILES", "groupSize", "16", "sessions", "2", "carry", "TABLE_POINTS", "seating", "DRAW"));
            assertThat(stage.status()).as("the stage is added").isEqualTo(302);
            Http.Response season = director.post(app, "/seasons", Map.of("name", "Central European League 2026",
                    "basis", "PLACE", "placePoints", "25,18,15,12,10", "tournament", String.valueOf(f.id),
                    "weight_" + f.id, "1.5"));
            assertThat(season.status()).as("the season is created").isEqualTo(302);

            List<String> problems = new ArrayList<>();
            ChromeDriver phone = Browser.phone();
            try {
                for (String lang : List.of("en", "zh", "ja")) {
                    for (String page : List.of("/tournaments/" + f.id + "/stages", season.header("Location"))) {
                        phone.get(app.url(page + "?lang=" + lang));
                        phone.executeAsyncScript("document.fonts.ready.then(arguments[arguments.length - 1]);");
                        // What is looked at is there: the final stage's group tables, the season's tournaments.
                        assertThat(phone.findElements(By.cssSelector(page.endsWith("/stages")
                                ? "#stage-2 .stage-group table" : "table.season-events tbody tr"))).as(page)
                                .isNotEmpty();
                        PhoneFit.problems(phone).forEach(p -> problems.add(page + " " + lang + ": " + p));
                        phone.executeScript("var e = document.querySelector('#stage-2, .season-events');"
                                + " if (e) { e.scrollIntoView(); }");
                        Browser.screenshot(phone, "phone-reader" + page.replaceAll("[/?=]+", "-") + "-" + lang);
                    }
                }
            } finally {
                phone.quit();
            }
            assertThat(problems).isEmpty();
        }
    }
}

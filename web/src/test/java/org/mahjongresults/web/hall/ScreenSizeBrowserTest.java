package org.mahjongresults.web.hall;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.PlayedDemo;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Issue 27: the big screen fills a 1920×1080 projector with rows readable from 20 m (text of at least 40 px) and
 * shows the same at 4K; a Swiss knockout's screen speaks of rounds and shows its bracket.
 */
class ScreenSizeBrowserTest {

    private static TestApp app;
    private static long mcr;

    @BeforeAll
    static void start() {
        app = PlayedDemo.app(); // shared, only read
        mcr = PlayedDemo.mcr();
    }

    @Test
    void aFullHdScreenShowsAsManyRowsAsFitInTextReadableFromTwentyMetres() {
        checkStandings(1920, 1080, 40);
    }

    @Test
    void aFourKScreenShowsTheSameRowsAtTwiceTheSize() {
        checkStandings(3840, 2160, 80);
    }

    @Test
    void theSwissScreenSpeaksOfRoundsAndShowsTheBracket() {
        ChromeDriver driver = Browser.open(1920, 1080);
        try {
            driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", 1920, "height", 1080,
                    "deviceScaleFactor", 1, "mobile", false));
            driver.get(app.url("/tournaments/" + (mcr + 1) + "/screen?lang=en#tables-1"));
            assertThat(driver.findElement(By.cssSelector(".screen-tables .screen-pane__title")).getText())
                    .startsWith("Round ");
            driver.get(app.url("/tournaments/" + (mcr + 1) + "/screen?lang=en#bracket"));
            driver.navigate().refresh();
            assertThat(driver.findElements(By.cssSelector(".screen-bracket .bracket-round"))).isNotEmpty();
            Browser.screenshot(driver, "screen-swiss-bracket-1920");
        } finally {
            driver.quit();
        }
    }

    private void checkStandings(int width, int height, double minTextPx) {
        ChromeDriver driver = Browser.open(width, height);
        try {
            // The page itself is the screen's size (a kiosk browser shows no bar).
            driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height,
                    "deviceScaleFactor", 1, "mobile", false));
            driver.get(app.url("/tournaments/" + mcr + "/screen?lang=en#standings-1"));
            driver.navigate().refresh();
            driver.executeAsyncScript("document.fonts.ready.then(arguments[arguments.length - 1]);");
            @SuppressWarnings("unchecked")
            Map<String, Object> m = (Map<String, Object>) driver.executeScript(
                    "var pane = document.querySelector('.screen-standings.is-shown');"
                    + "var rows = pane.querySelectorAll('tbody tr');"
                    + "var last = rows[rows.length - 1].getBoundingClientRect();"
                    + "var foot = document.querySelector('.screen__foot').getBoundingClientRect();"
                    + "return {rows: rows.length, text: parseFloat(getComputedStyle(rows[0].querySelector('td.name'))"
                    + ".fontSize), bottom: last.bottom, foot: foot.top, height: window.innerHeight,"
                    + "pages: document.querySelectorAll('.screen-standings').length};");
            // The demo's 32 players: 14 rows a page, on 3 pages, each row inside the screen above the foot.
            assertThat(((Number) m.get("rows")).intValue()).isEqualTo(ScreenPages.STANDINGS_PER_PAGE);
            assertThat(((Number) m.get("text")).doubleValue()).isGreaterThanOrEqualTo(minTextPx);
            assertThat(((Number) m.get("bottom")).doubleValue()).isLessThanOrEqualTo(
                    ((Number) m.get("foot")).doubleValue());
            // Filled: the last row ends in the lower part of the pane, not with 40% of the height left empty.
            assertThat(((Number) m.get("bottom")).doubleValue()).isGreaterThan(
                    0.75 * ((Number) m.get("height")).doubleValue());
            Browser.screenshot(driver, "screen-standings-" + width);
        } finally {
            driver.quit();
        }
    }
}

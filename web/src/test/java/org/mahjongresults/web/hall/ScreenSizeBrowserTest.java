package org.mahjongresults.web.hall;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.PlayedDemo;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Issue 27: the big screen fills a 1920×1080 projector with rows readable from 20 m (text of at least 40 px) and
 * shows the same at 4K; a Swiss knockout's screen speaks of rounds and shows its bracket.
 */
@Slow
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

    /**
     * Issue 37: every pane of both rule sets read from the back of the room. No text on the screen (the bar, the pane
     * on show, the foot) is smaller than a 40th of the screen's height, at 1920×1080 and at 3840×2160, in the three
     * languages at 1080p; no name on a pane is cut; the clock pane's clock fills the screen.
     */
    @Test
    void everyPaneShowsNoTextSmallerThanAFortiethOfTheHeightAndTheClockFillsTheScreen() {
        List<String> problems = new ArrayList<>();
        for (int[] size : List.of(new int[] {1920, 1080}, new int[] {3840, 2160})) {
            ChromeDriver driver = Browser.open(size[0], size[1]);
            try {
                driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", size[0],
                        "height", size[1], "deviceScaleFactor", 1, "mobile", false));
                for (String lang : size[0] == 1920 ? List.of("en", "zh", "ja") : List.of("en")) {
                    for (long tid : List.of(mcr, mcr + 1)) {
                        String screen = "/tournaments/" + tid + "/screen?lang=" + lang;
                        driver.get(app.url(screen));
                        @SuppressWarnings("unchecked")
                        List<String> keys = (List<String>) driver.executeScript("return Array.from(document"
                                + ".querySelectorAll('.screen-pane')).map(function (p) { return p.dataset.key; });");
                        assertThat(keys).as(screen).contains("clock");
                        for (String key : keys) {
                            driver.get(app.url(screen + "#" + key));
                            driver.navigate().refresh();
                            driver.executeAsyncScript("document.fonts.ready.then(arguments[arguments.length - 1]);");
                            String where = tid + " " + lang + " " + size[1] + "p #" + key;
                            measurePane(driver, where, size[1], problems);
                            if (key.equals("clock") || key.startsWith("tables") || key.equals("bracket")) {
                                Browser.screenshot(driver, "screen-" + (tid == mcr ? "mcr" : "swiss") + "-" + key
                                        + "-" + size[0] + "-" + lang);
                            }
                        }
                    }
                }
            } finally {
                driver.quit();
            }
        }
        assertThat(problems).isEmpty();
    }

    private static void measurePane(ChromeDriver driver, String where, int height, List<String> problems) {
        @SuppressWarnings("unchecked")
        Map<String, Object> m = (Map<String, Object>) driver.executeScript(
                "var pane = document.querySelector('.screen-pane.is-shown');"
                + "if (!pane) { return null; }"
                + "var min = 1e9, what = '';"
                + "var w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);"
                + "while (w.nextNode()) {"
                + "  var n = w.currentNode, e = n.parentElement;"
                + "  if (!n.nodeValue.trim() || !e || e.closest('script, title')) { continue; }"
                + "  var p = e.closest('.screen-pane'); if (p && p !== pane) { continue; }"
                + "  var r = e.getBoundingClientRect(); if (r.width < 2 || r.height < 2) { continue; }"
                + "  var f = parseFloat(getComputedStyle(e).fontSize);"
                + "  if (f < min) { min = f; what = e.className + ' \"' + n.nodeValue.trim().substring(0, 30) + '\"'; }"
                + "}"
                + "var cut = Array.from(pane.querySelectorAll('.live-name, .name, .bracket-name, .podium-name'))"
                + "  .filter(function (e) { return e.scrollWidth > e.clientWidth + 1; })"
                + "  .map(function (e) { return e.textContent.trim(); });"
                // Nothing of the pane below its bottom edge, hidden by the foot: a card, a row, a bracket table.
                + "var bottom = pane.getBoundingClientRect().bottom;"
                + "Array.from(pane.querySelectorAll('.screen-card, tbody tr, .bracket-table'))"
                + "  .filter(function (e) { return e.getBoundingClientRect().bottom > bottom + 1; })"
                + "  .forEach(function (e) { cut.push('below the pane: ' + e.textContent.trim().substring(0, 20)); });"
                + "var clock = pane.querySelector('.clock'), time = pane.querySelector('.clock__time');"
                + "var c = clock ? clock.getBoundingClientRect() : null;"
                + "return {min: min, what: what, cut: cut, clockWidth: c ? c.width : 0, clockHeight: c ? c.height : 0,"
                + "  timeSize: time ? parseFloat(getComputedStyle(time).fontSize) : 0,"
                + "  width: window.innerWidth, height: window.innerHeight};");
        if (m == null) {
            problems.add(where + ": no pane is shown");
            return;
        }
        double min = ((Number) m.get("min")).doubleValue();
        if (min < height / 40.0) {
            problems.add(where + ": text of " + min + " px (" + m.get("what") + "), less than " + height / 40.0);
        }
        if (!((List<?>) m.get("cut")).isEmpty()) {
            problems.add(where + ": names cut " + m.get("cut"));
        }
        if (where.endsWith("#clock")) {
            double w = ((Number) m.get("width")).doubleValue();
            double h = ((Number) m.get("height")).doubleValue();
            // The clock's box takes most of the screen, its time a third of the height at least.
            if (((Number) m.get("clockWidth")).doubleValue() < 0.8 * w
                    || ((Number) m.get("clockHeight")).doubleValue() < 0.6 * h
                    || ((Number) m.get("timeSize")).doubleValue() < h / 3) {
                problems.add(where + ": the clock is " + m.get("clockWidth") + " x " + m.get("clockHeight")
                        + " with time of " + m.get("timeSize") + " px on a " + w + " x " + h + " screen");
            }
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

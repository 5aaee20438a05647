package org.mahjongresults.web.phone;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.PhoneFit;
import org.mahjongresults.web.testing.PlayedDemo;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Issue 15: every public page on a 390-px phone, in Chinese, English and Japanese, with nothing scrolling sideways
 * and its key figures on the first screen; then the referee's sheet on a 1280-px screen with its last column
 * inside. One browser walks all the pages (a session per test class would cost minutes of CI).
 */
@Slow
class PhonePagesBrowserTest {

    private static TestApp app;
    private static long mcr;

    @BeforeAll
    static void start() {
        // The demo with its results: played sessions, hands, penalties, appeals and the Swiss knockout.
        app = PlayedDemo.app();
        mcr = PlayedDemo.mcr();
    }

    @Test
    void everyPublicPageFitsAPhoneInEveryLanguageWithItsKeyFiguresOnTheFirstScreen() {
        String t = "/tournaments/" + mcr;
        String swiss = "/tournaments/" + (mcr + 1);
        // page -> the elements whose every corner must be on the first screen
        Map<String, List<String>> pages = new java.util.LinkedHashMap<>();
        pages.put("/", List.of("main h1"));
        pages.put(t, List.of(".tabs a"));
        pages.put(t + "/draw", List.of("#session-1 .draw-table tbody tr:first-child td"));
        pages.put(t + "/sessions/3/live", List.of(".tabs a"));
        pages.put(t + "/sessions/1/tables/1/sheet", List.of("#hand-1 td.delta-cell"));
        pages.put(t + "/standings", List.of("table.standings tbody tr:first-child td.place",
                "table.standings tbody tr:first-child td:nth-child(2) a",
                "table.standings tbody tr:first-child td:nth-child(4)",
                "table.standings tbody tr:first-child td:nth-child(5)"));
        pages.put(t + "/standings/teams", List.of("table.team-standings tbody tr:first-child td.num"));
        pages.put(t + "/players/1", List.of(".stat-grid .stat"));
        pages.put(t + "/penalties", List.of(".tabs a"));
        pages.put(t + "/appeals", List.of(".tabs a"));
        pages.put(swiss, List.of(".tabs a"));
        pages.put(swiss + "/draw", List.of(".tabs a"));
        pages.put(swiss + "/standings", List.of(".tabs a"));
        List<String> problems = new ArrayList<>();
        ChromeDriver driver = Browser.phone();
        try {
            for (String lang : List.of("zh", "en", "ja")) {
                for (var page : pages.entrySet()) {
                    String url = page.getKey() + (page.getKey().contains("?") ? "&" : "?") + "lang=" + lang;
                    driver.get(app.url(url));
                    driver.executeAsyncScript("document.fonts.ready.then(arguments[arguments.length - 1]);");
                    check(driver, url, page.getValue(), problems);
                    if (List.of(t + "/standings", t + "/draw", t + "/standings/teams",
                            t + "/sessions/1/tables/1/sheet").contains(page.getKey())) {
                        Browser.screenshot(driver, "phone-" + page.getKey().substring(t.length() + 1)
                                .replace('/', '-') + "-" + lang);
                    }
                }
            }
            // A player's page draws the hands the player won, each tile named in the reader's language.
            driver.get(app.url(t + "/players/1?lang=en"));
            List<WebElement> wins = cells(driver, ".won-hands .tile-group--win img");
            assertThat(wins).isNotEmpty();
            assertThat(wins.get(0).getAttribute("alt")).isNotBlank();
            // The sessions' columns are there on demand, inside the table's own scroller.
            driver.get(app.url(t + "/standings?lang=en"));
            assertThat(cells(driver, "table.standings tbody tr:first-child td.tp")).allMatch(c -> !c.isDisplayed());
            driver.findElement(By.cssSelector("label[for=show-sessions]")).click();
            assertThat(cells(driver, "table.standings tbody tr:first-child td.tp")).allMatch(WebElement::isDisplayed);
            assertThat(pageWidth(driver)).isLessThanOrEqualTo(viewport(driver));
        } finally {
            driver.quit();
        }
        assertThat(problems).isEmpty();
    }

    /**
     * Issue 37: the pages a reader opens on a phone, in the three languages, with no column behind a sideways swipe
     * and no label cut (PhoneFit): a person's grade page, a player's page, the Swiss standings, whose placings are on
     * the first screen (before the bracket).
     */
    @Test
    void theReadersPagesNeedNoSwipeAndCutNoLabelInEveryLanguage() {
        String t = "/tournaments/" + mcr;
        String swiss = "/tournaments/" + (mcr + 1);
        List<String> problems = new ArrayList<>();
        ChromeDriver driver = Browser.phone();
        try {
            for (String lang : List.of("en", "zh", "ja")) {
                for (String page : List.of("/persons/1/grade", t + "/players/1", t + "/players/16",
                        swiss + "/players/1", swiss + "/standings")) {
                    driver.get(app.url(page + "?lang=" + lang));
                    driver.executeAsyncScript("document.fonts.ready.then(arguments[arguments.length - 1]);");
                    PhoneFit.problems(driver).forEach(p -> problems.add(page + " " + lang + ": " + p));
                    driver.executeScript("var e = document.querySelector('.grade-table, .itinerary');"
                            + " if (e) { e.scrollIntoView(); }");
                    Browser.screenshot(driver, "phone-reader" + page.replaceAll("[/?=]+", "-") + "-" + lang);
                }
                // The placings first: the final table, or how far each player went, starts on the first screen.
                driver.get(app.url(swiss + "/standings?lang=" + lang));
                boolean finalPlayed = !cells(driver, "#final-table").isEmpty();
                check(driver, swiss + "/standings?lang=" + lang, List.of(finalPlayed ? "#final-table h2"
                        : ".knockout-standings tbody tr:first-child td.place"), problems);
            }
        } finally {
            driver.quit();
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void onAWideScreenTheRefereesSheetShowsItsLastColumn() {
        ChromeDriver driver = Browser.desktop();
        try {
            Browser.login(driver, app, "referee");
            driver.get(app.url("/tournaments/" + mcr + "/sessions/1/tables/1/sheet?lang=ja"));
            driver.executeAsyncScript("document.fonts.ready.then(arguments[arguments.length - 1]);");
            WebElement scroller = driver.findElement(By.cssSelector(".sheet-table")).findElement(By.xpath(".."));
            Long overflow = (Long) driver.executeScript(
                    "return arguments[0].scrollWidth - arguments[0].clientWidth;", scroller);
            Browser.screenshot(driver, "desktop-referee-sheet-ja");
            assertThat(overflow).as("the sheet fits its frame").isLessThanOrEqualTo(0L);
            assertThat(driver.findElements(By.cssSelector("#hand-1 td.actions a.appeal-link"))).hasSize(1);
            driver.get(app.url("/tournaments/" + mcr + "/standings?lang=zh"));
            Browser.screenshot(driver, "desktop-standings-zh");
        } finally {
            driver.quit();
        }
    }

    private static void check(ChromeDriver driver, String url, List<String> keys, List<String> problems) {
        long width = pageWidth(driver);
        long viewport = viewport(driver);
        if (width > viewport) {
            problems.add(url + ": the page is " + width + " px wide on a " + viewport + " px screen");
        }
        long height = (Long) driver.executeScript("return window.innerHeight;");
        for (String selector : keys) {
            List<WebElement> found = cells(driver, selector);
            if (found.isEmpty()) {
                problems.add(url + ": nothing matches " + selector);
            }
            for (WebElement e : found) {
                @SuppressWarnings("unchecked")
                Map<String, Number> r = (Map<String, Number>) driver.executeScript(
                        "var r = arguments[0].getBoundingClientRect();"
                                + "return {left: r.left, right: r.right, top: r.top, bottom: r.bottom};", e);
                if (r.get("left").doubleValue() < 0 || r.get("right").doubleValue() > viewport
                        || r.get("bottom").doubleValue() > height) {
                    problems.add(url + ": " + selector + " '" + e.getText() + "' is outside the first screen ("
                            + viewport + " x " + height + ") " + r);
                }
            }
        }
    }

    private static List<WebElement> cells(ChromeDriver driver, String selector) {
        return driver.findElements(By.cssSelector(selector));
    }

    private static long pageWidth(ChromeDriver driver) {
        return (Long) driver.executeScript("return document.documentElement.scrollWidth;");
    }

    private static long viewport(ChromeDriver driver) {
        return (Long) driver.executeScript("return document.documentElement.clientWidth;");
    }
}

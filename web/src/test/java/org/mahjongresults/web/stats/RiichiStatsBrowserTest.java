package org.mahjongresults.web.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.PlayedDemo;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The demo's riichi statistics in a real browser (issue 38): on a 390 px phone nothing scrolls sideways and the
 * summary's figures are on the first screen; on a 1920 px desktop the summary and the charts are.
 */
@Slow
class RiichiStatsBrowserTest {

    private static TestApp app;
    private static long id;

    @BeforeAll
    static void start() {
        app = PlayedDemo.app(); // shared, only read
        id = app.parts().tournaments().list().stream().filter(t -> t.ruleSet() == RuleSet.RIICHI)
                .mapToLong(Tournament::id).findFirst().orElseThrow();
    }

    private static void open(ChromeDriver driver, String lang) {
        driver.get(app.url("/tournaments/" + id + "/stats?lang=" + lang));
        new WebDriverWait(driver, Duration.ofSeconds(10), Browser.POLL)
                .until(ExpectedConditions.presenceOfElementLocated(By.id("yaku-stats")));
    }

    @Test
    void onAPhoneNothingScrollsSidewaysAndTheSummaryIsOnTheFirstScreen() {
        ChromeDriver driver = Browser.phone();
        try {
            open(driver, "en");
            Long pageWidth = (Long) driver.executeScript("return document.documentElement.scrollWidth;");
            Long viewport = (Long) driver.executeScript("return window.innerWidth;");
            Long height = (Long) driver.executeScript("return window.innerHeight;");
            assertThat(pageWidth).isLessThanOrEqualTo(viewport);
            for (String figure : new String[] {"stat-hands", "stat-ron", "stat-tsumo", "stat-draws"}) {
                Rectangle r = driver.findElement(By.id(figure)).getRect();
                assertThat(r.getY() + r.getHeight()).as(figure).isLessThanOrEqualTo(height.intValue());
            }
            Browser.screenshot(driver, "riichi-stats-en-390");
            driver.executeScript("document.getElementById('players-heading').scrollIntoView();");
            Browser.screenshot(driver, "riichi-stats-en-390-players");
            open(driver, "ja");
            assertThat((Long) driver.executeScript("return document.documentElement.scrollWidth;"))
                    .isLessThanOrEqualTo(viewport);
            Browser.screenshot(driver, "riichi-stats-ja-390");
        } finally {
            driver.quit();
        }
    }

    @Test
    void onADesktopTheSummaryAndTheChartsShow() {
        ChromeDriver driver = Browser.open(1920, 1080);
        try {
            open(driver, "en");
            Long height = (Long) driver.executeScript("return window.innerHeight;");
            Rectangle summary = driver.findElement(By.id("stats-summary")).getRect();
            assertThat(summary.getY() + summary.getHeight()).isLessThanOrEqualTo(height.intValue());
            assertThat(driver.findElements(By.cssSelector("svg.chart__svg"))).hasSize(2);
            assertThat(driver.findElements(By.cssSelector("#yaku-stats tbody tr")).size()).isGreaterThan(10);
            assertThat(driver.findElements(By.cssSelector("#player-rates tbody tr"))).hasSize(16);
            Browser.screenshot(driver, "riichi-stats-en-1920");
            // The rest of the page, for a person to look at: the charts and players, then the yaku.
            for (String part : new String[] {"trends-heading", "yaku-heading"}) {
                driver.executeScript("document.getElementById(arguments[0]).scrollIntoView();", part);
                Browser.screenshot(driver, "riichi-stats-en-1920-" + part);
            }
        } finally {
            driver.quit();
        }
    }
}

package org.mahjongresults.web.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.PlayedDemo;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The statistics in a real browser: the server-drawn charts show, styled by site.css, on a phone and a desktop. */
@Slow
class StatsBrowserTest {

    private static TestApp app;
    private static long id;

    @BeforeAll
    static void start() {
        app = PlayedDemo.app(); // shared, only read
        id = PlayedDemo.mcr();
    }

    @Test
    void aSpectatorFollowsTheHighestHandToItsWinnersChartsAndAHeadToHead() {
        ChromeDriver driver = Browser.desktop();
        try {
            driver.get(app.url("/tournaments/" + id + "?lang=en"));
            driver.findElement(By.linkText("Statistics")).click();
            new WebDriverWait(driver, Duration.ofSeconds(5), Browser.POLL)
                    .until(ExpectedConditions.textToBe(By.id("highest-heading"), "The highest hands"));
            assertThat(driver.findElements(By.cssSelector("#fan-stats tbody tr"))).hasSize(81);
            Browser.screenshot(driver, "stats-tournament-en-desktop");

            String winner = driver.findElement(By.cssSelector("#top-hands a.stat-hand__winner")).getText();
            driver.findElement(By.cssSelector("#top-hands a.stat-hand__winner")).click();
            new WebDriverWait(driver, Duration.ofSeconds(5), Browser.POLL)
                    .until(ExpectedConditions.textToBe(By.id("progress-heading"), "Progress"));
            assertThat(driver.findElement(By.cssSelector("main h2")).getText()).contains(winner);
            List<WebElement> charts = driver.findElements(By.cssSelector("svg.chart__svg"));
            assertThat(charts).hasSize(3);
            for (WebElement chart : charts) {
                assertThat(chart.getRect().getWidth()).isGreaterThan(300);
                assertThat(chart.getRect().getHeight()).isGreaterThan(100);
            }
            // Styled from site.css (the CSP allows no inline style): the player's line is drawn in the red of 中.
            String stroke = (String) driver.executeScript("return getComputedStyle(document.querySelector("
                    + "'#chart-tp .series-player polyline')).stroke;");
            assertThat(stroke).isEqualTo("rgb(179, 38, 30)");
            assertThat((Long) driver.executeScript("return document.querySelectorAll('.chart [style]').length;"))
                    .isZero();
            Browser.screenshot(driver, "stats-player-en-desktop");

            driver.findElement(By.cssSelector("#dealt-in-to a")).click();
            new WebDriverWait(driver, Duration.ofSeconds(5), Browser.POLL)
                    .until(ExpectedConditions.presenceOfElementLocated(By.id("h2h-hands")));
            assertThat(Integer.parseInt(driver.findElement(By.id("h2h-hands")).getText())).isPositive();
            Browser.screenshot(driver, "stats-h2h-en-desktop");
        } finally {
            driver.quit();
        }
    }

    @Test
    void onAPhoneThePlayersChartsFitTheScreenWidth() {
        ChromeDriver driver = Browser.phone();
        try {
            driver.get(app.url("/tournaments/" + id + "/stats?lang=zh"));
            String player = driver.findElement(By.cssSelector("#top-hands a.stat-hand__winner")).getAttribute("href");
            driver.get(player + "?lang=ja");
            assertThat(driver.findElement(By.id("progress-heading")).getText()).isEqualTo("推移");
            Long pageWidth = (Long) driver.executeScript("return document.documentElement.scrollWidth;");
            Long viewport = (Long) driver.executeScript("return window.innerWidth;");
            assertThat(pageWidth).isLessThanOrEqualTo(viewport);
            WebElement chart = driver.findElement(By.cssSelector("#chart-place"));
            assertThat(chart.getRect().getWidth()).isGreaterThan(250).isLessThanOrEqualTo(viewport.intValue());
            Browser.screenshot(driver, "stats-player-ja-phone");
        } finally {
            driver.quit();
        }
    }
}

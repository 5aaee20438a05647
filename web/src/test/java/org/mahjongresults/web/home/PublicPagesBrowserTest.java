package org.mahjongresults.web.home;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

@Slow
class PublicPagesBrowserTest {

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
    void aVisitorOpensTheHomePageFollowsToTheTournamentAndSwitchesLanguage() {
        ChromeDriver driver = Browser.desktop();
        try {
            driver.get(app.url("/?lang=en"));
            assertThat(driver.findElement(By.cssSelector("main h1")).getText()).isEqualTo("Tournaments");

            driver.findElement(By.linkText("Spring Mahjong Open 2026")).click();
            new WebDriverWait(driver, Duration.ofSeconds(5), Browser.POLL)
                    .until(ExpectedConditions.textToBe(By.id("rules-heading"), "Rules in force"));
            Browser.screenshot(driver, "tournament-en-desktop");

            driver.findElement(By.cssSelector(".lang-switch a[hreflang=zh]")).click();
            new WebDriverWait(driver, Duration.ofSeconds(5), Browser.POLL)
                    .until(ExpectedConditions.textToBe(By.id("rules-heading"), "现行规则"));
            assertThat(driver.findElement(By.cssSelector("html")).getAttribute("lang")).isEqualTo("zh");
            assertThat(driver.getCurrentUrl()).contains("/tournaments/" + app.demoTournamentId());

            // The choice is remembered: the home page now opens in Chinese without a ?lang.
            driver.get(app.url("/"));
            assertThat(driver.findElement(By.cssSelector("main h1")).getText()).isEqualTo("比赛");
        } finally {
            driver.quit();
        }
    }

    @Test
    void onAPhoneTheTournamentPageFitsTheScreenWidth() {
        ChromeDriver driver = Browser.phone();
        try {
            driver.get(app.url("/tournaments/" + app.demoTournamentId() + "?lang=ja"));
            assertThat(driver.findElement(By.id("rules-heading")).getText()).isEqualTo("適用ルール");
            Long pageWidth = (Long) driver.executeScript("return document.documentElement.scrollWidth;");
            Long viewport = (Long) driver.executeScript("return window.innerWidth;");
            assertThat(pageWidth).isLessThanOrEqualTo(viewport);
            Browser.screenshot(driver, "tournament-ja-phone");
        } finally {
            driver.quit();
        }
    }
}

package org.mahjongresults.web.stages;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A director adds a final stage on a phone (390 px): after a 32-player qualification of two sessions, the top 16 go
 * through into groups of 8 by quartile, table points carried; the page then shows the two groups, the draw's quality
 * inside each, and the overall result.
 */
@Slow
class StagesBrowserTest {

    @Test
    void theDirectorAddsAFinalStageAndThePageShowsItsGroups() {
        try (TestApp app = TestApp.startWithDemo()) {
            StageField f = new StageField(app, "Vienna Cup", 32, 2);
            f.play(1, 2);
            ChromeDriver director = Browser.phone();
            try {
                WebDriverWait wait = Browser.login(director, app, "director");
                director.get(app.url("/tournaments/" + f.id + "/stages?lang=en"));
                new Select(director.findElement(By.id("formation"))).selectByValue("QUARTILES");
                WebElement size = director.findElement(By.id("groupSize"));
                size.clear();
                size.sendKeys("16");
                WebElement sessions = director.findElement(By.id("sessions"));
                sessions.clear();
                sessions.sendKeys("2");
                new Select(director.findElement(By.id("carry"))).selectByValue("TABLE_POINTS");
                new Select(director.findElement(By.id("seating"))).selectByValue("DRAW");
                Browser.click(director, By.id("add-stage-button"));
                wait.withTimeout(Duration.ofSeconds(20)).until(ExpectedConditions.textToBePresentInElementLocated(
                        By.cssSelector(".flash"), "Stage added: sessions 3–4, 2 group(s) of 16 players."));
                assertThat(director.findElements(By.cssSelector("#stage-2 .stage-group"))).hasSize(2);
                assertThat(director.findElement(By.cssSelector("#stage-2-group-1 .quality")).getText())
                        // counted over the whole tournament (issue 35), and none inside the stage's own sessions
                        .contains("over the whole tournament").contains("in this stage's sessions: 0");
                assertThat(director.findElements(By.cssSelector("#stage-2-group-2 tbody tr"))).hasSize(16);
                assertThat(director.findElements(By.cssSelector("#overall tbody tr"))).hasSize(32);
                // The page fits the phone: nothing wider than the window but the tables' own scrollers.
                Long overflow = (Long) director.executeScript(
                        "return document.documentElement.scrollWidth - window.innerWidth;");
                assertThat(overflow).isLessThanOrEqualTo(0L);
                Browser.screenshot(director, "stages-phone");
                // For a person to look at: the same page in Chinese on the phone, in Japanese on a desktop.
                director.get(app.url("/tournaments/" + f.id + "/stages?lang=zh"));
                wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("stage-2"), "第 2 赛段"));
                Browser.screenshot(director, "stages-phone-zh");
                director.manage().window().setSize(new org.openqa.selenium.Dimension(1920, 1200));
                director.get(app.url("/tournaments/" + f.id + "/stages?lang=ja"));
                wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("stage-2"), "ステージ 2"));
                Browser.screenshot(director, "stages-desktop-ja");
            } finally {
                director.quit();
            }
        }
    }
}

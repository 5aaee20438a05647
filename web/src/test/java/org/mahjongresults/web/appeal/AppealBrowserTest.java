package org.mahjongresults.web.appeal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongresults.web.testing.Browser.click;
import static org.mahjongresults.web.testing.Browser.login;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * An appeal's whole life in a browser (issue 7): a referee records a deduction and the public standings change; the
 * penalised player appeals; the chief referee rejects it with reasons; the player appeals further; the committee
 * upholds it and cancels the penalty; the standings are restored and the timeline shows every step.
 */
@Slow
class AppealBrowserTest {

    private static WebDriverWait waiting(ChromeDriver driver) {
        WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(10), Browser.POLL);
        // A page that navigates under the wait detaches the nodes it was reading: look again.
        wait.ignoring(StaleElementReferenceException.class).ignoring(org.openqa.selenium.WebDriverException.class);
        return wait;
    }

    private static void logout(ChromeDriver driver) {
        click(driver, By.cssSelector("form[action='/logout'] button"));
        waiting(driver).until(ExpectedConditions.invisibilityOfElementLocated(By.cssSelector(".account-nav__user")));
    }

    private static void waitForFlash(ChromeDriver driver, String start) {
        waiting(driver).until(d -> !d.findElements(By.cssSelector(".flash")).isEmpty()
                && d.findElement(By.cssSelector(".flash")).getText().startsWith(start));
    }

    /** The player's match points as the public standings page shows them. */
    private static String matchPoints(ChromeDriver driver, TestApp app, String player) {
        driver.get(app.url("/tournaments/" + app.demoTournamentId() + "/standings?lang=en"));
        WebElement row = waiting(driver).until(d -> d.findElement(By.xpath(
                "//table[contains(@class,'standings')]//tr[.//a[text()='" + player + "']]")));
        List<WebElement> numbers = row.findElements(By.cssSelector("td.num"));
        return numbers.get(2).getText();
    }

    /** The player's match points in the public JSON standings (no account). */
    private static long publicMatchPoints(TestApp app, String player) throws Exception {
        Map<?, ?> json = (Map<?, ?>) JsonCodec.parse(new Http().get(app.url("/api/tournaments/" + app.demoTournamentId()
                + "/standings")).body());
        return ((List<?>) json.get("players")).stream().map(o -> (Map<?, ?>) o)
                .filter(p -> player.equals(p.get("name"))).findFirst()
                .map(p -> ((Number) p.get("matchPoints")).longValue()).orElseThrow();
    }

    /** A screenshot of the whole page at {@code width}: the window grows to the page's height for it. */
    private static void fullPage(ChromeDriver driver, String name, int width) {
        driver.manage().window().setSize(new Dimension(width, 900));
        Number height = (Number) driver.executeScript("return document.documentElement.scrollHeight;");
        driver.manage().window().setSize(new Dimension(width, Math.min(height.intValue() + 150, 4000)));
        Browser.screenshot(driver, name);
    }

    @Test
    void aDeductionIsAppealedRejectedAppealedFurtherAndUpheldByTheCommitteeWithEveryStepOnTheTimeline()
            throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            AppealFixture f = new AppealFixture(app, Clock.systemUTC());
            Seating offender = f.seat(1, 2, 1);
            String tournament = app.url(f.base());
            ChromeDriver driver = Browser.desktop();
            try {
                login(driver, app, "referee");
                assertThat(matchPoints(driver, app, offender.name())).isEqualTo("0");

                // The referee records a 20-point deduction at table 2 of session 1.
                driver.get(app.url(f.table(1, 2) + "/penalties/new?lang=en"));
                new Select(driver.findElement(By.id("p-player"))).selectByValue(String.valueOf(offender.playerId()));
                driver.findElement(By.id("p-hand")).sendKeys("1");
                new Select(driver.findElement(By.id("p-offence"))).selectByValue("LATE_PUNG");
                click(driver, By.cssSelector("form.form[method=get] button[type=submit]"));
                waiting(driver).until(ExpectedConditions.presenceOfElementLocated(By.id("proposal")));
                new Select(driver.findElement(By.id("p-sanction"))).selectByValue("DEDUCTION");
                WebElement points = driver.findElement(By.id("p-points"));
                points.clear();
                points.sendKeys("20");
                // Not the proposed sanction, so the referee says why (RULINGS §4).
                driver.findElement(By.id("p-note")).sendKeys("Claimed a pung after the next player had drawn, twice.");
                click(driver, By.cssSelector("form[method=post] .button-row button[type=submit]"));
                waitForFlash(driver, "The penalty is recorded");
                assertThat(matchPoints(driver, app, offender.name())).as("the deduction counts").isEqualTo("-20");
                assertThat(publicMatchPoints(app, offender.name())).isEqualTo(-20);

                // The penalised player hands in a written appeal; the referee files it from the sheet.
                driver.get(app.url(f.table(1, 2) + "/sheet?lang=en"));
                click(driver, By.cssSelector(".table-penalties a.appeal-link"));
                waiting(driver).until(ExpectedConditions.presenceOfElementLocated(By.id("statement")));
                assertThat(new Select(driver.findElement(By.id("appellant"))).getFirstSelectedOption().getText())
                        .contains(offender.name());
                assertThat(driver.findElement(By.id("deadline")).getText()).contains("runs from its close");
                driver.findElement(By.id("statement")).sendKeys("I called pung at once; the clock was not started.");
                driver.findElement(By.id("signedBy")).sendKeys(offender.name());
                fullPage(driver, "appeal-form-phone", 390);
                driver.manage().window().setSize(new Dimension(1280, 900));
                click(driver, By.cssSelector("form[method=post] .button-row button[type=submit]"));
                waitForFlash(driver, "Appeal ");
                String appealUrl = driver.getCurrentUrl().replaceAll("\\?.*", "");
                assertThat(driver.findElement(By.id("appeal-fee")).getText()).isEqualTo("200.00 USD · received");
                logout(driver);

                // The chief referee rejects it with reasons.
                login(driver, app, "chief");
                driver.get(appealUrl + "?lang=en");
                fullPage(driver, "appeal-decide-phone", 390);
                driver.manage().window().setSize(new Dimension(1280, 900));
                click(driver, By.cssSelector("#decide-form input[value=REJECT]"));
                driver.findElement(By.id("reasons")).sendKeys("The referee timed the call at four seconds.");
                click(driver, By.cssSelector("#decide-form button[type=submit]"));
                waitForFlash(driver, "Appeal ");
                assertThat(driver.findElement(By.id("appeal-status")).getText())
                        .isEqualTo("Rejected by the chief referee");
                logout(driver);

                // The player appeals further, in writing; a referee records it.
                login(driver, app, "referee");
                driver.get(appealUrl + "?lang=en");
                driver.findElement(By.id("furtherStatement")).sendKeys("The timing was guessed, not measured.");
                click(driver, By.cssSelector("#further-form button[type=submit]"));
                waitForFlash(driver, "Appeal ");
                assertThat(driver.findElement(By.id("appeal-status")).getText())
                        .isEqualTo("Before the arbitration committee");
                logout(driver);

                // The committee upholds it: a table referee's penalty, so it may cancel it.
                login(driver, app, "committee");
                driver.get(appealUrl + "?lang=en");
                click(driver, By.cssSelector("#committee-form input[value=UPHOLD]"));
                driver.findElement(By.id("committeeReasons")).sendKeys("Nobody measured the delay.");
                click(driver, By.cssSelector("#committee-form input[name=cancelPenalty]"));
                click(driver, By.cssSelector("#committee-form button[type=submit]"));
                waitForFlash(driver, "The committee upheld");
                assertThat(driver.findElement(By.id("appeal-status")).getText()).isEqualTo("Upheld by the committee");
                assertThat(driver.findElement(By.id("appeal-fee")).getText()).isEqualTo("200.00 USD · refunded");

                List<WebElement> steps = driver.findElements(By.cssSelector("#timeline > li"));
                assertThat(steps).hasSize(4);
                String when = "\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC";
                assertThat(steps.get(0).getText()).contains("Filed", "by Demo Referee",
                        "I called pung at once").containsPattern(when);
                assertThat(steps.get(1).getText()).contains("Rejected by the chief referee",
                        "by Demo Chief Referee", "The referee timed the call at four seconds.").containsPattern(when);
                assertThat(steps.get(2).getText()).contains("Further appeal to the committee", "by Demo Referee",
                        "The timing was guessed, not measured.").containsPattern(when);
                assertThat(steps.get(3).getText()).contains("Upheld by the committee",
                        "by Demo Committee Member", "Nobody measured the delay.").containsPattern(when);
                fullPage(driver, "appeal-timeline-desktop", 1280);
                driver.get(tournament + "/appeals?lang=en");
                fullPage(driver, "appeal-list-desktop", 1280);

                driver.manage().window().setSize(new Dimension(390, 844));
                driver.get(appealUrl + "?lang=en");
                Object overflow = driver.executeScript(
                        "return document.documentElement.scrollWidth > document.documentElement.clientWidth;");
                assertThat(overflow).as("the timeline fits a phone").isEqualTo(false);
                fullPage(driver, "appeal-timeline-phone", 390);
                driver.get(tournament + "/appeals?lang=en");
                fullPage(driver, "appeal-list-phone", 390);
                driver.manage().window().setSize(new Dimension(1280, 900));

                assertThat(matchPoints(driver, app, offender.name())).as("the penalty is cancelled").isEqualTo("0");
                assertThat(publicMatchPoints(app, offender.name())).isZero();
                logout(driver);
                driver.get(appealUrl + "?lang=en");
                assertThat(driver.findElements(By.cssSelector("#timeline > li"))).as("published to the public")
                        .hasSize(4);
                assertThat(driver.findElement(By.id("timeline")).getText()).doesNotContain("Demo Referee");
                fullPage(driver, "appeal-timeline-public", 390);
            } finally {
                driver.quit();
            }
        }
    }
}

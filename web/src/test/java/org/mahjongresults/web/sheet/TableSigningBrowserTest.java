package org.mahjongresults.web.sheet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongresults.web.testing.Browser.click;
import static org.mahjongresults.web.testing.Browser.login;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A paperless table on two phones at 390 px (issue 26): the four players confirm on the scorekeeper's phone handed
 * round, a player of another table disputes on their own phone, and a referee's open calls page hears a table's
 * call without reloading, takes it, and the table sees that a referee is on the way.
 */
@Slow
class TableSigningBrowserTest {

    @Test
    void fourPlayersConfirmADisputeCallsARefereeAndARefereeOnAnotherPhoneHearsAndTakesACall() {
        try (TestApp app = TestApp.startWithDemo()) {
            SheetFixture table1 = new SheetFixture(app, 1, 1);
            SheetFixture table2 = new SheetFixture(app, 1, 2);
            Staff director = Staff.login(app, "director", "demo-director");
            Staff scorekeeperHttp = Staff.login(app, "scorekeeper", "demo-scorekeeper");
            for (SheetFixture t : new SheetFixture[] {table1, table2}) {
                for (int seat = 0; seat < 4; seat++) {
                    director.post(app, "/tournaments/" + app.demoTournamentId() + "/codes/" + t.id(seat),
                            Map.of("code", "58" + t.table + seat + "0"));
                }
                assertThat(t.win(scorekeeperHttp, 1, 0, 3, 18, SheetRouteTest.EXAMPLE_A, "b" + t.table).status())
                        .isEqualTo(302);
                assertThat(scorekeeperHttp.post(app, t.base() + "/sheet/submit", Map.of("version",
                        String.valueOf(t.version()), "confirmShort", "on", "reason", "Time called for this test"))
                        .status()).isEqualTo(302);
            }

            ChromeDriver scorekeeper = Browser.phone();
            ChromeDriver other = Browser.phone();
            try {
                // 1. Handed round on the scorekeeper's phone: one tap to the signing page, then per player a tap on
                // the code field, the code typed, a tap on Confirm.
                login(scorekeeper, app, "scorekeeper");
                WebDriverWait s = wait(scorekeeper);
                scorekeeper.get(app.url(table1.base() + "/sheet?lang=en"));
                int taps = 0;
                click(scorekeeper, By.cssSelector("#signing a.sign-link"));
                taps++;
                for (int seat = 0; seat < 4; seat++) {
                    String name = table1.players.get(seat).name();
                    By code = By.id("code-" + table1.id(seat));
                    s.until(d -> !d.findElements(code).isEmpty());
                    click(scorekeeper, code);
                    scorekeeper.findElement(code).sendKeys("58" + 1 + seat + "0");
                    click(scorekeeper, By.cssSelector(".sign-player[data-player=\"" + table1.id(seat)
                            + "\"] button[value=CONFIRM]"));
                    taps += 2;
                    s.until(d -> text(d, ".flash").startsWith(name + " confirmed the result."));
                }
                assertThat(taps).isEqualTo(9);
                assertThat(text(scorekeeper, "#signing .signing__state")).startsWith("Every player confirmed");
                assertThat(scorekeeper.findElements(By.cssSelector(".sign-player"))).isEmpty();
                Browser.screenshot(scorekeeper, "signing-four-confirmed-390");

                // 2. On a player's own phone, from the table's QR code (its sheet): a dispute calls a referee.
                WebDriverWait o = wait(other);
                other.get(app.url(table2.base() + "/sheet?lang=en"));
                click(other, By.cssSelector("#signing a.sign-link"));
                By code = By.id("code-" + table2.id(0));
                o.until(d -> !d.findElements(code).isEmpty());
                other.findElement(code).sendKeys("58200");
                click(other, By.cssSelector(".sign-player[data-player=\"" + table2.id(0) + "\"] button[value=DISPUTE]"));
                o.until(d -> text(d, "#signing .signing__state").contains("disputes the result"));
                assertThat(text(other, ".call-notice")).contains("Dispute of the result");

                // 3. A referee's calls page on the other phone hears a table's call without reloading, and takes it.
                login(other, app, "referee");
                other.get(app.url("/tournaments/" + app.demoTournamentId() + "/calls?lang=en"));
                o.until(d -> d.findElements(By.cssSelector("li.call.is-open")).size() == 1);
                o.until(d -> "true".equals(String.valueOf(((JavascriptExecutor) d).executeScript(
                        "return document.documentElement.classList.contains('is-live')"))));
                ((JavascriptExecutor) other).executeScript("window.notReloaded = true;");

                scorekeeper.get(app.url(table1.base() + "/sheet?lang=en"));
                new Select(scorekeeper.findElement(By.id("call-reason"))).selectByValue("TIME");
                long called = System.nanoTime();
                click(scorekeeper, By.cssSelector("#signing form.call-form button[type=submit]"));
                o.until(d -> d.findElements(By.cssSelector("li.call.is-open")).size() == 2);
                long heard = (System.nanoTime() - called) / 1_000_000;
                System.out.printf("a referee call reached the referee's open page (same server, browsers) in %d ms%n",
                        heard);
                assertThat(((JavascriptExecutor) other).executeScript("return window.notReloaded === true;"))
                        .as("heard live, not by reloading").isEqualTo(true);
                Browser.screenshot(other, "calls-heard-390");
                click(other, By.cssSelector("li.call[data-call]:last-child button.take-call"));
                o.until(d -> text(d, ".flash").equals("The call is yours."));
                assertThat(text(other, "li.call.is-taken .call__wait")).startsWith("taken by Demo Referee");
                // The table's sheet says that a referee is on the way. (Read after a reload: the sheet had just loaded
                // when the call was taken, and a stream that connects after an event is greeted with its version only.)
                scorekeeper.navigate().refresh();
                s.until(d -> text(d, "#signing .call-notice").contains("A referee is on the way: Demo Referee."));
            } finally {
                scorekeeper.quit();
                other.quit();
            }
        }
    }

    private static WebDriverWait wait(ChromeDriver driver) {
        WebDriverWait w = new WebDriverWait(driver, Duration.ofSeconds(15), Browser.POLL);
        w.ignoring(StaleElementReferenceException.class).ignoring(WebDriverException.class);
        return w;
    }

    /** An element's text, read in one script (the page may be replaced between finding and reading it). */
    private static String text(org.openqa.selenium.WebDriver d, String css) {
        Object t = ((JavascriptExecutor) d).executeScript(
                "var e = document.querySelector(arguments[0]); return e ? e.textContent : '';", css);
        return String.valueOf(t).trim().replaceAll("\\s+", " ");
    }
}

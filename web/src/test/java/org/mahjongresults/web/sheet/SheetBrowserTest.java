package org.mahjongresults.web.sheet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongresults.web.testing.Browser.click;
import static org.mahjongresults.web.testing.Browser.login;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

@Slow
class SheetBrowserTest {

    @Test
    void aScorekeeperEntersAWholeSessionOnAPhoneARefereeClosesItAndThePublicSeesTheResult() {
        try (TestApp app = TestApp.startWithDemo()) {
            SheetFixture fixture = new SheetFixture(app, 1, 4);
            List<Seating> players = fixture.players;
            String sheetUrl = app.url(fixture.base() + "/sheet?lang=en");

            ChromeDriver phone = Browser.phone();
            try {
                login(phone, app, "scorekeeper");
                WebDriverWait wait = new WebDriverWait(phone, Duration.ofSeconds(10), Browser.POLL);
                // The page is replaced after each save: an element read during the switch is merely stale.
                // A page that navigates under the wait detaches the nodes it was reading: look again.
                wait.ignoring(StaleElementReferenceException.class)
                        .ignoring(org.openqa.selenium.WebDriverException.class);
                phone.get(sheetUrl);
                for (int hand = 1; hand <= 16; hand++) {
                    wait.until(ExpectedConditions.textToBe(By.id("entry-heading"), "Hand " + hand));
                    if (hand % 5 == 0) {
                        click(phone, By.cssSelector("input[name=result][value=DRAW]"));
                    } else {
                        int winner = hand % 4;
                        new Select(phone.findElement(By.id("winner")))
                                .selectByValue(String.valueOf(players.get(winner).playerId()));
                        new Select(phone.findElement(By.id("discarder"))).selectByValue(hand % 3 == 0 ? "self"
                                : String.valueOf(players.get((winner + 1) % 4).playerId()));
                        WebElement points = phone.findElement(By.id("fanPoints"));
                        if (hand == 1) {
                            // East deals hand 1 and wins on South's discard with MCR 2006 §3.9.1 example A (18 points):
                            // tapped in on the tile picker alone, the fan points left to the engine (issue 15).
                            for (String code : List.of("[", "2p", "3p", "4p", "1", "]", "1m", "2m", "3m", "5m", "6m",
                                    "7m", "8m", "9m", "5s", "5s", "4m")) {
                                click(phone, By.cssSelector(".tile-picker button[data-code=\"" + code + "\"]"));
                            }
                            assertThat(phone.findElement(By.id("notation")).getAttribute("value"))
                                    .isEqualTo(SheetRouteTest.EXAMPLE_A);
                        } else {
                            points.sendKeys(String.valueOf(8 + hand));
                        }
                    }
                    click(phone, By.cssSelector(".hand-form button[type=submit]"));
                    int saved = hand;
                    try {
                        // Read in one script: the page may navigate between finding the old flash and reading it.
                        wait.until(d -> {
                            try {
                                Object flash = ((org.openqa.selenium.JavascriptExecutor) d).executeScript(
                                        "var f = document.querySelector('.flash'); return f ? f.textContent : '';");
                                return String.valueOf(flash).trim().startsWith("Hand " + saved + " saved");
                            } catch (org.openqa.selenium.WebDriverException e) {
                                return false;
                            }
                        });
                    } catch (RuntimeException e) {
                        Browser.screenshot(phone, "sheet-phone-failed-hand-" + saved);
                        throw new AssertionError("hand " + saved + " was not saved; flash: "
                                + phone.findElements(By.cssSelector(".flash")).stream().map(WebElement::getText).toList()
                                + "; errors: " + phone.findElements(By.cssSelector(".errors, .field-error")).stream()
                                .map(WebElement::getText).toList(), e);
                    }
                    if (hand == 1) {
                        assertThat(phone.findElement(By.cssSelector("#hand-1 .fans")).getText())
                                .contains("Pure Straight 16");
                        // The entry form is on the page too: still nothing wider than the phone.
                        assertThat((Long) phone.executeScript("return document.documentElement.scrollWidth;"))
                                .isLessThanOrEqualTo(390L);
                        phone.executeScript("document.getElementById('entry-heading').scrollIntoView();");
                        Browser.screenshot(phone, "sheet-phone-entry");
                        Browser.screenshot(phone, "sheet-phone-hand-1");
                    }
                }
                assertThat(phone.findElements(By.id("entry-heading"))).as("a full sheet takes no more hands").isEmpty();
                Long pageWidth = (Long) phone.executeScript("return document.documentElement.scrollWidth;");
                assertThat(pageWidth).isLessThanOrEqualTo(390L);
                click(phone, By.cssSelector("form[action$='/sheet/submit'] button"));
                wait.until(ExpectedConditions.textToBe(By.id("sheet-status"), "Submitted"));
                Browser.screenshot(phone, "sheet-phone-submitted");
            } finally {
                phone.quit();
            }

            ChromeDriver referee = Browser.desktop();
            try {
                login(referee, app, "referee");
                referee.get(sheetUrl);
                // Nobody confirmed on the website: the referee says why the sheet closes now (issue 37).
                referee.findElement(By.id("close-reason")).sendKeys("The players signed the paper sheet");
                click(referee, By.cssSelector("form[action$='/sheet/close'] button"));
                new WebDriverWait(referee, Duration.ofSeconds(10), Browser.POLL)
                        .until(ExpectedConditions.textToBe(By.id("sheet-status"), "Closed"));
                Browser.screenshot(referee, "sheet-closed-desktop");
            } finally {
                referee.quit();
            }

            int[] totals = new int[4];
            for (var h : fixture.hands()) {
                for (int p = 0; p < 4; p++) {
                    totals[p] += h.results().getOrDefault(players.get(p).playerId(), 0);
                }
            }
            int best = 0;
            for (int p = 1; p < 4; p++) {
                if (totals[p] > totals[best]) {
                    best = p;
                }
            }
            ChromeDriver visitor = Browser.desktop();
            try {
                visitor.get(app.url("/tournaments/" + app.demoTournamentId() + "/standings?lang=en"));
                String standings = visitor.findElement(By.cssSelector("table.standings")).getText();
                assertThat(standings).contains(players.get(best).name());
                Browser.screenshot(visitor, "standings-desktop");
                visitor.get(app.url("/tournaments/" + app.demoTournamentId() + "/players/"
                        + players.get(best).playerId() + "?lang=en"));
                var firstSession = visitor.findElement(By.cssSelector("table.itinerary tbody tr"));
                assertThat(firstSession.getText()).contains(String.valueOf(totals[best]));
                assertThat(visitor.findElement(By.id("stat-tp")).getText()).isEqualTo("4");
            } finally {
                visitor.quit();
            }
        }
    }
}

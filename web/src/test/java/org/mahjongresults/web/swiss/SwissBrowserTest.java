package org.mahjongresults.web.swiss;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongresults.web.testing.Browser.click;
import static org.mahjongresults.web.testing.Browser.login;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.web.testing.Browser;
import org.openqa.selenium.By;
import org.openqa.selenium.NoSuchElementException;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The test, in its steps: a Swiss-rules tournament of 16 players is set up and drawn, both rounds are entered
 * through the Swiss sheets, and the knockout bracket and the final table appear on the public standings page. Each
 * step is a test of its own on one shared server, in a tournament of its own that the routes bring to where the step
 * begins (SwissFixture), so none depends on another having run.
 */
@Slow
class SwissBrowserTest extends OnOneSwissServer {

    private static final String CSV = "entry,name,native,country,team,ema\n"
            + "1,Anna Keller,,CH,,\n2,Beat Meier,,CH,,\n3,Chiara Rossi,,IT,,\n4,Dario Conti,,IT,,\n"
            + "5,Elias Huber,,AT,,\n6,Flurina Frei,,CH,,\n7,Gian Caflisch,,CH,,\n8,Hanna Vogt,,DE,,\n"
            + "9,Ivo Brunner,,CH,,\n10,Jana Graf,,CH,,\n11,Kurt Baumann,,CH,,\n12,Lea Schmid,,CH,,\n"
            + "13,Marco Bianchi,,IT,,\n14,Nina Wolf,,DE,,\n15,Otto Lang,,AT,,\n16,Petra Roth,,DE,,\n";

    private static WebDriverWait waitFor(ChromeDriver driver) {
        WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(20), Browser.POLL);
        // A page replaced after a save, or refreshed by the live updates, may drop an element while it is read
        // (stale, missing, or "node does not belong to the document"): look again until the time is up.
        wait.ignoring(StaleElementReferenceException.class).ignoring(NoSuchElementException.class)
                .ignoring(WebDriverException.class);
        return wait;
    }

    private static void flash(ChromeDriver driver, String startsWith) {
        try {
            // Read in one script, so a page replaced meanwhile cannot leave a stale node half read. A command waits
            // for the page after a submission to load, and one such wait on this shared 2-core machine has been seen
            // to outlast the 20 s of waitFor, so the message gets a minute.
            waitFor(driver).withTimeout(Duration.ofSeconds(60)).until(d -> String.valueOf(
                    ((ChromeDriver) d).executeScript(
                            "var f = document.querySelector('.flash'); return f ? f.textContent.trim() : '';"))
                    .startsWith(startsWith));
        } catch (RuntimeException e) {
            Browser.screenshot(driver, "swiss-failed");
            throw new AssertionError("expected a message starting \"" + startsWith + "\"; flash: "
                    + driver.findElements(By.cssSelector(".flash")).stream().map(WebElement::getText).toList()
                    + "; errors: " + driver.findElements(By.cssSelector(".errors, .field-error")).stream()
                    .map(WebElement::getText).toList(), e);
        }
    }

    /** Enters one hand through the sheet's form: a win by {@code winner} (null: no win). */
    private static void hand(ChromeDriver driver, int number, Seating winner, Seating discarder, String notation) {
        waitFor(driver).until(ExpectedConditions.textToBe(By.id("entry-heading"), "Hand " + number));
        if (winner == null) {
            click(driver, By.cssSelector("input[name=result][value=DRAW]"));
        } else {
            new Select(driver.findElement(By.id("winner"))).selectByValue(String.valueOf(winner.playerId()));
            new Select(driver.findElement(By.id("discarder")))
                    .selectByValue(discarder == null ? "self" : String.valueOf(discarder.playerId()));
            driver.findElement(By.id("notation")).sendKeys(notation);
        }
        click(driver, By.cssSelector(".hand-form button[type=submit]"));
        flash(driver, "Hand " + number + " saved");
    }

    private static void submitAndClose(ChromeDriver driver) {
        click(driver, By.cssSelector("form[action$='/sheet/submit'] button"));
        waitFor(driver).until(ExpectedConditions.textToBe(By.id("sheet-status"), "Submitted"));
        driver.findElement(By.id("close-reason")).sendKeys("The players signed the paper sheet");
        click(driver, By.cssSelector("form[action$='/sheet/close'] button"));
        waitFor(driver).until(ExpectedConditions.textToBe(By.id("sheet-status"), "Closed"));
    }

    /** A Swiss tournament of 16 players with round 1 drawn (seed 2026) and published. */
    private static SwissFixture roundOneDrawn() {
        SwissFixture f = new SwissFixture(app, 16);
        assertThat(f.drawRound(director, "2026").status()).isEqualTo(302);
        f.publish(director);
        return f;
    }

    /** Round 1 played as the referee enters it: seat t-1 wins table t (hand 1 self-drawn), every sheet closed. */
    private static SwissFixture roundOnePlayed() {
        SwissFixture f = roundOneDrawn();
        for (int t = 1; t <= 4; t++) {
            assertThat(f.win(scorekeeper, 1, t, 1, t - 1, null, SwissFixture.PURE_PUNGS).status()).isEqualTo(302);
            assertThat(f.win(scorekeeper, 1, t, 2, t % 4, (t + 1) % 4, "234p456p77p345s789s").status())
                    .isEqualTo(302);
            assertThat(f.noWin(scorekeeper, 1, t, 3).status()).isEqualTo(302);
            assertThat(f.noWin(scorekeeper, 1, t, 4).status()).isEqualTo(302);
            f.submitAndClose(scorekeeper, referee, 1, t);
        }
        return f;
    }

    @Test
    void aDirectorSetsUpASixteenPlayerSwissTournamentAndDrawsAndPublishesRoundOne() {
        ChromeDriver director = Browser.desktop();
        try {
            login(director, app, "director");
            director.get(app.url("/tournaments/new?lang=en"));
            director.findElement(By.id("name")).sendKeys("Swiss Mahjong Championship");
            new Select(director.findElement(By.id("ruleSet"))).selectByValue("SWISS");
            click(director, By.cssSelector("form.form button[type=submit]"));
            waitFor(director).until(ExpectedConditions.textToBe(By.cssSelector("h1.tournament-header__name"),
                    "Swiss Mahjong Championship"));
            String url = director.getCurrentUrl().replaceAll("\\?.*", "");

            director.get(url + "/import");
            director.findElement(By.id("csv")).sendKeys(CSV);
            click(director, By.cssSelector("button[value=preview]"));
            waitFor(director).until(ExpectedConditions.textToBe(By.cssSelector(".notice--ok"),
                    "All 16 rows are right."));
            click(director, By.cssSelector("button[value=import]"));
            flash(director, "16 players imported.");

            director.get(url + "/staff");
            director.findElement(By.id("username")).sendKeys("referee");
            new Select(director.findElement(By.id("role"))).selectByValue("REFEREE");
            click(director, By.cssSelector("form[action$='/staff'] button[type=submit]"));
            waitFor(director).until(ExpectedConditions.textToBePresentInElementLocated(By.tagName("main"),
                    "Demo Referee"));

            director.get(url + "/edit");
            new Select(director.findElement(By.id("status"))).selectByValue("RUNNING");
            click(director, By.cssSelector("form.form--wide button[type=submit]"));
            flash(director, "The tournament is saved.");

            director.get(url + "/draw");
            assertThat(director.findElements(By.cssSelector(".plan-list li"))).hasSize(2);
            director.findElement(By.id("seed")).sendKeys("2026");
            click(director, By.cssSelector("#knockout-draw button"));
            flash(director, "Round 1 is drawn");
            click(director, By.cssSelector("form[action$='/draw/publish'] button"));
            flash(director, "The draw is published.");
            assertThat(director.findElements(By.cssSelector("#session-1 table.draw-table tbody tr"))).hasSize(4);
            Browser.screenshot(director, "swiss-draw-desktop");
        } finally {
            director.quit();
        }
    }

    /** Enters table {@code t} of round 1 on {@code driver}: seat t-1 wins hand 1; submitted, closed, announced. */
    private static void enterRoundOneTable(ChromeDriver driver, SwissFixture f, int t) {
        List<Seating> seats = f.players(1, t);
        hand(driver, 1, seats.get(t - 1), null, SwissFixture.PURE_PUNGS);
        hand(driver, 2, seats.get(t % 4), seats.get((t + 1) % 4), "234p456p77p345s789s");
        hand(driver, 3, null, null, null);
        hand(driver, 4, null, null, null);
        submitAndClose(driver);
        assertThat(driver.findElement(By.cssSelector(".flash")).getText())
                .isEqualTo("The sheet is closed; " + seats.get(t - 1).name() + " advances.");
    }

    @Test
    void aHandLackingASuitIsRefusedWithItsInputKeptAndTheTableIsThenEnteredOnADesktop() {
        SwissFixture f = roundOneDrawn();
        List<Seating> seats = f.players(1, 1);
        ChromeDriver driver = Browser.desktop();
        try {
            login(driver, app, "referee");
            driver.get(app.url(f.table(1, 1)) + "/sheet?lang=en");
            // A hand with all three suits is refused with the engine's reason, the input kept.
            new Select(driver.findElement(By.id("winner"))).selectByValue(String.valueOf(seats.get(0).playerId()));
            driver.findElement(By.id("notation")).sendKeys("123m456p789s111m99m");
            click(driver, By.cssSelector(".hand-form button[type=submit]"));
            waitFor(driver).until(ExpectedConditions.presenceOfElementLocated(By.id("notation-error")));
            assertThat(driver.findElement(By.id("notation-error")).getText()).contains("lack one suit");
            assertThat(driver.findElement(By.id("notation")).getAttribute("value")).isEqualTo("123m456p789s111m99m");
            driver.executeScript("document.getElementById('entry-heading').scrollIntoView();");
            Browser.screenshot(driver, "swiss-entry-refused-desktop");
            driver.findElement(By.id("notation")).clear();
            enterRoundOneTable(driver, f, 1);
            Browser.screenshot(driver, "swiss-sheet-desktop");
        } finally {
            driver.quit();
        }
    }

    @Test
    void aRefereeEntersRoundOnesTablesThreeAndFourOnADesktop() {
        SwissFixture f = roundOneDrawn();
        ChromeDriver driver = Browser.desktop();
        try {
            login(driver, app, "referee");
            for (int t : new int[] {3, 4}) {
                driver.get(app.url(f.table(1, t)) + "/sheet?lang=en");
                enterRoundOneTable(driver, f, t);
            }
        } finally {
            driver.quit();
        }
    }

    @Test
    void aRefereeEntersRoundOnesTableTwoOnAPhoneWithoutThePageGrowingWiderThanTheScreen() {
        SwissFixture f = roundOneDrawn();
        int t = 2;
        List<Seating> seats = f.players(1, t);
        ChromeDriver phone = Browser.phone();
        try {
            login(phone, app, "referee");
            phone.get(app.url(f.table(1, t)) + "/sheet?lang=en");
            hand(phone, 1, seats.get(t - 1), null, SwissFixture.PURE_PUNGS);
            hand(phone, 2, seats.get(t % 4), seats.get((t + 1) % 4), "234p456p77p345s789s");
            hand(phone, 3, null, null, null);
            phone.executeScript("document.getElementById('entry-heading').scrollIntoView();");
            Browser.screenshot(phone, "swiss-entry-phone");
            hand(phone, 4, null, null, null);
            Long width = (Long) phone.executeScript("return document.documentElement.scrollWidth;");
            Object wide = phone.executeScript("return Array.from(document.querySelectorAll('body *'))"
                    + ".filter(e => e.getBoundingClientRect().right > 400 && !e.closest('.table-scroll'))"
                    + ".slice(0, 8).map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right)).join(' | ');");
            assertThat(width).as(String.valueOf(wide)).isLessThanOrEqualTo(390L);
            Browser.screenshot(phone, "swiss-sheet-phone");
            submitAndClose(phone);
            assertThat(phone.findElement(By.cssSelector(".flash")).getText())
                    .isEqualTo("The sheet is closed; " + seats.get(t - 1).name() + " advances.");
        } finally {
            phone.quit();
        }
    }

    @Test
    void afterRoundOneTheDirectorDrawsTheFinalTableAndTheRefereeEntersIt() {
        SwissFixture f = roundOnePlayed();
        String url = app.url(f.base());
        ChromeDriver director = Browser.desktop();
        ChromeDriver referee = Browser.desktop();
        try {
            login(director, app, "director");
            director.get(url + "/draw?lang=en");
            click(director, By.cssSelector("#knockout-draw button"));
            flash(director, "Round 2 is drawn");
            assertThat(director.findElements(By.cssSelector("#session-2 table.draw-table tbody tr"))).hasSize(1);

            // The final: South wins it with 清对 self-drawn; West wins hand 2 on East's discard.
            List<Seating> finalists = f.players(2, 1);
            login(referee, app, "referee");
            referee.get(url + "/sessions/2/tables/1/sheet?lang=en");
            hand(referee, 1, finalists.get(1), null, SwissFixture.PURE_PUNGS);
            hand(referee, 2, finalists.get(2), finalists.get(0), "[2222p]123m345m999p6p6p");
            hand(referee, 3, null, null, null);
            hand(referee, 4, null, null, null);
            submitAndClose(referee);
            assertThat(referee.findElements(By.cssSelector(".place-row .badge--ok"))).hasSize(1);
        } finally {
            director.quit();
            referee.quit();
        }
    }

    @Test
    void theBracketAndTheFinalTableAppearOnThePublicStandingsOnADesktopAndAPhone() {
        SwissFixture f = roundOnePlayed();
        assertThat(f.drawRound(director, null).status()).isEqualTo(302);
        // The final as entered above: South self-drawn 清对, West on East's discard, two hands without a win.
        assertThat(f.win(scorekeeper, 2, 1, 1, 1, null, SwissFixture.PURE_PUNGS).status()).isEqualTo(302);
        assertThat(f.win(scorekeeper, 2, 1, 2, 2, 0, "[2222p]123m345m999p6p6p").status()).isEqualTo(302);
        assertThat(f.noWin(scorekeeper, 2, 1, 3).status()).isEqualTo(302);
        assertThat(f.noWin(scorekeeper, 2, 1, 4).status()).isEqualTo(302);
        f.submitAndClose(scorekeeper, referee, 2, 1);
        List<Seating> finalists = f.players(2, 1);
        String url = app.url(f.base());

        ChromeDriver visitor = Browser.desktop();
        try {
            visitor.get(url + "/standings?lang=en");
            List<WebElement> podium = visitor.findElements(By.cssSelector("#final-table .podium li"));
            assertThat(podium).hasSize(4);
            // South +24, West +2 - 8 = -6, East -8 - 2 = -10, North -8: places 1 South, 2 West, 3 North, 4 East.
            assertThat(podium.get(0).getText()).startsWith("1").contains(finalists.get(1).name(), "24");
            assertThat(podium.get(1).getText()).startsWith("2").contains(finalists.get(2).name());
            assertThat(podium.get(2).getText()).startsWith("3").contains(finalists.get(3).name());
            assertThat(podium.get(3).getText()).startsWith("4").contains(finalists.get(0).name());
            assertThat(visitor.findElements(By.cssSelector(".bracket-round"))).hasSize(2);
            assertThat(visitor.findElements(By.cssSelector("#round-1 .bracket-table"))).hasSize(4);
            assertThat(visitor.findElements(By.cssSelector("#round-1 li.is-winner"))).hasSize(4);
            assertThat(visitor.findElement(By.cssSelector("#round-2")).getText()).contains("Final table");
            assertThat(visitor.findElements(By.cssSelector("table.knockout-standings tbody tr"))).hasSize(16);
            Browser.screenshot(visitor, "swiss-bracket-desktop");
        } finally {
            visitor.quit();
        }
        ChromeDriver phone = Browser.phone();
        try {
            phone.get(url + "/standings?lang=en");
            Long width = (Long) phone.executeScript("return document.documentElement.scrollWidth;");
            assertThat(width).isLessThanOrEqualTo(390L);
            assertThat(phone.findElement(By.cssSelector("#final-table .podium li")).getText())
                    .contains(finalists.get(1).name());
            Browser.screenshot(phone, "swiss-bracket-phone");
        } finally {
            phone.quit();
        }
    }
}

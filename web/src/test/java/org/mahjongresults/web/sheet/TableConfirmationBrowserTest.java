package org.mahjongresults.web.sheet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongresults.web.testing.Browser.click;
import static org.mahjongresults.web.testing.Browser.login;

import java.time.Duration;
import java.util.List;
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
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The confirmation on a phone at 390 px (issue 37): the players see the result they confirm, the page stays at the
 * result after each confirmation instead of jumping to its top, and a referee closing over a dispute is asked why.
 */
@Slow
class TableConfirmationBrowserTest {

    @Test
    void playersSeeTheResultThePageKeepsItsPlaceAndClosingOverADisputeAsksWhy() {
        try (TestApp app = TestApp.startWithDemo()) {
            SheetFixture t = new SheetFixture(app, 1, 1);
            Staff director = Staff.login(app, "director", "demo-director");
            Staff scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
            for (int seat = 0; seat < 4; seat++) {
                director.post(app, "/tournaments/" + app.demoTournamentId() + "/codes/" + t.id(seat),
                        Map.of("code", "7" + seat + "31"));
            }
            assertThat(t.win(scorekeeper, 1, 0, 3, 18, SheetRouteTest.EXAMPLE_A, "p1").status()).isEqualTo(302);
            assertThat(scorekeeper.post(app, t.base() + "/sheet/submit", Map.of("version",
                    String.valueOf(t.version()), "confirmShort", "on", "reason", "Time called for this test"))
                    .status()).isEqualTo(302);

            ChromeDriver phone = Browser.phone();
            ChromeDriver refereePhone = Browser.phone();
            try {
                WebDriverWait w = wait(phone);
                for (String lang : List.of("zh", "ja", "en")) {
                    phone.get(app.url(t.base() + "/sign?lang=" + lang));
                    w.until(d -> !d.findElements(By.cssSelector("#confirm tbody tr")).isEmpty());
                    Browser.screenshot(phone, "confirm-result-390-" + lang);
                }
                // The result: every player's session score and table points, on the first rows of the page's body.
                assertThat(text(phone, "#confirm tr[data-player=\"" + t.id(0) + "\"]")).endsWith("42 4");
                assertThat(text(phone, "#confirm tr[data-player=\"" + t.id(3) + "\"]")).endsWith("-26 0");
                assertThat(number(phone, "document.querySelector('.sign-result__table').scrollWidth"))
                        .as("no swipe for the result").isLessThanOrEqualTo(number(phone,
                                "document.querySelector('#confirm').clientWidth"));

                // Seat 0 confirms, seat 2 disputes: each time the page comes back at the result, not at its top.
                answer(phone, w, t.id(0), "7031", "CONFIRM", t.players.get(0).name() + " confirmed the result.");
                assertThat(phone.getCurrentUrl()).endsWith("/sign#confirm");
                assertThat(number(phone, "window.scrollY")).as("scrolled past the header").isPositive();
                assertThat(Math.abs(number(phone,
                        "Math.round(document.getElementById('confirm').getBoundingClientRect().top)")))
                        .as("the result at the top of the screen").isLessThan(40);
                Browser.screenshot(phone, "confirm-after-one-390");
                answer(phone, w, t.id(2), "7231", "DISPUTE", t.players.get(2).name() + " disputes the result");
                assertThat(number(phone, "window.scrollY")).isPositive();

                // The referee closes: with a dispute standing the form asks why, and will not close without it.
                login(refereePhone, app, "referee");
                WebDriverWait r = wait(refereePhone);
                refereePhone.get(app.url(t.base() + "/sheet?lang=en"));
                r.until(d -> !d.findElements(By.id("close-reason")).isEmpty());
                assertThat(text(refereePhone, "label[for=close-reason]"))
                        .isEqualTo("The players have not all confirmed the result: why close the sheet now?");
                click(refereePhone, By.cssSelector("form[action$='/sheet/close'] button"));
                assertThat(((JavascriptExecutor) refereePhone).executeScript(
                        "return document.getElementById('close-reason').validity.valueMissing;")).isEqualTo(true);
                assertThat(text(refereePhone, "#sheet-status")).isEqualTo("Submitted");
                Browser.screenshot(refereePhone, "close-asks-why-390");
                refereePhone.findElement(By.id("close-reason")).sendKeys("Hand 1 checked with both players.");
                click(refereePhone, By.cssSelector("form[action$='/sheet/close'] button"));
                r.until(d -> text(d, "#sheet-status").equals("Closed"));
                assertThat(text(refereePhone, "#signing .signing__state"))
                        .isEqualTo("The referee closed the sheet with 1 of 4 players' confirmations.");
                assertThat(refereePhone.findElements(By.cssSelector(".call-notice, .call-form, .sign-link")))
                        .isEmpty();
            } finally {
                phone.quit();
                refereePhone.quit();
            }
        }
    }

    @Test
    void theDirectorsTabsFitADesktopAndTheCodesPageAndAddressNoticeFitAPhone() {
        try (TestApp app = TestApp.startWithDemo()) {
            String base = "/tournaments/" + app.demoTournamentId();
            ChromeDriver desktop = Browser.desktop();
            ChromeDriver phone = Browser.phone();
            try {
                login(desktop, app, "director");
                for (String lang : List.of("en", "zh", "ja")) {
                    desktop.get(app.url(base + "?lang=" + lang));
                    wait(desktop).until(d -> !d.findElements(By.cssSelector(".tabs a")).isEmpty());
                    assertThat(number(desktop, "document.querySelector('.tabs').scrollWidth")).as(lang)
                            .isLessThanOrEqualTo(number(desktop, "document.querySelector('.tabs').clientWidth"));
                    Browser.screenshot(desktop, "director-tabs-1280-" + lang);
                }
                login(phone, app, "director");
                for (String lang : List.of("en", "zh", "ja")) {
                    phone.get(app.url(base + "/codes?lang=" + lang));
                    wait(phone).until(d -> !d.findElements(By.cssSelector(".codes-table tbody tr")).isEmpty());
                    assertThat(number(phone, "document.documentElement.scrollWidth")).as("no swipe, " + lang)
                            .isLessThanOrEqualTo(390);
                    // Each radio button on the line of its label.
                    assertThat(number(phone, "Math.abs(document.getElementById('mode-EACH_SESSION')"
                            + ".getBoundingClientRect().top - document.querySelector('label[for=mode-EACH_SESSION]')"
                            + ".getBoundingClientRect().top)")).isLessThan(20);
                    // The address notice takes a line or three, not the first screen.
                    assertThat(number(phone, "document.querySelector('.address-notice').getBoundingClientRect()"
                            + ".height")).as(lang).isLessThan(120);
                    Browser.screenshot(phone, "codes-390-" + lang);
                }
            } finally {
                desktop.quit();
                phone.quit();
            }
        }
    }

    private static void answer(ChromeDriver phone, WebDriverWait w, long player, String code, String verdict,
                               String flash) {
        By field = By.id("code-" + player);
        w.until(d -> !d.findElements(field).isEmpty());
        phone.findElement(field).sendKeys(code);
        click(phone, By.cssSelector(".sign-player[data-player=\"" + player + "\"] button[value=" + verdict + "]"));
        w.until(d -> text(d, ".flash").startsWith(flash));
    }

    private static long number(ChromeDriver d, String expression) {
        return ((Number) ((JavascriptExecutor) d).executeScript("return " + expression + ";")).longValue();
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

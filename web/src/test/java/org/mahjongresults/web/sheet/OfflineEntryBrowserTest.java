package org.mahjongresults.web.sheet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongresults.web.testing.Browser.click;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Issue 26 item 3: a scorekeeper's phone loses the venue's Wi-Fi (Chrome DevTools' Network.emulateNetworkConditions
 * offline, for the page and for its service worker). A hand typed meanwhile waits on the phone, survives a reload
 * without the network, and reaches the sheet once when the network returns; a hand another device saved meanwhile
 * is refused with the server's reason and the typed hand kept; a form posted on Wi-Fi that reaches nothing (the page
 * thinks it is online) is kept by the service worker and sent by the page. One app and one phone for the class; each
 * test has its own table.
 */
@Slow
class OfflineEntryBrowserTest {

    private static TestApp app;
    private static ChromeDriver phone;
    private static WebDriverWait wait;
    private static Workers workers;

    @BeforeAll
    static void start() {
        app = TestApp.startWithDemo();
        phone = Browser.ownPhone(); // not a pooled one: see Browser.ownPhone
        // Every page notes the timers that offline.js sets (its retry every 3 s), so that a test can stop them and
        // see a hand go on the browser's "online" event alone, with no stopwatch on a busy machine.
        phone.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", """
                window.offlineRetryTimers = [];
                (function (setInterval) {
                    window.setInterval = function () {
                        var id = setInterval.apply(window, arguments);
                        var s = document.currentScript;
                        if (s && /offline\\.js/.test(s.src)) {
                            window.offlineRetryTimers.push(id);
                        }
                        return id;
                    };
                })(window.setInterval);
                """));
        wait = Browser.login(phone, app, "scorekeeper");
        workers = new Workers(phone);
    }

    @AfterAll
    static void stop() {
        if (phone != null) {
            phone.quit();
        }
        app.close();
    }

    @Test
    void aHandTypedOfflineSurvivesAReloadAndIsSavedOnceWhenTheNetworkReturns() {
        SheetFixture table = new SheetFixture(app, 1, 2);
        openSheetAsApp(table);

        // Installable: the page names its manifest, which Chromium reads without an error.
        Map<String, Object> manifest = phone.executeCdpCommand("Page.getAppManifest", Map.of());
        assertThat((String) manifest.get("url")).endsWith(table.base() + "/sheet/app.webmanifest");
        assertThat((List<?>) manifest.get("errors")).isEmpty();
        assertThat((List<?>) phone.executeCdpCommand("Page.getInstallabilityErrors", Map.of())
                .get("installabilityErrors")).as("installable: manifest, icons, a worker that answers fetches").isEmpty();

        network(false);
        typeWin(table, 1, 2, "24");
        click(phone, By.cssSelector(".hand-form button[type=submit]"));
        wait.until(d -> text(".offline-hand").contains("Waiting to send"));
        assertThat(text(".offline-hand")).contains("Hand 1").contains("24").contains("To verify");
        assertThat(table.hands()).as("nothing reached the server").isEmpty();

        // The tab reloaded without the network: the worker's copy of the sheet, and the hand still waiting.
        phone.navigate().refresh();
        wait.until(d -> text(".offline-hand").contains("Waiting to send"));
        assertThat(phone.findElement(By.id("entry-heading")).getText()).isEqualTo("Hand 2");
        assertThat(phone.findElements(By.cssSelector(".tile-picker button[data-code]"))).isNotEmpty();
        wait.until(d -> phone.findElement(By.id("offline-banner")).isDisplayed());
        assertThat(phone.findElement(By.id("offline-banner")).getText()).startsWith("Offline since ");
        phone.executeScript("document.getElementById('offline-queue').scrollIntoView();");
        Browser.screenshot(phone, "offline-queued-after-reload");
        phone.executeScript("window.scrollTo(0, 0);");
        Browser.screenshot(phone, "offline-banner");

        // The page's retry timer stopped: the hand can only go on the browser's "online" event.
        assertThat(phone.executeScript("var t = window.offlineRetryTimers; t.forEach(clearInterval); return t.length;"))
                .as("offline.js's retry timer, stopped").isEqualTo(1L);
        long cut = System.nanoTime();
        network(true);
        wait.until(d -> !table.hands().isEmpty());
        // Reported in the closing note (a figure, not a bound: the machine may be busy).
        System.out.println("OfflineEntryBrowserTest: the queued hand arrived " + (System.nanoTime() - cut) / 1_000_000
                + " ms after the network returned");
        wait.until(d -> phone.findElements(By.cssSelector(".offline-hand")).isEmpty());
        // The server's flash ("Hand 1 saved.", or "had already been saved" for a post whose first answer was lost),
        // or ours when a live refresh of the same session took the flash first; the database says how many.
        wait.until(d -> text(".offline-queue__note").startsWith("Hand 1 "));

        List<HandRecord> hands = table.hands();
        assertThat(hands).hasSize(1);
        assertThat(hands.get(0).number()).isEqualTo(1);
        assertThat(hands.get(0).fanPoints()).isEqualTo(24);
        // The form goes on from the server's answer: the next hand posts as usual.
        assertThat(phone.findElement(By.id("entry-heading")).getText()).isEqualTo("Hand 2");
        typeWin(table, 3, 0, "8");
        click(phone, By.cssSelector(".hand-form button[type=submit]"));
        wait.until(d -> text(".flash").startsWith("Hand 2 saved"));
        assertThat(table.hands()).extracting(HandRecord::number).containsExactly(1, 2);
    }

    @Test
    void aQueuedHandThatAnotherDeviceAlreadySavedIsRefusedWithTheReasonAndKept() {
        SheetFixture table = new SheetFixture(app, 1, 3);
        openSheetAsApp(table);

        network(false);
        typeWin(table, 0, 1, "30");
        click(phone, By.cssSelector(".hand-form button[type=submit]"));
        wait.until(d -> text(".offline-hand").contains("Waiting to send"));

        // Meanwhile the referee's tablet, still online, saves hand 1 of the same table.
        Staff other = Staff.login(app, "referee", "demo-referee");
        assertThat(table.win(other, 1, 2, 3, 16, null, "other-device").status()).isEqualTo(302);

        // Reloaded offline, the phone shows its own copy: the other device's hand is not on it yet.
        phone.navigate().refresh();
        wait.until(d -> text(".offline-hand").contains("Waiting to send"));
        assertThat(text("#live-region .hint")).as("the worker's copy, not the server").startsWith("0 of 16");

        network(true);
        wait.until(d -> phone.findElements(By.cssSelector(".offline-hand--refused")).size() == 1);
        String refused = text(".offline-hand--refused");
        assertThat(refused).contains("Not saved").contains("Someone saved this sheet in the meantime")
                .contains("30");
        phone.executeScript("document.getElementById('offline-queue').scrollIntoView();");
        Browser.screenshot(phone, "offline-refused");
        assertThat(table.hands()).singleElement().satisfies(h -> {
            assertThat(h.fanPoints()).isEqualTo(16);
            assertThat(h.requestId()).isEqualTo("other-device");
        });

        // The typed hand goes back into the form of the sheet read again, for the scorekeeper to look at and save.
        click(phone, By.cssSelector(".offline-hand__edit"));
        wait.until(d -> "30".equals(phone.findElement(By.id("fanPoints")).getAttribute("value")));
        assertThat(new Select(phone.findElement(By.id("winner"))).getFirstSelectedOption().getAttribute("value"))
                .isEqualTo(String.valueOf(table.id(0)));
        assertThat(phone.findElement(By.id("entry-heading")).getText()).isEqualTo("Hand 2");
        assertThat(phone.findElements(By.cssSelector(".offline-hand"))).isEmpty();
    }

    @Test
    void aHandPostedByTheFormThatCannotReachTheServerIsKeptByTheWorkerAndSentByThePage() {
        SheetFixture table = new SheetFixture(app, 1, 1);
        openSheetAsApp(table);

        // The venue's Wi-Fi without a way out: the page believes it is online, but the post never reaches the server.
        // Only once DevTools lists this site's worker can it be cut, and only once it has taken the cut may the form
        // be sent.
        workers.emulateAndConfirm(conditions(false), app.url("/"), wait);
        typeWin(table, 2, 3, "12");
        click(phone, By.cssSelector(".hand-form button[type=submit]"));
        // The worker kept the post and sent the phone back to the sheet; the page, whose own network works, then
        // sends its queue at once (on load). That the queue delivered it ("Hand 1 sent and saved.", not the sheet's
        // own "saved" notice) shows the form's post did not get out; when exactly the page sends it is its own
        // business, so the test does not race it.
        wait.until(d -> text(".offline-queue__note").startsWith("Hand 1 "));
        assertThat(table.hands()).singleElement().satisfies(h -> assertThat(h.fanPoints()).isEqualTo(12));
        workers.emulate(conditions(true));
        assertThat(phone.findElements(By.cssSelector(".offline-hand"))).isEmpty();
    }

    // ---------------------------------------------------------------------------------------------------------

    /** Opens the table's sheet and waits until its worker controls the page and keeps a copy of it. */
    private static void openSheetAsApp(SheetFixture table) {
        network(true);
        phone.get(app.url(table.base() + "/sheet?lang=en"));
        wait.until(d -> Boolean.TRUE.equals(((JavascriptExecutor) d).executeScript(
                "return document.documentElement.getAttribute('data-offline-ready') === 'true'"
                        + " && !!navigator.serviceWorker.controller;")));
    }

    /**
     * Cuts or restores the network of the page and of every service worker of the browser: DevTools' emulation
     * applies to the target it is sent to, and the worker's own fetches are another target's.
     */
    private static void network(boolean online) {
        Map<String, Object> conditions = conditions(online);
        phone.executeCdpCommand("Network.enable", Map.of());
        phone.executeCdpCommand("Network.emulateNetworkConditions", conditions);
        workers.emulate(conditions);
        wait.until(d -> Boolean.valueOf(online).equals(
                ((JavascriptExecutor) d).executeScript("return navigator.onLine;")));
    }

    private static Map<String, Object> conditions(boolean online) {
        return Map.of("offline", !online, "latency", 0, "downloadThroughput", -1, "uploadThroughput", -1);
    }

    private static void typeWin(SheetFixture table, int winner, int discarder, String points) {
        new Select(phone.findElement(By.id("winner"))).selectByValue(String.valueOf(table.id(winner)));
        new Select(phone.findElement(By.id("discarder"))).selectByValue(String.valueOf(table.id(discarder)));
        phone.findElement(By.id("fanPoints")).clear();
        phone.findElement(By.id("fanPoints")).sendKeys(points);
    }

    private static String text(String css) {
        try {
            Object t = phone.executeScript("var e = document.querySelector(arguments[0]);"
                    + " return e ? e.textContent.replace(/\\s+/g, ' ').trim() : '';", css);
            return String.valueOf(t);
        } catch (WebDriverException e) {
            return "";
        }
    }
}

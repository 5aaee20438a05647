package org.mahjongresults.web.sheet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongresults.web.testing.Browser.click;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.engine.tournament.TournamentStatus;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.DirectedTournament;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Offline entry on a riichi sheet (issue 38: "offline entry exactly as for MCR"; issue 26 item 3). A riichi line is
 * scored from the lines before it (dealer, honba, sticks), so two hands typed without the network, one after the
 * other, must reach the sheet in their order and be scored there as if they had been typed online: a ron, then a
 * tsumo whose payments depend on the dealer the ron left. Both survive a reload without the network.
 */
@Slow
class RiichiOfflineEntryBrowserTest {

    @Test
    void twoRiichiHandsTypedOfflineSurviveAReloadAndAreScoredInTheirOrderWhenTheNetworkReturns() {
        try (TestApp app = TestApp.startWithDemo()) {
            DirectedTournament t = DirectedTournament.create(app, Tournament.newMcr("Riichi Offline")
                    .withRuleSet(RuleSet.RIICHI).withStatus(TournamentStatus.RUNNING));
            for (int i = 1; i <= 4; i++) {
                t.tournaments().createPlayer(Actor.SYSTEM, Player.newPlayer(t.id(), i, "Offline Player " + i, null,
                        "JP", null, null));
            }
            assertThat(t.director().post(app, t.path("/draw/generate"), Map.of("seed", "7")).status()).isEqualTo(302);
            assertThat(t.director().post(app, t.path("/draw/publish"), Map.of()).status()).isEqualTo(302);
            List<Seating> seats = app.parts().draws().seatings(t.id(), 1, 1);
            String sheet = t.path("/sessions/1/tables/1/sheet");
            // The table's sheet may be made only by its first hand.
            java.util.function.Supplier<List<HandRecord>> stored = () -> app.parts().sheets().find(t.id(), 1, 1)
                    .map(s -> app.parts().sheets().hands(s.id())).orElse(List.of());

            ChromeDriver phone = Browser.ownPhone(); // its network is cut: not a pooled one
            Workers workers = new Workers(phone);
            try {
                WebDriverWait wait = Browser.login(phone, app, "director");
                phone.get(app.url(sheet + "?lang=en"));
                wait.until(d -> Boolean.TRUE.equals(((JavascriptExecutor) d).executeScript(
                        "return document.documentElement.getAttribute('data-offline-ready') === 'true'"
                                + " && !!navigator.serviceWorker.controller;")));

                network(phone, workers, wait, false);
                // Hand 1, East 1 (seat 0 deals): seat 1 wins on seat 2's discard, 2 han 30 fu (pinfu, tanyao).
                choose(phone, "winner", seats.get(1));
                choose(phone, "discarder", seats.get(2));
                hanFu(phone, "2", "30", "PINFU", "TANYAO");
                click(phone, By.cssSelector(".riichi-hand-form button[type=submit]"));
                wait.until(d -> text(phone, ".offline-hand").contains("Waiting to send"));
                assertThat(text(phone, ".offline-hand")).contains("Hand 1", seats.get(1).name(), "Ron");
                // Hand 2, East 2 (seat 1 deals now): seat 3 wins by self-draw, 1 han 30 fu.
                wait.until(d -> d.findElement(By.id("entry-heading")).getText().startsWith("Hand 2"));
                click(phone, By.cssSelector("input[name=result][value=TSUMO]"));
                choose(phone, "winner", seats.get(3));
                hanFu(phone, "1", "30", "MENZEN_TSUMO");
                click(phone, By.cssSelector(".riichi-hand-form button[type=submit]"));
                wait.until(d -> phone.findElements(By.cssSelector(".offline-hand")).size() == 2);
                assertThat(stored.get()).as("nothing reached the server").isEmpty();

                // Reloaded without the network: the worker's copy of the sheet, both hands still waiting.
                phone.navigate().refresh();
                wait.until(d -> phone.findElements(By.cssSelector(".offline-hand")).size() == 2);
                assertThat(phone.findElement(By.id("entry-heading")).getText()).startsWith("Hand 3");
                phone.executeScript("document.getElementById('offline-queue').scrollIntoView();");
                Browser.screenshot(phone, "riichi-offline-queued");

                network(phone, workers, wait, true);
                wait.until(d -> stored.get().size() == 2);
                wait.until(d -> phone.findElements(By.cssSelector(".offline-hand")).isEmpty());
                List<HandRecord> hands = stored.get();
                assertThat(hands).extracting(HandRecord::number).containsExactly(1, 2);
                // The ron: 2,000 from the discarder. The tsumo: 1 han 30 fu by a non-dealer, 500 from the new dealer
                // (seat 1) and 300 from each other player.
                assertThat(hands.get(0).results()).containsOnly(Map.entry(seats.get(0).playerId(), 0),
                        Map.entry(seats.get(1).playerId(), 2000), Map.entry(seats.get(2).playerId(), -2000),
                        Map.entry(seats.get(3).playerId(), 0));
                assertThat(hands.get(1).results()).containsOnly(Map.entry(seats.get(0).playerId(), -300),
                        Map.entry(seats.get(1).playerId(), -500), Map.entry(seats.get(2).playerId(), -300),
                        Map.entry(seats.get(3).playerId(), 1100));
                phone.get(app.url(sheet + "?lang=en"));
                assertThat(phone.findElements(By.cssSelector(".riichi-scores .live-score")).stream()
                        .map(e -> e.getText()).toList()).containsExactly("29700", "31500", "27700", "31100");
                assertThat(phone.findElement(By.id("now-heading")).getText()).startsWith("Next: East 3, 0 honba");
            } finally {
                phone.quit();
            }
        }
    }

    private static void choose(ChromeDriver phone, String select, Seating seat) {
        new Select(phone.findElement(By.id(select))).selectByValue(String.valueOf(seat.playerId()));
    }

    private static void hanFu(ChromeDriver phone, String han, String fu, String... yaku) {
        if (phone.findElement(By.cssSelector("details.riichi-hanfu")).getAttribute("open") == null) {
            click(phone, By.cssSelector("details.riichi-hanfu summary"));
        }
        phone.findElement(By.id("han")).clear();
        phone.findElement(By.id("han")).sendKeys(han);
        phone.findElement(By.id("fu")).clear();
        phone.findElement(By.id("fu")).sendKeys(fu);
        for (String y : yaku) {
            click(phone, By.cssSelector("input[name='yaku." + y + "']"));
        }
    }

    /** Cuts or restores the network of the page and of its service worker (see {@link Workers}). */
    private static void network(ChromeDriver phone, Workers workers, WebDriverWait wait, boolean online) {
        Map<String, Object> conditions = Map.of("offline", !online, "latency", 0, "downloadThroughput", -1,
                "uploadThroughput", -1);
        phone.executeCdpCommand("Network.enable", Map.of());
        phone.executeCdpCommand("Network.emulateNetworkConditions", conditions);
        workers.emulate(conditions);
        wait.until(d -> Boolean.valueOf(online).equals(
                ((JavascriptExecutor) d).executeScript("return navigator.onLine;")));
    }

    private static String text(ChromeDriver phone, String css) {
        try {
            Object t = phone.executeScript("var e = document.querySelector(arguments[0]);"
                    + " return e ? e.textContent.replace(/\\s+/g, ' ').trim() : '';", css);
            return String.valueOf(t);
        } catch (WebDriverException e) {
            return "";
        }
    }
}

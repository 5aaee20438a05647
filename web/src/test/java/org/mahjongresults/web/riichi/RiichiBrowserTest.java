package org.mahjongresults.web.riichi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongresults.web.testing.Browser.click;
import static org.mahjongresults.web.testing.Browser.login;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.engine.tournament.TournamentStatus;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.DirectedTournament;
import org.mahjongresults.web.testing.PhoneFit;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A riichi hanchan on a phone at 390 px (issue 38): entered hand by hand on the riichi sheet, a ron tapped in on the
 * tile picker and the rest as han and fu, confirmed by the four players handed the phone, closed, and in the standings
 * with uma applied. Counts the taps of a typical ron and a typical tsumo, and keeps the sheet's screenshots at 390 and
 * 1920 px in English, Chinese and Japanese.
 */
@Slow
class RiichiBrowserTest {

    /** Seat 1's riichi, pinfu, tanyao: tapped on the picker, the winning 7s last. */
    private static final List<String> RON_TILES = List.of("2m", "3m", "4m", "5p", "6p", "7p", "2s", "3s", "4s", "6s",
            "6s", "5s", "6s", "7s");

    @Test
    void aHanchanEnteredOnAPhoneIsConfirmedByThePlayersAndRankedWithUmaAndOka() {
        try (TestApp app = TestApp.startWithDemo()) {
            DirectedTournament t = DirectedTournament.create(app, Tournament.newMcr("Riichi Open")
                    .withRuleSet(RuleSet.RIICHI).withStatus(TournamentStatus.RUNNING));
            for (int i = 1; i <= 4; i++) {
                t.tournaments().createPlayer(Actor.SYSTEM, Player.newPlayer(t.id(), i, "Riichi Player " + i, null,
                        "JP", null, null));
            }
            assertThat(t.director().post(app, t.path("/draw/generate"), Map.of("seed", "42")).status()).isEqualTo(302);
            assertThat(t.director().post(app, t.path("/draw/publish"), Map.of()).status()).isEqualTo(302);
            List<Seating> seats = app.parts().draws().seatings(t.id(), 1, 1);
            for (int seat = 0; seat < 4; seat++) {
                assertThat(t.director().post(app, t.path("/codes/" + seats.get(seat).playerId()),
                        Map.of("code", "84" + (10 + seat))).status()).isEqualTo(302);
            }
            String sheet = t.path("/sessions/1/tables/1/sheet");

            ChromeDriver phone = Browser.phone();
            try {
                WebDriverWait wait = login(phone, app, "director");
                phone.get(app.url(sheet + "?lang=en"));
                Entry e = new Entry(phone, wait, seats);

                // A typical ron: winner, discarder, the riichi, fourteen tiles on the picker, save.
                e.await(1);
                int ron = e.choose("winner", 1) + e.choose("discarder", 2) + e.tick("riichi1");
                for (String code : RON_TILES) {
                    click(phone, By.cssSelector(".tile-picker button[data-code=\"" + code + "\"]"));
                    ron++;
                }
                ron += e.save();
                // A typical tsumo: the result, the winner, han and fu with two yaku ticked, save.
                e.await(2);
                int tsumo = e.tick("result-TSUMO") + e.choose("winner", 3) + e.hanFu("2", "20", "MENZEN_TSUMO",
                        "PINFU") + e.save();
                System.out.println("[riichi taps] ron " + ron + ", tsumo " + tsumo);
                assertThat(ron).isEqualTo(20);
                assertThat(tsumo).isEqualTo(9);

                e.await(3);
                e.tick("result-DRAW");
                e.tick("tenpai0");
                e.save();
                e.await(4);
                e.choose("winner", 0);
                e.choose("discarder", 3);
                e.hanFu("1", "30", "YAKUHAI_CHUN");
                e.tick("open");
                e.save();
                e.await(5);
                // The picker's red fives and its switch: a red five goes to the hand as 0; the dora indicators are a
                // list of tiles, a space apart, and ⌫ takes the last one; the preview shows the field tapped into.
                click(phone, By.cssSelector(".tile-picker button[data-code=\"4m\"]"));
                click(phone, By.cssSelector(".tile-picker button[data-code=\"0m\"]"));
                assertThat(phone.findElement(By.id("notation")).getAttribute("value")).isEqualTo("40m");
                assertThat(phone.findElements(By.cssSelector(".tile-preview img.is-red"))).hasSize(1);
                click(phone, By.cssSelector(".tile-picker [data-switch-target=\"dora\"]"));
                click(phone, By.cssSelector(".tile-picker button[data-code=\"3p\"]"));
                click(phone, By.cssSelector(".tile-picker button[data-code=\"0s\"]"));
                click(phone, By.cssSelector(".tile-picker button[data-code=\"E\"]"));
                assertThat(phone.findElement(By.id("dora")).getAttribute("value")).isEqualTo("3p 0s E");
                phone.executeScript("document.querySelector('.tile-picker').scrollIntoView();");
                Browser.screenshot(phone, "riichi-picker-390-en");
                click(phone, By.cssSelector(".tile-picker button[data-code=\"⌫\"]"));
                assertThat(phone.findElement(By.id("dora")).getAttribute("value")).isEqualTo("3p 0s");
                assertThat(phone.findElements(By.cssSelector(".tile-preview img"))).hasSize(2);
                click(phone, By.cssSelector(".tile-picker [data-switch-target=\"notation\"]"));
                assertThat(phone.findElement(By.id("notation")).getAttribute("value")).isEqualTo("40m");
                phone.executeScript("document.getElementById('notation').value = '';"
                        + " document.getElementById('dora').value = '';");
                Browser.screenshot(phone, "riichi-sheet-390-en");
                phone.executeScript("document.getElementById('entry-heading').scrollIntoView();");
                Browser.screenshot(phone, "riichi-entry-390-en");
                assertThat(PhoneFit.problems(phone)).isEmpty();
                e.tick("result-CHOMBO");
                e.choose("offender", 2);
                e.save();
                e.await(6);
                e.choose("winner", 2);
                e.choose("discarder", 0);
                e.tick("riichi2");
                e.hanFu("4", "30", "PINFU", "TANYAO");
                e.save();
                e.await(7);
                e.tick("result-DRAW");
                e.save();
                e.await(8);
                e.choose("winner", 1);
                e.choose("discarder", 3);
                e.hanFu("1", "40", "YAKUHAI_HAKU");
                e.save();
                e.await(9);
                e.tick("result-TSUMO");
                e.choose("winner", 0);
                e.hanFu("3", "40", "MENZEN_TSUMO", "YAKUHAI_CHUN");
                e.save();
                wait.until(d -> d.findElement(By.id("now-heading")).getText().equals("The game is over"));
                assertThat(phone.findElements(By.cssSelector(".riichi-final-table tbody tr")).stream()
                        .map(r -> r.getText()).toList()).hasSize(4);
                assertThat(PhoneFit.problems(phone)).isEmpty();
                Browser.screenshot(phone, "riichi-sheet-over-390-en");

                // Submitted, then handed round: each player taps the code field, types the code, confirms.
                click(phone, By.cssSelector("form[action$='/sheet/submit'] button"));
                wait.until(d -> d.findElement(By.id("sheet-status")).getText().equals("Submitted"));
                click(phone, By.cssSelector("#signing a.sign-link"));
                for (int seat = 0; seat < 4; seat++) {
                    long player = seats.get(seat).playerId();
                    By code = By.id("code-" + player);
                    wait.until(d -> !d.findElements(code).isEmpty());
                    click(phone, code);
                    phone.findElement(code).sendKeys("84" + (10 + seat));
                    click(phone, By.cssSelector(".sign-player[data-player=\"" + player + "\"] button[value=CONFIRM]"));
                    String name = seats.get(seat).name();
                    wait.until(d -> d.findElement(By.cssSelector(".flash")).getText()
                            .startsWith(name + " confirmed the result."));
                }
                phone.get(app.url(sheet + "?lang=en"));
                click(phone, By.cssSelector("form[action$='/sheet/close'] button"));
                wait.until(d -> d.findElement(By.id("sheet-status")).getText().equals("Closed"));
                assertThat(app.parts().sheets().find(t.id(), 1, 1).map(Sheet::closed)).contains(true);

                // The standings: points after uma (15/5/-5/-15) and seat 2's chombo, best first.
                phone.get(app.url(t.path("/standings?lang=en")));
                String standings = phone.findElement(By.tagName("main")).getText();
                assertThat(standings.indexOf(seats.get(1).name())).isLessThan(standings.indexOf(seats.get(0).name()));
                assertThat(standings).contains("17500", "6400", "-20000", "-23900");
                assertThat(PhoneFit.problems(phone)).isEmpty();
                Browser.screenshot(phone, "riichi-standings-390-en");
                for (String lang : List.of("zh", "ja")) {
                    phone.get(app.url(sheet + "?lang=" + lang));
                    assertThat(PhoneFit.problems(phone)).as(lang).isEmpty();
                    Browser.screenshot(phone, "riichi-sheet-390-" + lang);
                }
            } finally {
                phone.quit();
            }
            ChromeDriver desktop = Browser.desktop();
            try {
                for (String lang : List.of("en", "zh", "ja")) {
                    desktop.get(app.url(sheet + "?lang=" + lang));
                    Browser.screenshot(desktop, "riichi-sheet-1920-" + lang);
                }
                // The printed sheet: the nine hands, the final result and the four signature lines on one A4 page.
                desktop.get(app.url(sheet + "?lang=en"));
                Path pdf = printA4(desktop, "riichi-sheet");
                String text = pdfText(pdf);
                assertThat(text.split("\f", -1)).as("pages of " + pdf).hasSize(2);
                assertThat(text).contains("Final result", "South 4", seats.get(3).name());
                assertThat(text).contains("Player's signature", "Referee");
            } finally {
                desktop.quit();
            }
        }
    }

    private static Path printA4(ChromeDriver browser, String name) {
        Map<String, Object> result = browser.executeCdpCommand("Page.printToPDF", Map.of("paperWidth", 8.27,
                "paperHeight", 11.69, "preferCSSPageSize", true, "printBackground", true,
                "displayHeaderFooter", false));
        try {
            Path dir = Path.of("target", "print");
            Files.createDirectories(dir);
            Path file = dir.resolve(name + ".pdf");
            Files.write(file, Base64.getDecoder().decode((String) result.get("data")));
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The PDF's text, a form feed after every page (poppler's pdftotext). */
    private static String pdfText(Path pdf) {
        try {
            Process p = new ProcessBuilder("pdftotext", "-enc", "UTF-8", pdf.toString(), "-")
                    .redirectErrorStream(true).start();
            String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor()).isZero();
            return text;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The entry form on the phone, each method returning the taps it took (a select: open it, pick). */
    private record Entry(ChromeDriver phone, WebDriverWait until, List<Seating> seats) {

        void await(int hand) {
            try {
                until.until(d -> !d.findElements(By.id("entry-heading")).isEmpty()
                        // offline.js names the hand in the heading as the queue counts it: "Hand 3".
                        && d.findElement(By.id("entry-heading")).getText().matches("Hand " + hand + "(:.*)?"));
            } catch (org.openqa.selenium.TimeoutException e) {
                Browser.screenshot(phone, "riichi-failed-hand-" + hand);
                throw new AssertionError("hand " + hand + " not reached; errors: " + phone.findElements(
                        By.cssSelector(".errors, .field-error")).stream().map(x -> x.getText()).toList()
                        + "; notation " + phone.findElements(By.id("notation")).stream()
                        .map(x -> x.getAttribute("value")).toList() + "; page: "
                        + phone.findElement(By.tagName("main")).getText(), e);
            }
        }

        int choose(String select, int seat) {
            new Select(phone.findElement(By.id(select))).selectByValue(String.valueOf(seats.get(seat).playerId()));
            return 2;
        }

        int tick(String id) {
            By by = id.startsWith("result-") ? By.cssSelector("input[name=result][value=" + id.substring(7) + "]")
                    : By.cssSelector("input[name=" + id + "]");
            click(phone, by);
            return 1;
        }

        int hanFu(String han, String fu, String... yaku) {
            int taps = 0;
            if (phone.findElement(By.cssSelector("details.riichi-hanfu")).getAttribute("open") == null) {
                click(phone, By.cssSelector("details.riichi-hanfu summary"));
                taps++;
            }
            click(phone, By.id("han"));
            phone.findElement(By.id("han")).sendKeys(han);
            click(phone, By.id("fu"));
            phone.findElement(By.id("fu")).sendKeys(fu);
            taps += 2;
            for (String y : yaku) {
                click(phone, By.cssSelector("input[name='yaku." + y + "']"));
                taps++;
            }
            return taps;
        }

        int save() {
            click(phone, By.cssSelector(".riichi-hand-form button[type=submit]"));
            return 1;
        }
    }
}

package org.mahjongresults.web.penalty;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongresults.web.testing.Browser.click;
import static org.mahjongresults.web.testing.Browser.login;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

@Slow
class PenaltyBrowserTest {

    @Test
    void aRefereeRecordsTheProposedSanctionOnAPhoneAndTheChiefRefereeCancelsItFromTheSessionRecord() {
        try (TestApp app = TestApp.startWithDemo()) {
            String base = "/tournaments/" + app.demoTournamentId();
            List<Seating> table = app.parts().draws()
                    .seatings(app.demoTournamentId()).stream().filter(s -> s.session() == 1 && s.table() == 1)
                    .toList();
            ChromeDriver phone = Browser.phone();
            try {
                WebDriverWait wait = login(phone, app, "referee");
                phone.get(app.url(base + "/sessions/1/tables/1/sheet?lang=en"));
                click(phone, By.linkText("Record a penalty"));
                new Select(phone.findElement(By.id("p-player"))).selectByValue(
                        String.valueOf(table.get(2).playerId()));
                phone.findElement(By.id("p-hand")).sendKeys("1");
                new Select(phone.findElement(By.id("p-offence"))).selectByValue("FALSE_WIN");
                click(phone, By.cssSelector("form.form[method=get] button[type=submit]"));
                wait.until(ExpectedConditions.presenceOfElementLocated(By.id("proposal")));
                assertThat(phone.findElement(By.id("proposal")).getText()).contains("False win", "20");
                assertThat(new Select(phone.findElement(By.id("p-sanction"))).getFirstSelectedOption().getText())
                        .isEqualTo("Pays each other player");
                Browser.screenshot(phone, "penalty-form-phone-en");
                phone.findElement(By.id("p-note")).sendKeys("Declared a win one tile short of ready.");
                click(phone, By.cssSelector("main form.panel[method=post] button[type=submit]"));
                wait.until(d -> d.findElements(By.cssSelector(".flash")).stream()
                        .anyMatch(f -> f.getText().startsWith("The penalty is recorded")));
                assertThat(phone.findElement(By.cssSelector("tr.penalty-row")).getText()).contains("-60", "+20");
                assertThat(phone.findElement(By.cssSelector(".table-penalties")).getText()).contains("False win");
                Browser.screenshot(phone, "penalty-sheet-phone-en");
                phone.get(app.url(base + "/sessions/1/penalties?lang=ja"));
                Browser.screenshot(phone, "penalty-session-phone-ja");
            } finally {
                phone.quit();
            }

            ChromeDriver desktop = Browser.desktop();
            try {
                WebDriverWait wait = login(desktop, app, "chief");
                desktop.get(app.url(base + "/sessions/1/penalties?lang=zh"));
                assertThat(desktop.findElement(By.cssSelector("h2")).getText()).isEqualTo("竞赛处罚记录表 · 第1局");
                Browser.screenshot(desktop, "penalty-session-desktop-zh");
                desktop.findElement(By.cssSelector("form.cancel-form input[name=reason]"))
                        .sendKeys("The hand was ready after all");
                click(desktop, By.cssSelector("form.cancel-form button"));
                wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("tr.is-cancelled")));
                assertThat(desktop.getCurrentUrl()).contains("/sessions/1/penalties");
                assertThat(desktop.findElement(By.cssSelector("tr.is-cancelled")).getText())
                        .contains("The hand was ready after all");
                Browser.screenshot(desktop, "penalty-session-desktop-zh-cancelled");
                desktop.get(app.url(base + "/sessions/1/tables/1/penalties?lang=en"));
                Browser.screenshot(desktop, "penalty-table-desktop-en");
                desktop.get(app.url(base + "/players/" + table.get(2).playerId() + "/penalties?lang=ja"));
                assertThat(desktop.findElements(By.cssSelector("table.penalty-log tbody tr"))).hasSize(1);
                Browser.screenshot(desktop, "penalty-player-desktop-ja");
                desktop.get(app.url(base + "/sessions/1/tables/1/penalties/new?lang=ja"));
                Browser.screenshot(desktop, "penalty-form-desktop-ja");
                desktop.get(app.url(base + "/sessions/1/tables/1/sheet?lang=en"));
                assertThat(desktop.findElements(By.cssSelector("tr.penalty-row"))).isEmpty();
            } finally {
                desktop.quit();
            }
        }
    }
}

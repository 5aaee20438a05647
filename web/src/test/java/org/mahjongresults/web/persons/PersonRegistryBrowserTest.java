package org.mahjongresults.web.persons;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongresults.web.testing.Browser.click;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.TournamentStatus;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.DirectedTournament;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

@Slow
class PersonRegistryBrowserTest {

    @Test
    void aDirectorImportsPlayersConfirmsTheOnesAlreadyRegisteredAndTheirCareersShowBothTournaments() {
        try (TestApp app = TestApp.startWithDemo()) {
            RegisteredDemo demo = RegisteredDemo.of(app);
            Player sato = demo.player("Sato Haruka");
            long wangPerson = demo.personOf(demo.player("Wang Lei"));
            Tournament summer = DirectedTournament.create(app,
                    Tournament.newMcr("Summer Cup 2026").withStatus(TournamentStatus.RUNNING)).tournament();

            ChromeDriver director = Browser.desktop();
            try {
                WebDriverWait wait = Browser.login(director, app, "director");
                director.get(app.url("/tournaments/" + summer.id() + "/import?lang=en"));
                director.findElement(By.id("csv")).sendKeys("1,Wang Lei,王磊,CN,,\n2,Haruka Sato,,JP,,"
                        + sato.emaId() + "\n3,Nora Visser,,NL,,\n");
                click(director, By.cssSelector("button[value=preview]"));
                wait.until(ExpectedConditions.textToBe(By.cssSelector(".notice--ok"), "All 3 rows are right."));
                click(director, By.cssSelector("button[value=import]"));
                wait.until(ExpectedConditions.urlContains("/tournaments/" + summer.id() + "/persons"));
                List<WebElement> entries = director.findElements(By.cssSelector("fieldset.link-entry"));
                assertThat(entries).hasSize(2);
                assertThat(entries.get(0).getText()).contains("Wang Lei", "The same person as Wang Lei");
                assertThat(entries.get(1).getText()).contains("Haruka Sato", "The same person as Sato Haruka");
                Browser.screenshot(director, "registry-confirm-1280");
                for (WebElement e : entries) {
                    WebElement same = e.findElement(By.cssSelector("input[type=radio]:not([value=new])"));
                    director.executeScript("arguments[0].scrollIntoView({block: 'center'});", same);
                    same.click();
                }
                click(director, By.id("confirm-links"));
                wait.until(ExpectedConditions.presenceOfElementLocated(By.id("links-done")));
                assertThat(director.findElement(By.cssSelector(".flash")).getText()).isEqualTo("2 entries confirmed.");
            } finally {
                director.quit();
            }

            ChromeDriver phone = Browser.phone();
            try {
                phone.get(app.url("/persons?q=wang&lang=en"));
                click(phone, By.cssSelector(".person-list a"));
                WebDriverWait wait = new WebDriverWait(phone, java.time.Duration.ofSeconds(20), Browser.POLL);
                wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("table.career")));
                assertThat(phone.getCurrentUrl()).contains("/persons/" + wangPerson);
                assertThat(phone.findElements(By.cssSelector("table.career tbody tr"))).hasSize(2);
                assertThat(phone.findElement(By.cssSelector("table.career")).getText())
                        .contains("Spring Mahjong Open 2026", "Summer Cup 2026");
                Browser.screenshot(phone, "registry-career-390");
                Object overflow = phone.executeScript(
                        "return document.documentElement.scrollWidth > document.documentElement.clientWidth;");
                assertThat(overflow).as("nothing scrolls sideways on a phone").isEqualTo(false);

                click(phone, By.cssSelector("nav.tabs a[href$='/grade']"));
                wait.until(ExpectedConditions.presenceOfElementLocated(By.id("grade-reached")));
                assertThat(phone.findElement(By.id("grade-reached")).getText()).isEqualTo("None yet");
                assertThat(phone.findElement(By.id("grade-missing")).getText())
                        .contains("20 table points (20 needed)");
                Browser.screenshot(phone, "registry-grade-390");
            } finally {
                phone.quit();
            }
        }
    }
}

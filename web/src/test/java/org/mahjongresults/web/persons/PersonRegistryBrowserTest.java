package org.mahjongresults.web.persons;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongresults.web.testing.Browser.click;

import java.time.Clock;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.account.StaffRepository;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.person.PersonRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.engine.tournament.TournamentStatus;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

class PersonRegistryBrowserTest {

    @Test
    void aDirectorImportsPlayersConfirmsTheOnesAlreadyRegisteredAndTheirCareersShowBothTournaments() {
        try (TestApp app = TestApp.startWithDemo()) {
            Clock clock = Clock.systemUTC();
            AuditLog audit = new AuditLog(app.db(), clock);
            TournamentRepository tournaments = new TournamentRepository(app.db(), clock, audit);
            PersonRepository persons = new PersonRepository(app.db(), clock, audit);
            long demoId = app.demoTournamentId();
            persons.registerUnmatched(Actor.SYSTEM, false, demoId);
            Player sato = tournaments.players(demoId).stream().filter(p -> p.name().equals("Sato Haruka"))
                    .findFirst().orElseThrow();
            Player wang = tournaments.players(demoId).stream().filter(p -> p.name().equals("Wang Lei"))
                    .findFirst().orElseThrow();
            long wangPerson = persons.entry(false, demoId, wang.id()).orElseThrow().personId();
            Tournament summer = tournaments.create(Actor.SYSTEM, Tournament.newMcr("Summer Cup 2026"));
            tournaments.update(Actor.SYSTEM, summer.withStatus(TournamentStatus.RUNNING));
            long directorId = new UserRepository(app.db(), clock, audit).findByUsername("director").orElseThrow().id();
            new StaffRepository(app.db(), audit).assign(Actor.SYSTEM, summer.id(), directorId, StaffRole.DIRECTOR,
                    Set.of());

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

package org.mahjongresults.web.persons;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongresults.web.testing.Browser.click;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.person.Person;
import org.mahjongresults.db.person.PersonRepository;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Issue 30: the players of an imported past tournament are confirmed through the pages (the page used to fail), and
 * a line with a registered player's name but another EMA number is a conflict the director settles.
 */
@Slow
class PastPlayersBrowserTest {

    @Test
    void anOrganiserImportsAPastTournamentAndConfirmsItsPlayersChoosingTheRightEmaNumberOfAConflict() {
        try (TestApp app = TestApp.startWithDemo()) {
            RegisteredDemo demo = RegisteredDemo.of(app);
            PersonRepository persons = demo.persons();
            Player sato = demo.player("Sato Haruka");
            long satoPerson = demo.personOf(sato);
            assertThat(sato.emaId()).isNotNull();

            ChromeDriver director = Browser.desktop();
            try {
                WebDriverWait wait = Browser.login(director, app, "director");
                director.get(app.url("/history/new?lang=en"));
                director.findElement(By.id("name")).sendKeys("Autumn Open 2025");
                WebElement sessions = director.findElement(By.id("sessions"));
                sessions.clear();
                sessions.sendKeys("6");
                // Sato Haruka of the demo, with another EMA number; and somebody nobody knows.
                director.findElement(By.id("csv")).sendKeys("1,Sato Haruka,09990925,20,310,JP\n"
                        + "2,Mira Okafor,,14,120,GB\n");
                click(director, By.cssSelector("button[value=preview]"));
                wait.until(ExpectedConditions.presenceOfElementLocated(By.id("history-import")));
                click(director, By.id("history-import"));
                wait.until(ExpectedConditions.urlMatches(".*/history/\\d+/persons$"));

                List<WebElement> entries = director.findElements(By.cssSelector("fieldset.link-entry"));
                assertThat(entries).hasSize(1);
                String text = entries.get(0).getText();
                assertThat(text).contains("Sato Haruka", "09990925", sato.emaId());
                assertThat(entries.get(0).findElement(By.cssSelector(".ema-conflict")).getText())
                        .contains("Warning", sato.emaId(), "09990925");
                assertThat(entries.get(0).findElements(By.cssSelector("input[type=radio][value='" + satoPerson
                        + "']"))).as("not proposed as the same person without an EMA number").isEmpty();
                Browser.screenshot(director, "past-players-conflict-1280");

                // The entry's number is the right one: the person takes it.
                WebElement entryNumber = entries.get(0).findElement(By.cssSelector("input[type=radio][value='"
                        + satoPerson + "/entry']"));
                director.executeScript("arguments[0].scrollIntoView({block: 'center'});", entryNumber);
                entryNumber.click();
                click(director, By.id("confirm-links"));
                wait.until(ExpectedConditions.presenceOfElementLocated(By.id("links-done")));
                assertThat(director.findElement(By.cssSelector(".flash")).getText()).contains("confirmed");
            } finally {
                director.quit();
            }
            Person linked = persons.find(satoPerson).orElseThrow();
            assertThat(linked.emaId()).isEqualTo("09990925");
            assertThat(persons.resultsOf(satoPerson)).singleElement()
                    .satisfies(r -> assertThat(r.emaId()).isEqualTo("09990925"));
        }
    }
}

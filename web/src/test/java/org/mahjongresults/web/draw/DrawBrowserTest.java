package org.mahjongresults.web.draw;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongresults.web.testing.Browser.click;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

@Slow
class DrawBrowserTest {

    private static final String CSV = "entry,name,native,country,team,ema\n"
            + "1,Ada North,,GB,Owls,\n2,Ben East,,GB,Owls,\n3,Cleo South,,GB,Owls,\n4,Dan West,,GB,Owls,\n"
            + "5,Eva Kim,,KR,Cranes,\n6,Finn Park,,KR,Cranes,\n7,Gia Lee,,KR,Cranes,\n8,Hal Choi,,KR,Cranes,\n"
            + "9,Ida Berg,,SE,Elks,\n10,Jon Lund,,SE,Elks,\n11,Kai Holm,,SE,Elks,\n12,Liv Dahl,,SE,Elks,\n"
            + "13,Mia Rossi,,IT,Lynx,\n14,Nico Bruno,,IT,Lynx,\n15,Olga Conti,,IT,Lynx,\n16,Pia Greco,,IT,Lynx,\n";

    @Test
    void theDirectorCreatesATournamentImportsPlayersDrawsAndPublishesAndThePublicSeesTheTables() {
        try (TestApp app = TestApp.startWithDemo()) {
            ChromeDriver director = Browser.desktop();
            String tournamentUrl;
            try {
                WebDriverWait wait = new WebDriverWait(director, Duration.ofSeconds(20), Browser.POLL);
                director.get(app.url("/login?lang=en"));
                director.findElement(By.id("username")).sendKeys("director");
                director.findElement(By.id("password")).sendKeys("demo-director");
                click(director, By.cssSelector("form.form button[type=submit]"));
                wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector(".account-nav__user")));

                director.get(app.url("/tournaments/new"));
                director.findElement(By.id("name")).sendKeys("Autumn Open");
                WebElement sessions = director.findElement(By.id("sessionCount"));
                sessions.clear();
                sessions.sendKeys("4");
                click(director, By.id("teamEvent"));
                click(director, By.cssSelector("form.form button[type=submit]"));
                wait.until(ExpectedConditions.textToBe(By.cssSelector("h1.tournament-header__name"), "Autumn Open"));
                tournamentUrl = director.getCurrentUrl().replaceAll("\\?.*", "");

                director.get(tournamentUrl + "/import");
                director.findElement(By.id("csv")).sendKeys(CSV);
                click(director, By.cssSelector("button[value=preview]"));
                wait.until(ExpectedConditions.textToBe(By.cssSelector(".notice--ok"), "All 16 rows are right."));
                click(director, By.cssSelector("button[value=import]"));
                wait.until(ExpectedConditions.textToBe(By.cssSelector(".flash"), "16 players imported."));

                director.get(tournamentUrl + "/draw");
                director.findElement(By.id("seed")).sendKeys("2026");
                click(director, By.cssSelector(".seed-form button"));
                wait.until(ExpectedConditions.textToBe(By.id("quality-teammates"), "0"));
                assertThat(director.findElement(By.id("quality-repeats")).getText()).startsWith("0 ");
                click(director, By.cssSelector("form[action$='/draw/publish'] button"));
                // Still a draft: the director is told what else the public needs (issue 14).
                wait.until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector(".flash"),
                        "The draw is published, but the public cannot see it yet: the tournament is still a Draft."));

                director.get(tournamentUrl + "/edit");
                new Select(director.findElement(By.id("status"))).selectByValue("RUNNING");
                click(director, By.cssSelector("form.form--wide button[type=submit]"));
                wait.until(ExpectedConditions.textToBe(By.cssSelector(".flash"), "The tournament is saved."));
            } finally {
                director.quit();
            }

            ChromeDriver visitor = Browser.phone();
            try {
                visitor.get(tournamentUrl + "/draw?lang=en");
                assertThat(visitor.findElements(By.cssSelector(".session-block"))).hasSize(4);
                assertThat(visitor.findElements(By.cssSelector("#session-1 table.draw-table tbody tr"))).hasSize(4);
                assertThat(visitor.findElement(By.cssSelector("#session-1 table.draw-table")).getText())
                        .contains("Ada North", "Pia Greco");
                Browser.screenshot(visitor, "draw-phone");
                click(visitor, By.cssSelector("#session-1 table.draw-table tbody tr td a"));
                new WebDriverWait(visitor, Duration.ofSeconds(5), Browser.POLL)
                        .until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("table.rotation")));
                assertThat(visitor.findElements(By.cssSelector("table.rotation tbody tr"))).hasSize(4);
            } finally {
                visitor.quit();
            }
        }
    }
}

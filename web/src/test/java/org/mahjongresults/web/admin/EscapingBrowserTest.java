package org.mahjongresults.web.admin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.NoAlertPresentException;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

@Slow
class EscapingBrowserTest {

    @Test
    void aScriptTypedAsATournamentOrPlayerNameIsShownAsTextAndNeverRuns() {
        try (TestApp app = TestApp.startWithDemo()) {
            app.parts().users()
                    .create(Actor.SYSTEM, "admin", "Site Admin", TestApp.HASHER.hash("admin-password"), true);
            ChromeDriver driver = Browser.desktop();
            try {
                driver.get(app.url("/login?lang=en"));
                driver.findElement(By.id("username")).sendKeys("admin");
                driver.findElement(By.id("password")).sendKeys("admin-password");
                driver.findElement(By.cssSelector("form.form button[type=submit]")).click();
                new WebDriverWait(driver, Duration.ofSeconds(5), Browser.POLL)
                        .until(ExpectedConditions.presenceOfElementLocated(By.cssSelector(".account-nav__user")));

                String evil = "<script>alert(1)</script><img src=x onerror=alert(2)>";
                driver.get(app.url("/tournaments/new"));
                driver.findElement(By.id("name")).sendKeys(evil);
                driver.findElement(By.cssSelector("form.form button[type=submit]")).click();
                new WebDriverWait(driver, Duration.ofSeconds(5), Browser.POLL)
                        .until(ExpectedConditions.presenceOfElementLocated(By.id("rules-heading")));

                assertThat(driver.findElement(By.cssSelector("h1.tournament-header__name")).getText()).isEqualTo(evil);
                assertThatThrownBy(() -> driver.switchTo().alert()).isInstanceOf(NoAlertPresentException.class);
                assertThat(driver.findElements(By.cssSelector("main img[src=x]"))).isEmpty();
                Browser.screenshot(driver, "escaped-tournament-name");

                // The same for a player's name, typed into the director's form and shown on the public pages.
                String tournamentUrl = driver.getCurrentUrl().replaceAll("\\?.*", "");
                String player = "<script>alert(3)</script> O'Neil \"Ace\"";
                driver.get(tournamentUrl + "/players/manage");
                driver.findElement(By.id("name")).sendKeys(player);
                driver.findElement(By.cssSelector("#add-player + form button[type=submit], section[aria-labelledby=add-player] button[type=submit]")).click();
                new WebDriverWait(driver, Duration.ofSeconds(5), Browser.POLL)
                        .until(ExpectedConditions.presenceOfElementLocated(By.cssSelector(".flash")));
                driver.get(tournamentUrl);
                assertThat(driver.findElement(By.cssSelector("table.data tbody tr td:nth-child(2)")).getText())
                        .isEqualTo(player);
                assertThatThrownBy(() -> driver.switchTo().alert()).isInstanceOf(NoAlertPresentException.class);
            } finally {
                driver.quit();
            }
        }
    }
}

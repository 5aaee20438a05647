package org.mahjongresults.web.sheet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongresults.web.testing.Browser.click;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Issue 27: the tile picker without traps, on a phone. ⌫ keeps the suit of the run it shortens, the tapped hand is
 * drawn as tiles with its melds grouped, an added kong and the flowers are keys, and a scorekeeper is not offered
 * the referee's "Accept". One app and one browser for the class.
 */
@Slow
class TilePickerBrowserTest {

    private static TestApp app;
    private static SheetFixture table;
    private static ChromeDriver phone;

    @BeforeAll
    static void start() {
        app = TestApp.startWithDemo();
        table = new SheetFixture(app, 1, 4);
        phone = Browser.phone();
        Browser.login(phone, app, "scorekeeper");
    }

    @AfterAll
    static void stop() {
        if (phone != null) {
            phone.quit();
        }
        app.close();
    }

    @Test
    void backspaceKeepsTheSuitAndTheTappedHandIsDrawnAsTilesInMelds() {
        phone.get(app.url(table.base() + "/sheet?lang=en"));
        tap("1m", "2m", "3m", "⌫", "5p");
        assertThat(notation()).isEqualTo("12m5p");
        tap("⌫", "⌫");
        assertThat(notation()).isEqualTo("1m");
        tap("⌫");
        assertThat(notation()).isEmpty();
        assertThat(phone.findElement(By.cssSelector(".tile-preview")).getText())
                .isEqualTo("Tap the tiles: the hand appears here.");

        // An added kong from across (claim 6), a chow with its claimed tile, then the concealed tiles and the win.
        tap("[", "7s", "7s", "7s", "7s", "6", "]", "[", "2p", "3p", "4p", "1", "]", "1m", "2m", "3m", "5m", "6m",
                "7m", "E", "E", "4m");
        assertThat(notation()).isEqualTo("[7777s6][234p1]123567mEE4m");
        List<WebElement> groups = phone.findElements(By.cssSelector(".tile-preview .tile-group"));
        assertThat(groups).hasSize(4);
        assertThat(groups.get(0).findElements(By.tagName("img"))).hasSize(4);
        assertThat(groups.get(0).findElement(By.tagName("img")).getAttribute("alt")).isEqualTo("7 Bamboo");
        assertThat(groups.get(1).findElements(By.tagName("img"))).hasSize(3);
        assertThat(groups.get(2).findElements(By.tagName("img"))).hasSize(8);
        assertThat(groups.get(3).getAttribute("class")).contains("tile-group--win");
        assertThat(phone.findElement(By.cssSelector(".tile-picker button[data-code=\"6\"]")).getAttribute("title"))
                .startsWith("Added kong");
        Browser.screenshot(phone, "tile-picker-en");
    }

    @Test
    void theFlowersAreTappedNotTyped() {
        phone.get(app.url(table.base() + "/sheet?lang=ja"));
        click(phone, By.cssSelector(".flower-tiles button[data-flower=flower1]"));
        click(phone, By.cssSelector(".flower-tiles button[data-flower=season3]"));
        assertThat(phone.findElement(By.id("flowers")).getAttribute("value")).isEqualTo("2");
        click(phone, By.cssSelector(".flower-tiles button[data-flower=flower1]"));
        assertThat(phone.findElement(By.id("flowers")).getAttribute("value")).isEqualTo("1");
        assertThat(phone.findElement(By.cssSelector(".flower-tiles button[data-flower=season3]"))
                .getAttribute("aria-pressed")).isEqualTo("true");
    }

    @Test
    void aScorekeeperIsNotOfferedTheRefereesAccept() {
        Staff scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
        // The hand of MCR 2006 §3.9.1 example A is worth 18 points; 20 claimed goes to a referee.
        table.win(scorekeeper, 1, 0, 1, 20, SheetRouteTest.EXAMPLE_A, "picker-mismatch");
        phone.get(app.url(table.base() + "/sheet?lang=en"));
        assertThat(phone.findElements(By.cssSelector("#hand-1 .badge--warn"))).isNotEmpty();
        assertThat(phone.findElements(By.cssSelector("#hand-1 form[action$=accept]"))).isEmpty();
        assertThat(phone.findElements(By.cssSelector("#hand-1 td.actions a"))).isNotEmpty();
    }

    private static void tap(String... codes) {
        for (String code : codes) {
            click(phone, By.cssSelector(".tile-picker button[data-code=\"" + code + "\"]"));
        }
    }

    private static String notation() {
        return phone.findElement(By.id("notation")).getAttribute("value");
    }
}

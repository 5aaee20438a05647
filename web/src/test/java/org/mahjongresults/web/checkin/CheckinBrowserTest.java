package org.mahjongresults.web.checkin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongresults.web.testing.Browser.click;
import static org.mahjongresults.web.testing.Browser.login;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A referee on a phone (390 px) at the check-in board (issue 28 item 4): ticks a missing player with one tap, and sees
 * a check-in made elsewhere (another referee) arrive on the open board without reloading it (the live events).
 */
@Slow
class CheckinBrowserTest {

    @Test
    void aRefereeTicksAPlayerOnAPhoneAndTheBoardFollowsACheckInMadeElsewhere() {
        try (TestApp app = TestApp.startWithDemo()) {
            String board = "/tournaments/" + app.demoTournamentId() + "/sessions/4/checkin";
            List<Seating> table1 = app.parts().draws()
                    .seatings(app.demoTournamentId()).stream().filter(s -> s.session() == 4 && s.table() == 1)
                    .toList();
            ChromeDriver phone = Browser.phone();
            try {
                WebDriverWait wait = login(phone, app, "referee");
                phone.get(app.url(board + "?lang=en"));
                assertThat(phone.findElements(By.cssSelector("#missing-1 .checkin-seat"))).hasSize(4);
                click(phone, By.cssSelector("#missing-1 .checkin-seat button"));
                wait.until(d -> d.findElements(By.cssSelector(".flash")).stream()
                        .anyMatch(f -> f.getText().equals("Checked in.")));
                assertThat(phone.findElements(By.cssSelector("#missing-1 .checkin-seat"))).hasSize(3);
                Long overflow = (Long) phone.executeScript(
                        "return document.documentElement.scrollWidth - window.innerWidth;");
                assertThat(overflow).as("nothing wider than the phone").isLessThanOrEqualTo(0L);
                phone.executeScript("document.getElementById('missing-heading').scrollIntoView();");
                Browser.screenshot(phone, "checkin-board-phone-en");

                // The chief referee ticks another player of table 1 elsewhere: the open board follows by itself.
                Staff chief = Staff.login(app, "chief", "demo-chief");
                assertThat(chief.post(app, board, Map.of("player", String.valueOf(table1.get(3).playerId()),
                        "present", "1")).status()).isEqualTo(302);
                wait.until(d -> d.findElements(By.cssSelector("#missing-1 .checkin-seat")).size() == 2);
                assertThat(phone.findElement(By.cssSelector(".checkin-summary")).getText()).startsWith("2 of ");
                phone.get(app.url(board + "?lang=ja#all-heading"));
                Browser.screenshot(phone, "checkin-board-phone-ja");
            } finally {
                phone.quit();
            }
        }
    }
}

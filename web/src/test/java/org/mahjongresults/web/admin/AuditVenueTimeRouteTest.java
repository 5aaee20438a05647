package org.mahjongresults.web.admin;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.SettableClock;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.hall.HallSettings;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * The site-wide audit log shows each entry's time where it happened: a tournament's entries in its venue's time zone
 * (hall settings), the others (logins, accounts) in UTC; the zone is named after every time.
 */
class AuditVenueTimeRouteTest {

    @Test
    void aTournamentsEntriesShowTheVenueTimeAndTheOthersUtcEachWithItsZoneNamed() {
        SettableClock clock = SettableClock.at(Instant.parse("2026-04-17T07:00:00Z"));
        try (TestApp app = TestApp.start(true, clock)) {
            AuditLog audit = app.parts().audit();
            app.parts().users()
                    .create(Actor.SYSTEM, "admin", "Site Admin", TestApp.HASHER.hash("admin-password"), true);
            app.parts().halls().saveSettings(Actor.SYSTEM, new HallSettings(
                    app.demoTournamentId(), ZoneId.of("Asia/Tokyo"), HallSettings.PANES, "dark", 15));
            Staff admin = Staff.login(app, "admin", "admin-password");

            Http.Response page = admin.get(app, "/admin/audit?lang=en");
            assertThat(page.status()).isEqualTo(200);
            assertThat(page.html().select("table.audit thead th").first().text())
                    .isEqualTo("When (UTC)");
            // Issue 27: one zone per column; a tournament's entry also in its venue's time, in the next column.
            assertThat(when(page, "hall.settings", 0)).isEqualTo("2026-04-17 07:00:00 UTC");
            assertThat(when(page, "hall.settings", 1)).isEqualTo("2026-04-17 16:00:00 JST");
            assertThat(when(page, "login", 0)).isEqualTo("2026-04-17 07:00:00 UTC");
            assertThat(when(page, "login", 1)).isEmpty();
            assertThat(when(page, "user.create", 0)).isEqualTo("2026-04-17 07:00:00 UTC");
        }
    }

    /** The time shown on the newest line of an action, in the given column (0: UTC, 1: the venue's time). */
    private static String when(Http.Response page, String action, int column) {
        Element row = page.html().select("table.audit tbody tr").stream()
                .filter(tr -> tr.select("code").first().text().equals(action))
                .findFirst().orElseThrow(() -> new AssertionError("no audit line " + action));
        return row.select("td").get(column).text();
    }
}

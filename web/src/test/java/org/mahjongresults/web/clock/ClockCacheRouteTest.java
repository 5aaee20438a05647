package org.mahjongresults.web.clock;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.SettableClock;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * The spectators' clock (issue 12): computed from the stored clocks once per results version, while what depends on
 * the time (time left, warning, time called) follows each request's own "now", and a clock action shows at once.
 */
class ClockCacheRouteTest {

    private static final Pattern FIELD = Pattern.compile("\"(\\w+)\":(-?\\d+|null|true|false|\"[A-Z]+\")");

    private static Map<String, String> json(Http.Response r) {
        assertThat(r.status()).isEqualTo(200);
        Map<String, String> out = new HashMap<>();
        Matcher m = FIELD.matcher(r.body());
        while (m.find()) {
            out.put(m.group(1), m.group(2).replace("\"", ""));
        }
        return out;
    }

    @Test
    void aClockActionThroughTheRouteShowsAtOnceAndTheTimeLeftFollowsTheServersNow() {
        SettableClock clock = SettableClock.at(Instant.parse("2026-04-17T07:00:00Z"));
        try (TestApp app = TestApp.start(true, clock)) {
            String base = "/tournaments/" + app.demoTournamentId();
            String clockPath = base + "/clock";
            Staff chief = Staff.login(app, "chief", "demo-chief");
            Http phone = new Http();
            assertThat(json(phone.get(app.url(clockPath)))).containsEntry("state", "NONE")
                    .containsEntry("session", "1");

            assertThat(chief.post(app, base + "/sessions/1/clock", Map.of("action", "START")).status())
                    .isEqualTo(302);
            Map<String, String> started = json(phone.get(app.url(clockPath)));
            assertThat(started).containsEntry("state", "RUNNING").containsEntry("session", "1")
                    .containsEntry("left", String.valueOf(Duration.ofMinutes(150).toMillis()));

            // No action between these reads: the same stored clock, but each answer has its own now and time left.
            clock.advance(Duration.ofMinutes(20));
            Map<String, String> later = json(phone.get(app.url(clockPath)));
            assertThat(later).containsEntry("endsAt", started.get("endsAt"))
                    .containsEntry("left", String.valueOf(Duration.ofMinutes(130).toMillis()));
            assertThat(Long.parseLong(later.get("now")) - Long.parseLong(started.get("now")))
                    .isEqualTo(Duration.ofMinutes(20).toMillis());
            // An extension through the route: the next read shows the new end, staff and spectators alike.
            assertThat(chief.post(app, base + "/sessions/1/clock", Map.of("action", "EXTEND", "minutes", "5"))
                    .status()).isEqualTo(302);
            Map<String, String> extended = json(phone.get(app.url(clockPath)));
            assertThat(extended).containsEntry("state", "RUNNING")
                    .containsEntry("left", String.valueOf(Duration.ofMinutes(135).toMillis()));
            assertThat(Long.parseLong(extended.get("endsAt")) - Long.parseLong(started.get("endsAt")))
                    .isEqualTo(Duration.ofMinutes(5).toMillis());
            assertThat(json(chief.get(app, clockPath))).containsEntry("endsAt", extended.get("endsAt"));

            // The warning and time called come with the time alone, without any action in between.
            clock.advance(Duration.ofMinutes(121));
            assertThat(json(phone.get(app.url(clockPath)))).containsEntry("warning", "true")
                    .containsEntry("state", "RUNNING");
            clock.advance(Duration.ofMinutes(14));
            assertThat(json(phone.get(app.url(clockPath)))).containsEntry("state", "CALLED")
                    .containsEntry("timeCalled", "true").containsEntry("left", "0");
        }
    }

    @Test
    void twoReadsAtOneResultsVersionReadTheStoredClocksOnceAndAnActionIsSeenAtTheNextVersion() {
        SettableClock clock = SettableClock.at(Instant.parse("2026-04-17T07:00:00Z"));
        try (TestApp app = TestApp.start(true, clock)) {
            DrawRepository draws = app.parts().draws();
            SheetRepository sheets = app.parts().sheets();
            ClockService clocks = new ClockService(app.parts().halls(), draws);
            long id = app.demoTournamentId();
            Tournament t = app.parts().tournaments().find(id).orElseThrow();
            long v = sheets.resultsVersion(id);

            assertThat(clocks.clock(t, v, null, null).state()).isEqualTo("NONE");
            long afterFirst = clocks.storedReads();
            assertThat(afterFirst).as("the sessions and the first session's clock").isPositive();
            clock.advance(Duration.ofSeconds(30));
            ClockService.ClockView again = clocks.clock(t, v, null, null);
            assertThat(again.state()).isEqualTo("NONE");
            assertThat(again.now()).isEqualTo(clock.instant().toEpochMilli());
            assertThat(clocks.storedReads()).as("no database read at the same version").isEqualTo(afterFirst);
            clocks.clock(t, v, 1, 2);
            assertThat(clocks.storedReads()).as("a table's clock is its session's").isEqualTo(afterFirst);
            assertThat(clocks.clock(t, v, 999, null).state()).isEqualTo("NONE");
            assertThat(clocks.storedReads()).as("a session the draw lacks is neither read nor kept")
                    .isEqualTo(afterFirst);

            clocks.act(Actor.SYSTEM, t, 1, ClockService.Action.START, 0);
            long v2 = sheets.resultsVersion(id);
            assertThat(v2).as("a clock action bumps the results version").isGreaterThan(v);
            ClockService.ClockView running = clocks.clock(t, v2, null, null);
            assertThat(running.state()).isEqualTo("RUNNING");
            assertThat(running.left()).isEqualTo(Duration.ofMinutes(150).toMillis());
            long afterAction = clocks.storedReads();
            assertThat(afterAction).isGreaterThan(afterFirst);
            clock.advance(Duration.ofMinutes(1));
            assertThat(clocks.clock(t, v2, null, null).left()).isEqualTo(Duration.ofMinutes(149).toMillis());
            assertThat(clocks.storedReads()).isEqualTo(afterAction);
            // Staff (no snapshot version) read the database every time.
            clocks.clock(t, -1, null, null);
            assertThat(clocks.storedReads()).as("staff reads are not the spectators' cache").isEqualTo(afterAction);
        }
    }
}

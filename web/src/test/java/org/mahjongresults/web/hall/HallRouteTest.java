package org.mahjongresults.web.hall;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mahjongresults.db.SettableClock;
import org.mahjongresults.engine.sheet.SheetStatus;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * Event day in the hall over HTTP (issue 16): the session clock held in the database and seen alike by two servers,
 * a sheet ended by time (MCR 2006 §3.5.6) with its table points and appeal window, the refusals and why, the QR codes,
 * and finding yourself.
 */
class HallRouteTest {

    private static final Pattern NUMBER = Pattern.compile("\"(\\w+)\":(-?\\d+|null|true|false|\"[A-Z]+\")");

    private static Map<String, String> json(Http.Response r) {
        Map<String, String> out = new HashMap<>();
        Matcher m = NUMBER.matcher(r.body());
        while (m.find()) {
            out.put(m.group(1), m.group(2).replace("\"", ""));
        }
        return out;
    }

    private static String clockPath(TestApp app, int session) {
        return "/tournaments/" + app.demoTournamentId() + "/clock?session=" + session;
    }

    private static String sessionPath(TestApp app, int session) {
        return "/tournaments/" + app.demoTournamentId() + "/sessions/" + session;
    }

    /**
     * The clock's address as a page asks for it after a live event told it of the tournament's results version
     * {@code v} (static/js/clock.js): a server whose spectators' snapshot is older reads the clock afresh.
     */
    private static String toldClockPath(TestApp app, int session) {
        long v = app.parts().sheets()
                .resultsVersion(app.demoTournamentId());
        return clockPath(app, session) + "&v=" + v;
    }

    @Test
    void twoServersOnOneDatabaseShowTheSameClockAndTheSameTimeCalled() {
        try (TestApp a = TestApp.startWithDemo();
             TestApp b = TestApp.start(a.dbConfig(), false, Clock.systemUTC())) {
            Staff chief = Staff.login(a, "chief", "demo-chief");
            Http anyone = new Http();
            assertThat(json(anyone.get(b.url(clockPath(a, 1))))).containsEntry("state", "NONE");

            assertThat(chief.post(a, sessionPath(a, 1) + "/clock", Map.of("action", "START")).status())
                    .isEqualTo(302);
            Map<String, String> onA = json(anyone.get(a.url(toldClockPath(a, 1))));
            Map<String, String> onB = json(anyone.get(b.url(toldClockPath(a, 1))));
            assertThat(onA).containsEntry("state", "RUNNING");
            assertThat(onB.get("endsAt")).as("the end is one fact in the database").isEqualTo(onA.get("endsAt"));
            // 150 minutes by default (MCR 2006 §3.5.6), counted from the start on the server.
            long ends = Long.parseLong(onA.get("endsAt"));
            long now = Long.parseLong(onA.get("now"));
            assertThat(ends - now).isCloseTo(Duration.ofMinutes(150).toMillis(), within(5_000L));
            // Each server counts the time left from that one end and its own "now" (not from a clock of its own):
            // compared within each answer, so a busy machine's gap between the two requests cannot fail it.
            for (Map<String, String> told : List.of(onA, onB)) {
                // within 1 ms: the end and "now" are each written in whole milliseconds
                assertThat(Long.parseLong(told.get("left")))
                        .isCloseTo(ends - Long.parseLong(told.get("now")), within(1L));
            }

            // The chief referee calls time on the other server: both show it, with the same instant.
            Staff chiefOnB = Staff.login(b, "chief", "demo-chief");
            assertThat(chiefOnB.post(b, sessionPath(a, 1) + "/clock", Map.of("action", "CALL")).status())
                    .isEqualTo(302);
            onA = json(anyone.get(a.url(toldClockPath(a, 1))));
            onB = json(anyone.get(b.url(toldClockPath(a, 1))));
            assertThat(onA).containsEntry("state", "CALLED").containsEntry("timeCalled", "true")
                    .containsEntry("left", "0");
            assertThat(onB).containsEntry("state", "CALLED").containsEntry("endsAt", onA.get("endsAt"));

            // A second call is refused, saying why.
            Http.Response again = chief.post(a, sessionPath(a, 1) + "/clock?lang=en", Map.of("action", "CALL"));
            assertThat(again.status()).isEqualTo(409);
            assertThat(again.html().select(".errors").text()).contains("time is already called");
        }
    }

    @Test
    void pauseAndExtensionsMoveTheEndAndOnlyOfficialsMayTouchTheClock() {
        SettableClock clock = SettableClock.at(Instant.parse("2026-04-17T07:00:00Z"));
        try (TestApp app = TestApp.start(true, clock)) {
            Staff chief = Staff.login(app, "chief", "demo-chief");
            Staff keeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
            Http anyone = new Http();
            String act = sessionPath(app, 1) + "/clock";
            // The hall tab is shown to those it admits: a chief referee, not a scorekeeper (whom it would answer 403).
            String overview = "/tournaments/" + app.demoTournamentId();
            assertThat(keeper.get(app, overview).html().select("a[href$=/hall]")).isEmpty();
            assertThat(chief.get(app, overview).html().select("a[href$=/hall]")).hasSize(1);
            assertThat(keeper.post(app, act, Map.of("action", "START")).status()).isEqualTo(403);
            assertThat(chief.post(app, act, Map.of("action", "START")).status()).isEqualTo(302);
            clock.advance(Duration.ofMinutes(60));
            assertThat(chief.post(app, act, Map.of("action", "PAUSE")).status()).isEqualTo(302);
            clock.advance(Duration.ofMinutes(10));
            assertThat(json(anyone.get(app.url(clockPath(app, 1))))).containsEntry("state", "PAUSED")
                    .containsEntry("left", String.valueOf(Duration.ofMinutes(90).toMillis()));
            assertThat(chief.post(app, act, Map.of("action", "RESUME")).status()).isEqualTo(302);
            assertThat(chief.post(app, act, Map.of("action", "EXTEND", "minutes", "5")).status()).isEqualTo(302);
            Http.Response bad = chief.post(app, act + "?lang=en", Map.of("action", "EXTEND", "minutes", "0"));
            assertThat(bad.status()).isEqualTo(422);
            assertThat(bad.html().select("#minutes-error, .errors").text()).contains("A number from 1 to 120.");
            assertThat(chief.post(app, act + "/table", Map.of("table", "2", "minutes", "7")).status())
                    .isEqualTo(302);
            // 07:00 + 150 + 10 paused + 5 = 09:45 for the session; table 2 has 7 more.
            Map<String, String> session = json(anyone.get(app.url(clockPath(app, 1))));
            Map<String, String> table2 = json(anyone.get(app.url(clockPath(app, 1) + "&table=2")));
            assertThat(Instant.ofEpochMilli(Long.parseLong(session.get("endsAt"))))
                    .isEqualTo(Instant.parse("2026-04-17T09:45:00Z"));
            assertThat(Instant.ofEpochMilli(Long.parseLong(table2.get("endsAt"))))
                    .isEqualTo(Instant.parse("2026-04-17T09:52:00Z"));
            // The 15-minute warning (MCR 2006 §3.5.6) appears for the session, not yet for the table with extra time.
            clock.advance(Duration.ofMinutes(160 - 70 + 1));
            assertThat(json(anyone.get(app.url(clockPath(app, 1))))).containsEntry("warning", "true");
            clock.advance(Duration.ofMinutes(5));
            assertThat(json(anyone.get(app.url(clockPath(app, 1))))).containsEntry("timeCalled", "true");
            assertThat(json(anyone.get(app.url(clockPath(app, 1) + "&table=2")))).containsEntry("timeCalled", "false")
                    .containsEntry("warning", "true");
        }
    }

    @Test
    void aSheetEndedByTimeKeepsItsPointsItsTablePointsAndItsAppealWindowAndAShortSheetBeforeTimeNeedsAReason() {
        SettableClock clock = SettableClock.at(Instant.parse("2026-04-17T07:00:00Z"));
        try (TestApp app = TestApp.start(true, clock)) {
            long tid = app.demoTournamentId();
            List<Seating> t1 = app.parts().draws().seatings(tid).stream()
                    .filter(s -> s.session() == 1 && s.table() == 1).toList();
            SheetRepository sheets = app.parts().sheets();
            Staff keeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
            Staff referee = Staff.login(app, "referee", "demo-referee");
            Staff chief = Staff.login(app, "chief", "demo-chief");
            String sheet = sessionPath(app, 1) + "/tables/1/sheet";
            // Seven hands: the starting East wins hands 1, 3, 5, 7 by self-draw for 8; the others are draws.
            for (int h = 1; h <= 7; h++) {
                int version = sheets.find(tid, 1, 1).map(s -> s.version()).orElse(0);
                Map<String, String> form = new HashMap<>(Map.of("number", String.valueOf(h), "version",
                        String.valueOf(version), "requestId", "h" + h));
                if (h % 2 == 1) {
                    form.putAll(Map.of("result", "WIN", "winner", String.valueOf(t1.get(0).playerId()),
                            "discarder", "self", "fanPoints", "8"));
                } else {
                    form.put("result", "DRAW");
                }
                assertThat(keeper.post(app, sessionPath(app, 1) + "/tables/1/hands", form).status()).isEqualTo(302);
            }
            int version = sheets.find(tid, 1, 1).orElseThrow().version();

            // Before time is called: one tap is refused, saying why; the form asks for confirmation and a reason.
            Http.Response tap = keeper.post(app, sheet + "/submit?lang=en", Map.of("version", String.valueOf(version)));
            assertThat(tap.status()).isEqualTo(422);
            assertThat(tap.html().select(".short-submit .field-error").eachText()).containsExactly(
                    "Only 7 of 16 hands are entered and time is not called: confirm that the table ends here.",
                    "This field is required.");
            assertThat(sheets.find(tid, 1, 1).orElseThrow().status()).isEqualTo(SheetStatus.OPEN);

            // Time: the session started at 07:00 and ends by itself 150 minutes later.
            assertThat(chief.post(app, sessionPath(app, 1) + "/clock", Map.of("action", "START")).status())
                    .isEqualTo(302);
            clock.advance(Duration.ofMinutes(150));
            Http.Response page = keeper.get(app, sheet + "?lang=en");
            assertThat(page.html().select(".short-submit h3").text()).isEqualTo("Time is called");
            Http.Response byTime = keeper.post(app, sheet + "/submit?lang=en",
                    Map.of("version", String.valueOf(version)));
            assertThat(byTime.status()).isEqualTo(302);
            assertThat(app.parts().halls().end(sheets.find(tid, 1, 1).orElseThrow().id()))
                    .hasValueSatisfying(e -> {
                        assertThat(e.afterHand()).isEqualTo(7);
                        assertThat(e.byTime()).isTrue();
                    });
            Http.Response shown = new Http().get(app.url(sheet + "?lang=en"));
            assertThat(shown.html().select(".sheet-end").text()).startsWith("Time called after hand 7");
            assertThat(new Http().get(app.url(sessionPath(app, 1) + "/live?lang=en")).html()
                    .select("#table-1 .tag--time").text()).isEqualTo("Time called after hand 7");

            // The referee closes it; the points obtained stand and give the table points 4-2-1-0 (ties shared).
            version = sheets.find(tid, 1, 1).orElseThrow().version();
            assertThat(referee.post(app, sheet + "/close", Map.of("version", String.valueOf(version),
                    "reason", "The players signed the paper sheet")).status())
                    .isEqualTo(302);
            Http.Response api = new Http().get(app.url("/api/tournaments/" + tid + "/sessions/1/tables/1/sheet"));
            assertThat(api.status()).isEqualTo(200);
            assertThat(api.body()).contains("\"status\":\"CLOSED\"");
            Element east = new Http().get(app.url("/tournaments/" + tid + "/players/" + t1.get(0).playerId()
                    + "?lang=en")).html().selectFirst("table.itinerary tbody tr");
            // East won four self-drawn 8-point hands: 4 × 3 × (8 + 8) = 192, first place, 4 table points.
            assertThat(east.select("td").get(3).text()).isEqualTo("192");
            assertThat(east.select("td").get(5).text()).startsWith("4");

            // The appeal window runs 30 minutes from the close (MCR 2006 §3.12-§3.13), then filing is refused, saying why.
            Map<String, String> appeal = Map.of("session", "1", "table", "1",
                    "appellant", "player:" + t1.get(1).playerId(), "contested", "hand:7",
                    "statement", "Time was called too early.", "signedBy", t1.get(1).name());
            clock.advance(Duration.ofMinutes(30).plusSeconds(1));
            Http.Response late = referee.post(app, "/tournaments/" + tid + "/appeals?lang=en", appeal);
            assertThat(late.status()).isEqualTo(422);
            assertThat(late.html().select(".errors").text())
                    .contains("Too late: the filing deadline for this table was 2026-04-17 10:00:00 UTC.");
        }
    }

    @Test
    void theVenueTimeZoneIsHowTimesAreEnteredAndShownWhileTheDatabaseKeepsUtc() {
        SettableClock clock = SettableClock.at(Instant.parse("2026-04-17T07:00:00Z"));
        try (TestApp app = TestApp.start(true, clock)) {
            long tid = app.demoTournamentId();
            Staff director = Staff.login(app, "director", "demo-director");
            Http.Response bad = director.post(app, "/tournaments/" + tid + "/hall?lang=en",
                    Map.of("timeZone", "Mars/Olympus", "theme", "dark", "seconds", "15", "pane", "clock"));
            assertThat(bad.status()).isEqualTo(422);
            assertThat(bad.html().selectFirst("#timeZone").val()).isEqualTo("Mars/Olympus");
            assertThat(bad.html().select(".field-error").text()).contains("Not a time zone.");
            assertThat(director.post(app, "/tournaments/" + tid + "/hall", Map.of("timeZone", "Asia/Shanghai",
                    "theme", "light", "seconds", "20", "pane", "clock")).status()).isEqualTo(302);

            Http.Response form = director.get(app, "/tournaments/" + tid + "/edit?lang=en");
            assertThat(form.html().select("label[for=start1]").text()).isEqualTo("Session 1 starts (Asia/Shanghai)");
            Map<String, String> values = new HashMap<>();
            for (Element in : form.html().select("form.form input[name], form.form select[name]")) {
                if (!in.attr("type").equals("checkbox") || in.hasAttr("checked")) {
                    values.put(in.attr("name"), in.tagName().equals("select")
                            ? in.select("option[selected]").val() : in.val());
                }
            }
            values.put("start1", "2026-04-17T09:00");
            assertThat(director.post(app, "/tournaments/" + tid + "/edit", values).status()).isEqualTo(302);
            var session1 = app.parts().draws().sessions(tid).get(0);
            assertThat(session1.scheduledStart().toInstant()).isEqualTo(Instant.parse("2026-04-17T01:00:00Z"));
            assertThat(director.get(app, "/tournaments/" + tid + "/edit").html().selectFirst("#start1").val())
                    .isEqualTo("2026-04-17T09:00");
        }
    }

    @Test
    void aTableCardsQrCodeDecodesToThatTablesSheetPage() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            // The codes lead to the site's public address (issue 29), a name phones can open (never the loopback the
            // test reaches the site at, issue 37); the path is then opened here.
            new org.mahjongresults.db.site.SiteSettingRepository(app.db()).save(
                    org.mahjongresults.db.site.SiteSettingRepository.PUBLIC_URL, VENUE,
                    java.time.OffsetDateTime.now());
            Http anyone = new Http();
            Http.Response cards = anyone.get(app.url(sessionPath(app, 1) + "/cards?lang=en"));
            Element svg = cards.html().select("article.table-card").get(2).selectFirst("svg.qr");
            String decoded = decode(svg);
            assertThat(decoded).isEqualTo(VENUE + sessionPath(app, 1) + "/tables/3/sheet");
            assertThat(anyone.get(app.url(java.net.URI.create(decoded).getPath() + "?lang=en")).html().select("h2")
                    .text()).contains("Table 3");

            Element screenQr = anyone.get(app.url("/tournaments/" + app.demoTournamentId() + "/screen"))
                    .html().selectFirst(".screen__foot svg.qr");
            assertThat(decode(screenQr)).isEqualTo(VENUE + "/tournaments/" + app.demoTournamentId());
        }
    }

    /** A public address phones can open (issue 37). */
    private static final String VENUE = "http://results.venue.example";

    @Test
    void aPlayerIsFoundByLatinOrNativeNameEntryNumberOrCountryAndThePageLeadsWithTheNextTable() {
        try (TestApp app = TestApp.start(org.mahjongresults.db.testing.TestDatabase.freshConfig(), true,
                java.time.Clock.systemUTC(), TestApp.CONFIG.withPublicUrl(VENUE))) {
            long tid = app.demoTournamentId();
            Http anyone = new Http();
            String find = "/tournaments/" + tid + "/find?lang=en&q=";
            assertThat(anyone.get(app.url(find + "wang")).html().select(".find-hits strong").eachText())
                    .contains("Wang Lei");
            assertThat(anyone.get(app.url(find + "%E7%8E%8B%E7%A3%8A")).html().select(".find-hits strong").eachText())
                    .containsExactly("Wang Lei");
            assertThat(anyone.get(app.url(find + "muller")).html().select(".find-hits strong").eachText())
                    .contains("Jonas Müller");
            assertThat(anyone.get(app.url(find + "1")).html().select(".find-hits .entry").eachText())
                    .containsExactly("1");
            assertThat(anyone.get(app.url(find + "jp")).html().select(".find-hits .country").eachText())
                    .isNotEmpty().allMatch("JP"::equals);
            assertThat(anyone.get(app.url(find + "nobody-at-all")).html().select(".empty").text())
                    .startsWith("No player matches.");
            // One hit and "go": straight to the player's page, which leads with the next table and seat.
            Http.Response go = anyone.get(app.url(find + "%E7%8E%8B%E7%A3%8A&go=1"));
            assertThat(go.status()).isEqualTo(302);
            Http.Response player = anyone.get(app.url(go.header("Location") + "?lang=en"));
            assertThat(player.html().select(".next-table__where").text()).matches("Session 1 · Table \\d+ · \\w+");
            assertThat(player.html().select(".next-table svg.qr")).hasSize(1);
            // The overview's players link to their pages.
            assertThat(anyone.get(app.url("/tournaments/" + tid + "?lang=en")).html()
                    .select("a[href^=/tournaments/" + tid + "/players/]")).isNotEmpty();
        }
    }

    static String decode(Element svg) throws Exception {
        return QrDecoding.decode(svg);
    }
}

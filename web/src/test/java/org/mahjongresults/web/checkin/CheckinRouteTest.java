package org.mahjongresults.web.checkin;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.SettableClock;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.web.hall.QrDecoding;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * Check-in before a session over HTTP (issue 28 item 4): a player checks in with the QR code of their own seat on the
 * table's check-in card; a wrong code is refused plainly; a spectator can neither check anybody in nor find the codes;
 * a referee ticks players; the board shows who is missing per table against the start, with the late-arrival proposal
 * of the penalty log (MCR 2006 §3.11.2-1: up to 10 minutes −10, up to 15 −20, beyond a forfeit) and the substitute
 * form for the director.
 */
class CheckinRouteTest {

    private static final int SESSION = 4; // the demo plays session 3; session 4 is still to come

    private static String base(TestApp app) {
        return "/tournaments/" + app.demoTournamentId() + "/sessions/" + SESSION;
    }

    private static List<Seating> seats(TestApp app) {
        return app.parts().draws()
                .seatings(app.demoTournamentId()).stream().filter(s -> s.session() == SESSION).toList();
    }

    /** A public address phones can open: without one, this machine's loopback gets no QR codes (issue 37). */
    private static final String VENUE = "http://results.venue.example";

    /** The check-in addresses on the director's cards, by player name, read from the QR codes as a phone would. */
    private static Map<String, String> cardCodes(TestApp app, Staff director) throws Exception {
        Http.Response cards = director.get(app, base(app) + "/checkin/cards?lang=en");
        assertThat(cards.status()).isEqualTo(200);
        Map<String, String> out = new HashMap<>();
        for (Element seat : cards.html().select(".checkin-card__seats li")) {
            out.put(seat.selectFirst("strong").text(), QrDecoding.decode(seat.selectFirst("svg")));
        }
        return out;
    }

    @Test
    void aPlayerChecksInWithTheirSeatsCodeAndNobodyElseCan() throws Exception {
        try (TestApp app = TestApp.start(org.mahjongresults.db.testing.TestDatabase.freshConfig(), true,
                Clock.systemUTC(), TestApp.CONFIG.withPublicUrl(VENUE))) {
            Staff director = Staff.login(app, "director", "demo-director");
            Staff referee = Staff.login(app, "referee", "demo-referee");
            Seating wang = seats(app).get(0);
            Map<String, String> codes = cardCodes(app, director);
            assertThat(codes).hasSize(seats(app).size());
            String url = codes.get(wang.name());
            assertThat(url).contains("/checkin/");
            String path = url.substring(url.indexOf("/checkin/"));
            assertThat(codes.values()).doesNotHaveDuplicates();

            // The public pages never carry a check-in code: the public table cards lead to the sheets only.
            Http spectator = new Http();
            assertThat(spectator.get(app.url(base(app) + "/cards")).body()).doesNotContain("/checkin/");
            assertThat(spectator.get(app.url(base(app) + "/checkin/cards")).status()).as("sent to sign in")
                    .isEqualTo(302);
            assertThat(referee.get(app, base(app) + "/checkin/cards").status()).as("the director's").isEqualTo(403);

            // The player's phone: who, where, and the button.
            Http phone = new Http();
            Http.Response page = phone.get(app.url(path + "?lang=en"));
            assertThat(page.status()).isEqualTo(200);
            assertThat(page.html().select("h1").text()).isEqualTo(wang.name());
            assertThat(page.html().select(".lead").text()).contains("Session " + SESSION, "Table " + wang.table());
            String csrf = page.html().selectFirst("form input[name=_csrf]").val();
            assertThat(phone.post(app.url(path), Map.of()).status()).as("no form token").isEqualTo(403);
            Http.Response done = phone.post(app.url(path), Map.of("_csrf", csrf));
            assertThat(done.status()).isEqualTo(302);
            Document after = phone.get(app.url(path + "?lang=en")).html();
            assertThat(after.select(".flash").text()).contains("You are checked in");
            assertThat(after.select(".checkin-done").text()).startsWith("Checked in at");
            assertThat(after.select("form button")).isEmpty();

            // The board shows the player present by the card.
            Document board = referee.get(app, base(app) + "/checkin?lang=en").html();
            assertThat(board.selectFirst("tr[data-player=" + wang.playerId() + "]").text())
                    .contains("✓ card");

            // A wrong code: a plain 404 page saying what to do, on GET and POST alike.
            Http.Response wrong = phone.get(app.url("/checkin/not-a-code?lang=en"));
            assertThat(wrong.status()).isEqualTo(404);
            assertThat(wrong.html().select("h1").text()).isEqualTo("Unknown check-in code");
            assertThat(phone.post(app.url("/checkin/not-a-code"), Map.of("_csrf", csrf)).status()).isEqualTo(404);
            String other = codes.get(seats(app).get(1).name());
            String tampered = other.substring(other.indexOf("/checkin/"), other.length() - 1) + "x";
            assertThat(phone.get(app.url(tampered)).status()).isEqualTo(404);

            // A spectator cannot tick anybody: the referee's form is refused without the role, token or not.
            String anonymous = Staff.anonymousCsrf(app, spectator);
            Map<String, String> tick = Map.of("player", String.valueOf(seats(app).get(1).playerId()), "present", "1",
                    "_csrf", anonymous);
            assertThat(spectator.post(app.url(base(app) + "/checkin"), tick).status()).isEqualTo(403);
            assertThat(Staff.login(app, "scorekeeper", "demo-scorekeeper")
                    .post(app, base(app) + "/checkin", tick).status()).isEqualTo(403);
            assertThat(spectator.get(app.url(base(app) + "/checkin")).status()).as("sent to sign in").isEqualTo(302);
            assertThat(referee.get(app, base(app) + "/checkin?lang=en").html()
                    .selectFirst("tr[data-player=" + seats(app).get(1).playerId() + "]").text()).contains("Missing");
        }
    }

    @Test
    void theBoardShowsWhoIsMissingPerTableAgainstTheStartAndLeadsToTheLateArrivalProposal() {
        SettableClock clock = SettableClock.at(Instant.parse("2026-04-18T07:40:00Z"));
        try (TestApp app = TestApp.start(true, clock)) {
            long demo = app.demoTournamentId();
            Map<Integer, OffsetDateTime> starts = new HashMap<>();
            starts.put(SESSION, OffsetDateTime.of(2026, 4, 18, 8, 0, 0, 0, ZoneOffset.UTC));
            app.parts().draws().schedule(demo, 6, starts);
            Staff referee = Staff.login(app, "referee", "demo-referee");
            Staff director = Staff.login(app, "director", "demo-director");
            List<Seating> seats = seats(app);
            int expected = seats.size();

            Document board = referee.get(app, base(app) + "/checkin?lang=en").html();
            assertThat(board.select(".checkin-summary").text())
                    .isEqualTo("0 of " + expected + " players checked in; " + expected + " missing.");
            assertThat(board.select("#live-region").text()).contains("(in 20 min)");
            assertThat(board.selectFirst("main").attr("data-scope")).isEqualTo("session:" + SESSION);

            // The referee ticks the whole of table 1 but its North; the board names that one under table 1.
            List<Seating> table1 = seats.stream().filter(s -> s.table() == 1).toList();
            for (Seating s : table1.subList(0, 3)) {
                assertThat(referee.post(app, base(app) + "/checkin",
                        Map.of("player", String.valueOf(s.playerId()), "present", "1")).status()).isEqualTo(302);
            }
            board = referee.get(app, base(app) + "/checkin?lang=en").html();
            assertThat(board.select(".checkin-summary").text())
                    .startsWith("3 of " + expected + " players checked in; " + (expected - 3) + " missing");
            Element missing1 = board.selectFirst("#missing-1");
            assertThat(missing1.select(".checkin-seat")).hasSize(1);
            Seating north = table1.get(3);
            assertThat(missing1.text()).contains(north.name()).doesNotContain(table1.get(0).name());
            assertThat(board.selectFirst("tr[data-player=" + table1.get(0).playerId() + "]").text())
                    .contains("✓ referee");

            // 12 minutes after the start: −20 proposed (more than 10, up to 15), and the penalty form agrees.
            clock.advance(Duration.ofMinutes(32));
            board = referee.get(app, base(app) + "/checkin?lang=en").html();
            assertThat(board.select("#live-region").text()).contains("(12 min ago)");
            Element northLine = board.selectFirst("#missing-1 .checkin-seat");
            assertThat(northLine.select(".late").text()).isEqualTo("late 12 min: −20 proposed");
            String penaltyLink = northLine.selectFirst("a[href*=penalties/new]").attr("href");
            assertThat(penaltyLink).contains("offence=LATE_ARRIVAL", "player=" + north.playerId(), "lateMinutes=12",
                    "/tables/1/");
            Document form = referee.get(app, penaltyLink + "&lang=en").html();
            assertThat(form.selectFirst("#p-sanction option[selected]").val()).isEqualTo("DEDUCTION");
            assertThat(form.selectFirst("#p-points").val()).isEqualTo("20");
            assertThat(northLine.select("a[href$=/substitute]")).as("the director's, not the referee's").isEmpty();
            assertThat(director.get(app, base(app) + "/checkin?lang=en").html()
                    .select("#missing-1 .checkin-seat a[href$=/substitute]")).hasSize(1);

            // Beyond 15 minutes the proposal is a forfeit.
            clock.advance(Duration.ofMinutes(4));
            board = referee.get(app, base(app) + "/checkin?lang=en").html();
            assertThat(board.selectFirst("#missing-1 .late").text()).isEqualTo("late 16 min: forfeit proposed");

            // A tick taken back shows the player missing again; late by the time the check-in was taken back.
            assertThat(referee.post(app, base(app) + "/checkin",
                    Map.of("player", String.valueOf(table1.get(0).playerId()), "present", "0")).status())
                    .isEqualTo(302);
            board = referee.get(app, base(app) + "/checkin?lang=en").html();
            assertThat(board.select("#missing-1 .checkin-seat")).hasSize(2);

            // Bad input: a clear 422 on the board, never a 500.
            Http.Response bad = referee.post(app, base(app) + "/checkin?lang=en",
                    Map.of("player", String.valueOf(north.playerId()), "present", "2"));
            assertThat(bad.status()).isEqualTo(422);
            assertThat(bad.html().select(".checkin-summary")).hasSize(1);
            Http.Response noSeat = referee.post(app, base(app) + "/checkin?lang=en",
                    Map.of("player", "999999", "present", "1"));
            assertThat(noSeat.status()).isEqualTo(422);
            assertThat(noSeat.html().select(".errors").text()).contains("no seat in this session");
            assertThat(referee.get(app, "/tournaments/" + demo + "/sessions/99/checkin").status()).isEqualTo(404);
        }
    }

    @Test
    void theBoardSpeaksEachLanguage() {
        try (TestApp app = TestApp.startWithDemo()) {
            Staff referee = Staff.login(app, "referee", "demo-referee");
            List<String> headings = new ArrayList<>();
            for (String lang : List.of("en", "zh", "ja")) {
                headings.add(referee.get(app, base(app) + "/checkin?lang=" + lang).html().select("h2").first()
                        .text());
            }
            assertThat(headings).containsExactly("Check-in · Session 4", "签到 · 第4轮", "受付 · 第4回戦");
        }
    }
}

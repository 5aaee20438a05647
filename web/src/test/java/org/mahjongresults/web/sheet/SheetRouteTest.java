package org.mahjongresults.web.sheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.mahjongresults.engine.sheet.HandVerification;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SheetRouteTest {

    /** MCR 2006 §3.9.1 example A: chow 234 dots claimed, 123 456 789 characters, pair of 5 bamboo, won on 4 characters. */
    static final String EXAMPLE_A = "[234p1]12356789m55s4m";
    /** Four chows and a suited pair: All Chows 2 and one more small fan, 3 points, below the minimum. */
    static final String THREE_POINTS = "[234p1]789m456s11p23p4p";

    /** Tables in each session of the demo's draw: 32 players. */
    private static final int TABLES = 8;

    private TestApp app;
    private int tablesUsed;
    private SheetFixture t;
    private Staff scorekeeper;

    /** One application for the class: each test scores its own table of the demo's draw, handed out in turn. */
    @BeforeAll
    void startApp() {
        app = TestApp.startWithDemo();
    }

    @BeforeEach
    void start() {
        t = new SheetFixture(app, 1 + tablesUsed / TABLES, 1 + tablesUsed % TABLES);
        tablesUsed++;
        scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
    }

    @AfterAll
    void stop() {
        app.close();
    }

    @Test
    void aVerifiedDiscardWinIsSettledAsTheRulesSay() {
        // Hand 1: the East player deals and wins on North's discard (MCR 2006 §3.9.1 example A: B = 18).
        Http.Response r = t.win(scorekeeper, 1, 0, 3, 18, EXAMPLE_A, "a1");
        assertThat(r.status()).as(r.body()).isEqualTo(302);
        assertThat(t.results(1)).containsExactly(42, -8, -8, -26);
        HandRecord h = t.hands().get(0);
        assertThat(h.verification()).isEqualTo(HandVerification.VERIFIED);
        assertThat(h.engineFanPoints()).isEqualTo(18);
        assertThat(h.dealerId()).isEqualTo(t.id(0));
        assertThat(h.prevalentWind()).isEqualTo("E");

        Document page = new Http().get(app.url(t.base() + "/sheet?lang=en")).html();
        assertThat(page.select("#hand-1 .fans").text()).contains("Pure Straight 16", "All Chows 2");
        assertThat(page.select("#hand-1 .badge--ok").text()).isEqualTo("verified");
        assertThat(page.select("tfoot td.total").eachText()).containsExactly("42", "-8", "-8", "-26");
        assertThat(page.select("tfoot th").text()).contains("sums to zero");
    }

    @Test
    void withTheHandGivenTheEngineAddsUpTheFanPointsAndThePageDrawsTheHandAsTiles() {
        // Issue 15: the fan points may be left out when the hand is given; the engine's total is recorded.
        Map<String, String> form = new java.util.HashMap<>(Map.of("number", "1", "version", String.valueOf(t.version()),
                "requestId", "e1", "result", "WIN", "winner", String.valueOf(t.id(0)),
                "discarder", String.valueOf(t.id(3)), "notation", EXAMPLE_A));
        Http.Response r = scorekeeper.post(app, t.base() + "/hands?lang=en", form);
        assertThat(r.status()).as(r.body()).isEqualTo(302);
        assertThat(t.results(1)).containsExactly(42, -8, -8, -26);
        assertThat(t.hands().get(0).fanPoints()).isEqualTo(18);
        assertThat(t.hands().get(0).verification()).isEqualTo(HandVerification.VERIFIED);

        Document page = new Http().get(app.url(t.base() + "/sheet?lang=en")).html();
        assertThat(page.select("#hand-1 .hand-tiles img")).hasSize(14);
        assertThat(page.select("#hand-1 .tile-group--chow img").eachAttr("alt"))
                .containsExactly("2 Dots, claimed", "3 Dots", "4 Dots");
        assertThat(page.select("#hand-1 .tile-group--chow img.is-turned")).hasSize(1);
        assertThat(page.select("#hand-1 .tile-group--win img").attr("alt")).isEqualTo("4 Characters");
        assertThat(page.select("#hand-1 .tile-group--win img").attr("src")).isEqualTo("/static/img/tiles/4m.svg");
        Document zh = new Http().get(app.url(t.base() + "/sheet?lang=zh")).html();
        assertThat(zh.select("#hand-1 .tile-group--win img").attr("alt")).isEqualTo("四万");

        form.put("requestId", "e2");
        form.put("number", "2");
        form.remove("notation");
        Http.Response neither = scorekeeper.post(app, t.base() + "/hands?lang=en", form);
        assertThat(neither.status()).isEqualTo(422);
        assertThat(neither.html().selectFirst("#fanPoints-error").text())
                .isEqualTo("Give the fan points, or the hand so that the engine can add them up.");
        assertThat(neither.html().selectFirst("#fanPoints").attr("aria-describedby"))
                .isEqualTo("fanPoints-hint fanPoints-error");
    }

    @Test
    void theHandFormOffersEveryTileFlowerAndSeasonByNameInTheReadersLanguage() {
        // Issue 15: the tile picker's buttons and the flowers beside their count, each with an accessible name.
        Document form = scorekeeper.get(app, t.base() + "/sheet?lang=ja").html();
        for (String name : org.mahjongresults.web.tiles.TileImagesTest.names()) {
            boolean suitTile = !name.startsWith("flower") && !name.startsWith("season");
            String label = suitTile
                    ? form.select(".tile-picker button[data-code=\"" + name + "\"]").attr("aria-label")
                    : form.select(".flower-tiles img[src=\"/static/img/tiles/" + name + ".svg\"]").attr("alt");
            assertThat(label).as(name).isNotBlank();
        }
        assertThat(form.select(".tile-picker button[data-code=\"1m\"]").attr("aria-label")).isEqualTo("一萬");
        assertThat(form.select(".tile-picker .tile-row").first().select("button")).hasSize(9);
        assertThat(form.select(".tile-picker button").eachAttr("aria-label")).doesNotContain("");
        assertThat(form.select(".tile-picker button[data-code=\"⌫\"]").attr("aria-label")).isEqualTo("最後の牌を消す");
        assertThat(form.select(".tile-picker button[data-code=\"[\"]").attr("aria-label")).isNotBlank();
    }

    @Test
    void aSelfDrawnWinMakesEachOtherPlayerPayEightPlusTheFanPoints() {
        assertThat(t.win(scorekeeper, 1, 2, null, 15, null, "s1").status()).isEqualTo(302);
        assertThat(t.results(1)).containsExactly(-23, -23, 69, -23);
        assertThat(t.hands().get(0).verification()).isEqualTo(HandVerification.NOT_GIVEN);
    }

    @Test
    void anExhaustiveDrawScoresNothingAndTheDealerPasses() {
        assertThat(t.draw(scorekeeper, 1, "d1").status()).isEqualTo(302);
        assertThat(t.results(1)).containsExactly(0, 0, 0, 0);
        assertThat(t.win(scorekeeper, 2, 1, 0, 8, null, "d2").status()).isEqualTo(302);
        assertThat(t.hands().get(1).dealerId()).as("hand 2 is dealt by the South player").isEqualTo(t.id(1));
    }

    @Test
    void aClaimedTotalThatDiffersFromTheEngineIsFlaggedAndAcceptedByAReferee() {
        t.win(scorekeeper, 1, 0, 3, 20, EXAMPLE_A, "m1");
        HandRecord h = t.hands().get(0);
        assertThat(h.verification()).isEqualTo(HandVerification.MISMATCH);
        assertThat(t.results(1)).as("settled on the points the table agreed").containsExactly(44, -8, -8, -28);
        Document page = scorekeeper.get(app, t.base() + "/sheet?lang=en").html();
        assertThat(page.select(".flash").text()).contains("the engine finds 18 points");

        Staff referee = Staff.login(app, "referee", "demo-referee");
        Http.Response accepted = referee.post(app, t.base() + "/hands/1/accept",
                Map.of("version", String.valueOf(t.version())));
        assertThat(accepted.status()).isEqualTo(302);
        assertThat(t.hands().get(0).verification()).isEqualTo(HandVerification.ACCEPTED);
    }

    @Test
    void aWinBelowTheMinimumIsRefusedWithTheReasonAndTheInputKept() {
        Http.Response r = t.win(scorekeeper, 1, 0, 3, 8, THREE_POINTS, "b1");
        assertThat(r.status()).isEqualTo(422);
        assertThat(r.html().selectFirst("#notation-error").text())
                .isEqualTo("The engine finds only 3 points in this hand, below the minimum of 8: the win is refused "
                        + "(a wrong win is a matter for the penalty log).");
        assertThat(r.html().selectFirst("#notation").val()).isEqualTo(THREE_POINTS);
        assertThat(t.hands()).isEmpty();
    }

    @Test
    void aMalformedHandIsRefusedWithAPreciseMessage() {
        Http.Response r = t.win(scorekeeper, 1, 0, 3, 8, "11111m234p567s99s", "x1");
        assertThat(r.status()).isEqualTo(422);
        assertThat(r.html().selectFirst("#notation-error").text())
                .isEqualTo("The tile 1 Characters (1m) appears 5 times, but each tile exists only four times.");
        // Issue 27: the tile is named in the reader's language, the typed code beside it.
        Http.Response ja = scorekeeper.post(app, t.base() + "/hands?lang=ja", Map.of("number", "1",
                "version", "0", "requestId", "x1ja", "result", "WIN", "winner", String.valueOf(t.id(0)),
                "discarder", String.valueOf(t.id(3)), "fanPoints", "8", "notation", "11111m234p567s99s"));
        assertThat(ja.html().selectFirst("#notation-error").text()).contains("一萬 (1m)");
        assertThat(r.html().selectFirst("#notation").attr("aria-describedby")).isEqualTo("notation-error");
        Http.Response noWinner = scorekeeper.post(app, t.base() + "/hands?lang=en", Map.of("number", "1",
                "version", "0", "requestId", "x2", "result", "WIN", "fanPoints", "7"));
        assertThat(noWinner.status()).isEqualTo(422);
        assertThat(noWinner.html().selectFirst("#winner-error").text()).isEqualTo("Choose the winner.");
        assertThat(noWinner.html().selectFirst("#fanPoints-error").text()).isEqualTo("A number from 8 to 1,000.");
        assertThat(t.hands()).isEmpty();
    }

    @Test
    void submittingTheSameHandTwiceSavesItOnce() {
        assertThat(t.win(scorekeeper, 1, 0, 3, 18, null, "same").status()).isEqualTo(302);
        Http.Response again = t.win(scorekeeper, 1, 0, 0, 3, 18, null, "same");
        assertThat(again.status()).isEqualTo(302);
        assertThat(t.hands()).hasSize(1);
        assertThat(scorekeeper.get(app, t.base() + "/sheet?lang=en").html().select(".flash").text())
                .isEqualTo("Hand 1 had already been saved; nothing was saved twice.");
    }

    @Test
    void aSecondEditorWithAStaleFormIsRefusedAndShownWhatChanged() {
        Staff other = Staff.login(app, "referee", "demo-referee");
        assertThat(t.win(other, 1, 0, 0, 3, 18, null, "first").status()).isEqualTo(302);
        Http.Response stale = t.win(scorekeeper, 1, 0, 2, 1, 24, null, "second");
        assertThat(stale.status()).isEqualTo(409);
        assertThat(stale.html().select(".errors").text()).contains("Someone saved this sheet in the meantime");
        assertThat(stale.html().select("#missed-heading + ul li").eachText()).containsExactly("Hand 1: 18 points");
        assertThat(stale.html().selectFirst("#fanPoints").val()).isEqualTo("24");
        assertThat(t.hands()).hasSize(1);
        assertThat(t.hands().get(0).fanPoints()).isEqualTo(18);
    }

    @Test
    void aClosedSheetIsCorrectedOnlyByARefereeWithAReasonKeptInTheHistory() {
        t.win(scorekeeper, 1, 0, 3, 18, null, "c1");
        // One hand of 16 and time not called: the scorekeeper confirms and says why (issue 16).
        assertThat(scorekeeper.post(app, t.base() + "/sheet/submit", Map.of("version", String.valueOf(t.version()),
                "confirmShort", "on", "reason", "The table ended early for this test"))
                .status()).isEqualTo(302);
        Staff referee = Staff.login(app, "referee", "demo-referee");
        assertThat(referee.post(app, t.base() + "/sheet/close", Map.of("version", String.valueOf(t.version()),
                "reason", "The players signed the paper sheet")).status()).isEqualTo(302);
        assertThat(t.sheets.find(app.demoTournamentId(), t.session, t.table).orElseThrow().closedAt()).isNotNull();

        assertThat(t.win(scorekeeper, 2, 1, 0, 8, null, "c2").status()).as("closed: no more hands").isEqualTo(409);
        assertThat(scorekeeper.post(app, t.base() + "/hands/1/correct", Map.of("version", String.valueOf(t.version()),
                "result", "WIN", "winner", String.valueOf(t.id(1)), "discarder", String.valueOf(t.id(3)),
                "fanPoints", "8", "reason", "x")).status()).isEqualTo(403);

        Http.Response noReason = referee.post(app, t.base() + "/hands/1/correct?lang=en", Map.of(
                "version", String.valueOf(t.version()), "result", "WIN", "winner", String.valueOf(t.id(1)),
                "discarder", String.valueOf(t.id(3)), "fanPoints", "8", "reason", " "));
        assertThat(noReason.status()).isEqualTo(422);
        Http.Response corrected = referee.post(app, t.base() + "/hands/1/correct", Map.of(
                "version", String.valueOf(t.version()), "result", "WIN", "winner", String.valueOf(t.id(1)),
                "discarder", String.valueOf(t.id(3)), "fanPoints", "8", "reason", "South won, not East"));
        assertThat(corrected.status()).isEqualTo(302);
        assertThat(t.results(1)).containsExactly(-8, 32, -8, -16);
        Document page = new Http().get(app.url(t.base() + "/sheet?lang=en")).html();
        assertThat(page.select(".history li").text()).contains("Hand 1 corrected by Demo Referee", "South won, not East");
    }
}

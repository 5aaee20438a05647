package org.mahjongresults.engine.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The hanchan ledger: dealer rotation and counters (RCR 2016 §3.4.10-11, WRC 2015 §5.7.7-8), riichi sticks carried
 * over, the end of the game (RCR 2016 §3.6, WRC 2015 §5.9), chombo by each preset, and the records it refuses.
 */
class HanchanTest {

    private static final RiichiRules EMA = RiichiRules.EMA_2016;

    private static HandRecord ron(int winner, int discarder, int han, int fu, Integer... riichi) {
        return HandRecord.Ron.of(winner, HandValue.of(han, fu), discarder, riichi);
    }

    private static HandRecord tsumo(int winner, int han, int fu, Integer... riichi) {
        return HandRecord.Tsumo.of(winner, HandValue.of(han, fu), riichi);
    }

    private static HandRecord draw(Set<Integer> tenpai, Integer... riichi) {
        return HandRecord.ExhaustiveDraw.of(tenpai, riichi);
    }

    @Test
    @DisplayName("a non-dealer's win passes the deal and clears the counters; a dealer's win or tenpai keeps it and adds one")
    void dealerAndCounters() {
        Hanchan g = Hanchan.start(EMA);
        assertThat(g.state().handName()).isEqualTo("East 1");
        g = g.play(ron(0, 2, 2, 30));
        assertThat(state(g)).isEqualTo("East 1 honba 1 sticks 0 [32900, 30000, 27100, 30000]");
        g = g.play(draw(Set.of(0, 3)));
        assertThat(state(g)).isEqualTo("East 1 honba 2 sticks 0 [34400, 28500, 25600, 31500]");
        g = g.play(draw(Set.of(3)));
        assertThat(state(g)).isEqualTo("East 2 honba 3 sticks 0 [33400, 27500, 24600, 34500]");
        g = g.play(tsumo(2, 1, 30));
        // 3 counters: each pays 300 more; dealer 1 pays 500+300, the others 300+300.
        assertThat(state(g)).isEqualTo("East 3 honba 0 sticks 0 [32800, 26700, 26600, 33900]");
        assertThat(g.hands()).hasSize(4);
        assertThat(g.hands().get(3).change(2)).isEqualTo(2000);
    }

    @Test
    @DisplayName("riichi sticks stay on the table through draws and go to the next winner")
    void sticksCarriedOver() {
        Hanchan g = Hanchan.start(EMA).play(draw(Set.of(1), 1));
        assertThat(state(g)).isEqualTo("East 2 honba 1 sticks 1 [29000, 32000, 29000, 29000]");
        g = g.play(draw(Set.of(1, 2), 2, 1));
        assertThat(state(g)).isEqualTo("East 2 honba 2 sticks 3 [27500, 32500, 29500, 27500]");
        g = g.play(ron(3, 0, 1, 30, 3));
        // 1000 + 600 for two counters, plus four sticks.
        assertThat(state(g)).isEqualTo("East 3 honba 0 sticks 0 [25900, 32500, 29500, 32100]");
        assertThat(g.hands().get(2).payments().sticksTaken()).isEqualTo(4);
    }

    @Test
    @DisplayName("a hanchan ends when the deal passes after South 4, a tonpuusen after East 4")
    void lengthOfTheGame() {
        Hanchan g = Hanchan.start(EMA);
        for (int hand = 0; hand < 7; hand++) {
            int dealer = g.state().dealer();
            g = g.play(ron((dealer + 1) % 4, (dealer + 2) % 4, 1, 30));
            assertThat(g.isOver()).isFalse();
        }
        assertThat(g.state().handName()).isEqualTo("South 4");
        Hanchan beforeLast = g;
        assertThat(g.play(ron(0, 1, 1, 30)).isOver()).isTrue();
        Hanchan dealerRepeats = beforeLast.play(ron(3, 1, 1, 30));
        assertThat(dealerRepeats.isOver()).as("no agari-yame in EMA: South 4 is played again").isFalse();
        assertThat(dealerRepeats.state().handName()).isEqualTo("South 4");
        assertThat(dealerRepeats.play(draw(Set.of())).isOver()).isTrue();

        Hanchan east = Hanchan.start(EMA.toBuilder().length(GameLength.TONPUUSEN).build());
        for (int hand = 0; hand < 4; hand++) {
            assertThat(east.isOver()).isFalse();
            east = east.play(draw(Set.of()));
        }
        assertThat(east.isOver()).isTrue();
        assertThat(east.state().honba()).isEqualTo(4);
    }

    @Test
    @DisplayName("with agari-yame the last dealer's win ends the game when it leaves the dealer alone in first place")
    void agariYame() {
        RiichiRules rules = EMA.toBuilder().agariYame(true).build();
        Hanchan g = Hanchan.start(rules);
        for (int hand = 0; hand < 7; hand++) {
            g = g.play(draw(Set.of()));
        }
        assertThat(g.state().handName()).isEqualTo("South 4");
        assertThat(g.play(ron(3, 0, 1, 30)).isOver()).as("dealer alone first").isTrue();
        Hanchan behind = Hanchan.start(rules).play(ron(1, 0, 3, 30));
        for (int hand = 0; hand < 6; hand++) {
            behind = behind.play(draw(Set.of()));
        }
        assertThat(behind.state().handName()).isEqualTo("South 4");
        assertThat(behind.play(ron(3, 0, 1, 30)).isOver()).as("dealer not first").isFalse();
        assertThat(behind.play(draw(Set.of(1, 3))).isOver()).as("tenpai, not first").isFalse();
        assertThat(behind.play(draw(Set.of(3))).isOver()).as("tenpai and now first").isTrue();
    }

    @Test
    @DisplayName("with the bust rule the game ends when a score goes below zero; EMA plays on with negative scores")
    void bust() {
        HandRecord baiman = ron(0, 3, 8, 30);
        HandRecord haneman = ron(0, 3, 6, 30);
        Hanchan ema = Hanchan.start(EMA).play(baiman).play(haneman);
        assertThat(ema.state().score(3)).isEqualTo(30_000 - 24_000 - 18_300);
        assertThat(ema.isOver()).isFalse();
        Hanchan tobi = Hanchan.start(EMA.toBuilder().bust(true).build()).play(baiman).play(haneman);
        assertThat(tobi.isOver()).isTrue();
        assertThat(tobi.result().of(3).place()).isEqualTo(4);
    }

    @Test
    @DisplayName("EMA needs 1000 points for riichi; WRC and M.League let a player declare it below that")
    void riichiWithoutPoints() {
        HandRecord baiman = ron(0, 3, 8, 30);
        Hanchan ema = Hanchan.start(EMA).play(baiman).play(ron(0, 3, 5, 30));
        assertThat(ema.state().score(3)).isEqualTo(30_000 - 24_000 - 12_300);
        assertRefused(() -> ema.play(draw(Set.of(3), 3)), RefusedRecord.Reason.RIICHI_WITHOUT_POINTS);
        Hanchan wrc = Hanchan.start(RiichiRules.WRC_2015).play(baiman).play(ron(0, 3, 5, 30));
        Hanchan after = wrc.play(draw(Set.of(3), 3));
        assertThat(after.state().score(3)).isEqualTo(-6_300 - 1_000 + 3_000);
        assertThat(after.state().sticks()).isEqualTo(1);
    }

    @Test
    @DisplayName("WRC head bump: the dealer keeps the deal only if the dealer is the caller who is paid")
    void headBumpAndTheDeal() {
        HandRecord.RonWin dealer = new HandRecord.RonWin(0, HandValue.of(1, 30));
        HandRecord.RonWin north = new HandRecord.RonWin(3, HandValue.of(1, 30));
        Hanchan bumped = Hanchan.start(RiichiRules.WRC_2015).play(new HandRecord.Ron(List.of(dealer, north), 2,
                Set.of()));
        assertThat(state(bumped)).isEqualTo("East 2 honba 0 sticks 0 [30000, 30000, 29000, 31000]");
        HandRecord.RonWin south = new HandRecord.RonWin(1, HandValue.of(3, 30));
        Hanchan first = Hanchan.start(RiichiRules.WRC_2015).play(new HandRecord.Ron(List.of(south, dealer), 3,
                Set.of()));
        assertThat(state(first)).isEqualTo("East 1 honba 1 sticks 0 [31500, 30000, 30000, 28500]");
        Hanchan ema = Hanchan.start(EMA).play(new HandRecord.Ron(List.of(dealer, north), 2, Set.of()));
        assertThat(state(ema)).as("double ron with the dealer among the winners").isEqualTo(
                "East 1 honba 1 sticks 0 [31500, 30000, 27500, 31000]");
    }

    @Test
    @DisplayName("chombo under EMA, WRC and M.League: the hand is replayed and 20,000 points come off the final result")
    void chomboDeducted() {
        for (RiichiRules rules : List.of(EMA, RiichiRules.WRC_2015, RiichiRules.M_LEAGUE)) {
            Hanchan g = Hanchan.start(rules).play(draw(Set.of(2), 2)).play(new HandRecord.Chombo(1, Set.of(0)));
            assertThat(g.state().handName()).isEqualTo("East 2");
            assertThat(g.state().honba()).isEqualTo(1);
            assertThat(g.state().sticks()).as("the riichi stick of the replayed hand went back").isEqualTo(1);
            assertThat(g.state().deductions()).containsExactly(0, 20_000, 0, 0);
            assertThat(g.state().pointsOnTable(rules)).isEqualTo(rules.tableTotal());
            assertThat(g.result().of(1).chombo()).isEqualTo(20_000);
        }
    }

    @Test
    @DisplayName("a reverse-mangan chombo is paid at the table; the dealer and the counters stay as they were")
    void chomboReverseMangan() {
        RiichiRules rules = EMA.toBuilder().chombo(ChomboRule.reverseMangan()).build();
        Hanchan g = Hanchan.start(rules).play(draw(Set.of(1))).play(HandRecord.Chombo.of(3));
        assertThat(state(g)).isEqualTo("East 2 honba 1 sticks 0 [31000, 37000, 31000, 21000]");
        assertThat(g.state().deductions()).containsExactly(0, 0, 0, 0);
        g = g.play(HandRecord.Chombo.of(1));
        assertThat(state(g)).isEqualTo("East 2 honba 1 sticks 0 [35000, 25000, 35000, 25000]");
    }

    @Test
    @DisplayName("an abortive draw where the rules have it: no payment, the dealer stays, a counter is added")
    void abortiveDraw() {
        RiichiRules rules = EMA.toBuilder().abortiveDraws(EnumSet.allOf(AbortiveDraw.class)).build();
        Hanchan g = Hanchan.start(rules).play(new HandRecord.Abortive(AbortiveDraw.NINE_TERMINALS, Set.of()));
        assertThat(state(g)).isEqualTo("East 1 honba 1 sticks 0 [30000, 30000, 30000, 30000]");
        g = g.play(new HandRecord.Abortive(AbortiveDraw.FOUR_RIICHI, Set.of(0, 1, 2, 3)));
        assertThat(state(g)).isEqualTo("East 1 honba 2 sticks 4 [29000, 29000, 29000, 29000]");
    }

    @Test
    @DisplayName("WRC nagashi mangan at the draw replaces the noten payments; EMA 2016 has none")
    void nagashiInTheLedger() {
        Hanchan g = Hanchan.start(RiichiRules.WRC_2015).play(new HandRecord.ExhaustiveDraw(Set.of(0), Set.of(),
                Set.of(2)));
        assertThat(state(g)).isEqualTo("East 2 honba 1 sticks 0 [26000, 28000, 38000, 28000]");
        assertRefused(() -> Hanchan.start(EMA).play(new HandRecord.ExhaustiveDraw(Set.of(), Set.of(), Set.of(2))),
                RefusedRecord.Reason.NAGASHI_NOT_IN_RULES);
    }

    @Test
    @DisplayName("impossible records are refused with their reason, and the ledger is left as it was")
    void refusals() {
        Hanchan g = Hanchan.start(EMA);
        assertRefused(() -> g.play(ron(2, 2, 1, 30)), RefusedRecord.Reason.WINNER_IS_DISCARDER);
        assertRefused(() -> g.play(ron(4, 2, 1, 30)), RefusedRecord.Reason.BAD_SEAT);
        assertRefused(() -> g.play(new HandRecord.Ron(List.of(), 1, Set.of())), RefusedRecord.Reason.NO_WINNER);
        HandRecord.RonWin twice = new HandRecord.RonWin(1, HandValue.of(1, 30));
        assertRefused(() -> g.play(new HandRecord.Ron(List.of(twice, twice), 0, Set.of())),
                RefusedRecord.Reason.DUPLICATE_WINNER);
        assertRefused(() -> g.play(draw(Set.of(1), 2)), RefusedRecord.Reason.RIICHI_NOT_TENPAI);
        assertRefused(() -> g.play(new HandRecord.Abortive(AbortiveDraw.FOUR_WINDS, Set.of())),
                RefusedRecord.Reason.ABORTIVE_DRAW_NOT_IN_RULES);
        RiichiRules withDraws = EMA.toBuilder().abortiveDraws(EnumSet.allOf(AbortiveDraw.class)).build();
        assertRefused(() -> Hanchan.start(withDraws).play(new HandRecord.Abortive(AbortiveDraw.FOUR_RIICHI,
                Set.of(0, 1, 2))), RefusedRecord.Reason.FOUR_RIICHI_NEEDS_FOUR);
        HandRecord tripleRon = new HandRecord.Ron(List.of(new HandRecord.RonWin(1, HandValue.of(1, 30)),
                new HandRecord.RonWin(2, HandValue.of(1, 30)), new HandRecord.RonWin(3, HandValue.of(1, 30))), 0,
                Set.of());
        assertRefused(() -> Hanchan.start(withDraws).play(tripleRon), RefusedRecord.Reason.TRIPLE_RON_IS_ABORTIVE);
        assertThat(Hanchan.start(EMA).play(tripleRon).state().score(0)).isEqualTo(27_000);
        Hanchan over = Hanchan.start(EMA.toBuilder().length(GameLength.TONPUUSEN).build());
        for (int hand = 0; hand < 4; hand++) {
            over = over.play(draw(Set.of()));
        }
        Hanchan finished = over;
        assertRefused(() -> finished.play(draw(Set.of())), RefusedRecord.Reason.GAME_OVER);
        assertThat(g.hands()).isEmpty();
        assertThat(state(g)).isEqualTo("East 1 honba 0 sticks 0 [30000, 30000, 30000, 30000]");
    }

    private static void assertRefused(ThrowingCallable call, RefusedRecord.Reason reason) {
        assertThatThrownBy(call).isInstanceOfSatisfying(RefusedRecord.class,
                e -> assertThat(e.reason()).isEqualTo(reason));
    }

    static String state(Hanchan g) {
        TableState s = g.state();
        return s.handName() + " honba " + s.honba() + " sticks " + s.sticks() + " " + s.scores();
    }
}

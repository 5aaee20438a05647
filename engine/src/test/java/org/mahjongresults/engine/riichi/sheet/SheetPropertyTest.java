package org.mahjongresults.engine.riichi.sheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongresults.engine.riichi.HandRules;
import org.mahjongresults.engine.riichi.demo.RiichiDemo;
import org.mahjongresults.engine.riichi.game.AbortiveDraw;
import org.mahjongresults.engine.riichi.game.ChomboRule;
import org.mahjongresults.engine.riichi.game.FinalResult;
import org.mahjongresults.engine.riichi.game.GameLength;
import org.mahjongresults.engine.riichi.game.MultipleRon;
import org.mahjongresults.engine.riichi.game.PlayedHand;
import org.mahjongresults.engine.riichi.game.RiichiRules;
import org.mahjongresults.engine.riichi.game.TableState;

/**
 * Thousands of seeded random hanchan with real tiles (the demo generator: every win scored by the hand scorer), under
 * each preset and under a profile with the optional rules on (reverse-mangan chombo, bust, agari-yame, tonpuusen,
 * nagashi mangan, abortive draws). After every hand the scores plus the sticks on the table are the table's total;
 * every draw moves exactly the noten payments, every nagashi mangan a mangan tsumo, every abortive draw nothing; every chombo is applied as the profile says and replays the hand; every single win moves exactly its
 * points, the counters and the sticks; and the final results add up to zero but for the chombo deductions.
 */
class SheetPropertyTest {

    private static final int GAMES = 1_000;
    // what the games are counted for, to show they reach every case
    private static final int NAGASHI = 0;
    private static final int ABORTIVE = 1;
    private static final int CHOMBO = 2;
    private static final int MULTIPLE = 3;

    static Stream<Arguments> profiles() {
        RiichiRules options = RiichiRules.EMA_2016.toBuilder().bust(true).agariYame(true)
                .chombo(ChomboRule.reverseMangan()).length(GameLength.TONPUUSEN).nagashiMangan(true)
                .abortiveDraws(EnumSet.allOf(AbortiveDraw.class)).build();
        return Stream.of(Arguments.of(RiichiProfile.EMA_2016), Arguments.of(RiichiProfile.WRC_2015),
                Arguments.of(RiichiProfile.M_LEAGUE), Arguments.of(new RiichiProfile(options, HandRules.EMA_2016)));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("profiles")
    @DisplayName("random hanchan with real tiles conserve the points and apply draws, chombo and wins by the profile")
    void randomHanchan(RiichiProfile profile) {
        RiichiRules rules = profile.game();
        int[] seen = new int[4];
        for (int seed = 0; seed < GAMES; seed++) {
            RiichiSheet sheet = RiichiDemo.hanchan(profile, seed);
            assertThat(sheet.isOver()).isTrue();
            for (SheetHand hand : sheet.hands()) {
                PlayedHand played = hand.played();
                String where = "seed " + seed + " " + played.before().handName() + " " + hand.entry();
                assertThat(played.after().pointsOnTable(rules)).as(where).isEqualTo(rules.tableTotal());
                seen[NAGASHI] += hand.entry() instanceof SheetEntry.Draw d && !d.nagashi().isEmpty() ? 1 : 0;
                seen[ABORTIVE] += hand.entry() instanceof SheetEntry.Abortive ? 1 : 0;
                seen[CHOMBO] += hand.entry() instanceof SheetEntry.Chombo ? 1 : 0;
                seen[MULTIPLE] += hand.wins().stream().filter(ScoredWin::paid).count() > 1 ? 1 : 0;
                if (hand.entry() instanceof SheetEntry.Draw draw && !draw.nagashi().isEmpty()) {
                    checkNagashi(draw, played, rules, where);
                } else if (hand.entry() instanceof SheetEntry.Draw draw) {
                    checkDraw(draw, played, rules, where);
                } else if (hand.entry() instanceof SheetEntry.Abortive) {
                    assertThat(played.payments().changes()).as(where).containsOnly(0);
                    assertThat(played.after().dealer()).as(where).isEqualTo(played.before().dealer());
                    assertThat(played.after().honba()).as(where).isEqualTo(played.before().honba() + 1);
                } else if (hand.entry() instanceof SheetEntry.Chombo chombo) {
                    checkChombo(chombo, played, rules, where);
                } else if (hand.wins().size() == 1) {
                    checkWin(hand.wins().get(0), played, rules, where);
                }
            }
            FinalResult result = sheet.result();
            int total = result.players().stream().mapToInt(FinalResult.PlayerResult::total).sum();
            int deducted = sheet.state().deductions().stream().mapToInt(Integer::intValue).sum();
            assertThat(total).as("seed %d result", seed).isEqualTo(-deducted);
        }
        // the random games reach every case the profile has
        assertThat(seen[CHOMBO]).as("chombo lines").isPositive();
        assertThat(seen[NAGASHI] > 0).as("nagashi mangan").isEqualTo(rules.nagashiMangan());
        assertThat(seen[ABORTIVE] > 0).as("abortive draws").isEqualTo(!rules.abortiveDraws().isEmpty());
        assertThat(seen[MULTIPLE] > 0).as("double ron paid")
                .isEqualTo(rules.multipleRon() == MultipleRon.EACH_WINNER_PAID);
    }


    private static void checkDraw(SheetEntry.Draw draw, PlayedHand played, RiichiRules rules, String where) {
        int ready = draw.tenpai().size();
        for (int seat = 0; seat < 4; seat++) {
            int expected = ready == 0 || ready == 4 ? 0 : draw.tenpai().contains(seat)
                    ? rules.notenPayment() / ready : -rules.notenPayment() / (4 - ready);
            assertThat(played.payments().of(seat)).as(where + " seat " + seat).isEqualTo(expected);
        }
        assertThat(played.after().honba()).as(where).isEqualTo(played.before().honba() + 1);
    }

    /** One nagashi mangan: paid as a mangan tsumo with the counters, with the sticks on the table (RULINGS §10.4). */
    private static void checkNagashi(SheetEntry.Draw draw, PlayedHand played, RiichiRules rules, String where) {
        int seat = draw.nagashi().iterator().next();
        boolean dealer = seat == played.before().dealer();
        int sticks = played.payments().sticksTaken() * rules.riichiStick();
        assertThat(played.payments().of(seat)).as(where)
                .isEqualTo((dealer ? 12_000 : 8_000) + played.before().honba() * rules.honbaValue() + sticks);
        assertThat(played.after().honba()).as(where).isEqualTo(played.before().honba() + 1);
    }

    private static void checkChombo(SheetEntry.Chombo chombo, PlayedHand played, RiichiRules rules, String where) {
        TableState before = played.before();
        TableState after = played.after();
        assertThat(after.dealer()).as(where).isEqualTo(before.dealer());
        assertThat(after.honba()).as(where).isEqualTo(before.honba());
        int offender = chombo.offender();
        if (rules.chombo().kind() == ChomboRule.Kind.FINAL_DEDUCTION) {
            assertThat(after.scores()).as(where).isEqualTo(before.scores());
            assertThat(after.deductions().get(offender)).as(where)
                    .isEqualTo(before.deductions().get(offender) + rules.chombo().points());
        } else {
            boolean dealer = offender == before.dealer();
            assertThat(played.change(offender)).as(where).isEqualTo(dealer ? -12_000 : -8_000);
            for (int seat = 0; seat < 4; seat++) {
                if (seat != offender) {
                    assertThat(played.change(seat)).as(where)
                            .isEqualTo(dealer || seat == before.dealer() ? 4_000 : 2_000);
                }
            }
        }
    }

    private static void checkWin(ScoredWin win, PlayedHand played, RiichiRules rules, String where) {
        TableState before = played.before();
        boolean dealer = win.seat() == before.dealer();
        int counters = before.honba() * rules.honbaValue();
        int sticks = played.payments().sticksTaken() * rules.riichiStick();
        assertThat(played.payments().of(win.seat())).as(where)
                .isEqualTo(win.points(dealer) + counters + sticks);
        if (!win.tsumo()) {
            assertThat(played.payments().of(win.discarder())).as(where).isEqualTo(-win.points(dealer) - counters);
        }
    }
}

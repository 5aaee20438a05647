package org.mahjongresults.engine.riichi.sheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongresults.engine.riichi.HandRules;
import org.mahjongresults.engine.riichi.demo.RiichiDemo;
import org.mahjongresults.engine.riichi.game.ChomboRule;
import org.mahjongresults.engine.riichi.game.FinalResult;
import org.mahjongresults.engine.riichi.game.GameLength;
import org.mahjongresults.engine.riichi.game.PlayedHand;
import org.mahjongresults.engine.riichi.game.RiichiRules;
import org.mahjongresults.engine.riichi.game.TableState;

/**
 * Thousands of seeded random hanchan with real tiles (the demo generator: every win scored by the hand scorer), under
 * each preset and under a profile with the optional rules on (reverse-mangan chombo, bust, agari-yame, tonpuusen).
 * After every hand the scores plus the sticks on the table are the table's total; every draw moves exactly the noten
 * payments; every chombo is applied as the profile says and replays the hand; every single win moves exactly its
 * points, the counters and the sticks; and the final results add up to zero but for the chombo deductions.
 */
class SheetPropertyTest {

    private static final int GAMES = 1_000;

    static Stream<Arguments> profiles() {
        RiichiRules options = RiichiRules.EMA_2016.toBuilder().bust(true).agariYame(true)
                .chombo(ChomboRule.reverseMangan()).length(GameLength.TONPUUSEN).build();
        return Stream.of(Arguments.of(RiichiProfile.EMA_2016), Arguments.of(RiichiProfile.WRC_2015),
                Arguments.of(RiichiProfile.M_LEAGUE), Arguments.of(new RiichiProfile(options, HandRules.EMA_2016)));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("profiles")
    @DisplayName("random hanchan with real tiles conserve the points and apply draws, chombo and wins by the profile")
    void randomHanchan(RiichiProfile profile) {
        RiichiRules rules = profile.game();
        for (int seed = 0; seed < GAMES; seed++) {
            RiichiSheet sheet = RiichiDemo.hanchan(profile, seed);
            assertThat(sheet.isOver()).isTrue();
            for (SheetHand hand : sheet.hands()) {
                PlayedHand played = hand.played();
                String where = "seed " + seed + " " + played.before().handName() + " " + hand.entry();
                assertThat(played.after().pointsOnTable(rules)).as(where).isEqualTo(rules.tableTotal());
                if (hand.entry() instanceof SheetEntry.Draw draw) {
                    checkDraw(draw, played, rules, where);
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

package org.mahjongresults.engine.riichi.sheet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.riichi.HanFuEntry;
import org.mahjongresults.engine.riichi.YakuHan;
import org.mahjongresults.engine.riichi.game.Limit;
import org.mahjongresults.engine.riichi.yaku.Yaku;

/**
 * The score sheet line by line: wins written as tiles (scored by the hand scorer with the table's winds) and as han
 * and fu with the yaku named (checked, then paid), each refusal with its reason and key, double ron per preset, and
 * the limits that differ between presets. East 1: seat 0 deals; seat 1 sits South, seat 2 West, seat 3 North. Points
 * by RCR 2016 §4.1.3's table (a non-dealer's 2 han 30 fu ron is 2000, a dealer's 3 han 40 fu tsumo 2600 from each).
 */
class RiichiSheetTest {

    private static RiichiSheet ema() {
        return RiichiSheet.start(RiichiProfile.EMA_2016);
    }

    private static WinEntry tiles(String notation, String words) {
        WinEntry.Tiles t = WinEntry.Tiles.parse(notation, words);
        assertThat(t).as("%s | %s", notation, words).isNotNull();
        return t;
    }

    private static WinEntry hanFu(String yaku, boolean open, boolean tsumo, int han, int fu) {
        Set<Yaku> named = Arrays.stream(yaku.split(" ")).map(Yaku::valueOf)
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(Yaku.class)));
        return new WinEntry.HanFu(new HanFuEntry(named, open, tsumo, han, fu));
    }

    private static List<Integer> scores(RiichiSheet sheet) {
        return sheet.state().scores();
    }

    @Test
    @DisplayName("a ron written as tiles is scored with the winner's seat wind and paid with the riichi stick back")
    void ronAsTiles() {
        RiichiSheet sheet = ema().enter(SheetEntry.Ron.of(1, tiles("234m456p55p789s23s4s", "riichi seat=S"), 2, 1));
        SheetHand hand = sheet.hands().get(0);
        assertThat(hand.wins()).singleElement().satisfies(w -> {
            assertThat(w.yaku()).extracting(YakuHan::yaku).containsExactly(Yaku.RIICHI, Yaku.PINFU);
            assertThat(w.value().toString()).isEqualTo("2 han 30 fu");
            assertThat(w.points(false)).isEqualTo(2000);
            assertThat(w.paid()).isTrue();
        });
        assertThat(scores(sheet)).containsExactly(30_000, 32_000, 28_000, 30_000);
        assertThat(sheet.state().handName()).isEqualTo("East 2");
        assertThat(sheet.state().sticks()).isZero();
    }

    @Test
    @DisplayName("a dealer's tsumo written as han and fu is checked and paid 2600 by each, the deal and a counter stay")
    void dealerTsumoAsHanFu() {
        RiichiSheet sheet = ema().enter(SheetEntry.Tsumo.of(0, hanFu("RIICHI MENZEN_TSUMO TANYAO", false, true, 3, 40),
                0));
        assertThat(scores(sheet)).containsExactly(37_800, 27_400, 27_400, 27_400);
        assertThat(sheet.state().handName()).isEqualTo("East 1");
        assertThat(sheet.state().honba()).isEqualTo(1);
        assertThat(sheet.hands().get(0).wins().get(0).dora()).isZero();
    }

    @ParameterizedTest(name = "[{index}] {0}: {3}")
    @DisplayName("a win that contradicts the line or the rules is refused with its reason and key, the sheet unchanged")
    @CsvSource(delimiter = '|', value = {
        "seat wind | 234m456p55p789s23s4s | riichi seat=E | WRONG_SEAT_WIND | riichi.sheet.wrong_seat_wind",
        "round wind | 234m456p55p789s23s4s | riichi round=S | WRONG_ROUND_WIND | riichi.sheet.wrong_round_wind",
        "self-draw | 234m456p55p789s23s4s | riichi tsumo | WRONG_WIN_KIND | riichi.sheet.wrong_win_kind",
        "no riichi | 234m456p55p789s23s4s | tsumo | WRONG_WIN_KIND | riichi.sheet.wrong_win_kind",
        "riichi unnamed | 234m456p55p789s23s4s |  | RIICHI_MISMATCH | riichi.sheet.riichi_mismatch",
        "open riichi | [234m]456p55p789s23s4s | riichi | INVALID_HAND | riichi.error.situation",
        "not complete | 234m456p55p789s23s5s | riichi | NOT_COMPLETE | riichi.sheet.not_complete",
        "red five | 234m406p55p789s23s4s | riichi | INVALID_HAND | riichi.error.red_five",
    })
    void refusedTiles(String name, String notation, String words, SheetRefusal.Reason reason, String key) {
        RiichiSheet sheet = ema();
        assertThatThrownBy(() -> sheet.enter(SheetEntry.Ron.of(1, tiles(notation, words), 2, 1)))
                .isInstanceOfSatisfying(SheetRefusal.class, r -> {
                    assertThat(r.reason()).isEqualTo(reason);
                    assertThat(r.messageKey()).isEqualTo(key);
                });
        assertThat(sheet.hands()).isEmpty();
        assertThat(scores(sheet)).containsOnly(30_000);
    }

    @Test
    @DisplayName("an open hand without yaku is refused as no yaku; riichi named without the yaku as a riichi mismatch")
    void noYaku() {
        assertThatThrownBy(() -> ema().enter(SheetEntry.Ron.of(1, tiles("[234m]456p55p789s23s4s", "seat=S"), 2)))
                .isInstanceOfSatisfying(SheetRefusal.class, r -> assertThat(r.reason())
                        .isEqualTo(SheetRefusal.Reason.NO_YAKU));
        assertThatThrownBy(() -> ema().enter(SheetEntry.Ron.of(1, hanFu("PINFU", false, false, 1, 30), 2, 1)))
                .isInstanceOfSatisfying(SheetRefusal.class, r -> assertThat(r.reason())
                        .isEqualTo(SheetRefusal.Reason.RIICHI_MISMATCH));
    }

    @ParameterizedTest(name = "[{index}] {0} {1}/{2}: {3}")
    @DisplayName("a han/fu entry no hand can have is refused with the han/fu check's reason")
    @CsvSource(delimiter = '|', value = {
        "PINFU | 1 | 40 | riichi.check.fu_pinfu",
        "TANYAO | 1 | 30 | riichi.check.fu_closed_ron_30",
        "CHIITOITSU | 2 | 30 | riichi.check.fu_seven_pairs",
        "TANYAO CHANTA | 3 | 40 | riichi.check.conflict",
        "MENZEN_TSUMO | 1 | 30 | riichi.check.tsumo_only",
        "TANYAO | 0 | 40 | riichi.check.han_below_yaku",
    })
    void refusedHanFu(String yaku, int han, int fu, String key) {
        assertThatThrownBy(() -> ema().enter(SheetEntry.Ron.of(1, hanFu(yaku, false, false, han, fu), 2)))
                .isInstanceOfSatisfying(SheetRefusal.class, r -> {
                    assertThat(r.reason()).isEqualTo(SheetRefusal.Reason.HAN_FU_IMPOSSIBLE);
                    assertThat(r.messageKey()).isEqualTo(key);
                    assertThat(r.seat()).isEqualTo(1);
                });
    }

    @Test
    @DisplayName("the calls of a hand are kept; a riichi player or a closed winner named as calling is refused")
    void calls() {
        SheetEntry ron = SheetEntry.Ron.of(1, tiles("234m456p55p789s23s4s", "riichi seat=S"), 2, 1);
        assertThat(ema().enter(ron, Set.of(2, 3)).hands().get(0).called()).containsExactlyInAnyOrder(2, 3);
        assertThat(ema().enter(SheetEntry.Ron.of(1, hanFu("TANYAO", true, false, 1, 30), 2)).hands().get(0).called())
                .containsExactly(1);
        for (Set<Integer> wrong : List.of(Set.of(1), Set.of(0, 1))) {
            assertThatThrownBy(() -> ema().enter(ron, wrong)).isInstanceOfSatisfying(SheetRefusal.class,
                    r -> assertThat(r.reason()).isEqualTo(SheetRefusal.Reason.CALL_MISMATCH));
        }
        assertThatThrownBy(() -> ema().enter(SheetEntry.Ron.of(1, hanFu("TANYAO", true, false, 1, 30), 2), Set.of()))
                .isInstanceOfSatisfying(SheetRefusal.class, r -> assertThat(r.messageKey())
                        .isEqualTo("riichi.sheet.call_mismatch"));
    }

    @Test
    @DisplayName("tenhou by a non-dealer and renhou by the dealer are refused")
    void firstTurnSeats() {
        assertThatThrownBy(() -> ema().enter(SheetEntry.Tsumo.of(2, hanFu("TENHOU", false, true, 0, 0))))
                .isInstanceOfSatisfying(SheetRefusal.class, r -> assertThat(r.reason())
                        .isEqualTo(SheetRefusal.Reason.FIRST_TURN_SEAT));
        assertThatThrownBy(() -> ema().enter(SheetEntry.Ron.of(0, hanFu("RENHOU", false, false, 5, 30), 2)))
                .isInstanceOfSatisfying(SheetRefusal.class, r -> assertThat(r.reason())
                        .isEqualTo(SheetRefusal.Reason.FIRST_TURN_SEAT));
    }

    @Test
    @DisplayName("under M.League a red five counts one han: riichi, pinfu and the red five are 3 han 30 fu, 3900")
    void redFiveUnderMLeague() {
        RiichiSheet sheet = RiichiSheet.start(RiichiProfile.M_LEAGUE)
                .enter(SheetEntry.Ron.of(1, tiles("234m406p55p789s23s4s", "riichi seat=S"), 2, 1));
        assertThat(sheet.hands().get(0).wins().get(0).dora()).isEqualTo(1);
        assertThat(scores(sheet)).containsExactly(25_000, 28_900, 21_100, 25_000);
    }

    @Test
    @DisplayName("a yakuman written as tiles is a 32,000 ron for a non-dealer")
    void yakumanAsTiles() {
        RiichiSheet sheet = ema().enter(SheetEntry.Ron.of(3, tiles("PPPFFFCCC234m5p5p", "seat=N"), 0));
        assertThat(sheet.hands().get(0).wins().get(0).base().limit()).isEqualTo(Limit.YAKUMAN);
        assertThat(scores(sheet)).containsExactly(-2_000, 30_000, 30_000, 62_000);
    }

    @ParameterizedTest(name = "[{index}] {0}: {1} han {2} fu ron by a non-dealer is {3}")
    @DisplayName("kazoe yakuman and kiriage mangan follow the preset")
    @CsvSource(delimiter = '|', value = {
        "EMA2016 | 13 | 40 | 24000",
        "MLEAGUE | 13 | 40 | 32000",
        "EMA2016 | 4 | 30 | 7700",
        "WRC | 4 | 30 | 8000",
        "MLEAGUE | 3 | 60 | 8000",
        "EMA2016 | 3 | 60 | 7700",
    })
    void presetLimits(String preset, int han, int fu, int points) {
        RiichiProfile profile = RiichiProfile.ofName(preset);
        String yaku = han >= 13 ? "RIICHI IPPATSU CHINITSU" : fu == 30 ? "RIICHI PINFU" : "RIICHI";
        RiichiSheet sheet = RiichiSheet.start(profile).enter(SheetEntry.Ron.of(1, hanFu(yaku, false, false, han, fu),
                2, 1));
        assertThat(sheet.hands().get(0).wins().get(0).points(false)).isEqualTo(points);
        assertThat(sheet.state().score(1)).isEqualTo(profile.game().startingPoints() + points);
    }

    @Test
    @DisplayName("a double ron pays both winners under EMA 2016; under WRC 2015 head bump pays the first in turn only")
    void doubleRon() {
        SheetEntry.Ron ron = new SheetEntry.Ron(List.of(
                new SheetEntry.Winner(3, tiles("234m456p55p789s23s4s", "riichi seat=N dora=1m")),
                new SheetEntry.Winner(1, tiles("234m456p55p678s23s4s", "seat=S dora=1m"))), 0, Set.of(3));
        RiichiSheet ema = ema().enter(ron);
        // each is 3 han 30 fu with the dora (2m), 3900; both paid, seat 3 takes back its own stick (RULINGS §10.3)
        assertThat(scores(ema)).containsExactly(22_200, 33_900, 30_000, 33_900);
        assertThat(ema.hands().get(0).wins()).allMatch(ScoredWin::paid);
        RiichiSheet wrc = RiichiSheet.start(RiichiProfile.WRC_2015).enter(ron);
        // seat 1 is first in turn after the discarder: paid alone, with seat 3's stick (WRC 2015 §5.7.6)
        assertThat(scores(wrc)).containsExactly(26_100, 34_900, 30_000, 29_000);
        assertThat(wrc.hands().get(0).wins()).filteredOn(ScoredWin::paid).extracting(ScoredWin::seat)
                .containsExactly(1);
    }

    @Test
    @DisplayName("two winners of one discard written with different dora indicators are refused")
    void doubleRonIndicators() {
        SheetEntry.Ron ron = new SheetEntry.Ron(List.of(
                new SheetEntry.Winner(3, tiles("234m456p55p789s23s4s", "seat=N dora=1m")),
                new SheetEntry.Winner(1, tiles("234m456p55p678s23s4s", "seat=S dora=2m"))), 0, Set.of());
        assertThatThrownBy(() -> ema().enter(ron)).isInstanceOfSatisfying(SheetRefusal.class,
                r -> assertThat(r.reason()).isEqualTo(SheetRefusal.Reason.DORA_MISMATCH));
    }

    @Test
    @DisplayName("the game's own refusals come through with their keys: a noten riichi at the draw, riichi below 1000")
    void gameRefusals() {
        assertThatThrownBy(() -> ema().enter(SheetEntry.Draw.of(Set.of(0), 1)))
                .isInstanceOfSatisfying(SheetRefusal.class, r -> {
                    assertThat(r.reason()).isEqualTo(SheetRefusal.Reason.GAME_RULE);
                    assertThat(r.messageKey()).isEqualTo("riichi.game.riichi_not_tenpai");
                });
        RiichiSheet low = ema().enter(SheetEntry.Ron.of(1, hanFu("TANYAO", false, false, 13, 40), 0));
        assertThat(low.state().score(0)).isEqualTo(6_000);
        RiichiSheet lower = low.enter(SheetEntry.Ron.of(2, hanFu("TANYAO", false, false, 6, 40), 0));
        assertThat(lower.state().score(0)).isEqualTo(-6_000);
        assertThatThrownBy(() -> lower.enter(SheetEntry.Draw.of(Set.of(0), 0)))
                .isInstanceOfSatisfying(SheetRefusal.class, r -> assertThat(r.messageKey())
                        .isEqualTo("riichi.game.riichi_without_points"));
    }

    @Test
    @DisplayName("a chombo under EMA 2016 replays the hand and takes 20,000 from the offender's final result")
    void chombo() {
        RiichiSheet sheet = ema().enter(new SheetEntry.Chombo(2, Set.of(1)));
        assertThat(scores(sheet)).containsOnly(30_000);
        assertThat(sheet.state().deductions()).containsExactly(0, 0, 20_000, 0);
        assertThat(sheet.state().handName()).isEqualTo("East 1");
        assertThat(sheet.state().honba()).isZero();
        assertThat(sheet.hands().get(0).wins()).isEmpty();
    }

    @Test
    @DisplayName("a finished game refuses another line; four equal scores share the uma and the chombo is deducted")
    void gameOver() {
        RiichiSheet sheet = ema().enter(new SheetEntry.Chombo(2, Set.of()));
        for (int hand = 0; hand < 8; hand++) {
            int dealer = sheet.state().dealer();
            sheet = sheet.enter(SheetEntry.Ron.of((dealer + 1) % 4, hanFu("TANYAO", true, false, 1, 30),
                    (dealer + 2) % 4));
        }
        assertThat(sheet.isOver()).isTrue();
        RiichiSheet over = sheet;
        assertThatThrownBy(() -> over.enter(SheetEntry.Draw.of(Set.of())))
                .isInstanceOfSatisfying(SheetRefusal.class, r -> assertThat(r.messageKey())
                        .isEqualTo("riichi.game.game_over"));
        assertThat(over.result().players()).extracting(p -> p.total()).containsExactly(0, 0, -20_000, 0);
    }
}

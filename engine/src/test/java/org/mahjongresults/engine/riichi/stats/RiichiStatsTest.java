package org.mahjongresults.engine.riichi.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.mahjongresults.engine.riichi.HanFuEntry;
import org.mahjongresults.engine.riichi.demo.DemoGame;
import org.mahjongresults.engine.riichi.demo.RiichiDemo;
import org.mahjongresults.engine.riichi.game.Limit;
import org.mahjongresults.engine.riichi.sheet.RiichiProfile;
import org.mahjongresults.engine.riichi.sheet.RiichiSheet;
import org.mahjongresults.engine.riichi.sheet.SheetEntry;
import org.mahjongresults.engine.riichi.sheet.WinEntry;
import org.mahjongresults.engine.riichi.yaku.Yaku;

/** Riichi statistics: exact figures for a short sheet, and consistent figures for the demo tournament. */
class RiichiStatsTest {

    private static WinEntry hanFu(Set<Yaku> yaku, boolean open, boolean tsumo, int han, int fu) {
        return new WinEntry.HanFu(new HanFuEntry(yaku, open, tsumo, han, fu));
    }

    @Test
    @DisplayName("a ron, a dealer's tsumo, a draw and a chombo give exact rates, yaku counts and averages")
    void shortSheet() {
        RiichiSheet sheet = RiichiSheet.start(RiichiProfile.EMA_2016)
                .enter(SheetEntry.Ron.of(1, WinEntry.Tiles.parse("234m456p55p789s23s4s", "riichi seat=S"), 2, 1))
                .enter(new SheetEntry.Chombo(3, Set.of()))
                .enter(SheetEntry.Tsumo.of(1, hanFu(EnumSet.of(Yaku.MENZEN_TSUMO, Yaku.RIICHI, Yaku.TANYAO), false,
                        true, 3, 40), 1))
                .enter(SheetEntry.Draw.of(Set.of(0, 2), 0), Set.of(2));
        RiichiStats stats = RiichiStats.of(List.of(new SeatedSheet(List.of(10L, 11L, 12L, 13L), sheet)));
        assertThat(stats.hands()).isEqualTo(3);
        assertThat(stats.chombo()).isEqualTo(1);
        assertThat(stats.ron()).isEqualTo(new Rate(1, 3));
        assertThat(stats.tsumo()).isEqualTo(new Rate(1, 3));
        assertThat(stats.draws()).isEqualTo(new Rate(1, 3));
        assertThat(stats.wins()).isEqualTo(2);
        assertThat(stats.dealerWins()).isEqualTo(new Rate(1, 2));
        // 2000 for the non-dealer's ron, 3 x 2600 for the dealer's tsumo
        assertThat(stats.averageWin()).isEqualTo((2_000 + 7_800) / 2);
        assertThat(stats.yaku()).extracting(RiichiStats.YakuCount::yaku).startsWith(Yaku.RIICHI);
        assertThat(stats.yaku().get(0).wins()).isEqualTo(new Rate(2, 2));
        assertThat(stats.limits()).containsEntry(Limit.NONE, 2);
        PlayerRecord p11 = stats.players().get(1);
        assertThat(p11.player()).isEqualTo(11L);
        assertThat(p11.hands()).isEqualTo(3);
        assertThat(p11.wins()).isEqualTo(new Rate(2, 3));
        assertThat(p11.riichi()).isEqualTo(new Rate(2, 3));
        assertThat(p11.riichiWins()).isEqualTo(new Rate(2, 2));
        assertThat(p11.tsumo()).isEqualTo(new Rate(1, 2));
        assertThat(p11.dealerWins()).isEqualTo(new Rate(1, 2));
        assertThat(p11.biggestWin()).isEqualTo(7_800);
        PlayerRecord p12 = stats.players().get(2);
        assertThat(p12.dealIns()).isEqualTo(new Rate(1, 3));
        assertThat(p12.calls()).isEqualTo(new Rate(1, 3));
        assertThat(p11.calls()).isEqualTo(new Rate(0, 3));
        assertThat(stats.players().get(3).chombo()).isEqualTo(1);
        assertThat(new Rate(2, 3).percent()).hasToString("66.7");
    }

    @Test
    @DisplayName("the demo tournament's figures are consistent: wins add up, every player plays four hanchan")
    void demoTournament() {
        List<SeatedSheet> sheets = RiichiDemo.tournament(RiichiProfile.EMA_2016, 2026).stream()
                .map(RiichiStatsTest::seated).toList();
        RiichiStats stats = RiichiStats.of(sheets);
        assertThat(stats.players()).hasSize(16);
        assertThat(stats.players().stream().mapToInt(p -> p.wins().count()).sum()).isEqualTo(stats.wins());
        assertThat(stats.players().stream().mapToInt(PlayerRecord::hands).sum()).isEqualTo(4 * stats.hands());
        assertThat(stats.ron().count() + stats.tsumo().count() + stats.draws().count()).isEqualTo(stats.hands());
        assertThat(stats.yaku().get(0).yaku()).isEqualTo(Yaku.RIICHI);
    }

    private static SeatedSheet seated(DemoGame game) {
        return new SeatedSheet(game.players().stream().map(Integer::longValue).toList(), game.sheet());
    }
}

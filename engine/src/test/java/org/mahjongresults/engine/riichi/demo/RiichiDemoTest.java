package org.mahjongresults.engine.riichi.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.mahjongresults.engine.riichi.sheet.RiichiProfile;
import org.mahjongresults.engine.riichi.sheet.SheetEntry;
import org.mahjongresults.engine.riichi.sheet.SheetHand;

/** The demo tournament: the same seed gives the same games, the draw never seats two players together twice. */
class RiichiDemoTest {

    @Test
    @DisplayName("16 players play 4 hanchan each at 16 tables, and no two players share a table twice")
    void schedule() {
        List<DemoGame> games = RiichiDemo.tournament(RiichiProfile.EMA_2016, 2026);
        assertThat(games).hasSize(16);
        int[] played = new int[16];
        Set<String> pairs = new HashSet<>();
        for (DemoGame game : games) {
            assertThat(game.players()).hasSize(4).doesNotHaveDuplicates();
            assertThat(game.sheet().isOver()).isTrue();
            for (int a : game.players()) {
                played[a]++;
                for (int b : game.players()) {
                    if (a < b) {
                        assertThat(pairs.add(a + "-" + b)).as("players %d and %d meet twice", a, b).isTrue();
                    }
                }
            }
        }
        assertThat(played).containsOnly(4);
    }

    @Test
    @DisplayName("the same seed gives the same hands; another seed gives other hands")
    void deterministic() {
        assertThat(lines(1)).isEqualTo(lines(1));
        assertThat(lines(1)).isNotEqualTo(lines(2));
    }

    private static List<String> lines(long seed) {
        return RiichiDemo.hanchan(RiichiProfile.WRC_2015, seed).hands().stream()
                .map(h -> h.entry().toString() + h.played().after()).toList();
    }

    @Test
    @DisplayName("over 400 hanchan the demo plays like real tables: draws, tsumo, riichi, calls and open wins in range")
    void frequencies() {
        int hands = 0;
        int draws = 0;
        int wins = 0;
        int tsumo = 0;
        int riichi = 0;
        int open = 0;
        int calls = 0;
        for (int seed = 0; seed < 400; seed++) {
            for (SheetHand h : RiichiDemo.hanchan(RiichiProfile.EMA_2016, seed).hands()) {
                hands++;
                draws += h.entry() instanceof SheetEntry.Draw ? 1 : 0;
                riichi += h.entry().riichi().size();
                calls += h.called().size();
                for (var w : h.wins()) {
                    wins++;
                    tsumo += w.tsumo() ? 1 : 0;
                    open += w.open() ? 1 : 0;
                }
            }
        }
        assertThat(100.0 * draws / hands).as("draw %").isBetween(10.0, 20.0);
        assertThat(100.0 * tsumo / wins).as("tsumo % of wins").isBetween(25.0, 40.0);
        assertThat(100.0 * riichi / (4 * hands)).as("riichi % of player-hands").isBetween(14.0, 24.0);
        assertThat(100.0 * open / wins).as("open % of wins").isBetween(25.0, 45.0);
        assertThat(100.0 * calls / (4 * hands)).as("call % of player-hands").isBetween(22.0, 38.0);
    }
}

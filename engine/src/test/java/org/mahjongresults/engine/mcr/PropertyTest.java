package org.mahjongresults.engine.mcr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.mahjongresults.engine.hand.Hand;
import org.mahjongresults.engine.hand.HandNotation;
import org.mahjongresults.engine.hand.Meld;
import org.mahjongresults.engine.hand.Situation;
import org.mahjongresults.engine.tile.Tile;

/** Properties that must hold for every hand, checked on thousands of generated hands of every shape. */
class PropertyTest {

    private static final int HANDS = 20_000;

    @Test
    @DisplayName("every generated complete hand is a valid input that scores as a win or below the minimum")
    void generatedHandsAreComplete() {
        RandomHands gen = new RandomHands(1);
        int wins = 0;
        for (int i = 0; i < HANDS; i++) {
            RandomHands.Sample s = gen.next();
            for (RuleProfile p : RuleProfile.values()) {
                ScoreResult r = McrScorer.score(s.notation(), s.situation(), p);
                assertThat(r.classification()).as(s.notation() + " " + s.situation())
                        .isIn(Classification.WIN, Classification.BELOW_MINIMUM);
                int sum = r.fans().stream().mapToInt(FanCount::subtotal).sum();
                assertThat(sum).as(s.notation()).isEqualTo(r.total());
                if (r.isWin()) {
                    wins++;
                    assertThat(r.fanPointsExclFlowers()).isGreaterThanOrEqualTo(8);
                    assertThat(r.total()).isEqualTo(r.fanPointsExclFlowers() + s.situation().flowers());
                } else {
                    assertThat(r.fanPointsExclFlowers()).isBetween(1, 7);
                    assertThat(r.fans()).noneMatch(f -> f.fan().number() == 81);
                }
            }
        }
        assertThat(wins).isGreaterThan(HANDS / 4);
    }

    @Test
    @DisplayName("writing the same hand in a different order never changes the result")
    void orderDoesNotMatter() {
        RandomHands gen = new RandomHands(2);
        Random r = new Random(2);
        for (int i = 0; i < HANDS; i++) {
            RandomHands.Sample s = gen.next();
            Hand h = HandNotation.parse(s.notation()).hand();
            List<Meld> melds = new ArrayList<>(h.melds());
            List<Tile> loose = new ArrayList<>(h.concealed());
            Collections.shuffle(melds, r);
            Collections.shuffle(loose, r);
            Hand shuffled = new Hand(melds, loose, h.winTile());
            for (RuleProfile p : RuleProfile.values()) {
                assertThat(McrScorer.score(shuffled, s.situation(), p))
                        .as(s.notation()).isEqualTo(McrScorer.score(h, s.situation(), p));
            }
        }
    }

    @Test
    @DisplayName("removing any tile from a winning hand never yields a win")
    void removingATileNeverWins() {
        RandomHands gen = new RandomHands(3);
        for (int i = 0; i < 3_000; i++) {
            RandomHands.Sample s = gen.next();
            Hand h = HandNotation.parse(s.notation()).hand();
            List<Tile> all = new ArrayList<>(h.concealed());
            all.add(h.winTile());
            for (int k = 0; k < all.size(); k++) {
                List<Tile> fewer = new ArrayList<>(all);
                fewer.remove(k);
                if (fewer.isEmpty()) {
                    continue;
                }
                Tile win = fewer.remove(fewer.size() - 1);
                ScoreResult r = McrScorer.score(new Hand(h.melds(), fewer, win), s.situation(), RuleProfile.WMO);
                assertThat(r.isWin()).as(s.notation() + " without tile " + k).isFalse();
            }
        }
    }

    @Test
    @DisplayName("any fourteen random tiles are scored without an exception and never as invalid")
    void randomTilesNeverThrow() {
        Random r = new Random(4);
        for (int i = 0; i < HANDS; i++) {
            int[] left = new int[34];
            java.util.Arrays.fill(left, 4);
            List<Tile> tiles = new ArrayList<>();
            while (tiles.size() < 14) {
                int t = r.nextInt(34);
                if (left[t]-- > 0) {
                    tiles.add(Tile.ofIndex(t));
                }
            }
            Tile win = tiles.remove(13);
            ScoreResult res = McrScorer.score(new Hand(List.of(), tiles, win), Situation.SELF_DRAWN, RuleProfile.WMO);
            assertThat(res.classification()).isNotEqualTo(Classification.INVALID);
        }
    }

    @Test
    @DisplayName("the flowers never bring a hand up to the minimum")
    void flowersNeverReachTheMinimum() {
        ScoreResult r = Hands.score("[123m][567p][345s]78sCC9s", "self flowers=8", RuleProfile.WMO);
        assertThat(Hands.describe(r)).isEqualTo("below_minimum 80 = 1");
        ScoreResult w = Hands.score("[123m][567p][345s]78sCC9s", "flowers=8", RuleProfile.WMO);
        assertThat(Hands.describe(w)).isEqualTo("win 43 81x8 = 16");
        assertThat(w.fanPointsExclFlowers()).isEqualTo(8);
    }

    @Test
    @DisplayName("the notation, its formatted form (loose tiles sorted) and the structured form read as the same hand")
    void allInputFormsAgree() {
        RandomHands gen = new RandomHands(5);
        for (int i = 0; i < 5_000; i++) {
            Hand h = HandNotation.parse(gen.next().notation()).hand();
            Hand formatted = HandNotation.parse(HandNotation.format(h)).hand();
            assertThat(formatted.melds()).isEqualTo(h.melds());
            assertThat(formatted.winTile()).isEqualTo(h.winTile());
            assertThat(formatted.concealed()).containsExactlyInAnyOrderElementsOf(h.concealed());
            List<org.mahjongresults.engine.hand.MeldInput> melds = new ArrayList<>();
            for (Meld m : h.melds()) {
                List<String> codes = java.util.Arrays.stream(m.tiles()).map(Tile::code).toList();
                melds.add(new org.mahjongresults.engine.hand.MeldInput(m.type().jsonName(), codes,
                        m.claimedTile() == null ? null : m.claimedTile().code(),
                        m.claimedFrom() == null ? null : m.claimedFrom().jsonName(), m.added()));
            }
            List<String> loose = h.concealed().stream().map(Tile::code).toList();
            Hand structured = org.mahjongresults.engine.hand.StructuredHand.build(loose, melds, h.winTile().code())
                    .hand();
            assertThat(structured).isEqualTo(h);
        }
    }
}

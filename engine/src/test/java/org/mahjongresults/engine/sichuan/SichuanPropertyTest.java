package org.mahjongresults.engine.sichuan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.mahjongresults.engine.hand.Hand;
import org.mahjongresults.engine.hand.Meld;
import org.mahjongresults.engine.tile.Suit;
import org.mahjongresults.engine.tile.Tile;

/**
 * Properties over generated winning hands of one or two suits: four sets and a pair (some declared as pungs or
 * kongs) or seven pairs.
 */
class SichuanPropertyTest {

    private static final int HANDS = 5_000;

    /** A generated hand: the tiles, and what the generator knows about them. */
    private record Generated(Hand hand, boolean allPungs, boolean oneSuit, boolean sevenPairs, int kongs) {
    }

    private static Generated generate(Random random) {
        Suit[] suits = {Suit.CHARACTERS, Suit.DOTS, Suit.BAMBOO};
        Suit a = suits[random.nextInt(3)];
        Suit b = random.nextInt(3) == 0 ? a : suits[(a.ordinal() + 1 + random.nextInt(2)) % 3];
        while (true) {
            int[] counts = new int[27];
            List<Meld> melds = new ArrayList<>();
            List<Tile> loose = new ArrayList<>();
            boolean allPungs = true;
            boolean ok = true;
            if (random.nextInt(5) == 0) {
                for (int i = 0; i < 7 && ok; i++) {
                    Tile t = Tile.of(random.nextBoolean() ? a : b, 1 + random.nextInt(9));
                    counts[t.index()] += 2;
                    ok = counts[t.index()] <= 4;
                    loose.add(t);
                    loose.add(t);
                }
                if (ok) {
                    return finish(melds, loose, counts, false, true, random);
                }
                continue;
            }
            for (int set = 0; set < 4 && ok; set++) {
                Suit s = random.nextBoolean() ? a : b;
                if (random.nextInt(3) == 0) {
                    Tile first = Tile.of(s, 1 + random.nextInt(7));
                    allPungs = false;
                    for (int k = 0; k < 3; k++) {
                        Tile t = Tile.ofIndex(first.index() + k);
                        ok &= ++counts[t.index()] <= 4;
                        loose.add(t);
                    }
                } else {
                    Tile t = Tile.of(s, 1 + random.nextInt(9));
                    int kind = random.nextInt(4);
                    int size = kind == 3 ? 4 : 3;
                    counts[t.index()] += size;
                    ok &= counts[t.index()] <= 4;
                    if (kind == 0 || kind == 1) {
                        loose.add(t);
                        loose.add(t);
                        loose.add(t);
                    } else if (kind == 2) {
                        melds.add(Meld.pung(t));
                    } else {
                        melds.add(random.nextBoolean() ? Meld.kong(t) : Meld.concealedKong(t));
                    }
                }
            }
            Tile pair = Tile.of(random.nextBoolean() ? a : b, 1 + random.nextInt(9));
            counts[pair.index()] += 2;
            ok &= counts[pair.index()] <= 4;
            loose.add(pair);
            loose.add(pair);
            if (ok) {
                return finish(melds, loose, counts, allPungs, false, random);
            }
        }
    }

    private static Generated finish(List<Meld> melds, List<Tile> loose, int[] counts, boolean allPungs,
                                    boolean sevenPairs, Random random) {
        Collections.shuffle(loose, random);
        Tile win = loose.remove(loose.size() - 1);
        int suits = 0;
        for (int i = 0; i < 27; i++) {
            if (counts[i] > 0) {
                suits |= 1 << (i / 9);
            }
        }
        int kongs = (int) melds.stream().filter(m -> m.type().isKong()).count();
        return new Generated(new Hand(melds, loose, win), allPungs, Integer.bitCount(suits) == 1, sevenPairs,
                kongs);
    }

    @Test
    @DisplayName("every generated hand wins, and its score is at least what its known make-up guarantees")
    void generatedHandsWin() {
        Random random = new Random(2026);
        for (int n = 0; n < HANDS; n++) {
            Generated g = generate(random);
            SichuanResult r = SichuanScorer.score(g.hand(), SichuanSituation.DISCARD);
            String hand = org.mahjongresults.engine.hand.HandNotation.format(g.hand());
            assertThat(r.classification()).as(hand).isEqualTo(SichuanClassification.WIN);
            assertThat(r.total()).as(hand).isEqualTo(r.patternPoints() * r.multiplier() + r.bonusPoints());
            assertThat(r.count(Bonus.KONG)).as(hand).isEqualTo(g.kongs());
            int floor = 1;
            if (g.allPungs()) {
                floor = g.oneSuit() ? 8 : 2;
            } else if (g.sevenPairs()) {
                floor = g.oneSuit() ? 16 : 4;
            } else if (g.oneSuit()) {
                floor = 4;
            }
            assertThat(r.patternPoints()).as(hand).isGreaterThanOrEqualTo(floor);
        }
    }

    @Test
    @DisplayName("writing the loose tiles in another order, with another of them as the winning tile, never changes a"
            + " discard win's score")
    void orderIndependence() {
        Random random = new Random(88);
        for (int n = 0; n < HANDS; n++) {
            Generated g = generate(random);
            SichuanResult r = SichuanScorer.score(g.hand(), SichuanSituation.DISCARD);
            List<Tile> all = new ArrayList<>(g.hand().concealed());
            all.add(g.hand().winTile());
            Collections.shuffle(all, random);
            Tile win = all.remove(all.size() - 1);
            SichuanResult again = SichuanScorer.score(new Hand(g.hand().melds(), all, win), SichuanSituation.DISCARD);
            assertThat(SichuanHands.describe(again)).isEqualTo(SichuanHands.describe(r));
        }
    }

    @Test
    @DisplayName("removing any loose tile never leaves a win, and swapping one for a tile of a third suit is refused")
    void removingOrBreakingNeverWins() {
        Random random = new Random(7);
        for (int n = 0; n < 1_000; n++) {
            Generated g = generate(random);
            List<Tile> loose = g.hand().concealed();
            for (int i = 0; i < loose.size(); i++) {
                List<Tile> fewer = new ArrayList<>(loose);
                fewer.remove(i);
                SichuanResult r = SichuanScorer.score(new Hand(g.hand().melds(), fewer, g.hand().winTile()),
                        SichuanSituation.SELF_DRAWN);
                assertThat(r.isWin()).isFalse();
            }
            boolean[] present = new boolean[3];
            List<Tile> tiles = new ArrayList<>(loose);
            tiles.add(g.hand().winTile());
            g.hand().melds().forEach(m -> tiles.add(m.first()));
            tiles.forEach(t -> present[t.suit().ordinal()] = true);
            if (present[0] && present[1] || present[1] && present[2] || present[0] && present[2]) {
                int missing = !present[0] ? 0 : !present[1] ? 1 : 2;
                Tile third = Tile.of(Suit.values()[missing], 5);
                SichuanResult r = SichuanScorer.score(new Hand(g.hand().melds(), loose, third),
                        SichuanSituation.DISCARD);
                assertThat(SichuanHands.describe(r)).isEqualTo("invalid THREE_SUITS");
            }
        }
    }

    @Test
    @DisplayName("settling any generated win, self-drawn or on any discard, is zero-sum")
    void settlementIsZeroSum() {
        Random random = new Random(4);
        for (int n = 0; n < 1_000; n++) {
            Generated g = generate(random);
            boolean self = random.nextBoolean();
            SichuanResult r = SichuanScorer.score(g.hand(), self ? SichuanSituation.SELF_DRAWN
                    : SichuanSituation.DISCARD);
            int winner = random.nextInt(4);
            int discarder = self ? -1 : (winner + 1 + random.nextInt(3)) % 4;
            SichuanSettlement.Payments p = SichuanSettlement.settle(r, winner, discarder);
            assertThat(p.points().stream().mapToInt(Integer::intValue).sum()).isZero();
            assertThat(p.of(winner)).isEqualTo(self ? 3 * r.total() : r.total());
        }
    }
}

package org.mahjongresults.engine.riichi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.mahjongresults.engine.hand.Meld;
import org.mahjongresults.engine.riichi.yaku.Yaku;
import org.mahjongresults.engine.tile.Tile;

/**
 * Properties over 10,000 random complete hands (fixed seed, {@link RandomRiichiHands}): every reading is a partition
 * of the hand's tiles in its shape, the winning group holds the winning tile with a wait that fits it, the scorer
 * always answers win or no yaku with fu and han that exist, the notation round-trips, and the han/fu entry check
 * accepts every win the scorer finds.
 */
class RiichiPropertyTest {

    private static final int HANDS = 10_000;

    @Test
    @DisplayName("every reading of a random complete hand is a valid partition of its tiles, and its score exists")
    void readingsArePartitions() {
        RandomRiichiHands random = new RandomRiichiHands(38);
        int wins = 0;
        int readings = 0;
        for (int i = 0; i < HANDS; i++) {
            RandomRiichiHands.Sample s = random.next();
            RiichiHand hand = s.hand();
            String id = RiichiNotation.format(hand) + " | " + s.words();
            List<Reading> all = RiichiScorer.readings(hand, s.situation().tsumo());
            assertThat(all).as(id).isNotEmpty();
            for (Reading r : all) {
                checkPartition(hand, r, s.situation().tsumo(), id);
                readings++;
            }
            assertThat(RiichiNotation.format(RiichiNotation.parse(RiichiNotation.format(hand)).hand()))
                    .as(id).isEqualTo(RiichiNotation.format(hand));
            RiichiResult result = RiichiScorer.score(hand, s.situation(), HandRules.EMA_2016.withRedFives(true));
            assertThat(result.status()).as(id).isIn(RiichiResult.Status.WIN, RiichiResult.Status.NO_YAKU);
            assertThat(all).as(id).contains(result.reading());
            if (result.isWin()) {
                wins++;
                checkWin(result, hand, s, id);
            }
        }
        assertThat(wins).isGreaterThan(HANDS / 3);
        assertThat(readings).isGreaterThanOrEqualTo(HANDS);
    }

    private static void checkPartition(RiichiHand hand, Reading r, boolean tsumo, String id) {
        int[] want = new int[Tile.KINDS];
        for (Meld m : hand.tiles().melds()) {
            for (Tile t : m.tiles()) {
                want[t.index()]++;
            }
        }
        for (Tile t : hand.tiles().concealed()) {
            want[t.index()]++;
        }
        want[hand.tiles().winTile().index()]++;
        int[] got = new int[Tile.KINDS];
        int sets = 0;
        int pairs = 0;
        int singles = 0;
        for (Group g : r.groups()) {
            for (int k = 0; k < g.kind().size(); k++) {
                got[g.tile().index() + (g.kind() == Group.Kind.SEQUENCE ? k : 0)]++;
            }
            switch (g.kind()) {
                case PAIR -> pairs++;
                case SINGLE -> singles++;
                default -> sets++;
            }
        }
        assertThat(got).as(id + " / " + r).isEqualTo(want);
        List<Meld> melds = hand.tiles().melds();
        for (int k = 0; k < melds.size(); k++) {
            Group g = r.groups().get(k);
            assertThat(g.declared()).as(id).isTrue();
            assertThat(g.tile()).as(id).isEqualTo(melds.get(k).first());
            assertThat(g.open()).as(id).isEqualTo(melds.get(k).isExposed());
        }
        switch (r.shape()) {
            case STANDARD -> {
                assertThat(sets).as(id).isEqualTo(4);
                assertThat(pairs).as(id).isEqualTo(1);
            }
            case SEVEN_PAIRS -> {
                assertThat(pairs).as(id).isEqualTo(7);
                assertThat(r.groups().stream().map(Group::tile).distinct().count()).as(id).isEqualTo(7);
            }
            case THIRTEEN_ORPHANS -> {
                assertThat(pairs).as(id).isEqualTo(1);
                assertThat(singles).as(id).isEqualTo(12);
                assertThat(r.groups()).allMatch(g -> g.tile().isTerminalOrHonour());
            }
        }
        Group win = r.groups().get(r.winGroup());
        assertThat(win.declared()).as(id).isFalse();
        assertThat(win.holds(r.winTile())).as(id).isTrue();
        switch (win.kind()) {
            case PAIR, SINGLE -> assertThat(r.waitType()).as(id).isEqualTo(Wait.TANKI);
            case TRIPLET -> {
                assertThat(r.waitType()).as(id).isEqualTo(Wait.SHANPON);
                assertThat(win.open()).as(id).isEqualTo(!tsumo);
            }
            default -> assertThat(r.waitType()).as(id).isIn(Wait.RYANMEN, Wait.KANCHAN, Wait.PENCHAN);
        }
    }

    private static void checkWin(RiichiResult result, RiichiHand hand, RandomRiichiHands.Sample s, String id) {
        assertThat(result.yaku()).as(id).isNotEmpty();
        if (result.yakuman() > 0) {
            assertThat(result.han()).as(id).isZero();
            return;
        }
        assertThat(result.fu()).as(id).satisfiesAnyOf(
                fu -> assertThat(fu).isEqualTo(25),
                fu -> assertThat(fu).isBetween(20, 140).matches(x -> x % 10 == 0));
        int yakuHan = result.yaku().stream().mapToInt(YakuHan::han).sum();
        assertThat(result.han()).as(id).isEqualTo(yakuHan + result.allDora());
        Set<Yaku> named = EnumSet.noneOf(Yaku.class);
        result.yaku().forEach(y -> named.add(y.yaku()));
        HanFuEntry entry = new HanFuEntry(named, RiichiScorer.isOpen(hand.tiles()), s.situation().tsumo(),
                result.han(), result.fu());
        HanFuCheck.Verdict v = RiichiScorer.check(entry, HandRules.EMA_2016);
        assertThat(v.possible()).as(id + " -> " + result.yaku() + " " + result.han() + "/" + result.fu() + ": "
                + v.message()).isTrue();
    }
}

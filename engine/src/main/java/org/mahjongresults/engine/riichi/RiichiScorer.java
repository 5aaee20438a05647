package org.mahjongresults.engine.riichi;

import java.util.ArrayList;
import java.util.List;
import org.mahjongresults.engine.hand.Hand;
import org.mahjongresults.engine.hand.HandError;
import org.mahjongresults.engine.hand.Meld;
import org.mahjongresults.engine.hand.MeldType;
import org.mahjongresults.engine.riichi.yaku.Exclusions;
import org.mahjongresults.engine.riichi.yaku.Yaku;
import org.mahjongresults.engine.riichi.yaku.YakuContext;
import org.mahjongresults.engine.tile.Suit;
import org.mahjongresults.engine.tile.Tile;

/**
 * Scores riichi hands: every reading of the hand, its yaku with the exclusions, its fu, the best reading (most
 * yakuman, then most han, then most fu, which is also the most points: EMA RCR 2016 §4.1 and WRC 2015 §6.1 take the
 * highest-scoring reading), then dora, ura dora and red fives. Stateless and thread-safe. Nothing escapes as an
 * exception: a wrong input comes back as {@link RiichiResult.Status#INVALID} with a {@link RiichiError}.
 */
public final class RiichiScorer {

    private static final Yaku[] YAKU = Yaku.values();
    private static final long REGISTRY_YAKUMAN;

    static {
        long mask = 0;
        for (Yaku y : YAKU) {
            mask |= y.yakuman() ? 1L << y.ordinal() : 0;
        }
        REGISTRY_YAKUMAN = mask;
    }

    private RiichiScorer() {
    }

    /** Reads a hand in the riichi notation and scores it. */
    public static RiichiResult score(String notation, RiichiSituation situation, HandRules rules) {
        ParsedRiichiHand parsed = RiichiNotation.parse(notation);
        if (!parsed.isOk()) {
            return RiichiResult.invalid(parsed.error());
        }
        return score(parsed.hand(), situation, rules);
    }

    /** Scores a hand. */
    public static RiichiResult score(RiichiHand hand, RiichiSituation s, HandRules rules) {
        int[] counts = new int[Tile.KINDS];
        RiichiError error = validate(hand, s, rules, counts);
        if (error != null) {
            return RiichiResult.invalid(error);
        }
        Hand tiles = hand.tiles();
        boolean open = isOpen(tiles);
        List<Reading> readings = Readings.of(tiles, s.tsumo());
        if (readings.isEmpty()) {
            return new RiichiResult(RiichiResult.Status.NOT_COMPLETE, null, List.of(), 0, 0, 0, 0, 0, 0, null);
        }
        int limit = rules.kanDora() ? 5 : 1;
        int dora = Dora.count(s.dora(), limit, counts);
        int ura = s.anyRiichi() && rules.uraDora() ? Dora.count(s.ura(), limit, counts) : 0;
        int aka = rules.redFives() ? hand.redFiveCount() : 0;
        long yakumanMask = rules.renhou() == HandRules.Renhou.YAKUMAN
                ? REGISTRY_YAKUMAN | 1L << Yaku.RENHOU.ordinal() : REGISTRY_YAKUMAN;
        Reading best = null;
        long bestYaku = 0;
        int bestYakuman = -1;
        int bestHan = -1;
        int bestFu = -1;
        Reading bestNoYaku = null;
        int noYakuFu = -1;
        for (int i = 0, n = readings.size(); i < n; i++) {
            Reading r = readings.get(i);
            YakuContext c = new YakuContext(r, s, rules, open, counts);
            long found = 0;
            for (Yaku y : YAKU) {
                if ((!open || !y.closedOnly()) && y.rule().applies(c)) {
                    found |= 1L << y.ordinal();
                }
            }
            found = Exclusions.apply(found, yakumanMask);
            boolean pinfu = (found & 1L << Yaku.PINFU.ordinal()) != 0;
            int fu = Fu.of(r, open, s.tsumo(), pinfu, s, rules);
            if (found == 0) {
                if (fu > noYakuFu) {
                    bestNoYaku = r;
                    noYakuFu = fu;
                }
                continue;
            }
            int yakuman = 0;
            int han = 0;
            for (long b = found; b != 0; b &= b - 1) {
                Yaku y = YAKU[Long.numberOfTrailingZeros(b)];
                int v = y.yakumanValue(rules);
                yakuman = rules.yakumanStack() ? yakuman + v : Math.max(yakuman, v);
                han += v == 0 ? y.han(open) : 0;
            }
            if (yakuman == 0 && (found & 1L << Yaku.RENHOU.ordinal()) != 0
                    && rules.renhou() == HandRules.Renhou.MANGAN) {
                // strict mangan: renhou alone, unless the hand's own yaku and dora are worth more
                long others = found & ~(1L << Yaku.RENHOU.ordinal());
                int own = han - 5 + dora + ura + aka;
                if (others != 0 && own > 5) {
                    found = others;
                    han -= 5;
                } else {
                    found = 1L << Yaku.RENHOU.ordinal();
                    han = 5 - dora - ura - aka;
                }
            }
            if (yakuman > bestYakuman || yakuman == bestYakuman && (han > bestHan || han == bestHan && fu > bestFu)) {
                best = r;
                bestYaku = found;
                bestYakuman = yakuman;
                bestHan = han;
                bestFu = fu;
            }
        }
        if (best == null) {
            return new RiichiResult(RiichiResult.Status.NO_YAKU, bestNoYaku, List.of(), dora, ura, aka, 0, noYakuFu,
                    0, null);
        }
        List<YakuHan> list = new ArrayList<>(Long.bitCount(bestYaku));
        for (long b = bestYaku; b != 0; b &= b - 1) {
            Yaku y = YAKU[Long.numberOfTrailingZeros(b)];
            int v = y.yakumanValue(rules);
            list.add(new YakuHan(y, v == 0 ? y.han(open) : 0, v));
        }
        int han = bestYakuman > 0 ? 0 : bestHan + dora + ura + aka;
        return new RiichiResult(RiichiResult.Status.WIN, best, list, dora, ura, aka, han, bestFu, bestYakuman, null);
    }

    /** Every reading of a hand (for display and tests); empty when the hand is not complete or is invalid. */
    public static List<Reading> readings(RiichiHand hand, boolean tsumo) {
        if (hand == null || hand.tiles().checkTiles() != null || hand.tiles().effectiveTileCount() != 14) {
            return List.of();
        }
        return Readings.of(hand.tiles(), tsumo);
    }

    /** Whether a han-and-fu entry with its yaku named can exist; see {@link HanFuCheck}. */
    public static HanFuCheck.Verdict check(HanFuEntry entry, HandRules rules) {
        return HanFuCheck.check(entry, rules);
    }

    /** True when a meld other than a concealed kan was declared. */
    static boolean isOpen(Hand tiles) {
        for (Meld m : tiles.melds()) {
            if (m.isExposed()) {
                return true;
            }
        }
        return false;
    }

    /** Adds the hand's tiles to the counts, a kan counting four. */
    private static void count(Hand tiles, int[] c) {
        for (int i = 0, n = tiles.melds().size(); i < n; i++) {
            Meld m = tiles.melds().get(i);
            int first = m.first().index();
            if (m.type() == MeldType.CHOW) {
                c[first]++;
                c[first + 1]++;
                c[first + 2]++;
            } else {
                c[first] += m.type().size();
            }
        }
        for (int i = 0, n = tiles.concealed().size(); i < n; i++) {
            c[tiles.concealed().get(i).index()]++;
        }
        c[tiles.winTile().index()]++;
    }

    /** A fifth copy of an indicator's tile, counting the hand and every indicator. */
    private static RiichiError fifthWithIndicators(List<Tile> indicators, RiichiSituation s, int[] c) {
        for (int k = 0, n = indicators.size(); k < n; k++) {
            Tile t = indicators.get(k);
            int seen = c[t.index()] + copies(s.dora(), t) + copies(s.ura(), t);
            if (seen > 4) {
                return RiichiError.of(RiichiError.Code.FIFTH_TILE, "tile " + t.code() + " appears " + seen
                        + " times in the hand and the indicators; each tile exists only four times", t.code(),
                        String.valueOf(seen));
            }
        }
        return null;
    }

    private static int copies(List<Tile> tiles, Tile t) {
        int n = 0;
        for (int k = 0, size = tiles.size(); k < size; k++) {
            n += tiles.get(k) == t ? 1 : 0;
        }
        return n;
    }

    /** The riichi checks of an input before scoring; null when it can be scored. */
    public static RiichiError validate(RiichiHand hand, RiichiSituation s, HandRules rules) {
        return validate(hand, s, rules, new int[Tile.KINDS]);
    }

    /** The checks; fills {@code c} with the hand's tile counts (a kan counting four) when the tiles are valid. */
    private static RiichiError validate(RiichiHand hand, RiichiSituation s, HandRules rules, int[] c) {
        if (hand == null || s == null || rules == null) {
            return RiichiError.of(RiichiError.Code.SITUATION, "no hand, situation or rules were given");
        }
        Hand tiles = hand.tiles();
        boolean fifth = false;
        if (tiles.melds().size() <= 4 && tiles.winTile() != null) {
            count(tiles, c);
            for (int i = 0; i < Tile.KINDS; i++) {
                fifth |= c[i] > 4;
            }
        }
        // the shared check names the problem; it only runs when something is wrong
        HandError e = fifth || tiles.melds().size() > 4 || tiles.winTile() == null ? tiles.checkTiles() : null;
        if (e != null) {
            RiichiError n = RiichiError.notation(e);
            return e.code() == HandError.Code.FIFTH_TILE
                    ? new RiichiError(RiichiError.Code.FIFTH_TILE, n.messageKey(), n.args(), n.message()) : n;
        }
        if (tiles.effectiveTileCount() != 14) {
            int expected = 14 - 3 * tiles.melds().size();
            int given = tiles.concealed().size() + 1;
            return RiichiError.of(RiichiError.Code.WRONG_TILE_COUNT, "with " + tiles.melds().size()
                    + " declared meld(s) the hand needs " + expected + " standing tiles including the winning tile, but "
                    + given + " are given", String.valueOf(expected), String.valueOf(given));
        }
        if (s.roundWind() == null || s.seatWind() == null) {
            return RiichiError.of(RiichiError.Code.WIND, "the round wind and the seat wind must be E, S, W or N");
        }
        for (int bits = hand.redFives(); bits != 0; bits &= bits - 1) {
            Suit suit = Suit.values()[Integer.numberOfTrailingZeros(bits)];
            String code = "0" + suit.letter();
            if (!rules.redFives()) {
                return RiichiError.of(RiichiError.Code.RED_FIVE, "the hand has a red five " + code + " but the rules "
                        + rules.name() + " play without red fives", code, rules.name());
            }
            if (c[Tile.of(suit, 5).index()] == 0) {
                return RiichiError.of(RiichiError.Code.RED_FIVE, "a red five " + code + " is marked but the hand holds no"
                        + " five of that suit", code);
            }
        }
        if (s.dora().size() > 5 || s.ura().size() > s.dora().size()) {
            return RiichiError.of(RiichiError.Code.INDICATORS, "the wall shows at most five dora indicators and as many"
                    + " ura indicators as dora indicators, not " + s.dora().size() + " and " + s.ura().size(),
                    String.valueOf(s.dora().size()), String.valueOf(s.ura().size()));
        }
        RiichiError shown = fifthWithIndicators(s.dora(), s, c);
        if (shown == null) {
            shown = fifthWithIndicators(s.ura(), s, c);
        }
        if (shown != null) {
            return shown;
        }
        return situationError(tiles, s);
    }

    private static RiichiError situationError(Hand tiles, RiichiSituation s) {
        boolean open = isOpen(tiles);
        boolean kan = false;
        for (Meld m : tiles.melds()) {
            kan |= m.type().isKong();
        }
        String problem = null;
        if (open && s.anyRiichi()) {
            problem = "riichi needs a closed hand, and this one has an open meld";
        } else if (s.ippatsu() && !s.anyRiichi()) {
            problem = "ippatsu needs riichi";
        } else if (s.haitei() && !s.tsumo()) {
            problem = "haitei is a self-drawn win on the last tile; a ron on the last discard is houtei";
        } else if (s.houtei() && s.tsumo()) {
            problem = "houtei is a ron on the last discard, not a self-draw";
        } else if (s.rinshan() && (!s.tsumo() || !kan)) {
            problem = "rinshan kaihou is a self-draw on a kan's replacement tile and needs a kan in the hand";
        } else if (s.chankan() && s.tsumo()) {
            problem = "chankan is a ron on the tile added to a kan, not a self-draw";
        } else if (s.rinshan() && s.haitei() || s.chankan() && s.houtei()) {
            problem = "a replacement tile is not the last tile of the live wall, and a robbed kan is not the last"
                    + " discard (RULINGS §11.5)";
        } else if (s.tenhou() && (!s.dealer() || !s.tsumo() || !tiles.melds().isEmpty())) {
            problem = "tenhou is the dealer's self-drawn dealt hand, with no call";
        } else if (s.chiihou() && (s.dealer() || !s.tsumo() || !tiles.melds().isEmpty())) {
            problem = "chiihou is a non-dealer's self-draw on the first draw, with no call";
        } else if (s.renhou() && (s.dealer() || s.tsumo() || !tiles.melds().isEmpty())) {
            problem = "renhou is a non-dealer's ron before the first draw, with no call";
        } else if ((s.tenhou() || s.chiihou() || s.renhou()) && (s.anyRiichi() || s.haitei() || s.houtei()
                || s.rinshan() || s.chankan()) || (s.tenhou() ? 1 : 0) + (s.chiihou() ? 1 : 0)
                + (s.renhou() ? 1 : 0) > 1) {
            problem = "a win in the first go-around cannot come with riichi, the last tile, a kan or another"
                    + " first-turn win";
        } else if (s.chankan() && (heldCopies(tiles) > 0 || tiles.melds().stream()
                .anyMatch(m -> m.type() != MeldType.CHOW && m.first() == tiles.winTile()))) {
            problem = "the robbed " + tiles.winTile().code() + " is the fourth, so the hand cannot hold another";
        }
        return problem == null ? null : RiichiError.of(RiichiError.Code.SITUATION, problem);
    }

    private static int heldCopies(Hand tiles) {
        int n = 0;
        for (Tile t : tiles.concealed()) {
            n += t == tiles.winTile() ? 1 : 0;
        }
        return n;
    }
}

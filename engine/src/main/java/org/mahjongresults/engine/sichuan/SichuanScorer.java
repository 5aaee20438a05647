package org.mahjongresults.engine.sichuan;

import java.util.ArrayList;
import java.util.List;
import org.mahjongresults.engine.hand.Hand;
import org.mahjongresults.engine.hand.HandError;
import org.mahjongresults.engine.hand.HandNotation;
import org.mahjongresults.engine.hand.Meld;
import org.mahjongresults.engine.hand.MeldInput;
import org.mahjongresults.engine.hand.MeldType;
import org.mahjongresults.engine.hand.ParsedHand;
import org.mahjongresults.engine.hand.StructuredHand;
import org.mahjongresults.engine.tile.Tile;

/**
 * Scores hands under the Swiss championship rules, Sichuan style (Swiss rules, RULINGS §6). Stateless and thread-safe.
 * Nothing escapes as an exception: a wrong input comes back as {@link SichuanClassification#INVALID} with a
 * {@link SichuanError}.
 *
 * <p>The hand is read in the shared notation ({@link HandNotation}): suited tiles only, declared pungs and kongs in
 * brackets ({@code [555s2]} a pung, {@code [2222p]} a concealed kong, {@code [8888p1]} a melded kong), concealed
 * sets as loose tiles, the winning tile last. Among all readings of the tiles as four sets and a pair or as seven
 * pairs, the highest pattern counts; then
 * {@code total = pattern points × 2^(doublings) + 1 per kong + 1 per four of a kind outside a kong}.
 */
public final class SichuanScorer {

    private static final int SUITED = 27;

    private SichuanScorer() {
    }

    /**
     * Reads a hand in the notation and scores it.
     * Example: {@code SichuanScorer.score("[1111m]222555999m66m", SichuanSituation.SELF_DRAWN.withKongReplacement(true))}
     * is 清对 8 × 2 + 1 kong = 17.
     */
    public static SichuanResult score(String notation, SichuanSituation situation) {
        ParsedHand parsed = HandNotation.parse(notation);
        if (!parsed.isOk()) {
            return SichuanResult.invalid(SichuanError.of(parsed.error()));
        }
        return score(parsed.hand(), situation);
    }

    /**
     * Scores a hand given in the structured form (as the command line's JSON or a web form gives it).
     *
     * @param concealed loose tile codes without the winning tile, e.g. {@code ["1m","1m","2m", ...]}
     * @param melds     declared pungs and kongs ({@code chow} is refused: chows cannot be claimed)
     * @param winTile   the winning tile's code
     */
    public static SichuanResult score(List<String> concealed, List<MeldInput> melds, String winTile,
                                      SichuanSituation situation) {
        ParsedHand parsed = StructuredHand.build(concealed, melds, winTile);
        if (!parsed.isOk()) {
            return SichuanResult.invalid(SichuanError.of(parsed.error()));
        }
        return score(parsed.hand(), situation);
    }

    /** Scores a hand already read. */
    public static SichuanResult score(Hand hand, SichuanSituation situation) {
        try {
            SichuanError error = validate(hand, situation);
            if (error != null) {
                return SichuanResult.invalid(error);
            }
            return scoreValid(hand, situation);
        } catch (RuntimeException e) {
            return SichuanResult.invalid(SichuanError.of(HandError.Code.MALFORMED_INPUT,
                    "the hand could not be scored: " + e));
        }
    }

    /**
     * The Sichuan checks of an input before its shape is looked at: suited tiles only, no claimed chow, the shared
     * tile checks (at most four melds, a winning tile, no fifth copy), 14 tiles with kongs counted as three, at most
     * two suits, and flags that can go together. Returns null when the input is acceptable.
     */
    public static SichuanError validate(Hand hand, SichuanSituation s) {
        if (hand == null || s == null) {
            return SichuanError.of(HandError.Code.MALFORMED_INPUT, "no hand or no situation was given");
        }
        SichuanError e = checkTiles(hand);
        if (e == null) {
            e = checkSituation(hand, s);
        }
        return e;
    }

    private static SichuanError checkTiles(Hand hand) {
        for (Meld m : hand.melds()) {
            if (m.first().isHonour()) {
                return honour(m.first(), "in meld " + m.notation());
            }
        }
        for (Tile t : hand.concealed()) {
            if (t.isHonour()) {
                return honour(t, "among the loose tiles");
            }
        }
        if (hand.winTile() != null && hand.winTile().isHonour()) {
            return honour(hand.winTile(), "as the winning tile");
        }
        for (Meld m : hand.melds()) {
            if (m.type() == MeldType.CHOW) {
                return SichuanError.of(SichuanError.Code.CLAIMED_CHOW, "meld " + m.notation()
                        + " is a claimed chow, but chows cannot be claimed in the Sichuan game; write a concealed"
                        + " chow as loose tiles", m.notation());
            }
        }
        HandError shared = hand.checkTiles();
        if (shared != null) {
            return SichuanError.of(shared);
        }
        if (hand.effectiveTileCount() != 14) {
            int expected = 14 - 3 * hand.melds().size();
            int given = hand.concealed().size() + 1;
            return SichuanError.of(HandError.Code.WRONG_TILE_COUNT, "with " + hand.melds().size()
                    + " declared meld(s) the hand needs " + expected + " loose tiles including the winning tile, but "
                    + given + " are given", String.valueOf(expected), String.valueOf(given));
        }
        int[] counts = counts(hand, true);
        boolean[] present = new boolean[3];
        for (int i = 0; i < SUITED; i++) {
            present[i / 9] |= counts[i] > 0;
        }
        if (present[0] && present[1] && present[2]) {
            return SichuanError.of(SichuanError.Code.THREE_SUITS, "the hand holds characters, dots and bamboo;"
                    + " a Sichuan win must lack one suit (缺一门)");
        }
        return null;
    }

    private static SichuanError honour(Tile t, String where) {
        String kind = t.isWind() ? "a wind" : "a dragon";
        return SichuanError.of(SichuanError.Code.HONOUR_TILE, "tile " + t.code() + " " + where + " is " + kind
                + "; the Sichuan game uses only the 108 suited tiles (characters, dots, bamboo)", t.code());
    }

    private static SichuanError checkSituation(Hand hand, SichuanSituation s) {
        SichuanError flags = checkFlags(s);
        if (flags != null) {
            return flags;
        }
        boolean firstDraw = s.heavenlyHand() || s.earthlyHand();
        String firstDrawName = firstDrawName(s);
        if (firstDraw && !hand.melds().isEmpty()) {
            return SichuanError.of(SichuanError.Code.FIRST_DRAW_WITH_MELDS, firstDrawName + " is won before"
                    + " anything is declared, but the hand declares " + hand.melds().get(0).notation(),
                    hand.melds().get(0).notation());
        }
        boolean hasKong = false;
        for (Meld m : hand.melds()) {
            hasKong |= m.type().isKong();
        }
        if (s.kongReplacement() && !hasKong) {
            return SichuanError.of(HandError.Code.KONG_REPLACEMENT_WITHOUT_KONG,
                    "a win on a kong replacement tile needs a kong in the hand, and none is declared");
        }
        if (s.robbingKong()) {
            Tile win = hand.winTile();
            int[] counts = counts(hand, true);
            if (counts[win.index()] > 1) {
                return SichuanError.of(HandError.Code.ROBBING_KONG_TILE_HELD, "robbing the kong on " + win.code()
                        + " is impossible: the other three " + win.code() + " are in the kong being made, yet the"
                        + " hand holds another one", win.code());
            }
        }
        return null;
    }

    /**
     * The checks of the situation alone, without the tiles: flags that cannot go together or need a self-drawn
     * win (or a discard). Shared with {@link DeclaredHand}, where the table declares the pattern instead of the
     * tiles. Returns null when the flags can go together.
     */
    static SichuanError checkFlags(SichuanSituation s) {
        boolean firstDraw = s.heavenlyHand() || s.earthlyHand();
        String firstDrawName = firstDrawName(s);
        if (s.heavenlyHand() && s.earthlyHand()) {
            return SichuanError.of(SichuanError.Code.HEAVENLY_AND_EARTHLY, "天胡 is the dealer's win and 地胡 a"
                    + " non-dealer's, so a hand cannot be both");
        }
        if (s.lastTile() && s.lastDiscard()) {
            return SichuanError.of(SichuanError.Code.LAST_TILE_AND_LAST_DISCARD, "the last tile of the wall"
                    + " (妙手回春, self-drawn) and the last discard (海底捞月) are two different wins; give one");
        }
        if (s.selfDrawn()) {
            if (s.robbingKong()) {
                return SichuanError.of(HandError.Code.ROBBING_KONG_SELF_DRAWN,
                        "robbing the kong is a win on another player's tile, so it cannot be self-drawn");
            }
            if (s.kongDiscard()) {
                return SichuanError.of(SichuanError.Code.KONG_DISCARD_SELF_DRAWN, "杠上炮 (kongDiscard) is a win"
                        + " on the discard of the player who just made a kong, so it cannot be self-drawn");
            }
            if (s.lastDiscard()) {
                return SichuanError.of(SichuanError.Code.LAST_DISCARD_SELF_DRAWN, "海底捞月 (lastDiscard) is a win"
                        + " on the last discard, so it cannot be self-drawn; the self-drawn last tile is lastTile");
            }
        } else {
            if (s.kongReplacement()) {
                return SichuanError.of(HandError.Code.KONG_REPLACEMENT_NOT_SELF_DRAWN,
                        "a kong replacement tile is drawn by the winner, so the win must be self-drawn");
            }
            if (s.lastTile()) {
                return SichuanError.of(SichuanError.Code.LAST_TILE_NOT_SELF_DRAWN, "妙手回春 (lastTile) is"
                        + " self-drawing the last tile of the wall; a win on the last discard is lastDiscard");
            }
            if (firstDraw) {
                return SichuanError.of(SichuanError.Code.FIRST_DRAW_NOT_SELF_DRAWN, firstDrawName
                        + " is won on the winner's own first draw, so it must be self-drawn");
            }
        }
        if (s.robbingKong() && s.kongDiscard()) {
            return SichuanError.of(SichuanError.Code.KONG_DISCARD_CONFLICT, "robbing the kong takes the tile added"
                    + " to a kong, and 杠上炮 the discard after a kong: one win cannot be both");
        }
        if (s.robbingKong() && s.lastDiscard()) {
            return SichuanError.of(HandError.Code.ROBBING_KONG_CONFLICT, "robbing the kong takes the tile added to"
                    + " a kong, not a discard, so it cannot be the last discard (海底捞月)");
        }
        if (firstDraw && s.lastTile()) {
            return SichuanError.of(SichuanError.Code.FIRST_DRAW_CONFLICT, firstDrawName
                    + " is won on the first draw, which cannot be the last tile of the wall");
        }
        return null;
    }

    private static String firstDrawName(SichuanSituation s) {
        return s.heavenlyHand() ? "天胡 (heavenlyHand)" : "地胡 (earthlyHand)";
    }

    /** Counts of the suited tiles: the loose tiles and the winning tile, and the declared sets if asked. */
    private static int[] counts(Hand hand, boolean withMelds) {
        int[] c = new int[SUITED];
        if (withMelds) {
            for (Meld m : hand.melds()) {
                for (Tile t : m.tiles()) {
                    c[t.index()]++;
                }
            }
        }
        for (Tile t : hand.concealed()) {
            c[t.index()]++;
        }
        c[hand.winTile().index()]++;
        return c;
    }

    private static SichuanResult scoreValid(Hand hand, SichuanSituation s) {
        int[] all = counts(hand, true);
        List<Reading> readings = readings(hand, s, all);
        if (readings.isEmpty()) {
            return SichuanResult.notComplete(s.selfDrawn());
        }
        SichuanPattern best = null;
        for (Reading r : readings) {
            for (SichuanPattern p : SichuanPattern.values()) {
                if (higher(p, best) && p.matches(r)) {
                    best = p;
                }
            }
        }
        List<Doubling> doublings = new ArrayList<>(2);
        for (Doubling d : Doubling.values()) {
            if (d.appliesTo(s)) {
                doublings.add(d);
            }
        }
        int kongs = 0;
        for (Meld m : hand.melds()) {
            if (m.type().isKong()) {
                kongs++;
            }
        }
        int fours = 0;
        for (int i = 0; i < SUITED; i++) {
            if (all[i] == 4) {
                fours++;
            }
        }
        fours -= kongs;
        if (best == SichuanPattern.DRAGON_SEVEN_PAIRS) {
            fours--;
        }
        List<BonusCount> bonuses = new ArrayList<>(2);
        if (kongs > 0) {
            bonuses.add(new BonusCount(Bonus.KONG, kongs));
        }
        if (fours > 0) {
            bonuses.add(new BonusCount(Bonus.FOUR_OF_A_KIND, fours));
        }
        int total = (best.points() << doublings.size()) + kongs + fours;
        return new SichuanResult(SichuanClassification.WIN, best, doublings, bonuses, s.selfDrawn(), total, null);
    }

    /** More points wins; on equal points the later, more specific pattern of the table, so the choice is stable. */
    private static boolean higher(SichuanPattern p, SichuanPattern best) {
        return best == null || p.points() > best.points()
                || (p.points() == best.points() && p.number() > best.number());
    }

    /** Every reading of the hand as four sets and a pair, and as seven pairs when it is one. */
    private static List<Reading> readings(Hand hand, SichuanSituation s, int[] all) {
        List<Reading> out = new ArrayList<>();
        int[] loose = counts(hand, false);
        List<Meld> declared = hand.melds();
        for (int p = 0; p < SUITED; p++) {
            if (loose[p] >= 2) {
                loose[p] -= 2;
                List<Meld> sets = new ArrayList<>(declared);
                split(loose, 0, sets, Tile.ofIndex(p), all, s, out);
                loose[p] += 2;
            }
        }
        if (declared.isEmpty()) {
            boolean pairs = true;
            for (int i = 0; i < SUITED; i++) {
                pairs &= loose[i] % 2 == 0;
            }
            if (pairs) {
                out.add(new Reading(Reading.Shape.SEVEN_PAIRS, List.of(), null, all, s));
            }
        }
        return out;
    }

    /** Splits the remaining loose tiles into pungs and chows every possible way, adding a reading for each. */
    private static void split(int[] c, int from, List<Meld> sets, Tile pair, int[] all, SichuanSituation s,
                              List<Reading> out) {
        int i = from;
        while (i < SUITED && c[i] == 0) {
            i++;
        }
        if (i == SUITED) {
            out.add(new Reading(Reading.Shape.STANDARD, List.copyOf(sets), pair, all, s));
            return;
        }
        if (c[i] >= 3) {
            c[i] -= 3;
            sets.add(Meld.pung(Tile.ofIndex(i)));
            split(c, i, sets, pair, all, s, out);
            sets.remove(sets.size() - 1);
            c[i] += 3;
        }
        if (i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0) {
            c[i]--;
            c[i + 1]--;
            c[i + 2]--;
            sets.add(Meld.chow(Tile.ofIndex(i)));
            split(c, i, sets, pair, all, s, out);
            sets.remove(sets.size() - 1);
            c[i]++;
            c[i + 1]++;
            c[i + 2]++;
        }
    }
}

package org.mahjongresults.engine.riichi.demo;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.mahjongresults.engine.hand.ClaimedFrom;
import org.mahjongresults.engine.hand.Hand;
import org.mahjongresults.engine.hand.Meld;
import org.mahjongresults.engine.hand.MeldType;
import org.mahjongresults.engine.riichi.HandRules;
import org.mahjongresults.engine.riichi.RiichiHand;
import org.mahjongresults.engine.riichi.RiichiScorer;
import org.mahjongresults.engine.riichi.RiichiSituation;
import org.mahjongresults.engine.riichi.sheet.WinEntry;
import org.mahjongresults.engine.tile.Tile;
import org.mahjongresults.engine.tile.Wind;

/**
 * Winning hands with real tiles for a given way of playing: riichi, a closed hand without riichi (damaten), or an
 * open hand built around all simples or a value pung, as players build them. Each hand is scored before it is
 * returned, so that it is a win with at least one yaku under the rules. Deterministic for a given {@link Random}.
 */
final class DemoHands {

    /** How the winner played the hand. */
    enum Style { RIICHI, CLOSED, OPEN }

    private static final int ATTEMPTS = 400;

    private final Random random;
    private final HandRules rules;

    DemoHands(Random random, HandRules rules) {
        this.random = random;
        this.rules = rules;
    }

    /**
     * A winning hand in this style, or null when none was found in a few hundred draws (the caller then plays the
     * hand another way).
     */
    WinEntry.Tiles next(Style style, Wind round, Wind seat, boolean tsumo) {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            WinEntry.Tiles tiles = attempt(style, round, seat, tsumo);
            if (tiles != null && RiichiScorer.score(tiles.hand(), tiles.situation(), rules).isWin()) {
                return tiles;
            }
        }
        return null;
    }

    private WinEntry.Tiles attempt(Style style, Wind round, Wind seat, boolean tsumo) {
        int[] c = new int[Tile.KINDS];
        List<Meld> melds = new ArrayList<>();
        List<Tile> standing = new ArrayList<>();
        int plan = random.nextInt(100);
        boolean simples = plan < (style == Style.OPEN ? 40 : 20);
        // an open hand without all simples is built on a value pung or, less often, a half flush
        int flush = style == Style.OPEN && plan >= 85 || style != Style.OPEN && plan >= 96 ? random.nextInt(3) : -1;
        int calls = style == Style.OPEN ? 1 + random.nextInt(100) / 45 : 0;
        if (style != Style.OPEN && random.nextInt(100) < 5) {
            if (!sevenPairs(c, standing, simples)) {
                return null;
            }
        } else {
            boolean valuePung = style == Style.OPEN && !simples && flush < 0;
            for (int g = 0; g < 4; g++) {
                boolean called = g < calls;
                int tile = valuePung && g == 0 ? valueTile(round, seat) : -1;
                if (!group(c, melds, standing, called, simples, flush, tile)) {
                    return null;
                }
            }
            int pair = flush >= 0 ? flushTile(flush) : simples ? simple() : random.nextInt(Tile.KINDS);
            if (c[pair] > 2) {
                return null;
            }
            add(c, standing, pair, 2);
        }
        Collections.shuffle(standing, random);
        Tile win = standing.remove(standing.size() - 1);
        int reds = 0;
        if (rules.redFives()) {
            for (int s = 0; s < 3; s++) {
                // one five of the four in a suit is red
                if (c[s * 9 + 4] > 0 && random.nextInt(4) < c[s * 9 + 4]) {
                    reds |= 1 << s;
                }
            }
        }
        RiichiHand hand = new RiichiHand(new Hand(melds, standing, win), reds);
        return new WinEntry.Tiles(hand, situation(style, round, seat, tsumo, melds, c));
    }

    private RiichiSituation situation(Style style, Wind round, Wind seat, boolean tsumo, List<Meld> melds, int[] c) {
        boolean riichi = style == Style.RIICHI;
        boolean doubleRiichi = riichi && random.nextInt(100) < 2;
        boolean ippatsu = riichi && random.nextInt(100) < 9;
        boolean last = random.nextInt(100) < 2;
        int kans = 0;
        for (Meld m : melds) {
            kans += m.type().isKong() ? 1 : 0;
        }
        boolean rinshan = tsumo && kans > 0 && random.nextInt(100) < 20;
        List<Tile> dora = indicators(1 + kans, c);
        List<Tile> ura = riichi ? indicators(dora.size(), c) : List.of();
        return new RiichiSituation(round, seat, tsumo, riichi && !doubleRiichi, doubleRiichi, ippatsu,
                last && tsumo && !rinshan, last && !tsumo, rinshan, false, false, false, false, dora, ura);
    }

    private List<Tile> indicators(int n, int[] c) {
        List<Tile> list = new ArrayList<>(n);
        while (list.size() < n) {
            int t = random.nextInt(Tile.KINDS);
            if (c[t] < 4) {
                c[t]++;
                list.add(Tile.ofIndex(t));
            }
        }
        return list;
    }

    /** A dragon, the seat wind or the round wind: the pung that gives an open hand its yaku. */
    private int valueTile(Wind round, Wind seat) {
        int pick = random.nextInt(5);
        return pick < 3 ? Tile.RED_INDEX + pick : (pick == 3 ? seat : round).tile().index();
    }

    /** A tile of the flush's suit or an honour. */
    private int flushTile(int suit) {
        int pick = random.nextInt(16);
        return pick < 9 ? suit * 9 + pick : Tile.EAST_INDEX + pick - 9;
    }

    private int simple() {
        return random.nextInt(3) * 9 + 1 + random.nextInt(7);
    }

    private boolean sevenPairs(int[] c, List<Tile> standing, boolean simples) {
        for (int k = 0; k < 7; k++) {
            int t = -1;
            for (int tries = 0; tries < 30 && t < 0; tries++) {
                int pick = simples ? simple() : random.nextInt(Tile.KINDS);
                t = c[pick] == 0 ? pick : -1;
            }
            if (t < 0) {
                return false;
            }
            add(c, standing, t, 2);
        }
        return true;
    }

    /** Adds one group, standing or called; false when the tiles run out. */
    private boolean group(int[] c, List<Meld> melds, List<Tile> standing, boolean called, boolean simples,
            int flush, int pungTile) {
        boolean sequence = pungTile < 0 && random.nextInt(100) < (called ? 65 : 80);
        if (sequence) {
            int suit = flush >= 0 ? flush : random.nextInt(3);
            int first = suit * 9 + (simples ? 1 + random.nextInt(5) : random.nextInt(7));
            if (c[first] > 3 || c[first + 1] > 3 || c[first + 2] > 3) {
                return false;
            }
            if (called) {
                c[first]++;
                c[first + 1]++;
                c[first + 2]++;
                melds.add(new Meld(MeldType.CHOW, Tile.ofIndex(first), Tile.ofIndex(first + random.nextInt(3)),
                        ClaimedFrom.LEFT, false));
            } else {
                add(c, standing, first, 1);
                add(c, standing, first + 1, 1);
                add(c, standing, first + 2, 1);
            }
            return true;
        }
        int t = pungTile >= 0 ? pungTile : flush >= 0 ? flushTile(flush) : simples ? simple()
                : random.nextInt(Tile.KINDS);
        boolean kan = random.nextInt(100) < 2;
        int size = kan ? 4 : 3;
        if (c[t] + size > 4) {
            return false;
        }
        Tile tile = Tile.ofIndex(t);
        ClaimedFrom from = ClaimedFrom.values()[random.nextInt(3)];
        if (kan) {
            c[t] += 4;
            melds.add(called ? new Meld(MeldType.KONG, tile, tile, from, random.nextBoolean())
                    : Meld.concealedKong(tile));
        } else if (called) {
            c[t] += 3;
            melds.add(new Meld(MeldType.PUNG, tile, tile, from, false));
        } else {
            add(c, standing, t, 3);
        }
        return true;
    }

    private static void add(int[] c, List<Tile> standing, int t, int n) {
        for (int k = 0; k < n; k++) {
            c[t]++;
            standing.add(Tile.ofIndex(t));
        }
    }
}

package org.mahjongresults.engine.riichi;

import java.util.ArrayList;
import java.util.List;
import org.mahjongresults.engine.hand.Hand;
import org.mahjongresults.engine.hand.Meld;
import org.mahjongresults.engine.hand.MeldType;
import org.mahjongresults.engine.tile.Tile;

/**
 * Finds every reading of a 14-tile hand: every split of the standing tiles into groups and a pair, times every
 * group the winning tile can have completed, plus seven pairs and thirteen orphans when the tiles make them. A
 * triplet completed by a ron is open (EMA RCR 2016 §4.1.1); the hand stays closed.
 */
public final class Readings {

    private static final int[] ORPHANS = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};

    private Readings() {
    }

    /**
     * All readings of a hand whose tiles were checked (14 tiles with kans as three, at most four of a kind); an
     * empty list when the tiles make no winning shape.
     */
    public static List<Reading> of(Hand hand, boolean tsumo) {
        List<Reading> out = new ArrayList<>(4);
        int[] c = new int[Tile.KINDS];
        for (Tile t : hand.concealed()) {
            c[t.index()]++;
        }
        Tile win = hand.winTile();
        c[win.index()]++;
        List<Group> melds = new ArrayList<>(4);
        for (Meld m : hand.melds()) {
            melds.add(meldGroup(m));
        }
        int sets = 4 - melds.size();
        List<int[]> splits = new ArrayList<>(2);
        for (int p = 0; p < Tile.KINDS; p++) {
            if (c[p] >= 2) {
                c[p] -= 2;
                split(c, 0, new int[sets], 0, sets, p, splits);
                c[p] += 2;
            }
        }
        for (int[] s : splits) {
            addPlacements(s, melds, win, tsumo, out);
        }
        if (melds.isEmpty()) {
            sevenPairs(c, win, out);
            thirteenOrphans(c, win, out);
        }
        return out;
    }

    private static Group meldGroup(Meld m) {
        Group.Kind kind = m.type() == MeldType.CHOW ? Group.Kind.SEQUENCE
                : m.type() == MeldType.PUNG ? Group.Kind.TRIPLET : Group.Kind.KAN;
        return new Group(kind, m.first(), m.isExposed(), true);
    }

    /** Splits the counts into {@code need} sets; each result is {@code [pair, set...]}, a set {@code kind<<8|tile}. */
    private static void split(int[] c, int from, int[] buf, int n, int need, int pair, List<int[]> out) {
        int i = from;
        while (i < Tile.KINDS && c[i] == 0) {
            i++;
        }
        if (i == Tile.KINDS) {
            if (n == need) {
                int[] r = new int[need + 1];
                r[0] = pair;
                System.arraycopy(buf, 0, r, 1, need);
                out.add(r);
            }
            return;
        }
        if (n == need) {
            return;
        }
        if (c[i] >= 3) {
            c[i] -= 3;
            buf[n] = 1 << 8 | i;
            split(c, i, buf, n + 1, need, pair, out);
            c[i] += 3;
        }
        if (i < Tile.EAST_INDEX && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0) {
            c[i]--;
            c[i + 1]--;
            c[i + 2]--;
            buf[n] = i;
            split(c, i, buf, n + 1, need, pair, out);
            c[i]++;
            c[i + 1]++;
            c[i + 2]++;
        }
    }

    /** One reading per distinct standing group that holds the winning tile. */
    private static void addPlacements(int[] split, List<Group> melds, Tile win, boolean tsumo, List<Reading> out) {
        int sets = split.length - 1;
        int tried = 0;
        for (int k = 0; k <= sets; k++) {
            // k = sets stands for the pair
            int code = k == sets ? 2 << 8 | split[0] : split[k + 1];
            int kind = code >> 8;
            int first = code & 0xff;
            int d = win.index() - first;
            boolean holds = kind == 0 ? d >= 0 && d <= 2 : d == 0;
            if (!holds || seen(split, k, code, sets)) {
                continue;
            }
            tried++;
            List<Group> groups = new ArrayList<>(5);
            groups.addAll(melds);
            int winGroup = -1;
            Wait wait = Wait.TANKI;
            for (int j = 0; j < sets; j++) {
                int g = split[j + 1];
                boolean isWin = j == k;
                Tile t = Tile.ofIndex(g & 0xff);
                if (g >> 8 == 0) {
                    groups.add(new Group(Group.Kind.SEQUENCE, t, false, false));
                    if (isWin) {
                        wait = sequenceWait(t, win);
                    }
                } else {
                    groups.add(new Group(Group.Kind.TRIPLET, t, isWin && !tsumo, false));
                    if (isWin) {
                        wait = Wait.SHANPON;
                    }
                }
                if (isWin) {
                    winGroup = groups.size() - 1;
                }
            }
            groups.add(new Group(Group.Kind.PAIR, Tile.ofIndex(split[0]), false, false));
            if (k == sets) {
                winGroup = groups.size() - 1;
            }
            out.add(new Reading(Reading.Shape.STANDARD, groups, winGroup, wait, win));
        }
        assert tried > 0;
    }

    /** True when an identical group before index k already produced this placement. */
    private static boolean seen(int[] split, int k, int code, int sets) {
        for (int j = 0; j < k && j < sets; j++) {
            if (split[j + 1] == code) {
                return true;
            }
        }
        return false;
    }

    private static Wait sequenceWait(Tile first, Tile win) {
        int pos = win.index() - first.index();
        if (pos == 1) {
            return Wait.KANCHAN;
        }
        if (pos == 0 && first.rank() == 7 || pos == 2 && first.rank() == 1) {
            return Wait.PENCHAN;
        }
        return Wait.RYANMEN;
    }

    /** Seven different pairs; four of a kind is not two pairs (RULINGS §11.2). */
    private static void sevenPairs(int[] c, Tile win, List<Reading> out) {
        List<Group> pairs = new ArrayList<>(7);
        int winGroup = -1;
        for (int i = 0; i < Tile.KINDS; i++) {
            if (c[i] == 0) {
                continue;
            }
            if (c[i] != 2) {
                return;
            }
            if (i == win.index()) {
                winGroup = pairs.size();
            }
            pairs.add(new Group(Group.Kind.PAIR, Tile.ofIndex(i), false, false));
        }
        if (pairs.size() == 7) {
            out.add(new Reading(Reading.Shape.SEVEN_PAIRS, pairs, winGroup, Wait.TANKI, win));
        }
    }

    private static void thirteenOrphans(int[] c, Tile win, List<Reading> out) {
        int pair = -1;
        for (int i : ORPHANS) {
            if (c[i] == 0 || c[i] > 2 || c[i] == 2 && pair >= 0) {
                return;
            }
            if (c[i] == 2) {
                pair = i;
            }
        }
        if (pair < 0) {
            return;
        }
        List<Group> groups = new ArrayList<>(13);
        groups.add(new Group(Group.Kind.PAIR, Tile.ofIndex(pair), false, false));
        int winGroup = 0;
        for (int i : ORPHANS) {
            if (i != pair) {
                if (i == win.index()) {
                    winGroup = groups.size();
                }
                groups.add(new Group(Group.Kind.SINGLE, Tile.ofIndex(i), false, false));
            }
        }
        out.add(new Reading(Reading.Shape.THIRTEEN_ORPHANS, groups, winGroup, Wait.TANKI, win));
    }
}

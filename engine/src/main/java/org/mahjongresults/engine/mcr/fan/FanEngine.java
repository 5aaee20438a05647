package org.mahjongresults.engine.mcr.fan;

import org.mahjongresults.engine.hand.Hand;
import org.mahjongresults.engine.hand.Meld;
import org.mahjongresults.engine.hand.MeldType;
import org.mahjongresults.engine.hand.Situation;
import org.mahjongresults.engine.mcr.RuleProfile;
import org.mahjongresults.engine.tile.Tile;

/**
 * Finds the best-scoring reading of a complete hand. Every decomposition of the concealed tiles (MCR 2006 §3.9.1-1
 * shapes) and every place the winning tile can sit in it is scored with all fan rules, the exclusions and the
 * profile's rulings; the highest total (flowers aside) wins, which is how "take the higher" (§5.2-4) reaches
 * across readings. Works on tile-count arrays and re-usable buffers: one engine per thread, not thread-safe,
 * holding no state between calls that could change a result.
 */
public final class FanEngine {

    private static final Fan[] FANS = new Fan[82];
    /** For the knitted straight: suit of 147, 258, 369 in each of the six permutations. */
    private static final int[][] PERMS = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    private static final long[] KNITTED_MASKS = new long[6];
    private static final long SEVEN_PAIRS_NEVER_CN =
            (1L << 3) | (1L << 25) | (1L << 26) | (1L << 27) | (1L << 36) | (1L << 37);
    /** Value of one occurrence of each fan, per profile (by ordinal). */
    private static final int[][] POINTS = new int[RuleProfile.values().length][82];

    static {
        for (Fan f : Fan.values()) {
            FANS[f.number()] = f;
            for (RuleProfile p : RuleProfile.values()) {
                POINTS[p.ordinal()][f.number()] = f.points(p);
            }
        }
        for (int p = 0; p < 6; p++) {
            long m = 0;
            for (int g = 0; g < 3; g++) {
                int suit = PERMS[p][g];
                for (int r = g; r < 9; r += 3) {
                    m |= 1L << (suit * 9 + r);
                }
            }
            KNITTED_MASKS[p] = m;
        }
    }

    private final ScoringContext c = new ScoringContext();
    /** Concealed tiles including the winning tile. */
    private final int[] cc = new int[Tile.KINDS];
    /** The same, never modified during enumeration (the wait test needs the untouched hand). */
    private final int[] original = new int[Tile.KINDS];
    private final int[] scratch = new int[Tile.KINDS];
    private final int[] counts = new int[82];
    private final int[] points = new int[82];
    private final int[] bestCounts = new int[82];
    private final int[] bestPoints = new int[82];
    private final long[] excluded = new long[2];
    private long bestLo;
    private long bestHi;
    private final Meld[] melds = new Meld[4];
    private int bestTotal;
    private int uniqueWait;
    private int knittedPerm;
    private boolean overfull;

    /**
     * Scores a hand that has passed input validation. Returns false when no legal shape exists (not complete);
     * otherwise the best reading is available from {@link #total()}, {@link #count(int)}, {@link #points(int)}.
     */
    public boolean score(Hand hand, Situation s, RuleProfile profile) {
        load(hand, s, profile);
        return score();
    }

    /**
     * First half of {@link #score(Hand, Situation, RuleProfile)}: takes in the hand (at most four melds, a winning
     * tile, winds set). Returns false when some tile appears more than four times, in which case {@link #score()}
     * must not be called.
     */
    public boolean load(Hand hand, Situation s, RuleProfile profile) {
        setUp(hand, s, profile);
        return !overfull;
    }

    /** Second half: finds the best reading of the loaded hand; false when it is not complete. */
    public boolean score() {
        bestTotal = -1;
        enumerate();
        return bestTotal >= 0;
    }

    /** Fan points of the best reading, flowers excluded. */
    public int total() {
        return bestTotal;
    }

    /**
     * The fans of the best reading as bits: bit f of the first value for fans below 64, bit f-64 of the second
     * value otherwise; {@code which} is 0 or 1.
     */
    public long fanBits(int which) {
        return which == 0 ? bestLo : bestHi;
    }

    /** Occurrences of fan {@code number} in the best reading. */
    public int count(int number) {
        return bestCounts[number];
    }

    /** Value of one occurrence of fan {@code number} in the best reading. */
    public int points(int number) {
        return bestPoints[number];
    }

    private void setUp(Hand hand, Situation s, RuleProfile profile) {
        ScoringContext x = c;
        x.profile = profile;
        x.selfDrawn = s.selfDrawn();
        x.lastTile = s.lastTile();
        x.kongReplacement = s.kongReplacement();
        x.robbingKong = s.robbingKong();
        x.fourthTile = s.fourthTile();
        x.prevalentWind = s.prevalentWind().tile().index();
        x.seatWind = s.seatWind().tile().index();
        java.util.Arrays.fill(cc, 0);
        long present = 0;
        java.util.List<Tile> concealed = hand.concealed();
        for (int i = 0, n = concealed.size(); i < n; i++) {
            int t = concealed.get(i).ordinal();
            cc[t]++;
            present |= 1L << t;
        }
        int win = hand.winTile().ordinal();
        x.winTile = win;
        cc[win]++;
        present |= 1L << win;
        boolean over = false;
        for (int i = 0; i < Tile.KINDS; i++) {
            over |= cc[i] > 4;
        }
        System.arraycopy(cc, 0, x.counts, 0, Tile.KINDS);
        System.arraycopy(cc, 0, original, 0, Tile.KINDS);
        // melds in a canonical order, so the order they were written in cannot change a result
        int m = hand.melds().size();
        for (int i = 0; i < m; i++) {
            melds[i] = hand.melds().get(i);
        }
        for (int i = 1; i < m; i++) {
            Meld v = melds[i];
            int j = i - 1;
            while (j >= 0 && meldKey(melds[j]) > meldKey(v)) {
                melds[j + 1] = melds[j];
                j--;
            }
            melds[j + 1] = v;
        }
        x.declaredMelds = m;
        x.exposedMelds = 0;
        x.kongs = 0;
        x.meldedKongs = 0;
        x.concealedKongs = 0;
        x.kongMask = 0;
        for (int i = 0; i < m; i++) {
            Meld meld = melds[i];
            int t = meld.first().index();
            MeldType type = meld.type();
            x.setDeclared[i] = true;
            x.setTile[i] = t;
            x.setConcealed[i] = type == MeldType.CONCEALED_KONG;
            if (type == MeldType.CHOW) {
                present |= 7L << t;
                x.setKind[i] = ScoringContext.CHOW;
                x.counts[t]++;
                x.counts[t + 1]++;
                x.counts[t + 2]++;
            } else if (type == MeldType.PUNG) {
                present |= 1L << t;
                x.setKind[i] = ScoringContext.PUNG;
                x.counts[t] += 3;
            } else {
                present |= 1L << t;
                x.setKind[i] = ScoringContext.KONG;
                x.counts[t] += 4;
                x.kongs++;
                x.kongMask |= 1L << t;
                if (type == MeldType.KONG) {
                    x.meldedKongs++;
                } else {
                    x.concealedKongs++;
                }
            }
            if (type != MeldType.CONCEALED_KONG) {
                x.exposedMelds++;
            }
        }
        for (int i = 0; i < m; i++) {
            int t = x.setTile[i];
            over |= x.counts[t] > 4 || (x.setKind[i] == ScoringContext.CHOW && (x.counts[t + 1] > 4
                    || x.counts[t + 2] > 4));
        }
        overfull = over;
        x.present = present;
        x.nineGatesShape = m == 0 && win < 27 && TileSets.only(present, TileSets.suit(win / 9)) && isNineGates(win);
        uniqueWait = -1;
    }

    private static int meldKey(Meld meld) {
        return meld.type().ordinal() * 64 + meld.first().index();
    }

    private boolean isNineGates(int win) {
        if (win >= 27) {
            return false;
        }
        int base = win / 9 * 9;
        for (int i = 0; i < Tile.KINDS; i++) {
            int n = cc[i] - (i == win ? 1 : 0);
            int expected = 0;
            if (i >= base && i < base + 9) {
                int r = i - base;
                expected = r == 0 || r == 8 ? 3 : 1;
            }
            if (n != expected) {
                return false;
            }
        }
        return true;
    }

    // ---------------------------------------------------------------- enumeration of readings

    private void enumerate() {
        int m = c.declaredMelds;
        c.shape = Shape.STANDARD;
        c.knittedStraight = false;
        int[] keys = handKeys;
        int pairSuit = -1;
        boolean standard = true;
        for (int s = 0; s < 3; s++) {
            keys[s] = SuitTables.key(cc, s);
            if (standard && !SuitTables.sets(keys[s])) {
                standard = SuitTables.withPair(keys[s]) && pairSuit < 0;
                pairSuit = s;
            }
        }
        if (standard) {
            int honourPairs = 0;
            for (int h = 27; h < 34 && standard; h++) {
                int n = cc[h];
                if (n == 2) {
                    honourPairs++;
                } else {
                    standard = n == 0 || n == 3;
                }
            }
            standard &= honourPairs + (pairSuit >= 0 ? 1 : 0) == 1;
            if (honourPairs == 1) {
                pairSuit = 3;
            }
        }
        if (standard) {
            // only the suit (or the honours) that holds the pair can give it up
            int from = pairSuit == 3 ? 27 : pairSuit * 9;
            int to = pairSuit == 3 ? 34 : from + 9;
            for (int p = from; p < to; p++) {
                if (cc[p] >= 2 && (p >= 27 ? cc[p] == 2 : SuitTables.sets(keys[pairSuit] - 2 * SuitTables.POW5[p - from]))) {
                    cc[p] -= 2;
                    c.pairTile = p;
                    decompose(0, m, 4);
                    cc[p] += 2;
                }
            }
        }
        if (m <= 1) {
            enumerateKnittedStraight(m);
        }
        if (m == 0) {
            enumerateSpecialShapes();
        }
    }

    /** Splits the concealed tiles left in {@code cc} into sets from slot {@code idx} up to {@code target}. */
    private void decompose(int from, int idx, int target) {
        int i = from;
        while (i < Tile.KINDS && cc[i] == 0) {
            i++;
        }
        if (i == Tile.KINDS) {
            if (idx == target) {
                onReading(target);
            }
            return;
        }
        if (idx == target) {
            return;
        }
        if (cc[i] >= 3) {
            cc[i] -= 3;
            c.setKind[idx] = ScoringContext.PUNG;
            c.setTile[idx] = i;
            c.setDeclared[idx] = false;
            c.setConcealed[idx] = true;
            decompose(i, idx + 1, target);
            cc[i] += 3;
        }
        if (i < 27 && i % 9 <= 6 && cc[i + 1] > 0 && cc[i + 2] > 0) {
            cc[i]--;
            cc[i + 1]--;
            cc[i + 2]--;
            c.setKind[idx] = ScoringContext.CHOW;
            c.setTile[idx] = i;
            c.setDeclared[idx] = false;
            c.setConcealed[idx] = false;
            decompose(i, idx + 1, target);
            cc[i]++;
            cc[i + 1]++;
            cc[i + 2]++;
        }
    }

    private void enumerateKnittedStraight(int m) {
        for (int p = 0; p < 6; p++) {
            long mask = KNITTED_MASKS[p];
            if ((c.present & mask) != mask || !containsAll(mask)) {
                continue;
            }
            removeAll(mask, -1);
            c.shape = Shape.KNITTED_STRAIGHT;
            c.knittedStraight = true;
            knittedPerm = p;
            for (int pair = 0; pair < Tile.KINDS; pair++) {
                if (cc[pair] >= 2) {
                    cc[pair] -= 2;
                    c.pairTile = pair;
                    decompose(0, m, 1);
                    cc[pair] += 2;
                }
            }
            removeAll(mask, 1);
        }
        c.shape = Shape.STANDARD;
        c.knittedStraight = false;
    }

    private boolean containsAll(long mask) {
        for (long b = mask; b != 0; b &= b - 1) {
            if (cc[Long.numberOfTrailingZeros(b)] == 0) {
                return false;
            }
        }
        return true;
    }

    private void removeAll(long mask, int delta) {
        for (long b = mask; b != 0; b &= b - 1) {
            cc[Long.numberOfTrailingZeros(b)] += delta;
        }
    }

    private void enumerateSpecialShapes() {
        c.setCount = 0;
        int kinds = Long.bitCount(c.present);
        boolean pairs = kinds <= 7;
        boolean singles = kinds == 14;
        for (int i = 0; i < Tile.KINDS && pairs; i++) {
            pairs = (cc[i] & 1) == 0;
        }
        if (pairs) {
            c.shape = Shape.SEVEN_PAIRS;
            c.pairTile = -1;
            evaluateSpecial();
        }
        if (kinds == 13 && TileSets.only(c.present, TileSets.TERMINALS_AND_HONOURS)) {
            c.shape = Shape.THIRTEEN_ORPHANS;
            c.pairTile = -1;
            evaluateSpecial();
        }
        if (singles) {
            for (int p = 0; p < 6; p++) {
                if (TileSets.only(c.present & TileSets.SUITED, KNITTED_MASKS[p])) {
                    c.shape = Shape.KNITTED_SINGLES;
                    c.pairTile = -1;
                    c.knittedStraight = (c.present & TileSets.SUITED) == KNITTED_MASKS[p];
                    knittedPerm = p;
                    evaluateSpecial();
                    break;
                }
            }
        }
        c.shape = Shape.STANDARD;
        c.knittedStraight = false;
    }

    private void evaluateSpecial() {
        c.chows = 0;
        c.pungs = 0;
        c.windPungs = 0;
        c.dragonPungs = 0;
        c.pungMask = 0;
        c.concealedPungs = 0;
        c.waitRole = ScoringContext.ROLE_NONE;
        c.waitFanAllowed = false;
        java.util.Arrays.fill(c.combo, 0);
        if (c.shape == Shape.KNITTED_SINGLES && c.knittedStraight
                && c.profile.knittedStraightRulingsOf2017()) {
            applyKnittedWait();
        }
        evaluateFans();
    }

    // ---------------------------------------------------------------- one reading

    private void onReading(int setCount) {
        ScoringContext x = c;
        x.setCount = setCount;
        int chows = 0;
        int pungs = 0;
        int winds = 0;
        int dragons = 0;
        long pungMask = 0;
        for (int i = 0; i < setCount; i++) {
            int t = x.setTile[i];
            if (x.setKind[i] == ScoringContext.CHOW) {
                insertSorted(x.chowTile, chows++, t);
            } else {
                pungMask |= 1L << t;
                insertSorted(x.pungTile, pungs++, t);
                if (t >= 31) {
                    dragons++;
                } else if (t >= 27) {
                    winds++;
                }
            }
        }
        x.chows = chows;
        x.pungs = pungs;
        x.windPungs = winds;
        x.dragonPungs = dragons;
        x.pungMask = pungMask;
        Combinations.select(x);

        int win = x.winTile;
        boolean placed = false;
        // sets before the pair: when both score the same, 1233 won on 3 reads as 边张 (003 no. 77)
        int lastChow = -1;
        boolean pungPlaced = false;
        for (int i = x.declaredMelds; i < setCount; i++) {
            int t = x.setTile[i];
            if (x.setKind[i] == ScoringContext.CHOW) {
                if (win >= t && win <= t + 2 && t != lastChow) {
                    lastChow = t;
                    place(i);
                    placed = true;
                }
            } else if (t == win && !pungPlaced) {
                pungPlaced = true;
                place(i);
                placed = true;
            }
        }
        if (x.pairTile == win) {
            place(4);
            placed = true;
        }
        if (x.shape == Shape.KNITTED_STRAIGHT && (KNITTED_MASKS[knittedPerm] & (1L << win)) != 0) {
            place(5);
            placed = true;
        }
        assert placed;
    }

    private static void insertSorted(int[] a, int n, int v) {
        int j = n - 1;
        while (j >= 0 && a[j] > v) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = v;
    }

    /** Scores the reading with the winning tile in set {@code slot} (4 = the pair, 5 = the knitted straight). */
    private void place(int slot) {
        ScoringContext x = c;
        int concealed = 0;
        for (int i = 0; i < x.setCount; i++) {
            if (x.setKind[i] == ScoringContext.CHOW) {
                continue;
            }
            // a pung completed by a discarded winning tile is an exposed pung (§1.2 明刻)
            if (x.setConcealed[i] && !(i == slot && !x.selfDrawn)) {
                concealed++;
            }
        }
        x.concealedPungs = concealed;
        int role = ScoringContext.ROLE_NONE;
        if (slot == 4) {
            role = ScoringContext.ROLE_SINGLE;
        } else if (slot < 4 && x.setKind[slot] == ScoringContext.CHOW) {
            int t = x.setTile[slot];
            int w = x.winTile;
            if (w == t + 1) {
                role = ScoringContext.ROLE_CLOSED;
            } else if ((w == t + 2 && t % 9 == 0) || (w == t && t % 9 == 6)) {
                role = ScoringContext.ROLE_EDGE;
            }
        }
        x.waitRole = role;
        if (slot == 5) {
            x.waitFanAllowed = false;
            if (x.profile.knittedStraightRulingsOf2017()) {
                applyKnittedWait();
            }
        } else if (role == ScoringContext.ROLE_NONE) {
            x.waitFanAllowed = false;
        } else {
            x.waitFanAllowed = !x.profile.waitFansRequireUniqueWait() || isUniqueWait();
        }
        evaluateFans();
    }

    /** CN2017 (001 L46-48): winning on the 4, 5 or 6 of a knitted straight is a closed wait, never an edge. */
    private void applyKnittedWait() {
        int w = c.winTile;
        if (w < 27 && (KNITTED_MASKS[knittedPerm] & (1L << w)) != 0) {
            int r = w % 9;
            if (r >= 3 && r <= 5) {
                c.waitRole = ScoringContext.ROLE_CLOSED;
                c.waitFanAllowed = true;
            }
        }
    }

    private void evaluateFans() {
        ScoringContext x = c;
        RuleProfile profile = x.profile;
        int[] n = counts;
        AllRules.count(x, n, excluded);
        long lo = excluded[0];
        long hi = excluded[1];
        if (x.shape == Shape.SEVEN_PAIRS && profile.sevenPairsExcludeTileRangeFans()) {
            // 001 L32: these fans are made of sets and a pair, so never with 七对 (§5.4.4).
            lo &= ~SEVEN_PAIRS_NEVER_CN;
        }
        if (x.knittedStraight && profile.knittedStraightRulingsOf2017()) {
            // 001 L46: a 组合龙 hand has no 平和 and no 四归一.
            lo &= ~(1L << 63);
            hi &= ~1L;
        }
        Exclusions.apply(lo, hi, profile, excluded);
        lo = excluded[0];
        hi = excluded[1];
        System.arraycopy(POINTS[profile.ordinal()], 0, points, 0, 82);
        if (profile.allTerminalsCountDoublePungsOnce() && (lo & (1L << 8)) != 0) {
            n[65] = n[65] >= 2 ? 1 : 0;
            if (n[65] == 0) {
                hi &= ~(1L << 1);
            }
        }
        if (profile.honourPungsMinusOneInAllHonoursHands() && (lo & ((1L << 11) | (1L << 18))) != 0) {
            points[59] = 1;
            if ((lo & (3L << 60)) == (3L << 60) && x.prevalentWind == x.seatWind) {
                points[61] = 1;
            } else {
                points[60] = 1;
                points[61] = 1;
            }
        }
        if ((hi & (1L << 3)) != 0 && x.kongs > 1 && profile.kongsSplitIntoMeldedAndConcealedParts()) {
            points[67] = 1;
        }
        int total = 0;
        for (long b = lo; b != 0; b &= b - 1) {
            int f = Long.numberOfTrailingZeros(b);
            total += n[f] * points[f];
        }
        for (long b = hi; b != 0; b &= b - 1) {
            int f = 64 + Long.numberOfTrailingZeros(b);
            total += n[f] * points[f];
        }
        if (total == 0) {
            lo = 1L << 43;
            hi = 0;
            n[43] = 1;
            total = points[43];
        }
        if (total > bestTotal) {
            bestTotal = total;
            bestLo = lo;
            bestHi = hi;
            java.util.Arrays.fill(bestCounts, 0);
            for (long b = lo; b != 0; b &= b - 1) {
                int f = Long.numberOfTrailingZeros(b);
                bestCounts[f] = n[f];
            }
            for (long b = hi; b != 0; b &= b - 1) {
                int f = 64 + Long.numberOfTrailingZeros(b);
                bestCounts[f] = n[f];
            }
            System.arraycopy(points, 0, bestPoints, 0, 82);
        }
    }

    // ---------------------------------------------------------------- waits (WMO §13.1 row 5)

    /** True when the 13 tiles before the win wait on the winning tile only. */
    private boolean isUniqueWait() {
        if (uniqueWait >= 0) {
            return uniqueWait == 1;
        }
        int win = c.winTile;
        int[] a = scratch;
        System.arraycopy(original, 0, a, 0, Tile.KINDS);
        a[win]--;
        // the standard shape, one suit (or the honours) changed at a time: a lookup per candidate tile
        int[] keys = suitKeys;
        int[] state = suitState;
        int winSuit = win < 27 ? win / 9 : 3;
        for (int s = 0; s < 3; s++) {
            keys[s] = handKeys[s] - (s == winSuit ? SuitTables.POW5[win % 9] : 0);
            state[s] = componentState(keys[s]);
        }
        int honourState = honourState(a, -1);
        // When the winning tile's suit (or the honours) is broken without it, any other standard wait must mend
        // that same group, so only its tiles need trying.
        int from = 0;
        int to = Tile.KINDS;
        if ((winSuit < 3 ? state[winSuit] : honourState) < 0) {
            from = winSuit < 3 ? winSuit * 9 : 27;
            to = winSuit < 3 ? from + 9 : Tile.KINDS;
        }
        boolean other = false;
        for (int k = from; k < to && !other; k++) {
            // a fifth copy cannot be drawn; tiles used up elsewhere still count as waits (RULINGS §2)
            if (k == win || c.counts[k] >= 4 || !near(a, k)) {
                continue;
            }
            int pairs = 0;
            boolean valid = true;
            for (int s = 0; s < 3 && valid; s++) {
                int st = s == k / 9 && k < 27 ? componentState(keys[s] + SuitTables.POW5[k % 9]) : state[s];
                valid = st >= 0;
                pairs += st;
            }
            int h = k >= 27 ? honourState(a, k) : honourState;
            if (valid && h >= 0 && pairs + h == 1) {
                other = true;
            }
        }
        if (!other && c.declaredMelds == 0) {
            other = sevenPairsWaitOtherThan(a, win, c.counts);
        }
        if (!other && c.declaredMelds <= 1 && nearKnittedStraight(a)) {
            for (int k = 0; k < Tile.KINDS && !other; k++) {
                if (k != win && c.counts[k] < 4) {
                    a[k]++;
                    other = isComplete(a);
                    a[k]--;
                }
            }
        }
        uniqueWait = other ? 0 : 1;
        return uniqueWait == 1;
    }

    private final int[] suitKeys = new int[3];
    /** Suit keys of the whole concealed part, kept apart from {@link #suitKeys}, which the wait test overwrites. */
    private final int[] handKeys = new int[3];
    private final int[] suitState = new int[3];

    /** 0 when a suit's tiles are sets, 1 when sets and a pair, -1 when neither. */
    private static int componentState(int key) {
        return SuitTables.sets(key) ? 0 : SuitTables.withPair(key) ? 1 : -1;
    }

    /** The same for the honours, with one more copy of honour {@code plus} (or none when -1). */
    private static int honourState(int[] a, int plus) {
        int pairs = 0;
        for (int h = 27; h < 34; h++) {
            int n = a[h] + (h == plus ? 1 : 0);
            if (n == 2) {
                pairs++;
            } else if (n != 0 && n != 3) {
                return -1;
            }
        }
        return pairs;
    }

    /** Seven pairs waiting on a tile other than {@code win}: six pairs and one single that is not the winning tile. */
    private static boolean sevenPairsWaitOtherThan(int[] a, int win, int[] all) {
        int single = -1;
        for (int i = 0; i < Tile.KINDS; i++) {
            if ((a[i] & 1) != 0) {
                if (single >= 0) {
                    return false;
                }
                single = i;
            }
        }
        return single >= 0 && single != win && all[single] < 4;
    }

    /** At least eight tiles of one knitted straight are present, so it may take part in a wait. */
    private boolean nearKnittedStraight(int[] a) {
        for (int p = 0; p < 6; p++) {
            if (Long.bitCount(c.present & KNITTED_MASKS[p]) < 8) {
                continue;
            }
            int have = 0;
            for (long b = KNITTED_MASKS[p]; b != 0; b &= b - 1) {
                if (a[Long.numberOfTrailingZeros(b)] > 0) {
                    have++;
                }
            }
            if (have >= 8) {
                return true;
            }
        }
        return false;
    }

    private static boolean near(int[] a, int k) {
        if (a[k] > 0) {
            return true;
        }
        if (k >= 27) {
            return false;
        }
        int r = k % 9;
        for (int d = -2; d <= 2; d++) {
            if (d != 0 && r + d >= 0 && r + d <= 8 && a[k + d] > 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether concealed counts {@code a} with the declared melds make any standard, knitted-straight or seven-pairs shape. */
    private boolean isComplete(int[] a) {
        int m = c.declaredMelds;
        if (SuitTables.standard(a)) {
            return true;
        }
        if (m == 0) {
            boolean pairs = true;
            for (int i = 0; i < Tile.KINDS; i++) {
                pairs &= (a[i] & 1) == 0;
            }
            if (pairs) {
                return true;
            }
        }
        if (m <= 1) {
            for (int p = 0; p < 6; p++) {
                long mask = KNITTED_MASKS[p];
                boolean all = true;
                for (long b = mask; b != 0; b &= b - 1) {
                    all &= a[Long.numberOfTrailingZeros(b)] > 0;
                }
                if (!all) {
                    continue;
                }
                for (long b = mask; b != 0; b &= b - 1) {
                    a[Long.numberOfTrailingZeros(b)]--;
                }
                boolean ok = false;
                for (int q = 0; q < Tile.KINDS && !ok; q++) {
                    if (a[q] >= 2) {
                        a[q] -= 2;
                        ok = canSplit(a, 0, 1 - m);
                        a[q] += 2;
                    }
                }
                for (long b = mask; b != 0; b &= b - 1) {
                    a[Long.numberOfTrailingZeros(b)]++;
                }
                if (ok) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean canSplit(int[] a, int from, int sets) {
        int i = from;
        while (i < Tile.KINDS && a[i] == 0) {
            i++;
        }
        if (i == Tile.KINDS) {
            return sets == 0;
        }
        if (sets == 0) {
            return false;
        }
        boolean ok = false;
        if (a[i] >= 3) {
            a[i] -= 3;
            ok = canSplit(a, i, sets - 1);
            a[i] += 3;
        }
        if (!ok && i < 27 && i % 9 <= 6 && a[i + 1] > 0 && a[i + 2] > 0) {
            a[i]--;
            a[i + 1]--;
            a[i + 2]--;
            ok = canSplit(a, i, sets - 1);
            a[i]++;
            a[i + 1]++;
            a[i + 2]++;
        }
        return ok;
    }
}

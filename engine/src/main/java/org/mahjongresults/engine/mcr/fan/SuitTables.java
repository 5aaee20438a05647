package org.mahjongresults.engine.mcr.fan;

/**
 * Precomputed answers to "can these tiles of one suit be split into sets (and one pair)?", so that completeness
 * tests during wait analysis and pruning cost a few lookups. A suit's tiles are keyed in base 5 (count of rank r
 * times 5^(r-1)); the tables hold one bit per key (5^9 keys, about 240 KB each), filled once at class loading by
 * generating every combination of up to four chows and pungs with and without a pair.
 */
final class SuitTables {

    /** 5^r for r = 0..8. */
    static final int[] POW5 = {1, 5, 25, 125, 625, 3125, 15625, 78125, 390625};
    private static final int KEYS = 1_953_125;
    private static final long[] SETS = new long[(KEYS + 63) / 64];
    private static final long[] WITH_PAIR = new long[(KEYS + 63) / 64];

    static {
        generate(new int[9], 0, 0, 0);
    }

    private SuitTables() {
    }

    private static void generate(int[] counts, int key, int firstOption, int sets) {
        mark(SETS, key);
        for (int p = 0; p < 9; p++) {
            if (counts[p] <= 2) {
                mark(WITH_PAIR, key + 2 * POW5[p]);
            }
        }
        if (sets == 4) {
            return;
        }
        // options 0-8 are pungs of rank 1-9, options 9-15 chows starting at rank 1-7
        for (int o = firstOption; o < 16; o++) {
            if (o < 9) {
                if (counts[o] <= 1) {
                    counts[o] += 3;
                    generate(counts, key + 3 * POW5[o], o, sets + 1);
                    counts[o] -= 3;
                }
            } else {
                int r = o - 9;
                if (counts[r] < 4 && counts[r + 1] < 4 && counts[r + 2] < 4) {
                    counts[r]++;
                    counts[r + 1]++;
                    counts[r + 2]++;
                    generate(counts, key + POW5[r] + POW5[r + 1] + POW5[r + 2], o, sets + 1);
                    counts[r]--;
                    counts[r + 1]--;
                    counts[r + 2]--;
                }
            }
        }
    }

    private static void mark(long[] table, int key) {
        table[key >>> 6] |= 1L << key;
    }

    /** The suit's tiles split into sets only (the empty suit included). */
    static boolean sets(int key) {
        return (SETS[key >>> 6] & (1L << key)) != 0;
    }

    /** The suit's tiles split into sets and exactly one pair. */
    static boolean withPair(int key) {
        return (WITH_PAIR[key >>> 6] & (1L << key)) != 0;
    }

    /** The base-5 key of one suit (0 characters, 1 dots, 2 bamboo) of a count array. */
    static int key(int[] counts, int suit) {
        int base = suit * 9;
        int k = 0;
        for (int r = 8; r >= 0; r--) {
            k = k * 5 + counts[base + r];
        }
        return k;
    }

    /**
     * True when the counts split into sets and exactly one pair (the standard shape, MCR 2006 §3.9.1-1); the number of
     * sets follows from the number of tiles.
     */
    static boolean standard(int[] counts) {
        int pairs = 0;
        for (int s = 0; s < 3; s++) {
            int k = key(counts, s);
            if (!sets(k)) {
                if (!withPair(k)) {
                    return false;
                }
                pairs++;
            }
        }
        for (int h = 27; h < 34; h++) {
            int n = counts[h];
            if (n == 2) {
                pairs++;
            } else if (n != 0 && n != 3) {
                return false;
            }
        }
        return pairs == 1;
    }
}

package org.mahjongresults.engine.mcr;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.mahjongresults.engine.hand.Situation;
import org.mahjongresults.engine.tile.Tile;
import org.mahjongresults.engine.tile.Wind;

/**
 * A reproducible source of complete hands of every shape, with declared melds, kongs and situation flags, for the
 * property tests and the benchmarks. Every hand it makes is a valid input (a legal shape, no fifth tile,
 * consistent flags); whether it reaches 8 points is left to chance, as at a real table.
 */
public final class RandomHands {

    /** A generated hand: the notation and its situation. */
    public record Sample(String notation, Situation situation) {
    }

    private final Random random;

    public RandomHands(long seed) {
        this.random = new Random(seed);
    }

    public Sample next() {
        while (true) {
            Sample s = attempt();
            if (s != null) {
                return s;
            }
        }
    }

    private Sample attempt() {
        int[] left = new int[34];
        java.util.Arrays.fill(left, 4);
        List<String> melds = new ArrayList<>();
        List<Tile> loose = new ArrayList<>();
        int shape = random.nextInt(100);
        boolean hasKong = false;
        if (shape < 6) {
            for (int i = 0; i < 7; i++) {
                int t = random.nextInt(34);
                if (left[t] < 2) {
                    return null;
                }
                left[t] -= 2;
                loose.add(Tile.ofIndex(t));
                loose.add(Tile.ofIndex(t));
            }
        } else if (shape < 9) {
            for (int t = 0; t < 34; t++) {
                if (t >= 27 || t % 9 == 0 || t % 9 == 8) {
                    loose.add(Tile.ofIndex(t));
                }
            }
            loose.add(loose.get(random.nextInt(13)));
        } else if (shape < 12) {
            int[] perm = permutation();
            List<Tile> pool = new ArrayList<>();
            for (int g = 0; g < 3; g++) {
                for (int r = g; r < 9; r += 3) {
                    pool.add(Tile.ofIndex(perm[g] * 9 + r));
                }
            }
            for (int h = 27; h < 34; h++) {
                pool.add(Tile.ofIndex(h));
            }
            Collections.shuffle(pool, random);
            loose.addAll(pool.subList(0, 14));
        } else {
            int sets = 4;
            if (shape < 16) {
                int[] perm = permutation();
                for (int g = 0; g < 3; g++) {
                    for (int r = g; r < 9; r += 3) {
                        left[perm[g] * 9 + r]--;
                        loose.add(Tile.ofIndex(perm[g] * 9 + r));
                    }
                }
                sets = 1;
            }
            int declare = sets == 1 ? random.nextInt(2) : random.nextInt(5);
            for (int i = 0; i < sets; i++) {
                int kind = random.nextInt(10);
                boolean declared = i < declare;
                if (kind < 5) {
                    int suit = random.nextInt(3);
                    int t = suit * 9 + random.nextInt(7);
                    if (left[t] == 0 || left[t + 1] == 0 || left[t + 2] == 0) {
                        return null;
                    }
                    left[t]--;
                    left[t + 1]--;
                    left[t + 2]--;
                    if (declared) {
                        int claim = random.nextInt(4);
                        melds.add("[" + (t % 9 + 1) + (t % 9 + 2) + (t % 9 + 3) + "mps".charAt(suit)
                                + (claim == 0 ? "" : String.valueOf(claim)) + "]");
                    } else {
                        loose.add(Tile.ofIndex(t));
                        loose.add(Tile.ofIndex(t + 1));
                        loose.add(Tile.ofIndex(t + 2));
                    }
                } else {
                    int t = random.nextInt(34);
                    boolean kong = declared && kind >= 8;
                    int need = kong ? 4 : 3;
                    if (left[t] < need) {
                        return null;
                    }
                    left[t] -= need;
                    String code = Tile.ofIndex(t).code();
                    String body = t >= 27 ? code.repeat(need)
                            : String.valueOf(t % 9 + 1).repeat(need) + "mps".charAt(t / 9);
                    if (kong) {
                        hasKong = true;
                        int mark = random.nextInt(7);
                        melds.add("[" + body + (mark == 0 ? "" : mark == 4 ? "" : String.valueOf(mark)) + "]");
                    } else if (declared) {
                        int from = random.nextInt(4);
                        melds.add("[" + body + (from == 0 ? "" : String.valueOf(from)) + "]");
                    } else {
                        for (int k = 0; k < 3; k++) {
                            loose.add(Tile.ofIndex(t));
                        }
                    }
                }
            }
            int pair = random.nextInt(34);
            if (left[pair] < 2) {
                return null;
            }
            left[pair] -= 2;
            loose.add(Tile.ofIndex(pair));
            loose.add(Tile.ofIndex(pair));
        }
        Collections.shuffle(loose, random);
        Tile win = loose.get(loose.size() - 1);
        boolean self = random.nextInt(2) == 0;
        int held = -1;
        for (Tile t : loose) {
            if (t == win) {
                held++;
            }
        }
        boolean winInMelds = false;
        for (String m : melds) {
            winInMelds |= meldHas(m, win);
        }
        boolean last = random.nextInt(20) == 0;
        boolean kongRep = self && hasKong && random.nextInt(5) == 0;
        boolean rob = !self && !last && held == 0 && !winInMelds && random.nextInt(10) == 0;
        boolean fourth = held == 0 && random.nextInt(12) == 0;
        Wind round = Wind.values()[random.nextInt(4)];
        Wind seat = Wind.values()[random.nextInt(4)];
        int flowers = random.nextInt(3) == 0 ? random.nextInt(9) : 0;
        StringBuilder sb = new StringBuilder();
        melds.forEach(sb::append);
        for (Tile t : loose) {
            sb.append(t.code());
        }
        Situation s = new Situation(self, last, kongRep, rob, fourth, round, seat, flowers);
        return new Sample(sb.toString(), s);
    }

    private static boolean meldHas(String meld, Tile tile) {
        return org.mahjongresults.engine.hand.HandNotation.parse(meld + "1m").hand().melds().get(0).tiles()[0]
                .suit() == tile.suit() && java.util.Arrays.asList(org.mahjongresults.engine.hand.HandNotation
                .parse(meld + "1m").hand().melds().get(0).tiles()).contains(tile);
    }

    private int[] permutation() {
        List<Integer> p = new ArrayList<>(List.of(0, 1, 2));
        Collections.shuffle(p, random);
        return new int[] {p.get(0), p.get(1), p.get(2)};
    }
}

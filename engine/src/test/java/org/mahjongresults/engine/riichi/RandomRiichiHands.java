package org.mahjongresults.engine.riichi;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.mahjongresults.engine.hand.ClaimedFrom;
import org.mahjongresults.engine.hand.Hand;
import org.mahjongresults.engine.hand.Meld;
import org.mahjongresults.engine.hand.MeldType;
import org.mahjongresults.engine.tile.Tile;
import org.mahjongresults.engine.tile.Wind;

/**
 * Random complete riichi hands for the property test and the bench mix: four groups and a pair (some groups called
 * as chows, pungs, open, added or concealed kans), seven pairs or thirteen orphans, at most four of a tile, a
 * random winning tile among the standing tiles, and a random situation that fits the hand (riichi only when closed,
 * dora indicators that leave no fifth tile). {@code main(file, n)} writes a mix as lines {@code hand | situation}.
 */
final class RandomRiichiHands {

    /** A hand and its situation, and the situation in the words of {@link RiichiSituation#parse}. */
    record Sample(RiichiHand hand, RiichiSituation situation, String words) {
    }

    private final Random random;

    RandomRiichiHands(long seed) {
        this.random = new Random(seed);
    }

    Sample next() {
        while (true) {
            Sample s = attempt();
            if (s != null) {
                return s;
            }
        }
    }

    private Sample attempt() {
        int[] c = new int[Tile.KINDS];
        List<Meld> melds = new ArrayList<>();
        List<Tile> standing = new ArrayList<>();
        int shape = random.nextInt(100);
        if (shape < 8) {
            for (int k = 0; k < 7; k++) {
                int t = distinctTile(c, 2);
                if (t < 0) {
                    return null;
                }
                add(c, standing, t, 2);
            }
        } else if (shape < 11) {
            int[] orphans = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
            for (int t : orphans) {
                add(c, standing, t, 1);
            }
            add(c, standing, orphans[random.nextInt(13)], 1);
        } else {
            for (int g = 0; g < 4; g++) {
                if (!group(c, melds, standing)) {
                    return null;
                }
            }
            int p = random.nextInt(Tile.KINDS);
            if (c[p] > 2) {
                return null;
            }
            add(c, standing, p, 2);
        }
        Collections.shuffle(standing, random);
        Tile win = standing.remove(standing.size() - 1);
        Hand hand = new Hand(melds, standing, win);
        int reds = 0;
        for (int s = 0; s < 3; s++) {
            if (c[s * 9 + 4] > 0 && random.nextInt(4) == 0) {
                reds |= 1 << s;
            }
        }
        return withSituation(new RiichiHand(hand, reds), c);
    }

    private int distinctTile(int[] c, int copies) {
        for (int tries = 0; tries < 50; tries++) {
            int t = random.nextInt(Tile.KINDS);
            if (c[t] == 0) {
                return t;
            }
        }
        return -1;
    }

    private static void add(int[] c, List<Tile> standing, int t, int n) {
        for (int k = 0; k < n; k++) {
            c[t]++;
            standing.add(Tile.ofIndex(t));
        }
    }

    /** Adds one group, standing or called; false when the tiles run out. */
    private boolean group(int[] c, List<Meld> melds, List<Tile> standing) {
        boolean sequence = random.nextInt(10) < 6;
        boolean called = random.nextInt(10) < 3;
        if (sequence) {
            int suit = random.nextInt(3);
            int first = suit * 9 + random.nextInt(7);
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
        int t = random.nextInt(Tile.KINDS);
        int kind = called ? random.nextInt(10) : 0;
        int size = kind >= 5 ? 4 : 3;
        if (c[t] + size > 4) {
            return false;
        }
        Tile tile = Tile.ofIndex(t);
        ClaimedFrom from = ClaimedFrom.values()[random.nextInt(3)];
        if (!called) {
            add(c, standing, t, 3);
        } else if (kind < 5) {
            c[t] += 3;
            melds.add(new Meld(MeldType.PUNG, tile, tile, from, false));
        } else {
            c[t] += 4;
            melds.add(switch (kind) {
                case 5, 6 -> Meld.concealedKong(tile);
                case 7, 8 -> new Meld(MeldType.KONG, tile, tile, from, false);
                default -> new Meld(MeldType.KONG, tile, tile, from, true);
            });
        }
        return true;
    }

    private Sample withSituation(RiichiHand hand, int[] c) {
        boolean open = RiichiScorer.isOpen(hand.tiles());
        boolean kan = hand.tiles().melds().stream().anyMatch(m -> m.type().isKong());
        StringBuilder w = new StringBuilder(random.nextBoolean() ? "tsumo" : "ron");
        boolean tsumo = w.toString().equals("tsumo");
        w.append(" round=").append(Wind.values()[random.nextInt(2)].code());
        w.append(" seat=").append(Wind.values()[random.nextInt(4)].code());
        boolean riichi = !open && random.nextInt(10) < 4;
        if (riichi) {
            w.append(random.nextInt(10) == 0 ? " double-riichi" : " riichi");
            if (random.nextInt(5) == 0) {
                w.append(" ippatsu");
            }
        }
        int last = random.nextInt(30);
        if (last == 0) {
            w.append(tsumo ? " haitei" : " houtei");
        } else if (last == 1 && tsumo && kan) {
            w.append(" rinshan");
        }
        int indicators = 1 + (kan ? random.nextInt(2) : 0);
        List<String> dora = new ArrayList<>();
        List<String> ura = new ArrayList<>();
        for (int k = 0; k < indicators; k++) {
            for (List<String> list : riichi ? List.of(dora, ura) : List.of(dora)) {
                int t = random.nextInt(Tile.KINDS);
                if (c[t] < 4) {
                    c[t]++;
                    list.add(Tile.ofIndex(t).code());
                }
            }
        }
        if (!dora.isEmpty()) {
            w.append(" dora=").append(String.join(",", dora));
            if (!ura.isEmpty() && ura.size() <= dora.size()) {
                w.append(" ura=").append(String.join(",", ura));
            }
        }
        String words = w.toString();
        return new Sample(hand, RiichiSituation.parse(words), words);
    }

    /** Writes a bench mix: {@code RandomRiichiHands FILE COUNT}. */
    public static void main(String[] args) throws IOException {
        RandomRiichiHands g = new RandomRiichiHands(2026);
        int n = Integer.parseInt(args[1]);
        List<String> lines = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Sample s = g.next();
            lines.add(RiichiNotation.format(s.hand()) + " | " + s.words());
        }
        Files.write(Path.of(args[0]), lines, StandardCharsets.UTF_8);
    }
}

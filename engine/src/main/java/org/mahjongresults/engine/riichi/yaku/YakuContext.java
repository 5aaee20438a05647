package org.mahjongresults.engine.riichi.yaku;

import java.util.List;
import org.mahjongresults.engine.riichi.Group;
import org.mahjongresults.engine.riichi.HandRules;
import org.mahjongresults.engine.riichi.Reading;
import org.mahjongresults.engine.riichi.RiichiSituation;
import org.mahjongresults.engine.riichi.Wait;
import org.mahjongresults.engine.tile.Tile;

/**
 * What the yaku rules look at for one reading: the groups sorted by kind, the tile counts of the whole hand (a kan
 * counts four), whether the hand is open, the situation and the rules. Built once per reading; read only.
 */
public final class YakuContext {

    private final Reading reading;
    private final RiichiSituation situation;
    private final HandRules rules;
    private final boolean open;
    private final int[] counts;
    private final int[] sequences = new int[4];
    private final int[] triplets = new int[4];
    private int sequenceCount;
    private int tripletCount;
    private int concealedTriplets;
    private int kans;
    private final int pair;
    private final int suitMask;
    private final boolean honours;

    /**
     * @param counts tiles of the whole hand by index, a kan counting four (shared, not copied)
     * @param open   true when a meld other than a concealed kan was declared
     */
    public YakuContext(Reading reading, RiichiSituation situation, HandRules rules, boolean open, int[] counts) {
        this.reading = reading;
        this.situation = situation;
        this.rules = rules;
        this.open = open;
        this.counts = counts;
        int p = -1;
        List<Group> groups = reading.groups();
        for (int i = 0, n = groups.size(); i < n; i++) {
            Group g = groups.get(i);
            switch (g.kind()) {
                case SEQUENCE -> sequences[sequenceCount++] = g.tile().index();
                case TRIPLET, KAN -> {
                    triplets[tripletCount++] = g.tile().index();
                    if (!g.open()) {
                        concealedTriplets++;
                    }
                    if (g.kind() == Group.Kind.KAN) {
                        kans++;
                    }
                }
                case PAIR -> p = p < 0 ? g.tile().index() : p;
                default -> {
                }
            }
        }
        this.pair = reading.shape() == Reading.Shape.STANDARD ? p : -1;
        int mask = 0;
        boolean h = false;
        for (int i = 0; i < Tile.KINDS; i++) {
            if (counts[i] > 0) {
                if (i < Tile.EAST_INDEX) {
                    mask |= 1 << i / 9;
                } else {
                    h = true;
                }
            }
        }
        this.suitMask = mask;
        this.honours = h;
    }

    public Reading reading() {
        return reading;
    }

    public Reading.Shape shape() {
        return reading.shape();
    }

    public boolean standard() {
        return reading.shape() == Reading.Shape.STANDARD;
    }

    public RiichiSituation situation() {
        return situation;
    }

    public HandRules rules() {
        return rules;
    }

    /** True when the hand has a called meld (a concealed kan keeps it closed). */
    public boolean open() {
        return open;
    }

    public Wait waitShape() {
        return reading.waitType();
    }

    /** Copies of the tile in the whole hand, a kan counting four. */
    public int count(int tileIndex) {
        return counts[tileIndex];
    }

    public int sequenceCount() {
        return sequenceCount;
    }

    /** Lowest tile index of sequence i (0 to {@link #sequenceCount()} - 1). */
    public int sequence(int i) {
        return sequences[i];
    }

    /** Triplets and kans. */
    public int tripletCount() {
        return tripletCount;
    }

    /** Tile index of triplet or kan i. */
    public int triplet(int i) {
        return triplets[i];
    }

    /** Triplets and kans that are concealed (not called, not completed by a ron). */
    public int concealedTriplets() {
        return concealedTriplets;
    }

    public int kans() {
        return kans;
    }

    /** Tile index of the pair of a standard reading; -1 for seven pairs and thirteen orphans. */
    public int pair() {
        return pair;
    }

    /** True if the hand holds a triplet or kan of this tile. */
    public boolean hasTriplet(int tileIndex) {
        for (int i = 0; i < tripletCount; i++) {
            if (triplets[i] == tileIndex) {
                return true;
            }
        }
        return false;
    }

    /** True if the hand holds a sequence starting at this tile. */
    public boolean hasSequence(int first) {
        for (int i = 0; i < sequenceCount; i++) {
            if (sequences[i] == first) {
                return true;
            }
        }
        return false;
    }

    /** Bit s set when the hand holds a tile of numbered suit s (0 m, 1 p, 2 s). */
    public int suitMask() {
        return suitMask;
    }

    public boolean hasHonours() {
        return honours;
    }

    /** True when every tile satisfies the test. */
    public boolean allTiles(java.util.function.IntPredicate test) {
        for (int i = 0; i < Tile.KINDS; i++) {
            if (counts[i] > 0 && !test.test(i)) {
                return false;
            }
        }
        return true;
    }

    /** True when every group of a standard reading, the pair included, holds a terminal or an honour. */
    public boolean everyGroupOutside(boolean honoursAllowed) {
        if (!standard()) {
            return false;
        }
        for (Group g : reading.groups()) {
            if (!g.hasTerminalOrHonour() || !honoursAllowed && g.tile().isHonour()) {
                return false;
            }
        }
        return true;
    }

    /** Seat wind tile index. */
    public int seatWind() {
        return situation.seatWind().tile().index();
    }

    /** Round wind tile index. */
    public int roundWind() {
        return situation.roundWind().tile().index();
    }

    /** A tile whose pair earns fu: a dragon, the seat wind or the round wind (役牌). */
    public boolean valuePair(int tileIndex) {
        return tileIndex >= Tile.RED_INDEX || tileIndex == seatWind() || tileIndex == roundWind();
    }
}

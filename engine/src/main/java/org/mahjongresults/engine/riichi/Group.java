package org.mahjongresults.engine.riichi;

import org.mahjongresults.engine.tile.Tile;

/**
 * One part of a reading: a sequence, triplet, kan or pair, or a lone tile of thirteen orphans.
 *
 * @param kind     what the part is
 * @param tile     its lowest tile (the tile itself for triplets, kans, pairs and singles)
 * @param open     open for fu and concealed-triplet counting: a called meld, an open or added kan, or a triplet
 *                 completed by a ron (EMA RCR 2016 §4.1.1: it "counts as an open pung"); a concealed kan is closed
 * @param declared a meld declared during play (called, or a concealed kan); false for standing tiles
 */
public record Group(Kind kind, Tile tile, boolean open, boolean declared) {

    /** The kinds of part. */
    public enum Kind {
        SEQUENCE(3), TRIPLET(3), KAN(4), PAIR(2), SINGLE(1);

        private final int size;

        Kind(int size) {
            this.size = size;
        }

        /** Number of tiles. */
        public int size() {
            return size;
        }
    }

    /** True for a triplet or kan (a 刻子 for the yaku). */
    public boolean isTriplet() {
        return kind == Kind.TRIPLET || kind == Kind.KAN;
    }

    /** True if the group holds this tile. */
    public boolean holds(Tile t) {
        int d = t.index() - tile.index();
        return kind == Kind.SEQUENCE ? d >= 0 && d <= 2 : d == 0;
    }

    /** True if some tile of the group is a terminal or an honour. */
    public boolean hasTerminalOrHonour() {
        return kind == Kind.SEQUENCE ? tile.rank() == 1 || tile.rank() == 7 : tile.isTerminalOrHonour();
    }

    @Override
    public String toString() {
        String t = kind == Kind.SEQUENCE ? tile.rank() + "" + (tile.rank() + 1) + (tile.rank() + 2)
                + tile.suit().letter() : tile.code().repeat(kind.size());
        if (!tile.isHonour() && kind != Kind.SEQUENCE) {
            t = String.valueOf(tile.rank()).repeat(kind.size()) + tile.suit().letter();
        }
        return declared ? "[" + t + "]" : t;
    }
}

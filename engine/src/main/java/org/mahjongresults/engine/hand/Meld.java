package org.mahjongresults.engine.hand;

import java.util.Arrays;
import org.mahjongresults.engine.tile.Tile;

/**
 * A declared set: a claimed chow, an exposed pung, a melded kong or a concealed kong.
 *
 * @param type        the kind of set
 * @param first       the lowest tile (for a pung or kong, the tile itself)
 * @param claimedTile the tile taken from another player's discard, or null when not recorded (always null for a
 *                    concealed kong; for an added kong the tile originally punged)
 * @param claimedFrom whose discard was taken, or null when not recorded or concealed
 * @param added       true for a kong made by adding a drawn tile to an exposed pung (加杠)
 */
public record Meld(MeldType type, Tile first, Tile claimedTile, ClaimedFrom claimedFrom, boolean added) {

    /**
     * Rejects a meld that cannot exist (a chow of honours or running past 9, a claimed tile that is not in the set).
     * The readers never build one; this guards code that constructs melds directly.
     */
    public Meld {
        java.util.Objects.requireNonNull(type, "type");
        java.util.Objects.requireNonNull(first, "first");
        if (type == MeldType.CHOW && (first.isHonour() || first.rank() > 7)) {
            throw new IllegalArgumentException("no chow starts at " + first.code());
        }
        if (claimedTile != null) {
            int d = claimedTile.index() - first.index();
            boolean inSet = type == MeldType.CHOW ? d >= 0 && d <= 2 : d == 0;
            if (!inSet) {
                throw new IllegalArgumentException(claimedTile.code() + " is not a tile of this " + type);
            }
        }
    }

    /** A chow from its lowest tile, claimed tile not recorded. */
    public static Meld chow(Tile first) {
        return new Meld(MeldType.CHOW, first, null, ClaimedFrom.LEFT, false);
    }

    /** An exposed pung, source not recorded. */
    public static Meld pung(Tile tile) {
        return new Meld(MeldType.PUNG, tile, null, null, false);
    }

    /** A melded kong, source not recorded. */
    public static Meld kong(Tile tile) {
        return new Meld(MeldType.KONG, tile, null, null, false);
    }

    /** A concealed kong. */
    public static Meld concealedKong(Tile tile) {
        return new Meld(MeldType.CONCEALED_KONG, tile, null, null, false);
    }

    /** The tiles of the set, lowest first. */
    public Tile[] tiles() {
        Tile[] t = new Tile[type.size()];
        for (int i = 0; i < t.length; i++) {
            t[i] = type == MeldType.CHOW ? Tile.ofIndex(first.index() + i) : first;
        }
        return t;
    }

    /** True when the set was made with another player's tile (everything but a concealed kong). */
    public boolean isExposed() {
        return type != MeldType.CONCEALED_KONG;
    }

    /** The set in the hand notation, for messages: {@code [123m]}, {@code [EEEE]}. */
    public String notation() {
        StringBuilder sb = new StringBuilder("[");
        Tile[] t = tiles();
        if (first.isHonour()) {
            Arrays.stream(t).forEach(x -> sb.append(x.code()));
        } else {
            Arrays.stream(t).forEach(x -> sb.append(x.rank()));
            sb.append(first.suit().letter());
        }
        return sb.append(']').toString();
    }
}

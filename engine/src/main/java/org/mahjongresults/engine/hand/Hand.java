package org.mahjongresults.engine.hand;

import java.util.List;
import org.mahjongresults.engine.tile.Tile;

/**
 * The tiles of a finished hand as declared, independent of any rule set: the declared melds, the loose
 * (concealed, standing) tiles and the winning tile. Concealed pungs are loose tiles. Both the text notation
 * ({@link HandNotation}) and the command line's structured form produce this.
 *
 * @param melds     declared sets in the order written
 * @param concealed loose tiles without the winning tile
 * @param winTile   the winning tile (the last loose tile of the notation); null when none was given
 */
public record Hand(List<Meld> melds, List<Tile> concealed, Tile winTile) {

    public Hand {
        melds = List.copyOf(melds);
        concealed = List.copyOf(concealed);
    }

    /**
     * The checks every rule set shares: at most four melds, a winning tile, and no fifth copy of any tile.
     *
     * @return the first problem found, or null
     */
    public HandError checkTiles() {
        if (melds.size() > 4) {
            return HandError.of(HandError.Code.TOO_MANY_MELDS,
                    "a hand has at most four sets, but " + melds.size() + " melds are declared",
                    String.valueOf(melds.size()));
        }
        if (winTile == null) {
            return HandError.of(HandError.Code.NO_WINNING_TILE,
                    "no loose tile is given, so there is no winning tile (it is the last loose tile)");
        }
        int[] counts = new int[Tile.KINDS];
        for (int i = 0, n = melds.size(); i < n; i++) {
            Meld m = melds.get(i);
            int first = m.first().index();
            if (m.type() == MeldType.CHOW) {
                counts[first]++;
                counts[first + 1]++;
                counts[first + 2]++;
            } else {
                counts[first] += m.type().size();
            }
        }
        boolean over = false;
        for (int i = 0, n = concealed.size(); i < n; i++) {
            over |= ++counts[concealed.get(i).ordinal()] > 4;
        }
        over |= ++counts[winTile.ordinal()] > 4;
        for (int i = 0; i < Tile.KINDS && (over || melds.size() > 1); i++) {
            if (counts[i] > 4) {
                Tile t = Tile.ofIndex(i);
                return HandError.of(HandError.Code.FIFTH_TILE,
                        "tile " + t.code() + " appears " + counts[i] + " times; each tile exists only four times",
                        t.code(), String.valueOf(counts[i]));
            }
        }
        return null;
    }

    /** Number of tiles counting each kong as three, which is 14 for every complete hand. */
    public int effectiveTileCount() {
        return melds.size() * 3 + concealed.size() + (winTile == null ? 0 : 1);
    }
}

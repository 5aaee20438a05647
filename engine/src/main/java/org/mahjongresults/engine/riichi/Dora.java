package org.mahjongresults.engine.riichi;

import org.mahjongresults.engine.tile.Tile;

/**
 * Dora from their indicators (EMA RCR 2016 §2.7, WRC 2015 §4.8): the tile after the indicator in its cycle —
 * numbers 1 to 9 and round to 1, winds East, South, West, North and round to East, dragons white, green, red and
 * round to white.
 */
public final class Dora {

    private Dora() {
    }

    /** The dora that this indicator shows. */
    public static Tile of(Tile indicator) {
        int i = indicator.index();
        if (i < Tile.EAST_INDEX) {
            return Tile.ofIndex(i / 9 * 9 + (i % 9 + 1) % 9);
        }
        if (i < Tile.RED_INDEX) {
            return Tile.ofIndex(Tile.EAST_INDEX + (i - Tile.EAST_INDEX + 1) % 4);
        }
        return switch (indicator) {
            case WHITE -> Tile.GREEN;
            case GREEN -> Tile.RED;
            default -> Tile.WHITE;
        };
    }

    /** The han from these indicators for a hand with these tile counts (a kan counting four). */
    static int count(java.util.List<Tile> indicators, int limit, int[] counts) {
        int n = 0;
        for (int k = 0, size = Math.min(limit, indicators.size()); k < size; k++) {
            n += counts[of(indicators.get(k)).index()];
        }
        return n;
    }
}

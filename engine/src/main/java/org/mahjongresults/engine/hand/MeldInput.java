package org.mahjongresults.engine.hand;

import java.util.List;

/**
 * A meld as the structured form (the command line's JSON, a web form) gives it, before it is checked.
 *
 * @param type        {@code chow}, {@code pung}, {@code kong} or {@code concealed_kong}
 * @param tiles       tile codes
 * @param claimedTile the tile taken from a discard, or null
 * @param claimedFrom {@code left}, {@code across}, {@code right} or null
 * @param addedKong   true for a kong made by adding to an exposed pung
 */
public record MeldInput(String type, List<String> tiles, String claimedTile, String claimedFrom, boolean addedKong) {

    public MeldInput {
        tiles = tiles == null ? List.of() : List.copyOf(tiles);
    }
}

package org.mahjongresults.engine.tile;

/**
 * The four winds, used both as tiles and as the prevalent (round) wind 圈风 and seat wind 门风 (MCR 2006 §3.9.2).
 * East is the dealer's seat; play runs East, South, West, North.
 */
public enum Wind {
    EAST, SOUTH, WEST, NORTH;

    /** The wind tile of this wind. */
    public Tile tile() {
        return Tile.ofIndex(Tile.EAST_INDEX + ordinal());
    }

    /** The wind for a notation letter {@code E S W N}, or null for anything else. */
    public static Wind ofCode(String code) {
        if (code == null) {
            return null;
        }
        return switch (code) {
            case "E" -> EAST;
            case "S" -> SOUTH;
            case "W" -> WEST;
            case "N" -> NORTH;
            default -> null;
        };
    }

    /** The notation letter. */
    public String code() {
        return tile().code();
    }
}

package org.mahjongresults.engine.hand;

/**
 * Whose discard a meld was made from, seen from the owner of the hand. Chows come only from the left
 * (上家, the player before you, 000 §3.6.6).
 */
public enum ClaimedFrom {
    LEFT, ACROSS, RIGHT;

    /** The notation digit: 1 left, 2 across, 3 right. */
    public int digit() {
        return ordinal() + 1;
    }

    /** The JSON name ({@code left}, {@code across}, {@code right}). */
    public String jsonName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The value for a JSON name, or null. */
    public static ClaimedFrom ofJsonName(String name) {
        for (ClaimedFrom c : values()) {
            if (c.jsonName().equals(name)) {
                return c;
            }
        }
        return null;
    }
}

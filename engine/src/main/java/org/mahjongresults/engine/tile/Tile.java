package org.mahjongresults.engine.tile;

/**
 * One of the 34 tile kinds (flowers are not tiles of the hand; they are only counted). Each kind exists four times
 * in the set. The index order is characters 1-9 (0-8), dots 1-9 (9-17), bamboo 1-9 (18-26), then East, South,
 * West, North (27-30), red 中, green 发, white 白 (31-33); scorers keep tile counts in arrays indexed this way.
 *
 * <p>Notation codes: {@code 1m..9m}, {@code 1p..9p}, {@code 1s..9s}, {@code E S W N}, {@code C} (red, 中),
 * {@code F} (green, 发), {@code P} (white, 白).
 */
public enum Tile {
    M1, M2, M3, M4, M5, M6, M7, M8, M9,
    P1, P2, P3, P4, P5, P6, P7, P8, P9,
    S1, S2, S3, S4, S5, S6, S7, S8, S9,
    EAST, SOUTH, WEST, NORTH, RED, GREEN, WHITE;

    /** Number of tile kinds. */
    public static final int KINDS = 34;
    /** Index of the first honour (East). */
    public static final int EAST_INDEX = 27;
    /** Index of the red dragon 中, the first dragon. */
    public static final int RED_INDEX = 31;

    private static final Tile[] BY_INDEX = values();
    private static final String HONOUR_CODES = "ESWNCFP";

    private final String code;

    Tile() {
        int i = ordinal();
        this.code = i < EAST_INDEX
                ? (i % 9 + 1) + String.valueOf("mps".charAt(i / 9))
                : String.valueOf(HONOUR_CODES.charAt(i - EAST_INDEX));
    }

    /** The tile with this index (0-33). */
    public static Tile ofIndex(int index) {
        return BY_INDEX[index];
    }

    /** The suited tile of this suit and rank (1-9). */
    public static Tile of(Suit suit, int rank) {
        if (!suit.isNumbered() || rank < 1 || rank > 9) {
            throw new IllegalArgumentException("no tile " + rank + " of " + suit);
        }
        return BY_INDEX[suit.ordinal() * 9 + rank - 1];
    }

    /** The tile for a notation code such as {@code 5m} or {@code C}, or null if the code is not a tile. */
    public static Tile ofCode(String code) {
        if (code == null) {
            return null;
        }
        if (code.length() == 1) {
            int h = HONOUR_CODES.indexOf(code.charAt(0));
            return h < 0 ? null : BY_INDEX[EAST_INDEX + h];
        }
        if (code.length() == 2) {
            char d = code.charAt(0);
            int s = "mps".indexOf(code.charAt(1));
            if (d >= '1' && d <= '9' && s >= 0) {
                return BY_INDEX[s * 9 + d - '1'];
            }
        }
        return null;
    }

    /** The honour tile for a notation letter ({@code E S W N C F P}), or null. */
    public static Tile ofHonourLetter(char letter) {
        int h = HONOUR_CODES.indexOf(letter);
        return h < 0 ? null : BY_INDEX[EAST_INDEX + h];
    }

    /** The index 0-33 used in count arrays. */
    public int index() {
        return ordinal();
    }

    /** The notation code. */
    public String code() {
        return code;
    }

    public Suit suit() {
        int i = ordinal();
        return i < EAST_INDEX ? Suit.values()[i / 9] : Suit.HONOURS;
    }

    /** The rank 1-9 of a suited tile; 0 for honours. */
    public int rank() {
        int i = ordinal();
        return i < EAST_INDEX ? i % 9 + 1 : 0;
    }

    public boolean isHonour() {
        return ordinal() >= EAST_INDEX;
    }

    public boolean isWind() {
        return ordinal() >= EAST_INDEX && ordinal() < RED_INDEX;
    }

    public boolean isDragon() {
        return ordinal() >= RED_INDEX;
    }

    /** A suited 1 or 9. */
    public boolean isTerminal() {
        int r = rank();
        return r == 1 || r == 9;
    }

    /** A terminal or an honour (幺九牌, MCR 2006 §3.5.5). */
    public boolean isTerminalOrHonour() {
        return isHonour() || isTerminal();
    }

    /** The wind of a wind tile, or null. */
    public Wind wind() {
        return isWind() ? Wind.values()[ordinal() - EAST_INDEX] : null;
    }

    @Override
    public String toString() {
        return code;
    }
}

package org.mahjongresults.engine.draw;

/**
 * A seat (方位) at a mahjong table: East (东), South (南), West (西) or North (北).
 * Play passes counter-clockwise, so South sits to East's right as East's 下家.
 * The same four values name the prevalent wind of a round, since the round's wind is what the seat table is
 * indexed by.
 */
public enum Seat {
    EAST("E"),
    SOUTH("S"),
    WEST("W"),
    NORTH("N");

    private final String letter;

    Seat(String letter) {
        this.letter = letter;
    }

    /** The one-letter code used on draw sheets and in the command line's JSON: E, S, W or N. */
    public String letter() {
        return letter;
    }

    /** The seat named by its letter (E, S, W, N), as printed on draw sheets. */
    public static Seat ofLetter(String letter) {
        for (Seat seat : values()) {
            if (seat.letter.equals(letter)) {
                return seat;
            }
        }
        throw new IllegalArgumentException("not a seat letter: " + letter);
    }
}

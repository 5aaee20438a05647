package org.mahjongresults.engine.draw;

import java.util.List;

/**
 * One table (桌) of a session: its number and the entry numbers of its four players by starting seat.
 *
 * @param number  the table number, 1 upwards within a session (桌次)
 * @param players the four entry numbers in the order East, South, West, North of the first (East) round
 */
public record Table(int number, List<Integer> players) {

    public Table {
        players = List.copyOf(players);
        if (players.size() != 4) {
            throw new IllegalArgumentException("a table seats four players, not " + players.size());
        }
    }

    /** The player who starts the session in {@code seat}. */
    public int playerIn(Seat seat) {
        return players.get(seat.ordinal());
    }

    /** The starting seat of {@code player}, who must sit at this table. */
    public Seat seatOf(int player) {
        int index = players.indexOf(player);
        if (index < 0) {
            throw new IllegalArgumentException("player " + player + " does not sit at table " + number);
        }
        return Seat.values()[index];
    }

    /** Whether {@code player} sits at this table. */
    public boolean seats(int player) {
        return players.contains(player);
    }
}

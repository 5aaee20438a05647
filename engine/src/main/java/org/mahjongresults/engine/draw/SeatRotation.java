package org.mahjongresults.engine.draw;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The seat-rotation table (座位调换表, MCR 2006 附件4, from 000 附件4): after each wind round the four players at a
 * table change seats so that during one session everybody sits once in each of East, South, West and North.
 *
 * <p>A player is named by the seat he starts the session in (the seat the draw gives him). In the East round he
 * sits there; the table then moves him as follows:
 * <pre>
 *   starting seat   East round  South round  West round  North round
 *   E (1)           E           S            N           W
 *   S (2)           S           E            W           N
 *   W (3)           W           N            E           S
 *   N (4)           N           W            S           E
 * </pre>
 */
public final class SeatRotation {

    /** {@code SEAT[round][player]}: row r gives each starting seat's seat in wind round r (MCR 2006 附件4). */
    private static final Seat[][] SEAT = {
        {Seat.EAST, Seat.SOUTH, Seat.WEST, Seat.NORTH},
        {Seat.SOUTH, Seat.EAST, Seat.NORTH, Seat.WEST},
        {Seat.NORTH, Seat.WEST, Seat.EAST, Seat.SOUTH},
        {Seat.WEST, Seat.NORTH, Seat.SOUTH, Seat.EAST},
    };

    private SeatRotation() {
    }

    /**
     * The seat of the player who started the session in {@code startingSeat}, during the wind round
     * {@code round} (East round, South round, West round or North round).
     */
    public static Seat seatIn(Seat startingSeat, Seat round) {
        return SEAT[round.ordinal()][startingSeat.ordinal()];
    }

    /** The player's seats in the East, South, West and North rounds, in that order. */
    public static List<Seat> itinerary(Seat startingSeat) {
        List<Seat> seats = new ArrayList<>(4);
        for (Seat round : Seat.values()) {
            seats.add(seatIn(startingSeat, round));
        }
        return Collections.unmodifiableList(seats);
    }

    /**
     * The table as printed on the rotation sheet: for each wind round, which starting seat occupies each seat
     * position. For example in the South round the player who started South sits East.
     */
    public static Map<Seat, Map<Seat, Seat>> occupantsByRound() {
        Map<Seat, Map<Seat, Seat>> rounds = new EnumMap<>(Seat.class);
        for (Seat round : Seat.values()) {
            Map<Seat, Seat> positions = new EnumMap<>(Seat.class);
            for (Seat start : Seat.values()) {
                positions.put(seatIn(start, round), start);
            }
            rounds.put(round, Collections.unmodifiableMap(positions));
        }
        return Collections.unmodifiableMap(rounds);
    }

    /**
     * Where each player of a drawn table sits in the given round: the players of {@code table} mapped to seats.
     */
    public static Map<Seat, Integer> seatingInRound(Table table, Seat round) {
        Map<Seat, Integer> seating = new EnumMap<>(Seat.class);
        for (Seat start : Seat.values()) {
            seating.put(seatIn(start, round), table.playerIn(start));
        }
        return Collections.unmodifiableMap(seating);
    }
}

package org.mahjongresults.engine.sheet;

import java.util.ArrayList;
import java.util.List;
import org.mahjongresults.engine.draw.Seat;
import org.mahjongresults.engine.draw.SeatRotation;

/**
 * The order of the hands of one table's session, as the score sheet prints it (MCR 2006 §3.4.3-§3.4.8, MCR 2006 附件4, MCR 2006 附件5): four
 * wind rounds; in each round every present player deals once, counter-clockwise from the player sitting East
 * in that round; the dealer never repeats. A full table plays 16 hands; a three-player table 12 (§2.6, RULINGS §4),
 * the absent player's turns to deal being skipped.
 *
 * <p>Players are named by their starting seat (index 0..3 = E, S, W, N of the first round).
 */
public final class HandSchedule {

    /** One hand: its number (1 up), the prevalent wind, the dealer and each player's seat wind for the hand. */
    public record HandSlot(int number, Seat prevalentWind, int dealer, List<Seat> seatWinds) {

        /** The seat wind of the player who started the session in seat {@code start}. */
        public Seat seatWindOf(int start) {
            return seatWinds.get(start);
        }
    }

    private final List<HandSlot> hands;

    private HandSchedule(List<HandSlot> hands) {
        this.hands = List.copyOf(hands);
    }

    /** The schedule of a full table. */
    public static HandSchedule fourPlayers() {
        return withAbsent(-1);
    }

    /**
     * The schedule of a table where the player who started in seat {@code absent} (0..3) is missing, or of a
     * full table when {@code absent} is −1. The absent player keeps a seat wind (so the others' winds stay
     * those of the seat table) but never deals.
     */
    public static HandSchedule withAbsent(int absent) {
        List<HandSlot> hands = new ArrayList<>();
        int number = 1;
        for (Seat round : Seat.values()) {
            // The position (E, S, W, N) each starting seat occupies in this round.
            Seat[] position = new Seat[4];
            for (Seat start : Seat.values()) {
                position[start.ordinal()] = SeatRotation.seatIn(start, round);
            }
            for (Seat dealerPosition : Seat.values()) {
                int dealer = playerAt(position, dealerPosition);
                if (dealer == absent) {
                    continue;
                }
                List<Seat> winds = new ArrayList<>(4);
                for (int p = 0; p < 4; p++) {
                    // Dealer is East; counter-clockwise from him South, West, North.
                    int offset = Math.floorMod(position[p].ordinal() - dealerPosition.ordinal(), 4);
                    winds.add(Seat.values()[offset]);
                }
                hands.add(new HandSlot(number++, round, dealer, winds));
            }
        }
        return new HandSchedule(hands);
    }

    private static int playerAt(Seat[] position, Seat wanted) {
        for (int p = 0; p < 4; p++) {
            if (position[p] == wanted) {
                return p;
            }
        }
        throw new IllegalStateException("no player at " + wanted);
    }

    /** All hands in order: 16 for a full table, 12 for three players. */
    public List<HandSlot> hands() {
        return hands;
    }

    public int size() {
        return hands.size();
    }

    /** Hand {@code number} (1 up). */
    public HandSlot hand(int number) {
        if (number < 1 || number > hands.size()) {
            throw new IllegalArgumentException("no hand " + number + " in a session of " + hands.size());
        }
        return hands.get(number - 1);
    }
}

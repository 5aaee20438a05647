package org.mahjongresults.engine.results;

import java.util.ArrayList;
import java.util.List;

/**
 * The arithmetic of one score sheet (MCR 2006 附件5): every line's + and − per seat, the running totals, and the
 * session scores (局分) that decide the placing, penalty transfers and deductions included (RULINGS §3). A session has
 * at most 16 hands, or 12 at a three-player table (§2.2, RULINGS §4); it may end earlier when time is called.
 *
 * @param absentSeat the seat of the player who forfeited the session, or -1 at a table of four
 * @param rows       one per sheet line, in order
 * @param scores     the four seats' session scores; 0 for the absent seat
 */
public record SessionTally(int absentSeat, List<Row> rows, List<Integer> scores) {

    /** The most hands of a session at a table of four, and of three. */
    public static final int HANDS = 16;
    public static final int THREE_PLAYER_HANDS = 12;

    /**
     * One line of the sheet.
     *
     * @param entry   the hand or penalty
     * @param hand    the hand number (1-16) of a hand, or of the last hand before a penalty (0 before the first)
     * @param changes the change per seat
     * @param running the running totals per seat after this line
     */
    public record Row(SheetEntry entry, int hand, List<Integer> changes, List<Integer> running) {

        public Row {
            changes = List.copyOf(changes);
            running = List.copyOf(running);
        }

        /** The sum of the line: 0 for hands and transfers, minus the deduction for a deduction. */
        public int sum() {
            return changes.stream().mapToInt(Integer::intValue).sum();
        }
    }

    public SessionTally {
        rows = List.copyOf(rows);
        scores = List.copyOf(scores);
    }

    /**
     * Adds up a sheet.
     *
     * @param absentSeat the forfeiting player's seat (0-3), or -1
     * @throws IllegalArgumentException for too many hands, or a line that involves the absent seat
     */
    public static SessionTally of(List<? extends SheetEntry> entries, int absentSeat) {
        if (absentSeat < -1 || absentSeat > 3) {
            throw new IllegalArgumentException("the absent seat is 0-3 or -1 for none, not " + absentSeat);
        }
        int maxHands = absentSeat < 0 ? HANDS : THREE_PLAYER_HANDS;
        int[] running = new int[4];
        int hand = 0;
        List<Row> rows = new ArrayList<>(entries.size());
        for (SheetEntry e : entries) {
            if (e.isHand()) {
                hand++;
                if (hand > maxHands) {
                    throw new IllegalArgumentException("a session at this table has at most " + maxHands
                            + " hands");
                }
            }
            List<Integer> changes = e.changes(absentSeat);
            for (int seat = 0; seat < 4; seat++) {
                running[seat] += changes.get(seat);
            }
            rows.add(new Row(e, hand, changes, List.of(running[0], running[1], running[2], running[3])));
        }
        return new SessionTally(absentSeat, rows, List.of(running[0], running[1], running[2], running[3]));
    }

    /** The number of hands played. */
    public int hands() {
        return rows.isEmpty() ? 0 : rows.get(rows.size() - 1).hand();
    }

    /** The total of all deductions: what the four session scores add up to, negated. */
    public int deductions() {
        return -scores.stream().mapToInt(Integer::intValue).sum();
    }

    /** The session scores for placing, with the players seated 0-3 in the sheet's order. */
    public List<SeatScore> seatScores(List<Long> playerIds) {
        if (playerIds.size() != 4) {
            throw new IllegalArgumentException("a sheet has four seats, not " + playerIds.size());
        }
        List<SeatScore> out = new ArrayList<>(4);
        for (int seat = 0; seat < 4; seat++) {
            out.add(seat == absentSeat ? SeatScore.absent(playerIds.get(seat))
                    : SeatScore.of(playerIds.get(seat), scores.get(seat)));
        }
        return out;
    }
}

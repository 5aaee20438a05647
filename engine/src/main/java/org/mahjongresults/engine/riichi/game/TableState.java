package org.mahjongresults.engine.riichi.game;

import java.util.List;

/**
 * The table between two hands: which hand is next (round wind and dealer), the counters and riichi sticks on the
 * table, and the four scores. Seats are 0-3 in the order of the first deal.
 *
 * @param wind the round wind: 0 East, 1 South (2 would be West, which no profile here plays)
 * @param dealer the seat that deals the next hand; the hand is "East 1" when wind is 0 and dealer 0. Once the game is
 *     over, wind and dealer stay on the last hand played
 * @param honba the counters (本場) on the table
 * @param sticks the riichi sticks on the table (供託)
 * @param scores the four players' points at the table
 * @param deductions chombo points deducted from each player's final result, kept apart from the table's points
 * @param over whether the game has ended
 */
public record TableState(int wind, int dealer, int honba, int sticks, List<Integer> scores, List<Integer> deductions,
        boolean over) {

    public TableState {
        scores = List.copyOf(scores);
        deductions = List.copyOf(deductions);
    }

    /** The table before the first hand: East 1, no counters or sticks, everyone on the starting points. */
    public static TableState start(RiichiRules rules) {
        int s = rules.startingPoints();
        return new TableState(0, 0, 0, 0, List.of(s, s, s, s), List.of(0, 0, 0, 0), false);
    }

    /** One player's score. */
    public int score(int seat) {
        return scores.get(seat);
    }

    /** The hand's name in the players' words: "East 1", "South 4". */
    public String handName() {
        return (wind == 0 ? "East " : wind == 1 ? "South " : "West ") + (dealer + 1);
    }

    /** The seat wind of {@code seat} in the next hand: 0 East (the dealer), 1 South, 2 West, 3 North. */
    public int seatWind(int seat) {
        return Math.floorMod(seat - dealer, 4);
    }

    /** Scores plus the sticks' value: always the table's total (chombo deductions are outside it). */
    public int pointsOnTable(RiichiRules rules) {
        return scores.stream().mapToInt(Integer::intValue).sum() + sticks * rules.riichiStick();
    }
}

package org.mahjongresults.engine.riichi.stats;

/**
 * One player's riichi statistics. Chombo lines are redeals and are not counted as hands.
 *
 * @param player the player's id
 * @param hands hands played
 * @param wins paid wins, out of hands played (a caller beaten by head bump is not counted)
 * @param tsumo self-drawn wins, out of wins
 * @param dealerWins wins as dealer, out of wins
 * @param dealIns hands in which the player's discard was won on, out of hands played
 * @param riichi hands in which the player declared riichi, out of hands played
 * @param riichiWins wins with riichi, out of the hands with riichi
 * @param openWins wins with a called meld, out of wins
 * @param calls hands in which the player called a tile, out of hands played (from sheets kept with the calls; others
 *     give only the open winning hands)
 * @param averageWin the average value of the player's wins in points, counters and sticks aside (0 without a win)
 * @param biggestWin the largest such value (0 without a win)
 * @param chombo chombo committed
 */
public record PlayerRecord(long player, int hands, Rate wins, Rate tsumo, Rate dealerWins, Rate dealIns, Rate riichi,
        Rate riichiWins, Rate openWins, Rate calls, int averageWin, int biggestWin, int chombo) {
}

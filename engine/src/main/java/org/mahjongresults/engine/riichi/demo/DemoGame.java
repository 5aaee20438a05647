package org.mahjongresults.engine.riichi.demo;

import java.util.List;
import org.mahjongresults.engine.riichi.sheet.RiichiSheet;

/**
 * One hanchan of the demo tournament.
 *
 * @param round the round (hanchan number), from 1
 * @param table the table, from 1
 * @param players the players' numbers (0-15) by seat: the first sat East in the first hand
 * @param sheet the finished score sheet
 */
public record DemoGame(int round, int table, List<Integer> players, RiichiSheet sheet) {

    public DemoGame {
        players = List.copyOf(players);
    }
}

package org.mahjongresults.engine.sheet;

import java.util.List;
import org.mahjongresults.engine.mcr.FanCount;
import org.mahjongresults.engine.sichuan.SichuanWin;

/**
 * One hand of a score sheet as the engine settled it, ready to be stored: who dealt, who won and how, the points
 * claimed and found, and what each starting seat wins (+) or pays (−). Seats are starting seats 0..3; an absent
 * seat (RULINGS §4) has no wind and no change ({@code null} in both lists).
 *
 * @param prevalentWind   the round wind's letter (E, S, W, N)
 * @param fans            the MCR fans the engine found, or null when the hand was not given or is Sichuan
 * @param sichuan         the Sichuan pattern, doublings and bonuses of a win, or null
 * @param situation       the ways of winning as stored words ("selfDrawn lastTile …"), or null
 * @param seatWinds       the seat wind letter of each starting seat in this hand
 * @param changes         each starting seat's result; sums to zero, except under riichi, where a declaration puts
 *                        a stick on the table (its points are held there until a win takes them)
 * @param detail          the rule set's own record of the line, stored as is (riichi: the line as entered, JSON);
 *                        null when the fans or the Sichuan win say it all
 */
public record ScoredHand(int number, String prevalentWind, int dealerSeat, boolean win, Integer winnerSeat,
                         boolean selfDrawn, Integer discarderSeat, Integer fanPoints, Integer engineFanPoints,
                         int flowers, String notation, String situation, List<FanCount> fans, SichuanWin sichuan,
                         HandVerification verification, String requestId, List<String> seatWinds,
                         List<Integer> changes, String detail) {

    public ScoredHand {
        fans = fans == null ? null : List.copyOf(fans);
        seatWinds = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(seatWinds));
        changes = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(changes));
    }
}

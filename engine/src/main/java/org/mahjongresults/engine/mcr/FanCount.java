package org.mahjongresults.engine.mcr;

import org.mahjongresults.engine.mcr.fan.Fan;

/**
 * One fan in a scored hand.
 *
 * @param fan    the fan
 * @param points the value of one occurrence under the profile (usually {@link Fan#points()}; profile rulings such
 *               as CN2017's honour pungs in 字一色 or the concealed part of a kong can lower it, RULINGS §2)
 * @param count  how many times it is scored (e.g. two 箭刻, or the number of flowers)
 */
public record FanCount(Fan fan, int points, int count) {

    /** Points this line contributes. */
    public int subtotal() {
        return points * count;
    }
}

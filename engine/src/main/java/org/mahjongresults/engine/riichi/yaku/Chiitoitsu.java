package org.mahjongresults.engine.riichi.yaku;

import org.mahjongresults.engine.riichi.Reading;

/**
 * Chiitoitsu 七対子, 2 han, closed: seven different pairs; always 25 fu.
 */
public final class Chiitoitsu implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.shape() == Reading.Shape.SEVEN_PAIRS;
    }
}

package org.mahjongresults.engine.riichi.yaku;

/**
 * Ippatsu 一発, 1 han, closed: won within the go-around after riichi; only where the rules count it.
 */
public final class Ippatsu implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.rules().ippatsu() && c.situation().ippatsu() && c.situation().anyRiichi();
    }
}

package org.mahjongresults.engine.riichi.yaku;

import org.mahjongresults.engine.tile.Tile;

/**
 * Tanyao 断幺九, 1 han: no terminal or honour; on an open hand only with kuitan ({@link
 * org.mahjongresults.engine.riichi.HandRules#openTanyao()}).
 */
public final class Tanyao implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return (!c.open() || c.rules().openTanyao()) && c.allTiles(i -> !Tile.ofIndex(i).isTerminalOrHonour());
    }
}

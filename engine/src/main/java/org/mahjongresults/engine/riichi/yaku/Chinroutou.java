package org.mahjongresults.engine.riichi.yaku;

import org.mahjongresults.engine.tile.Tile;

/**
 * Chinroutou 清老頭, yakuman: terminals only.
 */
public final class Chinroutou implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return !c.hasHonours() && c.allTiles(i -> Tile.ofIndex(i).isTerminal());
    }
}

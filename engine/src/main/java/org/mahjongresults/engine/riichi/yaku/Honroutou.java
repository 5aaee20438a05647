package org.mahjongresults.engine.riichi.yaku;

import org.mahjongresults.engine.riichi.Reading;
import org.mahjongresults.engine.tile.Tile;

/**
 * Honroutou 混老頭, 2 han: only terminals and honours, both present (as triplets or as seven pairs).
 */
public final class Honroutou implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.sequenceCount() == 0 && c.shape() != Reading.Shape.THIRTEEN_ORPHANS && c.hasHonours() && c.suitMask() != 0
                && c.allTiles(i -> Tile.ofIndex(i).isTerminalOrHonour());
    }
}

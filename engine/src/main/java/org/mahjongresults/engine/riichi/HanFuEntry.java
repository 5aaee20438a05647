package org.mahjongresults.engine.riichi;

import java.util.EnumSet;
import java.util.Set;
import org.mahjongresults.engine.riichi.yaku.Yaku;

/**
 * A win entered on the score sheet as han and fu with its yaku named, instead of its tiles.
 *
 * @param yaku  the yaku named (dora are not yaku)
 * @param open  the hand has a called meld
 * @param tsumo won by self-draw
 * @param han   the total han, dora included (ignored with a yakuman)
 * @param fu    the fu as rounded (ignored with a yakuman)
 */
public record HanFuEntry(Set<Yaku> yaku, boolean open, boolean tsumo, int han, int fu) {

    public HanFuEntry {
        yaku = yaku == null || yaku.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(yaku));
    }
}

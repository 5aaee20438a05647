package org.mahjongresults.engine.riichi;

import java.util.List;
import org.mahjongresults.engine.tile.Tile;

/**
 * One way to read a winning hand: its groups, the group the winning tile completed and the wait that gives.
 *
 * @param shape    standard (four groups and a pair), seven pairs or thirteen orphans
 * @param groups   declared melds first, then the standing groups, the pair last (thirteen orphans: the pair, then
 *                 the twelve lone tiles)
 * @param winGroup index in {@code groups} of the group the winning tile completed
 * @param waitType the wait of that group
 * @param winTile  the winning tile
 */
public record Reading(Shape shape, List<Group> groups, int winGroup, Wait waitType, Tile winTile) {

    /** The three winning shapes. */
    public enum Shape {
        STANDARD, SEVEN_PAIRS, THIRTEEN_ORPHANS
    }

    public Reading {
        groups = List.copyOf(groups);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Group g : groups) {
            sb.append(g).append(' ');
        }
        return sb.append("wait ").append(waitType.name().toLowerCase(java.util.Locale.ROOT)).append(" on ")
                .append(winTile.code()).toString();
    }
}

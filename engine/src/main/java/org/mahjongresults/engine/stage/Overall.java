package org.mahjongresults.engine.stage;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The overall result of a tournament in stages: the players of the last stage in its order, then those of the stage
 * before who did not reach it in that stage's order, and so on back to the qualification.
 */
public final class Overall {

    private Overall() {
    }

    /** @param stageOrders each stage's own final order of its players, the qualification first */
    public static List<Long> order(List<List<Long>> stageOrders) {
        Set<Long> placed = new LinkedHashSet<>();
        for (int s = stageOrders.size() - 1; s >= 0; s--) {
            placed.addAll(stageOrders.get(s));
        }
        return new ArrayList<>(placed);
    }
}

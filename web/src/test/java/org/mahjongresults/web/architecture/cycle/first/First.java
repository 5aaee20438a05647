package org.mahjongresults.web.architecture.cycle.first;

import org.mahjongresults.web.architecture.cycle.second.Second;

/** Half of a package cycle on purpose: proves that the cycle rule of {@code FeaturePackagesTest} can fail. */
public final class First {

    public Second other() {
        return new Second();
    }
}

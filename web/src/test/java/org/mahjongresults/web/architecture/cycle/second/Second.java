package org.mahjongresults.web.architecture.cycle.second;

import org.mahjongresults.web.architecture.cycle.first.First;

/** The other half of the package cycle of {@link First}. */
public final class Second {

    public First other() {
        return new First();
    }
}

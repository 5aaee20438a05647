package org.mahjongresults.engine.appeal;

import org.mahjongresults.engine.tournament.StaffRole;

/** The decision an appeal contests: a penalty, or a hand of a score sheet (MCR 2006 §3.12-§3.13; issue 7). */
public sealed interface Contested {

    /** A hand of a sheet: the referee's ruling on how it was scored or settled. */
    record HandResult() implements Contested {
    }

    /**
     * A recorded penalty.
     *
     * @param imposedBy the role of the official who imposed it
     * @param basis     the ground it was imposed on
     */
    record PenaltyImposed(StaffRole imposedBy, PenaltyBasis basis) implements Contested {

        public PenaltyImposed {
            if (imposedBy == null || basis == null) {
                throw new IllegalArgumentException("a contested penalty needs who imposed it and on what ground");
            }
        }
    }

    /** A hand of a sheet. */
    static Contested hand() {
        return new HandResult();
    }

    /** A penalty imposed by {@code imposedBy} on the ground {@code basis}. */
    static Contested penalty(StaffRole imposedBy, PenaltyBasis basis) {
        return new PenaltyImposed(imposedBy, basis);
    }
}

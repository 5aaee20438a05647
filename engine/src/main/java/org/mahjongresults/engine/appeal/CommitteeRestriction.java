package org.mahjongresults.engine.appeal;

import org.mahjongresults.engine.tournament.StaffRole;

/**
 * The one limit on the arbitration committee's powers (000 §3.13.3, 004 §3.13.3, our §13.4): it may review
 * everything the chief referee may, "但不得否决裁判长根据《规则》和竞赛规程以及为维持纪律所作的判罚" — it may not
 * overturn a penalty the chief referee imposed under the Rules and regulations or to maintain discipline.
 *
 * <p>A director imposing a penalty exercises the chief referee's powers ({@link StaffRole#includes}), so the same
 * protection applies. A penalty imposed by a table referee is not protected: the committee may cancel it even when
 * the chief referee rejected the appeal against it, because it is the chief referee's decision on the appeal that the
 * committee reviews.
 */
public final class CommitteeRestriction {

    private CommitteeRestriction() {
    }

    /** True if a committee decision may cancel a penalty imposed by {@code imposedBy} on the ground {@code basis}. */
    public static boolean mayCancel(StaffRole imposedBy, PenaltyBasis basis) {
        boolean byChiefReferee = imposedBy.includes(StaffRole.CHIEF_REFEREE);
        return !(byChiefReferee && (basis == PenaltyBasis.RULES || basis == PenaltyBasis.DISCIPLINE));
    }

    /** True if upholding an appeal against {@code contested} may stand as a committee decision. */
    public static boolean mayCancel(Contested contested) {
        return !(contested instanceof Contested.PenaltyImposed p) || mayCancel(p.imposedBy(), p.basis());
    }
}

package org.mahjongresults.engine.appeal;

import static org.mahjongresults.engine.tournament.StaffRole.CHIEF_REFEREE;
import static org.mahjongresults.engine.tournament.StaffRole.COMMITTEE;
import static org.mahjongresults.engine.tournament.StaffRole.DIRECTOR;
import static org.mahjongresults.engine.tournament.StaffRole.REFEREE;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import org.mahjongresults.engine.tournament.StaffRole;

/**
 * A step of the appeal workflow (MCR 2006 §3.12-§3.13, RULINGS §5), with the staff roles that may record it.
 *
 * <p>The roles are listed explicitly rather than through {@link StaffRole#includes}: the rules give the decisions
 * to the chief referee (000 §3.13.1) and to the arbitration committee (§3.13.3) alone, so a director, who otherwise
 * holds every power, does not decide appeals. The appellant's own acts (a further appeal, a withdrawal) are handed in
 * to an official and recorded by whoever may file an appeal: a referee, the chief referee or the director.
 */
public enum AppealAction {
    /** The chief referee finds for the appellant, with written reasons. */
    DECIDE_UPHOLD(roles(CHIEF_REFEREE)),
    /** The chief referee finds against the appellant, with written reasons. */
    DECIDE_REJECT(roles(CHIEF_REFEREE)),
    /** The appellant appeals the chief referee's rejection, in writing, to the arbitration committee. */
    APPEAL_FURTHER(roles(REFEREE, CHIEF_REFEREE, DIRECTOR)),
    /** The committee finds for the appellant. */
    COMMITTEE_UPHOLD(roles(COMMITTEE)),
    /** The committee finds against the appellant. */
    COMMITTEE_REJECT(roles(COMMITTEE)),
    /** The appellant withdraws the appeal before a decision (of the chief referee, or of the committee). */
    WITHDRAW(roles(REFEREE, CHIEF_REFEREE, DIRECTOR)),
    /**
     * The chief referee's rejection becomes final without a further appeal (the appellant declines one, or the
     * chief referee or the director closes the case): the fee is forfeited. Ours: RULES sets no time limit for the
     * further appeal, so without this step a rejected appeal's fee would be held for ever.
     */
    CLOSE(roles(CHIEF_REFEREE, DIRECTOR));

    private final Set<StaffRole> roles;

    AppealAction(Set<StaffRole> roles) {
        this.roles = roles;
    }

    private static Set<StaffRole> roles(StaffRole first, StaffRole... rest) {
        return Collections.unmodifiableSet(EnumSet.of(first, rest));
    }

    /** The roles that may record this step. */
    public Set<StaffRole> roles() {
        return roles;
    }

    /** True if a member of staff holding {@code role} may record this step. */
    public boolean mayBeTakenBy(StaffRole role) {
        return roles.contains(role);
    }

    /** The message key for translations, {@code appeal.action.<name>}. */
    public String messageKey() {
        return "appeal.action." + name().toLowerCase(Locale.ROOT);
    }
}

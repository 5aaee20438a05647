package org.mahjongresults.engine.results;

import org.mahjongresults.engine.tournament.TeamScoring;

/**
 * The rule that makes a team's (or a nation's) totals: every member, or the best {@code k} (issue 28, WMC 2019's nation
 * ranking counted each nation's best three).
 *
 * @param scoring which results count
 * @param k       how many players count for the best-K rules, at least 1; ignored for {@link TeamScoring#ALL_MEMBERS}
 */
public record TeamRule(TeamScoring scoring, int k) {

    /** RULES §13.2: the sums over every member. */
    public static final TeamRule ALL = new TeamRule(TeamScoring.ALL_MEMBERS, 0);

    public TeamRule {
        if (scoring == null) {
            throw new IllegalArgumentException("a team rule needs its scoring");
        }
        if (scoring != TeamScoring.ALL_MEMBERS && k < 1) {
            throw new IllegalArgumentException("the best K counts at least one player, not " + k);
        }
        if (scoring == TeamScoring.ALL_MEMBERS) {
            k = 0;
        }
    }

    public boolean allMembers() {
        return scoring == TeamScoring.ALL_MEMBERS;
    }
}

package org.mahjongresults.engine.results;

import java.util.List;
import java.util.Map;

/**
 * The director's standings settings beyond the ranking order (issue 28): the tie-breakers and the team rule. The
 * standings computation ({@link Standings#compute} or {@link LiveStandings}) ranks by table points and match points;
 * {@link #apply} then orders what is still tied and makes the teams' totals by the rule.
 *
 * @param tieBreakers the chain applied to tied players, first criterion first
 * @param teams       how a team's and a nation's totals are made
 */
public record StandingsPolicy(TieBreakerChain tieBreakers, TeamRule teams) {

    /** Today's rule: equal players share the place, a team counts every member (RULES §13.2). */
    public static final StandingsPolicy DEFAULT = new StandingsPolicy(TieBreakerChain.NONE, TeamRule.ALL);

    /** The standings with the tie-breakers applied and the teams made by the rule. */
    public Standings apply(Standings standings, TieFacts facts) {
        Standings out = tieBreakers.apply(standings, facts);
        if (!teams.allMembers() && !out.teams().isEmpty()) {
            out = out.withTeams(GroupTotals.teams(out, teams));
        }
        return out;
    }

    /** The nation ranking from each player's country (player id to country; blank or missing: no nation). */
    public List<NationRow> nations(Standings standings, Map<Long, String> countries) {
        return GroupTotals.nations(standings, teams, countries);
    }
}

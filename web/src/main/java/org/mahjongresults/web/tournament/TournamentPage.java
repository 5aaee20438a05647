package org.mahjongresults.web.tournament;

import java.util.List;
import org.mahjongresults.db.riichi.RiichiSettings;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Team;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.rulesets.RuleSetFeatures;
import org.mahjongresults.web.rulesets.RuleSets;

/**
 * A tournament's overview: its rules in force, its teams and its players. {@code riichi}: the riichi preset and game
 * length, read by the riichi rules' fragment only.
 */
public record TournamentPage(Tournament tournament, List<TeamRow> teams, List<PlayerRow> players,
                             boolean canManage, RiichiSettings riichi) {

    /** What the overview shows differently under the tournament's rule set (issue 34 item 5). */
    public RuleSetFeatures features() {
        return RuleSets.of(tournament);
    }

    /** A team with its members' names, for the overview's team list. */
    public record TeamRow(Team team, List<String> members) {
    }

    /** A player with the name of the player's team (null in an individual event). */
    public record PlayerRow(Player player, String teamName) {
    }
}

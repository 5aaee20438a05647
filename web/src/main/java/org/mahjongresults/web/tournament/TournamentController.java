package org.mahjongresults.web.tournament;

import io.javalin.http.Context;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Team;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;

/** A tournament's overview page: its rules in force, its teams and its players. */
public final class TournamentController {

    private final TournamentRepository tournaments;
    private final TournamentLookup lookup;

    public TournamentController(TournamentRepository tournaments, TournamentLookup lookup) {
        this.tournaments = tournaments;
        this.lookup = lookup;
    }

    public void overview(Context ctx) {
        Tournament t = lookup.visible(ctx);
        List<Team> teams = tournaments.teams(t.id());
        List<Player> players = tournaments.players(t.id());
        Map<Long, String> teamNames = teams.stream().collect(Collectors.toMap(Team::id, Team::name));
        Map<Long, List<String>> members = players.stream()
                .filter(p -> p.teamId() != null)
                .collect(Collectors.groupingBy(Player::teamId,
                        Collectors.mapping(Player::name, Collectors.toList())));
        var teamRows = teams.stream()
                .map(team -> new TournamentPage.TeamRow(team, members.getOrDefault(team.id(), List.of())))
                .toList();
        var playerRows = players.stream()
                .map(p -> new TournamentPage.PlayerRow(p, p.teamId() == null ? null : teamNames.get(p.teamId())))
                .toList();
        ctx.render("tournament/overview", Map.of("page",
                new TournamentPage(t, teamRows, playerRows, lookup.canManage(ctx, t))));
    }
}

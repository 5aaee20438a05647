package org.mahjongresults.web.tournament;

import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Team;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;

/** A tournament's public pages. */
public final class TournamentController {

    private final TournamentRepository tournaments;

    public TournamentController(TournamentRepository tournaments) {
        this.tournaments = tournaments;
    }

    public void overview(Context ctx) {
        Tournament t = visibleTournament(ctx);
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
        ctx.render("tournament/overview", Map.of("page", new TournamentPage(t, teamRows, playerRows)));
    }

    /** The tournament of the route's {id}; a draft or a missing one is a 404 for the public. */
    private Tournament visibleTournament(Context ctx) {
        long id = pathId(ctx);
        return tournaments.find(id)
                .filter(Tournament::isPublic)
                .orElseThrow(NotFoundResponse::new);
    }

    static long pathId(Context ctx) {
        try {
            return Long.parseLong(ctx.pathParam("id"));
        } catch (NumberFormatException e) {
            throw new NotFoundResponse();
        }
    }
}

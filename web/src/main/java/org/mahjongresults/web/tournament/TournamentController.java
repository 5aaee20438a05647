package org.mahjongresults.web.tournament;

import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.mahjongresults.db.account.StaffRepository;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Team;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.auth.CurrentUser;
import org.mahjongresults.web.auth.WebSessions;

/** A tournament's public pages. */
public final class TournamentController {

    private final TournamentRepository tournaments;
    private final WebSessions sessions;
    private final UserRepository users;
    private final StaffRepository staff;

    public TournamentController(TournamentRepository tournaments, WebSessions sessions, UserRepository users,
                                StaffRepository staff) {
        this.tournaments = tournaments;
        this.sessions = sessions;
        this.users = users;
        this.staff = staff;
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
        boolean canManage = CurrentUser.of(ctx, sessions, users, staff)
                .map(u -> u.has(t.id(), StaffRole.DIRECTOR)).orElse(false);
        ctx.render("tournament/overview", Map.of("page", new TournamentPage(t, teamRows, playerRows, canManage)));
    }

    /** The tournament of the route's {id}; a draft is visible to its staff only, a 404 for everyone else. */
    private Tournament visibleTournament(Context ctx) {
        long id = pathId(ctx);
        Tournament t = tournaments.find(id).orElseThrow(NotFoundResponse::new);
        boolean staffOfIt = CurrentUser.of(ctx, sessions, users, staff).map(u -> u.isStaffOf(id)).orElse(false);
        if (!t.isPublic() && !staffOfIt) {
            throw new NotFoundResponse();
        }
        return t;
    }

    static long pathId(Context ctx) {
        try {
            return Long.parseLong(ctx.pathParam("id"));
        } catch (NumberFormatException e) {
            throw new NotFoundResponse();
        }
    }
}

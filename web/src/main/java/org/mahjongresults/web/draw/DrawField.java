package org.mahjongresults.web.draw;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Team;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.draw.DrawPlayer;

/** The tournament's players as the draw engine sees them, shared by the MCR draw and the Swiss knockout rounds. */
public final class DrawField {

    private DrawField() {
    }

    /** The players as the engine's draw players: entry number, team (in a team event) and country. */
    public static List<DrawPlayer> drawPlayers(TournamentRepository tournaments, Tournament t, List<Player> players) {
        Map<Long, String> teams = new HashMap<>();
        for (Team team : tournaments.teams(t.id())) {
            teams.put(team.id(), team.name());
        }
        return players.stream().map(p -> new DrawPlayer(p.entryNumber(),
                t.teamEvent() && p.teamId() != null ? teams.get(p.teamId()) : null, p.country())).toList();
    }

    /** Entry number to player id, for storing a draw the engine made from entry numbers. */
    public static Map<Integer, Long> entryToPlayer(TournamentRepository tournaments, Tournament t) {
        Map<Integer, Long> m = new HashMap<>();
        for (Player p : tournaments.players(t.id())) {
            m.put(p.entryNumber(), p.id());
        }
        return m;
    }
}

package org.mahjongresults.web.tournament;

import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.SessionInfo;
import org.mahjongresults.db.riichi.RiichiSettings;
import org.mahjongresults.db.riichi.RiichiSettingsRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Team;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.web.clock.ClockService;
import org.mahjongresults.web.publish.TournamentChanged;
import org.mahjongresults.web.publish.TournamentEvents;

/** A tournament's pages and settings: the overview, and the director's edit of its details, rules and schedule. */
public final class TournamentService {

    private final TournamentRepository tournaments;
    private final DrawRepository draws;
    private final ClockService clocks;
    private final TournamentEvents events;
    private final RiichiSettingsRepository riichi;

    /** {@code events}: where a saved edit is announced, so that spectators see it at once. */
    public TournamentService(TournamentRepository tournaments, DrawRepository draws, ClockService clocks,
                             TournamentEvents events, RiichiSettingsRepository riichi) {
        this.riichi = riichi;
        this.tournaments = tournaments;
        this.draws = draws;
        this.clocks = clocks;
        this.events = events;
    }

    /** A riichi tournament's preset and game length (the defaults for a tournament that never chose them). */
    public RiichiSettings riichi(Tournament t) {
        return riichi.find(t.id());
    }

    /** The overview: the teams with their members, the players with their team's name. */
    public TournamentPage overview(Tournament t, boolean canManage) {
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
        return new TournamentPage(t, teamRows, playerRows, canManage, riichi(t));
    }

    /** The time zone of the venue, in which the director types the session starts. */
    public ZoneId zone(Tournament t) {
        return clocks.settings(t.id()).zone();
    }

    /** Each session's scheduled start (UTC), for the sessions that have one. */
    /**
     * The sessions after {@code sessions} that have a published draw: what cutting the tournament to {@code sessions}
     * would take off the players' cards and the public pages (issue 35: the settings warn before).
     */
    public List<Integer> publishedBeyond(Tournament t, int sessions) {
        if (sessions >= t.sessionCount() || t.drawStatus() != Tournament.DrawStatus.PUBLISHED) {
            return List.of();
        }
        return draws.seatings(t.id()).stream().map(org.mahjongresults.db.draw.Seating::session)
                .filter(n -> n > sessions).distinct().sorted().toList();
    }

    public Map<Integer, OffsetDateTime> schedule(Tournament t) {
        Map<Integer, OffsetDateTime> starts = new LinkedHashMap<>();
        for (SessionInfo s : draws.sessions(t.id())) {
            if (s.scheduledStart() != null) {
                starts.put(s.number(), s.scheduledStart());
            }
        }
        return starts;
    }

    /**
     * Saves the edited tournament (at the version the form was read at) with the sessions' schedule, in one
     * transaction; false, with nothing saved, when someone else saved the tournament meanwhile.
     */
    public boolean save(Actor actor, Tournament edited, Map<Integer, OffsetDateTime> schedule,
                        RiichiSettings riichiSettings) {
        try {
            tournaments.update(actor, edited, schedule, riichiSettings);
        } catch (StaleDataException e) {
            return false;
        }
        events.announce(TournamentChanged.whole(edited.id()));
        return true;
    }
}

package org.mahjongresults.web.players;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.SessionInfo;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.PlayerImportRow;
import org.mahjongresults.db.tournament.Team;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.tournament.PlayerStatus;
import org.mahjongresults.web.forms.CsvFile;
import org.mahjongresults.web.persons.PersonService;
import org.mahjongresults.web.publish.TournamentChanged;
import org.mahjongresults.web.publish.TournamentEvents;

/**
 * The director's registration of a tournament's field: players and teams entered one by one or imported from CSV,
 * edits, withdrawals and substitutes (a withdrawal takes effect after the sessions already played). After players
 * are entered, those no registered person matches become new persons; a proposed match waits for the director
 * (issue 18: nothing is merged silently).
 */
public final class PlayerService {

    /** Why a write was refused. */
    public enum Refusal {
        /** Another player has the entry number. */
        ENTRY_TAKEN,
        /** The player is no longer active (withdrawn or replaced already). */
        NOT_ACTIVE,
        /** The player changed or disappeared meanwhile. */
        GONE
    }

    /**
     * What a registration came to: refused (with why), or done, with how many entered players wait for the
     * director to confirm their person (then the director goes on to the persons page).
     */
    public record Outcome(Refusal refusal, int waitingMatches) {

        static Outcome done(int waiting) {
            return new Outcome(null, waiting);
        }

        static Outcome refused(Refusal why) {
            return new Outcome(why, 0);
        }

        public boolean ok() {
            return refusal == null;
        }
    }

    /** A CSV import: the file as read and checked, and, when it was clean and confirmed, what was imported. */
    public record Import(CsvFile.Result<PlayerImportRow> result, boolean imported, int players, int waitingMatches) {
    }

    private final TournamentRepository tournaments;
    private final DrawRepository draws;
    private final PersonService persons;
    private final TournamentEvents events;

    /** {@code events}: where a change of the field is announced, so that spectators see it at once. */
    public PlayerService(TournamentRepository tournaments, DrawRepository draws, PersonService persons,
                         TournamentEvents events) {
        this.tournaments = tournaments;
        this.draws = draws;
        this.persons = persons;
        this.events = events;
    }

    /** After a write: the spectators hear of it. */
    private Outcome announced(long tournament, Outcome outcome) {
        if (outcome.ok()) {
            events.announce(TournamentChanged.whole(tournament));
        }
        return outcome;
    }

    public List<Player> players(Tournament t) {
        return tournaments.players(t.id());
    }

    public Optional<Player> player(Tournament t, long playerId) {
        return tournaments.findPlayer(t.id(), playerId);
    }

    public List<Team> teams(Tournament t) {
        return tournaments.teams(t.id());
    }

    /** The entry number the add-player form proposes: one after the highest. */
    public int nextEntryNumber(Tournament t) {
        return tournaments.nextEntryNumber(t.id());
    }

    /** The number of sessions already started or finished: a withdrawal takes effect after them. */
    public int playedSessions(Tournament t) {
        return (int) draws.sessions(t.id()).stream().filter(SessionInfo::played).count();
    }

    /** Registers a player (refused if the entry number is taken). */
    public Outcome register(Actor actor, Player p) {
        try {
            tournaments.createPlayer(actor, p);
        } catch (RuntimeException e) {
            return Outcome.refused(Refusal.ENTRY_TAKEN);
        }
        return announced(p.tournamentId(), Outcome.done(persons.registerUnmatched(actor, false, p.tournamentId())));
    }

    /** Whether a team of that name (in any case) exists already. */
    public boolean teamExists(Tournament t, String name) {
        return tournaments.teams(t.id()).stream().anyMatch(team -> team.name().equalsIgnoreCase(name));
    }

    /** Adds a team; its country in capitals. The caller checked {@link #teamExists} first. */
    public void createTeam(Actor actor, Tournament t, String name, String nativeName, String country, String leader) {
        tournaments.createTeam(actor, new Team(null, t.id(), name, nativeName,
                country == null ? null : country.toUpperCase(Locale.ROOT), leader));
        events.announce(TournamentChanged.whole(t.id()));
    }

    /** Saves an edited player (refused if the entry number is taken, or the player is gone). */
    public Outcome edit(Actor actor, Player p) {
        try {
            tournaments.updatePlayer(actor, p);
            return announced(p.tournamentId(), Outcome.done(0));
        } catch (StaleDataException e) {
            return Outcome.refused(Refusal.GONE);
        } catch (RuntimeException e) {
            return Outcome.refused(Refusal.ENTRY_TAKEN);
        }
    }

    /** The player leaves after the sessions already played; later draws leave the player out. */
    public Outcome withdraw(Actor actor, Tournament t, Player p) {
        try {
            tournaments.withdraw(actor, t.id(), p.id(), playedSessions(t));
            return announced(t.id(), Outcome.done(0));
        } catch (StaleDataException e) {
            return Outcome.refused(Refusal.NOT_ACTIVE);
        }
    }

    /** A substitute takes the leaving player's place after the sessions already played; one transaction. */
    public Outcome substitute(Actor actor, Tournament t, Player leaving, Player substitute) {
        if (leaving.status() != PlayerStatus.ACTIVE) {
            return Outcome.refused(Refusal.NOT_ACTIVE);
        }
        try {
            tournaments.substitute(actor, t.id(), leaving.id(), playedSessions(t), substitute);
        } catch (StaleDataException e) {
            return Outcome.refused(Refusal.NOT_ACTIVE);
        } catch (RuntimeException e) {
            return Outcome.refused(Refusal.ENTRY_TAKEN);
        }
        return announced(t.id(), Outcome.done(persons.registerUnmatched(actor, false, t.id())));
    }

    /**
     * Reads and checks a player list against the players and teams already registered; with {@code confirm} a clean
     * file is imported, all at once.
     */
    public Import importCsv(Actor actor, Tournament t, String csv, boolean confirm) {
        List<Player> players = tournaments.players(t.id());
        Set<Integer> registered = players.stream().map(Player::entryNumber).collect(Collectors.toSet());
        Map<Long, Long> membersByTeam = players.stream().filter(p -> p.teamId() != null)
                .collect(Collectors.groupingBy(Player::teamId, Collectors.counting()));
        Map<String, Integer> teamSizes = new HashMap<>();
        for (Team team : tournaments.teams(t.id())) {
            teamSizes.put(team.name().toLowerCase(Locale.ROOT), membersByTeam.getOrDefault(team.id(), 0L).intValue());
        }
        CsvFile.Result<PlayerImportRow> result = PlayerCsv.read(csv, registered, teamSizes);
        if (confirm && result.clean()) {
            int n = tournaments.importPlayers(actor, t.id(), result.values());
            int waiting = persons.registerUnmatched(actor, false, t.id());
            events.announce(TournamentChanged.whole(t.id()));
            return new Import(result, true, n, waiting);
        }
        return new Import(result, false, 0, 0);
    }
}

package org.mahjongresults.web.hall;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.hall.HallSettings;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.web.tournament.PlayerSearch;
import org.mahjongresults.web.publish.TournamentChanged;
import org.mahjongresults.web.publish.TournamentEvents;
import org.mahjongresults.web.clock.ClockService;

/**
 * Event day in the hall, behind its pages: the director's hall settings, the officials' clock actions (each told to
 * every open page through the live events), the sessions and tables the hall page offers, and the players' search.
 * The clock itself, as every view reads it, is {@link ClockService}'s.
 */
public final class HallService {

    /** A player found, with the player's next (or current) table; null when the draw is not visible or is over. */
    public record FindHit(Player player, Seating next) {
    }

    /** The most players one search shows. */
    static final int MAX_HITS = 50;

    private final TournamentRepository tournaments;
    private final DrawRepository draws;
    private final ClockService clocks;
    private final TournamentEvents events;

    public HallService(TournamentRepository tournaments, DrawRepository draws, ClockService clocks,
                       TournamentEvents events) {
        this.tournaments = tournaments;
        this.draws = draws;
        this.clocks = clocks;
        this.events = events;
    }

    public HallSettings settings(long tournamentId) {
        return clocks.settings(tournamentId);
    }

    /** Saves the director's hall settings; open big screens hear of it and reload their region. */
    public void saveSettings(Actor actor, HallSettings settings) {
        clocks.saveSettings(actor, settings);
        events.announce(TournamentChanged.whole(settings.tournamentId()));
    }

    /**
     * An official's clock action; every open view hears of it.
     *
     * @throws org.mahjongresults.db.StaleDataException with the reason's message key when not allowed now
     */
    public ClockService.ClockView act(Actor actor, Tournament t, int session, ClockService.Action action,
                                      int minutes) {
        ClockService.ClockView view = clocks.act(actor, t, session, action, minutes);
        events.announce(TournamentChanged.whole(t.id()));
        return view;
    }

    /** True if the session has a table numbered {@code table} in the draw. */
    public boolean hasTable(long tournamentId, int session, int table) {
        return !draws.seatings(tournamentId, session, table).isEmpty();
    }

    /**
     * Gives one table more time than the session; every open view hears of it.
     *
     * @throws org.mahjongresults.db.StaleDataException with the reason's message key when not allowed now
     */
    public ClockService.ClockView extendTable(Actor actor, Tournament t, int session, int table, int minutes) {
        ClockService.ClockView view = clocks.extendTable(actor, t, session, table, minutes);
        events.announce(TournamentChanged.whole(t.id()));
        return view;
    }

    /** The numbers of the tournament's drawn sessions. */
    public List<Integer> sessions(long tournamentId) {
        return draws.sessions(tournamentId).stream().map(s -> s.number()).toList();
    }

    /** The table numbers of one session, in order. */
    public List<Integer> tables(long tournamentId, int session) {
        TreeSet<Integer> tables = new TreeSet<>();
        for (Seating seat : draws.seatings(tournamentId)) {
            if (seat.session() == session) {
                tables.add(seat.table());
            }
        }
        return new ArrayList<>(tables);
    }

    /**
     * Players by name (Latin letters with or without accents, or the native script), entry number or country, at
     * most {@value #MAX_HITS}, each with the next table to go to when {@code drawVisible}.
     */
    public List<FindHit> find(Tournament t, String query, boolean drawVisible) {
        List<FindHit> hits = new ArrayList<>();
        if (query.isEmpty()) {
            return hits;
        }
        int current = clocks.currentSession(t).orElse(1);
        String needle = PlayerSearch.fold(query);
        List<Seating> seatings = drawVisible ? draws.seatings(t.id()) : List.of();
        for (Player p : tournaments.players(t.id())) {
            if (PlayerSearch.matches(p, query, needle)) {
                hits.add(new FindHit(p, next(seatings, p, current)));
            }
            if (hits.size() >= MAX_HITS) {
                break;
            }
        }
        return hits;
    }

    /** The player's seat in the session being played or the next one after it. */
    private static Seating next(List<Seating> seatings, Player p, int current) {
        return seatings.stream()
                .filter(s -> s.playerId() == p.id() && s.session() >= current)
                .min(Comparator.comparingInt(Seating::session))
                .orElse(null);
    }
}

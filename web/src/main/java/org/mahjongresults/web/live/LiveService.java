package org.mahjongresults.web.live;

import org.mahjongresults.engine.tournament.SessionStatus;
import java.util.List;
import java.util.Optional;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.SessionInfo;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;

/**
 * What the live pages read besides the cached results: the tournament when a new results version is warmed before
 * it is announced, and which session's live page "the current session" is.
 */
public final class LiveService {

    private final TournamentRepository tournaments;
    private final DrawRepository draws;

    public LiveService(TournamentRepository tournaments, DrawRepository draws) {
        this.tournaments = tournaments;
        this.draws = draws;
    }

    /** The tournament as the database holds it now. */
    public Optional<Tournament> tournament(long id) {
        return tournaments.find(id);
    }

    /** The session being played for the live pages: the first not finished, else the last; 1 before any draw. */
    public int currentSession(long tournamentId) {
        List<SessionInfo> sessions = draws.sessions(tournamentId);
        return sessions.stream().filter(s -> s.status() != SessionStatus.FINISHED).map(SessionInfo::number).findFirst()
                .orElse(sessions.isEmpty() ? 1 : sessions.get(sessions.size() - 1).number());
    }
}

package org.mahjongresults.web.testing;

import java.time.Clock;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;

/**
 * A tournament of a test's own inside an application with the demo loaded: created as the test drafts it, with the
 * demo's "director" assigned as its director and signed in. The repositories are the test's way behind the website.
 */
public record DirectedTournament(TestApp app, Clock clock, AuditLog audit, TournamentRepository tournaments,
                                 Tournament tournament, Staff director) {

    /** Creates {@code draft} in {@code app} (started with the demo) and signs its director in. */
    public static DirectedTournament create(TestApp app, Tournament draft) {
        Clock clock = Clock.systemUTC();
        AuditLog audit = app.parts().audit();
        TournamentRepository tournaments = app.parts().tournaments();
        long directorId = app.parts().users().findByUsername("director").orElseThrow().id();
        Tournament created = tournaments.create(Actor.SYSTEM, draft, directorId, app.parts().staff());
        return new DirectedTournament(app, clock, audit, tournaments, created,
                Staff.login(app, "director", "demo-director"));
    }

    /** The tournament's id. */
    public long id() {
        return tournament.id();
    }

    /** A path inside the tournament: {@code path("/draw")} is "/tournaments/ID/draw". */
    public String path(String rest) {
        return "/tournaments/" + tournament.id() + rest;
    }
}

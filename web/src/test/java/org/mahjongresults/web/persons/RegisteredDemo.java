package org.mahjongresults.web.persons;

import org.mahjongresults.db.Actor;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.person.PersonRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.web.testing.TestApp;

/**
 * The demo tournament's players registered as persons (each unmatched player a person of its own), with the
 * repositories a registry test reads behind the website.
 */
record RegisteredDemo(AuditLog audit, TournamentRepository tournaments, PersonRepository persons, long demoId) {

    /** Registers the players of {@code app}'s demo tournament (the app started with the demo). */
    static RegisteredDemo of(TestApp app) {
        AuditLog audit = app.parts().audit();
        PersonRepository persons = app.parts().persons();
        long demoId = app.demoTournamentId();
        persons.registerUnmatched(Actor.SYSTEM, false, demoId);
        return new RegisteredDemo(audit, app.parts().tournaments(), persons, demoId);
    }

    /** The demo's player of this name. */
    Player player(String name) {
        return tournaments.players(demoId).stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }

    /** The person a player of the demo was registered as. */
    long personOf(Player player) {
        return persons.entry(false, demoId, player.id()).orElseThrow().personId();
    }
}

package org.mahjongresults.db.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;

/** The audit log: who, from where, what, before and after; newest first, per tournament or all. */
class AuditLogTest {

    private final Clock clock = Clock.fixed(Instant.parse("2026-05-01T09:00:00Z"), ZoneOffset.UTC);
    private Database db;
    private AuditLog audit;

    @BeforeEach
    void open() {
        db = TestDatabase.fresh();
        audit = new AuditLog(db, clock);
    }

    @AfterEach
    void close() {
        db.close();
    }

    @Test
    void anEntryRoundTripsWithItsActorAndBothSnapshots() {
        long tid = new TournamentRepository(db, clock, audit).create(Actor.SYSTEM, Tournament.newMcr("Cup")).id();
        db.transaction(tx -> {
            audit.record(tx, new Actor(null, "Referee Ōno", "203.0.113.9"), "thing.change", "thing", 7L, tid,
                    "{\"a\":1}", "{\"a\":2}");
            return null;
        });

        AuditLog.Entry e = audit.recent(tid, 1).get(0);
        assertThat(e.actor()).isEqualTo("Referee Ōno");
        assertThat(e.address()).isEqualTo("203.0.113.9");
        assertThat(e.action()).isEqualTo("thing.change");
        assertThat(e.entity()).isEqualTo("thing");
        assertThat(e.entityId()).isEqualTo(7L);
        assertThat(e.tournamentId()).isEqualTo(tid);
        assertThat(e.before()).isEqualTo("{\"a\":1}");
        assertThat(e.after()).isEqualTo("{\"a\":2}");
        assertThat(e.at()).isAtSameInstantAs(clock.instant().atOffset(ZoneOffset.UTC));
    }

    @Test
    void entriesComeNewestFirstLimitedAndFilteredByTournament() {
        TournamentRepository tournaments = new TournamentRepository(db, clock, audit);
        long one = tournaments.create(Actor.SYSTEM, Tournament.newMcr("One")).id();
        long two = tournaments.create(Actor.SYSTEM, Tournament.newMcr("Two")).id();
        audit.record(Actor.SYSTEM, "logout", "user", null, null);
        audit.record(Actor.SYSTEM, "a", "tournament", one, one);
        audit.record(Actor.SYSTEM, "b", "tournament", one, one);

        assertThat(audit.recent(one, 10)).extracting(AuditLog.Entry::action)
                .containsExactly("b", "a", "tournament.create");
        assertThat(audit.recent(one, 2)).extracting(AuditLog.Entry::action).containsExactly("b", "a");
        assertThat(audit.recent(two, 10)).extracting(AuditLog.Entry::action).containsExactly("tournament.create");
        assertThat(audit.recent(null, 10)).hasSize(5);
        assertThat(audit.recent(null, 10).get(2).action()).isEqualTo("logout");
    }

    @Test
    void overlongTextIsCutToItsColumnInsteadOfFailingTheWrite() {
        String longName = "n".repeat(200);
        String longJson = "[" + "1,".repeat(5000) + "1]";
        db.transaction(tx -> {
            audit.record(tx, new Actor(null, longName, "a".repeat(100)), "x", "y", null, null, null, longJson);
            return null;
        });
        AuditLog.Entry e = audit.recent(null, 1).get(0);
        assertThat(e.actor()).hasSize(64);
        assertThat(e.address()).hasSize(64);
        assertThat(e.after()).hasSize(8000);
    }
}

package org.mahjongresults.db.draw;

import org.mahjongresults.db.testing.SessionStatuses;
import org.mahjongresults.engine.tournament.SessionStatus;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Team;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.engine.draw.Seat;
import org.mahjongresults.engine.draw.Session;
import org.mahjongresults.engine.draw.Table;

/** The stored draw: the engine's draw in and out by entry number, its state under the tournament's version. */
class DrawRepositoryTest {

    private final Clock clock = Clock.fixed(Instant.parse("2026-05-01T09:00:00Z"), ZoneOffset.UTC);
    private Database db;
    private AuditLog audit;
    private DrawRepository draws;
    private TournamentRepository tournaments;
    private Tournament t;
    private final Map<Integer, Long> entryToPlayer = new HashMap<>();

    @BeforeEach
    void open() {
        db = TestDatabase.fresh();
        audit = new AuditLog(db, clock);
        draws = new DrawRepository(db, audit);
        tournaments = new TournamentRepository(db, clock, audit);
        t = tournaments.create(Actor.SYSTEM, Tournament.newMcr("Cup"));
        Team team = tournaments.createTeam(Actor.SYSTEM, new Team(null, t.id(), "Winds", null, "FR", null));
        for (int entry = 1; entry <= 8; entry++) {
            Player p = tournaments.createPlayer(Actor.SYSTEM, Player.newPlayer(t.id(), entry, "Player " + entry,
                    null, "FR", entry == 1 ? team.id() : null, null));
            entryToPlayer.put(entry, p.id());
        }
    }

    @AfterEach
    void close() {
        db.close();
    }

    private static Draw twoSessions() {
        return new Draw(List.of(
                new Session(1, List.of(new Table(1, List.of(1, 2, 3, 4)), new Table(2, List.of(5, 6, 7, 8)))),
                new Session(2, List.of(new Table(1, List.of(8, 6, 3, 1)), new Table(2, List.of(7, 5, 4, 2))))));
    }

    private Tournament current() {
        return tournaments.find(t.id()).orElseThrow();
    }

    @Test
    void aSavedDrawLoadsBackEqualWithItsStateAndSeed() {
        draws.save(Actor.SYSTEM, t, twoSessions(), 1, entryToPlayer, Tournament.DrawStatus.DRAFT, 12345L);

        assertThat(draws.load(t.id())).isEqualTo(twoSessions());
        Tournament after = current();
        assertThat(after.drawStatus()).isEqualTo(Tournament.DrawStatus.DRAFT);
        assertThat(after.drawSeed()).isEqualTo(12345L);
        assertThat(after.version()).isEqualTo(t.version() + 1);
        assertThat(draws.sessions(t.id())).extracting(SessionInfo::number).containsExactly(1, 2);
        assertThat(draws.sessions(t.id())).allSatisfy(s -> assertThat(s.played()).isFalse());
        assertThat(audit.recent(t.id(), 1).get(0).action()).isEqualTo("draw.save");
    }

    @Test
    void seatingsComeBySessionTableAndSeatWithThePlayersNames() {
        draws.save(Actor.SYSTEM, t, twoSessions(), 1, entryToPlayer, Tournament.DrawStatus.DRAFT, null);

        List<Seating> table = draws.seatings(t.id(), 2, 1);
        assertThat(table).extracting(Seating::seat).containsExactly(Seat.EAST, Seat.SOUTH, Seat.WEST, Seat.NORTH);
        assertThat(table).extracting(Seating::entryNumber).containsExactly(8, 6, 3, 1);
        assertThat(table.get(3).name()).isEqualTo("Player 1");
        assertThat(table.get(3).teamName()).isEqualTo("Winds");
        assertThat(table.get(0).teamName()).isNull();
        assertThat(draws.seatings(t.id(), 2, 9)).isEmpty();
        List<Seating> all = draws.seatings(t.id());
        assertThat(all).hasSize(16);
        assertThat(all).extracting(s -> s.session() * 100 + s.table() * 10 + s.seat().ordinal()).isSorted();
        assertThat(DrawRepository.grouped(all).get(2).get(2)).extracting(Seating::entryNumber)
                .containsExactly(7, 5, 4, 2);
    }

    @Test
    void aDrawFromAStaleTournamentIsRefusedAndTheOldDrawStays() {
        draws.save(Actor.SYSTEM, t, twoSessions(), 1, entryToPlayer, Tournament.DrawStatus.DRAFT, 1L);
        Draw other = new Draw(List.of(
                new Session(1, List.of(new Table(1, List.of(4, 3, 2, 1)), new Table(2, List.of(8, 7, 6, 5))))));

        assertThatThrownBy(() -> draws.save(Actor.SYSTEM, t, other, 1, entryToPlayer, Tournament.DrawStatus.DRAFT,
                2L)).isInstanceOf(StaleDataException.class).hasMessageContaining("tournament.stale");
        assertThatThrownBy(() -> draws.setStatus(Actor.SYSTEM, t, Tournament.DrawStatus.PUBLISHED))
                .isInstanceOf(StaleDataException.class);

        assertThat(draws.load(t.id())).isEqualTo(twoSessions());
        assertThat(current().drawStatus()).isEqualTo(Tournament.DrawStatus.DRAFT);
    }

    @Test
    void aRedrawReplacesOnlyTheLaterSessionsAndNeverAPlayedOne() {
        draws.save(Actor.SYSTEM, t, twoSessions(), 1, entryToPlayer, Tournament.DrawStatus.LOCKED, 1L);
        Draw redrawn = new Draw(List.of(twoSessions().session(1),
                new Session(2, List.of(new Table(1, List.of(1, 5, 2, 6)), new Table(2, List.of(3, 7, 4, 8))))));

        draws.save(Actor.SYSTEM, current(), redrawn, 2, entryToPlayer, Tournament.DrawStatus.LOCKED, 1L);
        assertThat(draws.load(t.id())).isEqualTo(redrawn);

        SessionStatuses.set(db, t.id(), 1, SessionStatus.RUNNING);
        assertThat(draws.sessions(t.id()).get(0).played()).isTrue();
        assertThatThrownBy(() -> draws.save(Actor.SYSTEM, current(), twoSessions(), 1, entryToPlayer,
                Tournament.DrawStatus.LOCKED, 1L)).isInstanceOf(StaleDataException.class)
                .hasMessageContaining("draw.sessionPlayed");
        assertThat(draws.load(t.id())).as("the whole save rolled back").isEqualTo(redrawn);
    }

    @Test
    void aDrawNamingAnUnknownEntryNumberWritesNothing() {
        Draw unknown = new Draw(List.of(new Session(1, List.of(new Table(1, List.of(1, 2, 3, 99))))));
        assertThatThrownBy(() -> draws.save(Actor.SYSTEM, t, unknown, 1, entryToPlayer,
                Tournament.DrawStatus.DRAFT, null)).isInstanceOf(IllegalArgumentException.class);
        assertThat(draws.seatings(t.id())).isEmpty();
        assertThat(current().version()).isEqualTo(t.version());
    }

    @Test
    void theDrawStateChangesUnderTheTournamentsVersionAndIsAudited() {
        draws.setStatus(Actor.SYSTEM, t, Tournament.DrawStatus.PUBLISHED);
        assertThat(current().drawStatus()).isEqualTo(Tournament.DrawStatus.PUBLISHED);
        AuditLog.Entry e = audit.recent(t.id(), 1).get(0);
        assertThat(e.before()).isEqualTo("{\"status\":\"NONE\"}");
        assertThat(e.after()).isEqualTo("{\"status\":\"PUBLISHED\"}");
    }

    @Test
    void theScheduleSetsStartsOfTheFirstSessionsAndTheSeatingIsKept() {
        OffsetDateTime nine = OffsetDateTime.of(2026, 5, 1, 9, 0, 0, 0, ZoneOffset.UTC);
        draws.schedule(t.id(), 3, Map.of(1, nine, 3, nine.plusHours(5)));

        List<SessionInfo> sessions = draws.sessions(t.id());
        assertThat(sessions).extracting(SessionInfo::number).containsExactly(1, 2, 3);
        assertThat(sessions.get(0).scheduledStart()).isAtSameInstantAs(nine);
        assertThat(sessions.get(1).scheduledStart()).isNull();
        assertThat(sessions.get(2).scheduledStart()).isAtSameInstantAs(nine.plusHours(5));
        assertThat(sessions).extracting(SessionInfo::status).containsOnly(SessionStatus.SCHEDULED);

        draws.setSeating(t.id(), 2, "STANDINGS");
        assertThat(draws.sessions(t.id()).get(1).seating()).isEqualTo("STANDINGS");
    }
}

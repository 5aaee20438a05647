package org.mahjongresults.db.account;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.tournament.StaffRole;

/** Roles per tournament, a scorekeeper's tables, and the staff list in role order. */
class StaffRepositoryTest {

    private final Clock clock = Clock.fixed(Instant.parse("2026-05-01T09:00:00Z"), ZoneOffset.UTC);
    private Database db;
    private AuditLog audit;
    private StaffRepository staff;
    private UserRepository users;
    private long tid;
    private long other;

    @BeforeEach
    void open() {
        db = TestDatabase.fresh();
        audit = new AuditLog(db, clock);
        staff = new StaffRepository(db, audit);
        users = new UserRepository(db, clock, audit);
        TournamentRepository tournaments = new TournamentRepository(db, clock, audit);
        tid = tournaments.create(Actor.SYSTEM, Tournament.newMcr("Cup")).id();
        other = tournaments.create(Actor.SYSTEM, Tournament.newMcr("Other cup")).id();
    }

    @AfterEach
    void close() {
        db.close();
    }

    @Test
    void rolesBelongToOneTournamentAndAssigningTwiceKeepsOneRow() {
        long u = users.create(Actor.SYSTEM, "ref", "Ref", "h", false).id();
        staff.assign(Actor.SYSTEM, tid, u, StaffRole.REFEREE, null);
        staff.assign(Actor.SYSTEM, tid, u, StaffRole.REFEREE, null);
        staff.assign(Actor.SYSTEM, tid, u, StaffRole.DIRECTOR, null);

        assertThat(staff.roles(u, tid)).containsExactlyInAnyOrder(StaffRole.REFEREE, StaffRole.DIRECTOR);
        assertThat(staff.roles(u, other)).isEmpty();
        assertThat(staff.staff(tid)).hasSize(2);
        assertThat(staff.directsAny(u)).isTrue();

        staff.remove(Actor.SYSTEM, tid, u, StaffRole.DIRECTOR);
        assertThat(staff.roles(u, tid)).containsExactly(StaffRole.REFEREE);
        assertThat(staff.directsAny(u)).isFalse();
        assertThat(audit.recent(tid, 1).get(0).before()).isEqualTo("{\"role\":\"DIRECTOR\"}");
    }

    @Test
    void aScorekeeperWithTablesScoresOnlyThoseAndOneWithoutScoresEveryTable() {
        long limited = users.create(Actor.SYSTEM, "sk1", "Scorer One", "h", false).id();
        long all = users.create(Actor.SYSTEM, "sk2", "Scorer Two", "h", false).id();
        staff.assign(Actor.SYSTEM, tid, limited, StaffRole.SCOREKEEPER, Set.of(3, 1));
        staff.assign(Actor.SYSTEM, tid, all, StaffRole.SCOREKEEPER, Set.of());

        assertThat(staff.mayScoreTable(limited, tid, 1)).isTrue();
        assertThat(staff.mayScoreTable(limited, tid, 2)).isFalse();
        assertThat(staff.mayScoreTable(limited, other, 1)).isFalse();
        assertThat(staff.mayScoreTable(all, tid, 42)).isTrue();
        assertThat(audit.recent(tid, 2).get(1).after()).isEqualTo("{\"role\":\"SCOREKEEPER\",\"tables\":[1,3]}");
        assertThat(audit.recent(tid, 1).get(0).after()).isEqualTo("{\"role\":\"SCOREKEEPER\",\"tables\":\"all\"}");

        staff.assign(Actor.SYSTEM, tid, limited, StaffRole.SCOREKEEPER, Set.of(2));
        assertThat(staff.mayScoreTable(limited, tid, 1)).as("reassigning replaces the tables").isFalse();
        assertThat(staff.mayScoreTable(limited, tid, 2)).isTrue();
    }

    @Test
    void theStaffListIsByRoleThenNameWithEachScorekeepersTables() {
        long b = users.create(Actor.SYSTEM, "b", "Bea", "h", false).id();
        long a = users.create(Actor.SYSTEM, "a", "Abe", "h", false).id();
        long d = users.create(Actor.SYSTEM, "d", "Dan", "h", false).id();
        staff.assign(Actor.SYSTEM, tid, b, StaffRole.SCOREKEEPER, Set.of(2));
        staff.assign(Actor.SYSTEM, tid, a, StaffRole.SCOREKEEPER, null);
        staff.assign(Actor.SYSTEM, tid, d, StaffRole.DIRECTOR, null);

        var list = staff.staff(tid);
        assertThat(list).extracting(StaffRepository.StaffMember::displayName).containsExactly("Dan", "Abe", "Bea");
        assertThat(list).filteredOn(m -> m.userId() == b).singleElement()
                .satisfies(m -> {
                    assertThat(m.allTables()).isFalse();
                    assertThat(m.tables()).containsExactly(2);
                });
        assertThat(list).filteredOn(m -> m.userId() == a).singleElement()
                .satisfies(m -> assertThat(m.allTables()).isTrue());
    }
}

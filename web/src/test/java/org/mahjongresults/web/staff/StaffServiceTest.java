package org.mahjongresults.web.staff;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.account.StaffRepository;
import org.mahjongresults.db.account.User;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.testing.TestApp;

/** A tournament's officials through the application's own service, without HTTP: only a scorekeeper is limited to tables; a removal is one role. */
class StaffServiceTest {

    @Test
    void aScorekeeperKeepsTheTablesAnyOtherRoleCoversTheWholeTournament() {
        Clock clock = Clock.systemUTC();
        try (TestApp app = TestApp.start(false, clock)) {
            UserRepository users = app.parts().users();
            StaffService staff = app.parts().staffService();
            Tournament t = app.parts().tournaments().create(Actor.SYSTEM, Tournament.newMcr("Cup"));
            User anna = users.create(Actor.SYSTEM, "anna", "Anna", "x", false);

            assertThat(staff.account("anna")).hasValueSatisfying(u -> assertThat(u.id()).isEqualTo(anna.id()));
            assertThat(staff.account("nobody")).isEmpty();
            staff.assign(Actor.SYSTEM, t.id(), anna, StaffRole.SCOREKEEPER, Set.of(3, 4));
            staff.assign(Actor.SYSTEM, t.id(), anna, StaffRole.REFEREE, Set.of(7));
            assertThat(staff.staff(t.id())).anySatisfy(m -> {
                assertThat(m.role()).isEqualTo(StaffRole.SCOREKEEPER);
                assertThat(m.tables()).containsExactlyInAnyOrder(3, 4);
            }).anySatisfy(m -> {
                assertThat(m.role()).isEqualTo(StaffRole.REFEREE);
                assertThat(m.allTables()).isTrue();
            });

            staff.remove(Actor.SYSTEM, t.id(), anna.id(), StaffRole.SCOREKEEPER);
            assertThat(staff.staff(t.id())).extracting(StaffRepository.StaffMember::role)
                    .containsExactly(StaffRole.REFEREE);
        }
    }
}

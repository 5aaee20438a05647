package org.mahjongresults.db.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.testing.TestDatabase;

/** Accounts: names unique whatever their case, the one-time setup link, password changes ending other sessions. */
class UserRepositoryTest {

    private final Clock clock = Clock.fixed(Instant.parse("2026-05-01T09:00:00Z"), ZoneOffset.UTC);
    private final OffsetDateTime now = OffsetDateTime.now(clock);
    private Database db;
    private AuditLog audit;
    private UserRepository users;
    private SessionRepository sessions;

    @BeforeEach
    void open() {
        db = TestDatabase.fresh();
        audit = new AuditLog(db, clock);
        users = new UserRepository(db, clock, audit);
        sessions = new SessionRepository(db);
    }

    @AfterEach
    void close() {
        db.close();
    }

    @Test
    void aUserRoundTripsWithoutItsHashWhichOnlyThePasswordCheckReads() {
        User created = users.create(Actor.SYSTEM, "li.wei", "Li Wei 李伟", "$argon2id$hash", false);

        assertThat(users.find(created.id())).contains(created);
        assertThat(users.findByUsername("LI.WEI")).contains(created);
        assertThat(created.displayName()).isEqualTo("Li Wei 李伟");
        assertThat(created.active()).isTrue();
        assertThat(created.siteAdmin()).isFalse();
        assertThat(created.failedLogins()).isZero();
        assertThat(created.passwordChangedAt()).isAtSameInstantAs(now);
        assertThat(users.passwordHash(created.id())).contains("$argon2id$hash");
        assertThat(audit.recent(null, 1).get(0).after()).isEqualTo("{\"id\":" + created.id()
                + ",\"username\":\"li.wei\",\"displayName\":\"Li Wei 李伟\",\"siteAdmin\":false}");
    }

    @Test
    void aUsernameIsTakenWhateverItsCaseAndTheRefusedAccountIsNotCreated() {
        users.create(Actor.SYSTEM, "sato", "Sato", "h", false);
        assertThatThrownBy(() -> users.create(Actor.SYSTEM, "SATO", "Another Sato", "h", false))
                .isInstanceOf(UserRepository.DuplicateUsernameException.class);
        assertThat(users.list()).extracting(User::displayName).containsExactly("Sato");
    }

    @Test
    void usersAreListedByUsernameAndOnlyAnActiveAdministratorCounts() {
        assertThat(users.anySiteAdmin()).isFalse();
        users.create(Actor.SYSTEM, "zoe", "Zoe", "h", false);
        users.create(Actor.SYSTEM, "anna", "Anna", "h", false);
        assertThat(users.anySiteAdmin()).isFalse();
        users.create(Actor.SYSTEM, "mia", "Mia", "h", true);
        assertThat(users.list()).extracting(User::username).containsExactly("anna", "mia", "zoe");
        assertThat(users.anySiteAdmin()).isTrue();
    }

    @Test
    void theSetupLinkCreatesOneAdministratorOnceAndNotAfterItExpires() {
        SetupTokenRepository tokens = new SetupTokenRepository(db);
        tokens.create("token-hash", "FIRST_ADMIN", now, now.plusHours(1));
        tokens.create("old-hash", "FIRST_ADMIN", now.minusHours(2), now.minusHours(1));
        assertThat(tokens.isValid("token-hash", now)).isTrue();
        assertThat(tokens.isValid("old-hash", now)).isFalse();

        assertThat(users.createFirstAdmin(Actor.SYSTEM, "old-hash", "late", "Late", "h")).isEmpty();
        User admin = users.createFirstAdmin(Actor.SYSTEM, "token-hash", "root", "Root", "h").orElseThrow();
        assertThat(admin.siteAdmin()).isTrue();
        assertThat(users.createFirstAdmin(Actor.SYSTEM, "token-hash", "second", "Second", "h")).isEmpty();
        assertThat(tokens.isValid("token-hash", now)).isFalse();
        assertThat(users.list()).extracting(User::username).containsExactly("root");
    }

    @Test
    void aPasswordChangeUnlocksTheAccountAndEndsEveryOtherSessionOfThatUserOnly() {
        User u = users.create(Actor.SYSTEM, "kim", "Kim", "old", false);
        User other = users.create(Actor.SYSTEM, "lee", "Lee", "x", false);
        new LoginAttemptRepository(db, audit).failed(u.id(), "kim", "10.0.0.1", now, now.plusMinutes(15));
        assertThat(users.find(u.id()).orElseThrow().lockedUntil()).isAtSameInstantAs(now.plusMinutes(15));
        sessions.create("kept", u.id(), "csrf1", now, now.plusHours(1));
        sessions.create("ended", u.id(), "csrf2", now, now.plusHours(1));
        sessions.create("someone-else", other.id(), "csrf3", now, now.plusHours(1));

        users.changePassword(Actor.SYSTEM, u.id(), "new", "kept", "password.change");

        User read = users.find(u.id()).orElseThrow();
        assertThat(read.failedLogins()).isZero();
        assertThat(read.lockedUntil()).isNull();
        assertThat(users.passwordHash(u.id())).contains("new");
        assertThat(sessions.find("kept")).isPresent();
        assertThat(sessions.find("ended")).isEmpty();
        assertThat(sessions.find("someone-else")).isPresent();
        assertThat(audit.recent(null, 1).get(0).action()).isEqualTo("password.change");

        users.changePassword(Actor.SYSTEM, u.id(), "newer", null, "password.reset");
        assertThat(sessions.find("kept")).isEmpty();
    }

    @Test
    void anUpgradedHashReplacesTheOldOneWithoutAnAuditLine() {
        User u = users.create(Actor.SYSTEM, "ada", "Ada", "weak", false);
        int lines = audit.recent(null, 100).size();
        users.upgradeHash(u.id(), "strong");
        assertThat(users.passwordHash(u.id())).contains("strong");
        assertThat(audit.recent(null, 100)).hasSize(lines);
    }
}

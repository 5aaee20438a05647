package org.mahjongresults.db.account;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.testing.TestDatabase;

/** The memory behind login throttling: failures by name (until a success) and by address, newest first. */
class LoginAttemptRepositoryTest {

    private final Clock clock = Clock.fixed(Instant.parse("2026-05-01T09:00:00Z"), ZoneOffset.UTC);
    private final OffsetDateTime now = OffsetDateTime.now(clock);
    private Database db;
    private AuditLog audit;
    private LoginAttemptRepository attempts;
    private UserRepository users;

    @BeforeEach
    void open() {
        db = TestDatabase.fresh();
        audit = new AuditLog(db, clock);
        attempts = new LoginAttemptRepository(db, audit);
        users = new UserRepository(db, clock, audit);
    }

    @AfterEach
    void close() {
        db.close();
    }

    private static List<Instant> instants(List<OffsetDateTime> times) {
        return times.stream().map(OffsetDateTime::toInstant).toList();
    }

    @Test
    void failuresCountPerAccountWhateverTheCaseNewestFirstAndASuccessForgetsOnlyItsOwnAddressesFailures() {
        User u = users.create(Actor.SYSTEM, "kim", "Kim", "h", false);
        attempts.failed(u.id(), "kim", "10.0.0.1", now.minusMinutes(3), null);
        attempts.failed(u.id(), " KIM ", "10.0.0.2", now.minusMinutes(2), now.plusMinutes(5));

        assertThat(instants(attempts.failuresForUser("Kim", now.minusHours(1)).stream()
                .map(LoginAttemptRepository.Failure::at).toList()))
                .containsExactly(now.minusMinutes(2).toInstant(), now.minusMinutes(3).toInstant());
        assertThat(attempts.failuresForUser("kim", now.minusMinutes(150).plusMinutes(148))).hasSize(1);
        User locked = users.find(u.id()).orElseThrow();
        assertThat(locked.failedLogins()).isEqualTo(2);
        assertThat(locked.lockedUntil()).isAtSameInstantAs(now.plusMinutes(5));

        attempts.succeeded(u.id(), "kim", "10.0.0.1", now.minusMinutes(1));

        assertThat(attempts.failuresForUser("kim", now.minusHours(1)))
                .as("a success from 10.0.0.1 forgets that address's failures, not a stranger's from 10.0.0.2")
                .extracting(LoginAttemptRepository.Failure::address).containsExactly("10.0.0.2");
        attempts.succeeded(u.id(), "kim", "10.0.0.2", now.minusSeconds(30));
        assertThat(attempts.failuresForUser("kim", now.minusHours(1))).isEmpty();
        assertThat(users.find(u.id()).orElseThrow().failedLogins()).isZero();
        assertThat(users.find(u.id()).orElseThrow().lockedUntil()).isNull();
        assertThat(audit.recent(null, 4)).extracting(AuditLog.Entry::action)
                .containsExactly("login", "login", "login.failed", "login.failed");
    }

    @Test
    void failuresFromAnAddressCountWhateverTheNameAndAnUnknownNameFailsWithoutAnAccount() {
        attempts.failed(null, "nobody", "192.0.2.7", now.minusMinutes(2), null);
        attempts.failed(null, "someone", "192.0.2.7", now.minusMinutes(1), null);
        attempts.failed(null, "someone", "192.0.2.8", now.minusMinutes(1), null);

        assertThat(instants(attempts.failuresFromAddress("192.0.2.7", now.minusHours(1))))
                .containsExactly(now.minusMinutes(1).toInstant(), now.minusMinutes(2).toInstant());
        assertThat(attempts.failuresFromAddress("192.0.2.7", now.minusSeconds(90))).hasSize(1);
    }

    @Test
    void anAdministratorsResetClearsTheAccountsFailuresAndAThrottledLoginIsOnlyAudited() {
        attempts.failed(null, "ada", "10.0.0.1", now.minusMinutes(2), null);
        attempts.throttled("ada", "10.0.0.1", java.time.Duration.ofSeconds(2));
        assertThat(attempts.failuresForUser("ada", now.minusHours(1))).hasSize(1);
        assertThat(audit.recent(null, 1).get(0).action()).isEqualTo("login.throttled");

        attempts.clearFailures("ADA", now.minusMinutes(1));

        assertThat(attempts.failuresForUser("ada", now.minusHours(1))).isEmpty();
    }
}

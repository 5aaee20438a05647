package org.mahjongresults.db.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.testing.TestDatabase;

/** Sessions in the database (they survive restarts): created, read, touched, flashed, expired. */
class SessionRepositoryTest {

    private final OffsetDateTime now = OffsetDateTime.of(2026, 5, 1, 9, 0, 0, 0, ZoneOffset.UTC);
    private Database db;
    private SessionRepository sessions;

    @BeforeEach
    void open() {
        db = TestDatabase.fresh();
        sessions = new SessionRepository(db);
    }

    @AfterEach
    void close() {
        db.close();
    }

    @Test
    void anAnonymousSessionRoundTripsWithItsCsrfTokenAndFlash() {
        sessions.create("s1", null, "csrf-token", now, now.plusMinutes(30));
        sessions.setFlash("s1", "flash.saved");

        var read = sessions.find("s1").orElseThrow();
        assertThat(read.userId()).isNull();
        assertThat(read.csrfToken()).isEqualTo("csrf-token");
        assertThat(read.flash()).isEqualTo("flash.saved");
        assertThat(read.lastSeenAt()).isAtSameInstantAs(now);
        assertThat(read.expiresAt()).isAtSameInstantAs(now.plusMinutes(30));
        sessions.setFlash("s1", null);
        assertThat(sessions.find("s1").orElseThrow().flash()).isNull();
    }

    @Test
    void aSessionIdIsUnique() {
        sessions.create("same", null, "a", now, now.plusMinutes(30));
        assertThatThrownBy(() -> sessions.create("same", null, "b", now, now.plusMinutes(30)))
                .isInstanceOf(RuntimeException.class);
        assertThat(sessions.find("same").orElseThrow().csrfToken()).isEqualTo("a");
    }

    @Test
    void aTouchedSessionOutlivesTheCleanupAndAnIdleOneDoesNot() {
        sessions.create("busy", null, "a", now, now.plusMinutes(30));
        sessions.create("idle", null, "b", now, now.plusMinutes(30));
        sessions.touch("busy", now.plusMinutes(20), now.plusMinutes(50));

        assertThat(sessions.deleteExpired(now.plusMinutes(40))).isEqualTo(1);

        assertThat(sessions.find("busy").orElseThrow().lastSeenAt()).isAtSameInstantAs(now.plusMinutes(20));
        assertThat(sessions.find("idle")).isEmpty();
        sessions.delete("busy");
        assertThat(sessions.find("busy")).isEmpty();
    }
}

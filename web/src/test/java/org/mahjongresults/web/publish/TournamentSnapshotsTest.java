package org.mahjongresults.web.publish;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.web.testing.TestApp;

/** The spectators' shared snapshot: fresh for a quarter of a second, never older than the version a page was told. */
class TournamentSnapshotsTest {

    private TestApp app;
    private TournamentSnapshots snapshots;
    private final AtomicLong now = new AtomicLong(1_000_000_000L);

    @BeforeEach
    void start() {
        app = TestApp.startWithDemo();
        snapshots = new TournamentSnapshots(app.parts().tournaments(),
                new ChangeFeed(app.parts().sheets()), now::get);
    }

    @AfterEach
    void stop() {
        app.close();
    }

    /** A write on another server: the results version moves in the database behind the snapshot's back. */
    private void bumpResultsVersion(long id) throws Exception {
        try (Connection c = app.db().dataSource().getConnection();
             PreparedStatement s = c.prepareStatement(
                     "update tournament set results_version = results_version + 1 where id = ?")) {
            s.setLong(1, id);
            s.executeUpdate();
        }
    }

    private long version(long id, long atLeast) {
        return snapshots.current(id, atLeast).orElseThrow().resultsVersion();
    }

    @Test
    void withinAQuarterOfASecondSpectatorsShareTheSnapshotAndAfterItTheyReadAgain() throws Exception {
        long id = app.demoTournamentId();
        long v = version(id, -1);
        bumpResultsVersion(id);
        now.addAndGet(200_000_000L);
        assertThat(version(id, -1)).isEqualTo(v);
        now.addAndGet(100_000_000L);
        assertThat(version(id, -1)).isEqualTo(v + 1);
    }

    @Test
    void aRequestToldOfANewerVersionReadsAgainAtOnce() throws Exception {
        long id = app.demoTournamentId();
        long v = version(id, -1);
        bumpResultsVersion(id);
        assertThat(version(id, v + 1)).isEqualTo(v + 1);
    }

    @Test
    void aRefreshBeforeAnAnnouncementTakesTheAnnouncedVersionAtOnce() throws Exception {
        long id = app.demoTournamentId();
        long v = version(id, -1);
        bumpResultsVersion(id);
        snapshots.refresh(id, v + 1);
        assertThat(version(id, -1)).isEqualTo(v + 1);
    }

    @Test
    void anUnknownTournamentHasNoSnapshot() {
        assertThat(snapshots.current(987_654L, -1)).isEmpty();
    }
}

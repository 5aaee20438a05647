package org.mahjongresults.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.tournament.RuleSet;

class MigrationTest {

    @Test
    void theMigrationsBuildTheWholeSchemaOnAFreshDatabase() {
        try (Database db = Database.open(TestDatabase.emptyConfig())) { // migrated from nothing here
            var info = Flyway.configure().dataSource(db.dataSource()).load().info();
            assertThat(info.pending()).isEmpty();
            assertThat(info.applied()).isNotEmpty();
            List<String> tables = db.dsl().meta().getTables().stream()
                    .map(t -> t.getName().toLowerCase())
                    .toList();
            assertThat(tables).contains("tournament", "team", "player", "tournament_session", "table_assignment",
                    "score_sheet", "hand", "hand_result", "hand_correction", "penalty", "appeal", "appeal_step",
                    "app_user", "tournament_staff", "http_session", "audit_log");
            assertThat(db.isHealthy()).isTrue();
            assertThat(db.dialect().name()).isEqualTo(TestDatabase.kind().equals("postgres") ? "POSTGRES" : "H2");
        }
    }

    @Test
    void migratingTwiceChangesNothing() {
        DbConfig config = TestDatabase.emptyConfig();
        try (Database first = Database.open(config)) {
            int applied = Flyway.configure().dataSource(first.dataSource()).load().info().applied().length;
            try (Database second = Database.open(config)) {
                assertThat(Flyway.configure().dataSource(second.dataSource()).load().info().applied())
                        .hasSize(applied);
            }
        }
    }

    @Test
    void aSwissTournamentStoredAsSichuanBeforeTheRenameReadsAsSwissAfterTheUpgrade() throws SQLException {
        DbConfig config = TestDatabase.emptyConfig();
        // A database of the release before the rename: migrated to V75, its Swiss tournament stored as SICHUAN.
        Flyway.configure().dataSource(config.url(), config.user(), config.password()).target("75").load().migrate();
        try (Connection c = DriverManager.getConnection(config.url(), config.user(), config.password());
             Statement s = c.createStatement()) {
            s.executeUpdate("INSERT INTO tournament (name, rule_set, hands_per_session, created_at) "
                    + "VALUES ('Old Swiss', 'SICHUAN', 4, CURRENT_TIMESTAMP)");
        }
        try (Database db = Database.open(config)) { // the rest of the migrations, as a server's start runs them
            List<Tournament> all = new TournamentRepository(db, Clock.systemUTC(), new AuditLog(db, Clock.systemUTC()))
                    .list();
            assertThat(all).extracting(Tournament::name, Tournament::ruleSet, Tournament::handsPerSession)
                    .containsExactly(tuple("Old Swiss", RuleSet.SWISS, 4));
        }
    }
}

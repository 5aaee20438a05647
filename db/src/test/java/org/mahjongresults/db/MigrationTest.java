package org.mahjongresults.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.TestDatabase;

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
}

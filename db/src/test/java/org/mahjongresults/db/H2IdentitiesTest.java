package org.mahjongresults.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.OnlyOnH2;

/**
 * After an unclean shutdown H2 2.3 may open with an identity behind rows already committed (issue 40; see
 * {@link H2Identities}). The state is made here as the harness found it, by rows written past the identity with
 * their ids given; opening the database again moves the identity past them, so the next inserts are not refused.
 */
@OnlyOnH2
class H2IdentitiesTest {

    @Test
    void openingMovesAnIdentityThatIsBehindItsRowsPastThem() throws Exception {
        Path dir = Files.createTempDirectory("h2-identities");
        DbConfig config = new DbConfig("jdbc:h2:file:" + dir.resolve("db").toAbsolutePath() + ";WRITE_DELAY=0", "sa",
                "", 2);
        long next;
        try (Database db = Database.open(config); Connection c = db.dataSource().getConnection();
             Statement s = c.createStatement()) {
            next = identityBase(s);
            // Ten rows at and past the identity's next value, as if committed before a kill that set it back.
            for (long id = next; id < next + 10; id++) {
                s.executeUpdate("insert into audit_log (id, occurred_at, action) values (" + id
                        + ", current_timestamp, 'before-the-kill')");
            }
            assertThat(identityBase(s)).as("given ids leave the identity behind them").isEqualTo(next);
        }
        try (Database db = Database.open(config); Connection c = db.dataSource().getConnection();
             Statement s = c.createStatement()) {
            assertThat(identityBase(s)).isEqualTo(next + 10);
            for (int i = 0; i < 10; i++) {
                s.executeUpdate("insert into audit_log (occurred_at, action) values (current_timestamp, 'after')");
            }
            try (ResultSet r = s.executeQuery("select count(*), min(id) from audit_log where action = 'after'")) {
                r.next();
                assertThat(r.getInt(1)).isEqualTo(10);
                assertThat(r.getLong(2)).isEqualTo(next + 10);
            }
        }
    }

    @Test
    void anIdentityAheadOfItsRowsIsLeftAsItIs() throws Exception {
        Path dir = Files.createTempDirectory("h2-identities");
        DbConfig config = new DbConfig("jdbc:h2:file:" + dir.resolve("db").toAbsolutePath() + ";WRITE_DELAY=0", "sa",
                "", 2);
        try (Database db = Database.open(config)) {
            assertThat(H2Identities.realign(db.dataSource())).isZero();
        }
    }

    private static long identityBase(Statement s) throws Exception {
        try (ResultSet r = s.executeQuery("select identity_base from information_schema.columns"
                + " where table_name = 'AUDIT_LOG' and column_name = 'ID'")) {
            r.next();
            return r.getLong(1);
        }
    }
}

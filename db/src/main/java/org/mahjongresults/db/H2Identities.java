package org.mahjongresults.db;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Puts every identity column of an H2 database ahead of its rows again after an unclean shutdown (issue 40).
 *
 * <p>H2 2.3 keeps an identity's next value in its schema, written in steps of its cache (32), and after a SIGKILL
 * it was seen to open with the next value behind rows that had been committed: in a test harness that kills a
 * process writing three transactions at a time, once in 40 kills, the identity of a table restarted ten below its
 * highest id, so the next ten inserts into it failed with a primary-key violation (on the website: ten hands that
 * could not be saved). PostgreSQL's sequences do not go back, so this runs on H2 only. The check costs one read of
 * the schema and one {@code max} per identity column, on start.
 */
final class H2Identities {

    private static final Logger LOG = LoggerFactory.getLogger(H2Identities.class);

    private H2Identities() {
    }

    /** An identity column and the value H2 will give next. */
    private record Identity(String schema, String table, String column, long next) {
    }

    /** @return the number of identity columns that were behind their rows and were moved past them */
    static int realign(DataSource ds) throws SQLException {
        int moved = 0;
        try (Connection c = ds.getConnection()) {
            List<Identity> identities = new ArrayList<>();
            try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(
                    "select table_schema, table_name, column_name, identity_base from information_schema.columns"
                            + " where is_identity = 'YES' and table_schema <> 'INFORMATION_SCHEMA'")) {
                while (r.next()) {
                    identities.add(new Identity(r.getString(1), r.getString(2), r.getString(3), r.getLong(4)));
                }
            }
            for (Identity id : identities) {
                long max;
                try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("select max(" + quote(id.column())
                        + ") from " + quote(id.schema()) + "." + quote(id.table()))) {
                    r.next();
                    max = r.getLong(1);
                }
                if (max >= id.next()) {
                    try (Statement s = c.createStatement()) {
                        s.execute("alter table " + quote(id.schema()) + "." + quote(id.table()) + " alter column "
                                + quote(id.column()) + " restart with " + (max + 1));
                    }
                    LOG.warn("the identity of {}.{} was at {} behind its highest id {} (an unclean shutdown);"
                            + " restarted at {}", id.table(), id.column(), id.next(), max, max + 1);
                    moved++;
                }
            }
            if (!c.getAutoCommit()) {
                c.commit();
            }
        }
        return moved;
    }

    /** Names come from H2's own schema, quoted as they are stored. */
    private static String quote(String name) {
        return '"' + name.replace("\"", "\"\"") + '"';
    }
}

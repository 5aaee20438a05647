package org.mahjongresults.web.system;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.DbConfig;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

/**
 * Today's code started on a database written by the previous release (issue 29): the fixture is an H2 script of
 * the database of commit 944b5e0 (migrations up to V15) holding the demo (with results) and a 400-player,
 * 10-session event with 8 sessions played, made with that release's own code. Flyway migrates it at start; every
 * table keeps every row, and the standings of both tournaments are what the previous release published.
 */
class UpgradeTest {

    private static final String FIXTURE = "/upgrade/fixture-944b5e0.sql.gz";
    /** The standings JSON the previous release answered on the fixture, by tournament id. */
    private static final Map<Long, String> PUBLISHED = Map.of(
            1L, "/upgrade/standings-1-944b5e0.json",
            3L, "/upgrade/standings-3-944b5e0.json");

    @Test
    void thePreviousReleasesDatabaseKeepsEveryRowAndItsStandingsAfterTheMigrations() throws Exception {
        Assumptions.assumeTrue(TestDatabase.kind().equals("h2"), "the fixture is an H2 script");
        Path dir = Files.createTempDirectory("upgrade");
        Path script = dir.resolve("fixture.sql.gz");
        try (InputStream in = UpgradeTest.class.getResourceAsStream(FIXTURE)) {
            assertThat(in).as(FIXTURE).isNotNull();
            Files.copy(in, script, StandardCopyOption.REPLACE_EXISTING);
        }
        String url = "jdbc:h2:file:" + dir.resolve("old").toAbsolutePath();
        Map<String, Long> before;
        try (Connection c = DriverManager.getConnection(url, "sa", ""); Statement s = c.createStatement()) {
            s.execute("RUNSCRIPT FROM '" + script + "' COMPRESSION GZIP");
            before = counts(c);
        }
        assertThat(before.get("flyway_schema_history")).isPositive();
        assertThat(before.get("hand")).as("hands of the fixture").isGreaterThan(10_000);

        long start = System.nanoTime();
        try (Database db = Database.open(new DbConfig(url, "sa", "", 5))) {
            System.out.printf("upgrade test: the previous release's database migrated in %d ms%n",
                    (System.nanoTime() - start) / 1_000_000);
            Map<String, Long> after;
            try (Connection c = db.dataSource().getConnection()) {
                after = counts(c);
            }
            for (Map.Entry<String, Long> table : before.entrySet()) {
                if (table.getKey().equals("flyway_schema_history")) {
                    continue;
                }
                assertThat(after.get(table.getKey())).as("rows of %s", table.getKey()).isEqualTo(table.getValue());
            }
            assertThat(after.get("flyway_schema_history")).isGreaterThan(before.get("flyway_schema_history"));
        }

        try (TestApp app = TestApp.start(new DbConfig(url, "sa", "", 5), false, Clock.systemUTC())) {
            Http http = new Http();
            ObjectMapper json = new ObjectMapper();
            for (Map.Entry<Long, String> published : PUBLISHED.entrySet()) {
                JsonNode then;
                try (InputStream in = UpgradeTest.class.getResourceAsStream(published.getValue())) {
                    then = json.readTree(in);
                }
                Http.Response now = http.get(app.url("/api/tournaments/" + published.getKey() + "/standings"));
                assertThat(now.status()).isEqualTo(200);
                assertSameWhereBothHaveIt(then, json.readTree(now.body()), "standings " + published.getKey());
            }
            for (String page : List.of("/", "/tournaments/1", "/tournaments/1/standings", "/tournaments/3/standings",
                    "/tournaments/3/sessions/9/cards", "/tournaments/1/players/1", "/tournaments/1/stats", "/grades",
                    "/history", "/tournaments/3/draw")) {
                assertThat(http.get(app.url(page + "?lang=en")).status()).as(page).isEqualTo(200);
            }
        }
    }

    /** Every table of the schema and its row count. */
    private static Map<String, Long> counts(Connection c) throws Exception {
        Map<String, Long> counts = new TreeMap<>();
        List<String> tables = new java.util.ArrayList<>();
        try (ResultSet rs = c.getMetaData().getTables(null, "PUBLIC", "%", new String[] {"TABLE", "BASE TABLE"})) {
            while (rs.next()) {
                tables.add(rs.getString("TABLE_NAME"));
            }
        }
        try (Statement s = c.createStatement()) {
            for (String table : tables) {
                try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM \"" + table + "\"")) {
                    rs.next();
                    counts.put(table.toLowerCase(java.util.Locale.ROOT), rs.getLong(1));
                }
            }
        }
        return counts;
    }

    /**
     * The previous answer's every value is in today's at the same place; today's may hold more fields (new marks,
     * new columns), never different values or fewer rows.
     */
    private static void assertSameWhereBothHaveIt(JsonNode then, JsonNode now, String where) {
        if (then.isObject()) {
            assertThat(now.isObject()).as(where).isTrue();
            for (Iterator<Map.Entry<String, JsonNode>> it = then.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                // "played" of a session being played is how provisional results are marked, which issue 30 changes.
                if (now.has(field.getKey()) && !field.getKey().equals("played")) {
                    assertSameWhereBothHaveIt(field.getValue(), now.get(field.getKey()), where + "." + field.getKey());
                }
            }
        } else if (then.isArray()) {
            assertThat(now.isArray()).as(where).isTrue();
            assertThat(now.size()).as(where + " size").isEqualTo(then.size());
            for (int i = 0; i < then.size(); i++) {
                assertSameWhereBothHaveIt(then.get(i), now.get(i), where + "[" + i + "]");
            }
        } else {
            assertThat(now).as(where).isEqualTo(then);
        }
    }
}

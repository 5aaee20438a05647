package org.mahjongresults.web.sheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.DbConfig;
import org.mahjongresults.db.backup.BackupCommand;
import org.mahjongresults.db.testing.OnlyOnH2;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * A backup holds the players' codes only sealed with the server's key, which lives beside the database and not in
 * it (issue 36): restored without the key, the right code confirms nothing; with the key copied back, it does. H2
 * only: the backup is H2's, through the documented command.
 */
@OnlyOnH2
class BackupWithoutKeyRouteTest {

    private static final String CODE = "583216";

    private static DbConfig at(Path folder) {
        return new DbConfig("jdbc:h2:file:" + folder.resolve("mahjong").toAbsolutePath() + ";WRITE_DELAY=0", "sa",
                "", 3);
    }

    private static int command(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        int status = BackupCommand.run(args, Map.of("DB_URL", at(Path.of(args[args.length - 1])).url()), print,
                print);
        assertThat(status).as(out.toString(StandardCharsets.UTF_8)).isZero();
        return status;
    }

    /** The table's player in seat {@code seat} confirms with {@code code} on their own phone; the answer. */
    private static Http.Response confirm(TestApp app, String base, long player, String code) {
        Http phone = new Http();
        String csrf = phone.get(app.url(base + "/sign?lang=en")).html().selectFirst("input[name=_csrf]").val();
        return phone.post(app.url(base + "/sign?lang=en"), Map.of("_csrf", csrf, "player",
                String.valueOf(player), "code", code, "verdict", "CONFIRM"));
    }

    @Test
    void aBackupRestoredWithoutTheServersKeyConfirmsNoSheetAndWithItDoes() throws Exception {
        Path dir = Files.createTempDirectory("backup-key");
        Path live = dir.resolve("live");
        String base;
        long[] players = new long[4];
        try (TestApp app = TestApp.start(at(live), true, Clock.systemUTC())) {
            SheetFixture t = new SheetFixture(app, 1, 1);
            base = t.base();
            for (int seat = 0; seat < 4; seat++) {
                players[seat] = t.id(seat);
            }
            Staff director = Staff.login(app, "director", "demo-director");
            for (int seat = 0; seat < 4; seat++) {
                assertThat(director.post(app, "/tournaments/" + app.demoTournamentId() + "/codes/" + t.id(seat),
                        Map.of("code", CODE)).status()).isEqualTo(302);
            }
            Staff keeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
            assertThat(t.draw(keeper, 1, "h1").status()).isEqualTo(302);
            assertThat(keeper.post(app, t.base() + "/sheet/submit", Map.of("version", String.valueOf(t.version()),
                    "confirmShort", "on", "reason", "Time for this test")).status()).isEqualTo(302);
            assertThat(confirm(app, base, players[0], CODE).status()).as("the right code, on the live server")
                    .isEqualTo(302);
            // What the database keeps is sealed: neither the code nor a bare Argon2id hash of it.
            assertThat(app.parts().signatures().codeHashes().values())
                    .hasSize(4).allMatch(h -> h.startsWith("$argon2id+hmac$"));
        }
        assertThat(live.resolve("secret.key")).as("the key is made beside the database").exists();

        Path zip = dir.resolve("mahjong-backup.zip");
        command("backup", zip.toString(), live.toString());
        Path restored = dir.resolve("restored");
        command("restore", zip.toString(), restored.toString());
        assertThat(restored.resolve("secret.key")).as("the backup does not carry the key").doesNotExist();

        try (TestApp app = TestApp.start(at(restored), false, Clock.systemUTC())) {
            Http.Response refused = confirm(app, base, players[1], CODE);
            assertThat(refused.status()).as("the right code, restored without the key").isEqualTo(422);
            assertThat(refused.html().select(".field-error").text()).isEqualTo("Wrong code.");
        }

        // The key copied back beside the restored file: the same code confirms again.
        Files.delete(restored.resolve("secret.key"));
        Files.copy(live.resolve("secret.key"), restored.resolve("secret.key"));
        try (TestApp app = TestApp.start(at(restored), false, Clock.systemUTC())) {
            assertThat(confirm(app, base, players[2], CODE).status()).as("with the key").isEqualTo(302);
        }
    }
}

package org.mahjongresults.web.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.DbConfig;
import org.mahjongresults.web.AppConfig;

/**
 * The deployable artefact (issue 29): the systemd unit in {@code scripts/systemd} passes
 * {@code systemd-analyze verify}, and its settings file holds only settings the website reads, with valid values.
 */
class SystemdUnitTest {

    private static final Path UNIT = Path.of("..", "scripts", "systemd", "mahjong-results.service");
    private static final Path ENV = Path.of("..", "scripts", "systemd", "mahjong-results.env");

    @Test
    void theUnitPassesSystemdAnalyzeVerify() throws Exception {
        Path analyze = Path.of("/usr/bin/systemd-analyze");
        Assumptions.assumeTrue(Files.isExecutable(analyze), "systemd-analyze is not installed");
        Path dir = Files.createTempDirectory("unit");
        // The unit as installed, but reading its settings from here rather than /etc.
        Files.copy(ENV, dir.resolve("mahjong-results.env"));
        Files.writeString(dir.resolve("mahjong-results.service"), Files.readString(UNIT)
                .replace("/etc/mahjong-results.env", dir.resolve("mahjong-results.env").toString()));
        Process p = new ProcessBuilder(analyze.toString(), "verify", "--man=no",
                dir.resolve("mahjong-results.service").toString()).redirectErrorStream(true).start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(out).isZero();
        assertThat(out).as("systemd's complaints about the unit").doesNotContain("mahjong-results.service");
        assertThat(Files.readString(UNIT)).contains("ExecStart=/usr/bin/java", "-jar /opt/mahjong-results/mahjong-web.jar",
                "Restart=on-failure", "KillSignal=SIGTERM");
    }

    @Test
    void theSettingsFileHoldsOnlySettingsTheWebsiteReads() throws IOException {
        Map<String, String> env = new LinkedHashMap<>();
        for (String line : Files.readAllLines(ENV)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                env.put(line.substring(0, line.indexOf('=')), line.substring(line.indexOf('=') + 1));
            }
        }
        assertThat(env.keySet()).isSubsetOf("PORT", "PUBLIC_URL", "DB_URL", "DB_USER", "DB_PASSWORD", "DEMO",
                "SECURE_COOKIES", "TRUSTED_PROXIES", "BACKUP_DIR", "BACKUP_EVERY_MINUTES", "BACKUP_KEEP",
                "METRICS_TOKEN", "SESSION_IDLE_MINUTES", "ADMIN_PASSWORD", "TEMPLATE_CACHE");
        AppConfig config = AppConfig.fromEnvironment(env);
        assertThat(config.publicUrl()).isEqualTo("https://results.example.org");
        assertThat(config.backup().enabled()).isTrue();
        assertThat(config.demo()).isFalse();
        assertThat(PublicAddress.normalise(config.publicUrl())).isPresent();
        assertThat(DbConfig.fromEnvironment(env).url()).startsWith("jdbc:h2:file:/var/lib/mahjong-results/");
    }
}

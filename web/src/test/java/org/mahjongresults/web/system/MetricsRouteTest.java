package org.mahjongresults.web.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/** {@code /metrics} (issue 29): who may read it, and what a monitoring system finds there. */
class MetricsRouteTest {

    @Test
    void thisMachineReadsRequestsByRouteTemplateThePoolTheJvmAndTheWritesInProgress() {
        try (TestApp app = TestApp.startWithDemo()) {
            Http http = new Http();
            long tid = app.demoTournamentId();
            http.get(app.url("/tournaments/" + tid));
            http.get(app.url("/tournaments/987654"));
            http.get(app.url("/no/such/page"));
            Http.Response r = http.get(app.url("/metrics"));
            assertThat(r.status()).isEqualTo(200);
            assertThat(r.header("Content-Type")).startsWith("text/plain");
            String body = r.body();
            // By template, never by path: the series stay few whatever is asked for.
            assertThat(body).contains("http_server_requests_seconds_count{method=\"GET\",route=\"/tournaments/{id}\","
                    + "status=\"2xx\"}");
            assertThat(body).contains("route=\"/tournaments/{id}\",status=\"4xx\"");
            assertThat(body).contains("route=\"unmatched\"");
            assertThat(body).doesNotContain("987654").doesNotContain("/no/such/page");
            assertThat(body).contains("hikaricp_connections_active{pool=\"mahjong\"}");
            assertThat(body).contains("jvm_memory_used_bytes{", "jvm_gc_", "jvm_threads_live_threads");
            assertThat(body).contains("mahjong_writes_in_progress", "mahjong_writes_oldest_age_seconds");
        }
    }

    @Test
    void thePublishersCacheHitsAndMissesAndOpenStreamsAreCounted() {
        try (TestApp app = TestApp.startWithDemo()) {
            Http http = new Http();
            String standings = app.url("/tournaments/" + app.demoTournamentId() + "/standings");
            double missesBefore = sample(http.get(app.url("/metrics")).body(),
                    "mahjong_page_cache_requests_total{result=\"miss\"}");
            http.get(standings);
            String afterFirst = http.get(app.url("/metrics")).body();
            http.get(standings);
            http.get(standings);
            String afterThird = http.get(app.url("/metrics")).body();
            String hit = "mahjong_page_cache_requests_total{result=\"hit\"}";
            String miss = "mahjong_page_cache_requests_total{result=\"miss\"}";
            // The first request may find the page warmed at start; the next two are answered from the cache.
            assertThat(sample(afterThird, hit)).isGreaterThanOrEqualTo(sample(afterFirst, hit) + 2);
            assertThat(sample(afterThird, miss)).isEqualTo(sample(afterFirst, miss));
            assertThat(sample(afterFirst, miss)).isGreaterThanOrEqualTo(missesBefore);
            assertThat(afterThird).contains("mahjong_live_streams_open ", "mahjong_live_events_sent_total ");
        }
    }

    @Test
    void passwordChecksAndTheClocksDatabaseReadsAreCounted() {
        try (TestApp app = TestApp.startWithDemo()) {
            Http http = new Http();
            String clock = app.url("/tournaments/" + app.demoTournamentId() + "/clock");
            String before = http.get(app.url("/metrics")).body();
            assertThat(before).contains("mahjong_password_checks_queued 0.0", "mahjong_page_renders_waiting 0.0");
            Staff.login(app, "director", "demo-director");
            http.get(clock);
            String afterFirst = http.get(app.url("/metrics")).body();
            http.get(clock);
            http.get(clock);
            String afterThird = http.get(app.url("/metrics")).body();
            String checks = "mahjong_password_checks_done_total";
            String reads = "mahjong_clock_database_reads_total";
            assertThat(sample(afterFirst, checks)).as("the director's password checked")
                    .isEqualTo(sample(before, checks) + 1);
            assertThat(sample(afterFirst, "mahjong_password_checks_running_most")).isEqualTo(1);
            assertThat(sample(afterFirst, reads)).as("the spectators' clock read from the database")
                    .isGreaterThanOrEqualTo(sample(before, reads));
            assertThat(sample(afterThird, reads)).as("the same results version: read from the copy kept")
                    .isEqualTo(sample(afterFirst, reads));
        }
    }

    private static double sample(String scrape, String series) {
        return scrape.lines()
                .filter(l -> l.startsWith(series + " "))
                .mapToDouble(l -> Double.parseDouble(l.substring(series.length() + 1).trim()))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no series " + series + " in /metrics"));
    }

    @Test
    void aForwardedRequestOrAnotherMachineNeedsTheToken() {
        try (TestApp app = TestApp.start(TestDatabase.freshConfig(), false, Clock.systemUTC(),
                TestApp.CONFIG.withMetricsToken("s3cret-token"))) {
            Http http = new Http();
            // Through a reverse proxy on this machine the connection is loopback, but the request is not.
            assertThat(http.get(app.url("/metrics"), "X-Forwarded-For", "203.0.113.9").status()).isEqualTo(403);
            assertThat(http.get(app.url("/metrics"), "Forwarded", "for=203.0.113.9").status()).isEqualTo(403);
            assertThat(http.get(app.url("/metrics"), "X-Forwarded-For", "203.0.113.9",
                    "Authorization", "Bearer wrong").status()).isEqualTo(403);
            Http.Response withToken = http.get(app.url("/metrics"), "X-Forwarded-For", "203.0.113.9",
                    "Authorization", "Bearer s3cret-token");
            assertThat(withToken.status()).isEqualTo(200);
            assertThat(withToken.body()).contains("jvm_memory_used_bytes");
            assertThat(http.get(app.url("/metrics")).status()).isEqualTo(200);
        }
        try (TestApp app = TestApp.start()) {
            // No token configured: no header opens it from elsewhere.
            assertThat(new Http().get(app.url("/metrics"), "X-Forwarded-For", "203.0.113.9",
                    "Authorization", "Bearer ").status()).isEqualTo(403);
        }
    }

    @Test
    void theOldestWriteInProgressIsMeasuredAndForgottenWhenAnswered() {
        Metrics metrics = new Metrics();
        assertThat(metrics.scrape()).contains("mahjong_writes_oldest_age_seconds 0.0");
    }
}

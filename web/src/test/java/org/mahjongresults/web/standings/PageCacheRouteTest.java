package org.mahjongresults.web.standings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

/** Spectators' pages come from the page cache: gzip as stored bytes, ETags and 304, one version for everyone. */
class PageCacheRouteTest {

    private TestApp app;

    @BeforeEach
    void start() {
        app = TestApp.startWithDemo();
    }

    @AfterEach
    void stop() {
        app.close();
    }

    private HttpResponse<byte[]> get(String path, String... headers) {
        return Http.bytes(app.url(path), headers);
    }

    private static String gunzip(byte[] body) throws IOException {
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(body))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private String standings() {
        return "/tournaments/" + app.demoTournamentId() + "/standings";
    }

    @Test
    void aPhoneAskingForGzipGetsTheSamePageCompressedWithItsOwnETag() throws Exception {
        HttpResponse<byte[]> plain = get(standings());
        HttpResponse<byte[]> zipped = get(standings(), "Accept-Encoding", "gzip, deflate, br");

        assertThat(plain.statusCode()).isEqualTo(200);
        assertThat(plain.headers().firstValue("Content-Encoding")).isEmpty();
        assertThat(zipped.headers().firstValue("Content-Encoding")).hasValue("gzip");
        assertThat(zipped.headers().firstValue("Vary")).hasValue("Accept-Encoding");
        String html = new String(plain.body(), StandardCharsets.UTF_8);
        assertThat(gunzip(zipped.body())).isEqualTo(html);
        assertThat(zipped.body().length).isLessThan(plain.body().length / 3);
        String etag = plain.headers().firstValue("ETag").orElseThrow();
        assertThat(zipped.headers().firstValue("ETag")).hasValue(etag.replace("\"", "").transform(e -> "\"" + e
                + "-gz\""));
    }

    @Test
    void aBrowserThatHasThePageGetsNotModified() throws Exception {
        HttpResponse<byte[]> first = get(standings(), "Accept-Encoding", "gzip");
        String etag = first.headers().firstValue("ETag").orElseThrow();
        HttpResponse<byte[]> again = get(standings(), "Accept-Encoding", "gzip", "If-None-Match", etag);
        assertThat(again.statusCode()).isEqualTo(304);
        assertThat(again.body()).isEmpty();
        HttpResponse<byte[]> other = get(standings(), "If-None-Match", "\"something-else\"");
        assertThat(other.statusCode()).isEqualTo(200);
    }

    @Test
    void concurrentSpectatorsAllGetTheSameBytes() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(16);
        try {
            List<Future<String>> answers = new ArrayList<>();
            for (int i = 0; i < 48; i++) {
                Callable<String> task = () -> get(standings(), "Accept-Encoding", "gzip").headers()
                        .firstValue("ETag").orElse("none");
                answers.add(pool.submit(task));
            }
            Set<String> etags = new HashSet<>();
            for (Future<String> f : answers) {
                etags.add(f.get());
            }
            assertThat(etags).hasSize(1).doesNotContain("none");
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void theLivePageIsServedTheSameWay() throws Exception {
        HttpResponse<byte[]> live = get("/tournaments/" + app.demoTournamentId() + "/sessions/1/live",
                "Accept-Encoding", "gzip");
        assertThat(live.statusCode()).isEqualTo(200);
        assertThat(live.headers().firstValue("Content-Encoding")).hasValue("gzip");
        assertThat(gunzip(live.body())).contains("live-region");
    }
}

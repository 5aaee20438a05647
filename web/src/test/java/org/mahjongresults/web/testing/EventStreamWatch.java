package org.mahjongresults.web.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A listener on a tournament's live event stream, as a page's live.js holds it. A test waits for the event that
 * tells of its write by the write's results version, not by letting time pass: an event of an earlier write that
 * arrives late is passed over, whatever the machine's load.
 */
public final class EventStreamWatch {

    /** The version in an event's data: {@code {"v":42,...}}, or the bare number. */
    private static final Pattern VERSION = Pattern.compile("\"v\"\\s*:\\s*\"?(\\d+)|^data:\\s*(\\d+)\\s*$");

    /** One results event: when it arrived ({@link System#nanoTime}), the version it told of, and its data. */
    public record Told(long arrivedNanos, long version, String data) {
    }

    private final BlockingQueue<Told> told = new LinkedBlockingQueue<>();

    private EventStreamWatch() {
    }

    /** Opens the tournament's live stream for {@code scope} on {@code app}; returns once the stream has said hello. */
    public static EventStreamWatch watch(TestApp app, long tournament, String scope) throws Exception {
        EventStreamWatch watch = new EventStreamWatch();
        HttpRequest request = HttpRequest.newBuilder(URI.create(app.url("/tournaments/" + tournament
                        + "/events?scope=" + URLEncoder.encode(scope, StandardCharsets.UTF_8))))
                .header("Accept", "text/event-stream").build();
        HttpResponse<InputStream> response = HttpClient.newHttpClient().send(request,
                HttpResponse.BodyHandlers.ofInputStream());
        BufferedReader reader = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8));
        CountDownLatch hello = new CountDownLatch(1);
        Thread listener = new Thread(() -> {
            try {
                String event = null;
                String line;
                while ((line = reader.readLine()) != null) {
                    if (line.startsWith("event:")) {
                        event = line.substring(6).trim();
                        if (event.equals("hello")) {
                            hello.countDown();
                        }
                    } else if (line.startsWith("data:") && "results".equals(event)) {
                        Matcher v = VERSION.matcher(line);
                        watch.told.offer(new Told(System.nanoTime(), version(v), line.substring(5).trim()));
                    } else if (line.isEmpty()) {
                        event = null;
                    }
                }
            } catch (Exception e) {
                // the stream ends with the test
            }
        }, "event-stream-watch");
        listener.setDaemon(true);
        listener.start();
        assertThat(hello.await(10, TimeUnit.SECONDS)).as("the stream said hello").isTrue();
        return watch;
    }

    private static long version(Matcher v) {
        if (!v.find()) {
            return -1;
        }
        return Long.parseLong(v.group(1) != null ? v.group(1) : v.group(2));
    }

    /**
     * The first event that tells of {@code version} or a later one, passing over those of earlier versions; fails if
     * none comes within {@code within} (a bound for a stream that never tells, not a timing the test asserts).
     */
    public Told awaitVersion(long version, Duration within) throws InterruptedException {
        long deadline = System.nanoTime() + within.toNanos();
        while (true) {
            Told t = told.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (t == null) {
                throw new AssertionError("the live stream told of no version " + version + " or later within "
                        + within);
            }
            if (t.version() >= version) {
                return t;
            }
        }
    }
}

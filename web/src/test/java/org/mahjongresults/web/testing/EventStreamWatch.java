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
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** A listener on a tournament's live event stream, as a page's live.js holds it, for tests that time the events. */
public final class EventStreamWatch {

    private EventStreamWatch() {
    }

    /**
     * Opens the tournament's live stream for {@code scope} on {@code app} and puts the arrival time
     * ({@link System#nanoTime}) of each results event into {@code arrivals}; returns once the stream has said hello.
     */
    public static void watch(TestApp app, long tournament, String scope, BlockingQueue<Long> arrivals)
            throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(app.url("/tournaments/" + tournament
                        + "/events?scope=" + URLEncoder.encode(scope, StandardCharsets.UTF_8))))
                .header("Accept", "text/event-stream").build();
        HttpResponse<InputStream> response = HttpClient.newHttpClient().send(request,
                HttpResponse.BodyHandlers.ofInputStream());
        BufferedReader reader = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8));
        CountDownLatch hello = new CountDownLatch(1);
        Thread listener = new Thread(() -> {
            try {
                String line;
                while ((line = reader.readLine()) != null) {
                    if (line.equals("event: hello")) {
                        hello.countDown();
                    } else if (line.equals("event: results")) {
                        arrivals.offer(System.nanoTime());
                    }
                }
            } catch (Exception e) {
                // the stream ends with the test
            }
        }, "event-stream-watch");
        listener.setDaemon(true);
        listener.start();
        assertThat(hello.await(10, TimeUnit.SECONDS)).as("the stream said hello").isTrue();
    }
}

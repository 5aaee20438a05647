package org.mahjongresults.web.system;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The spectators' pages asked for by the server itself, over loopback, after they are prepared and before
 * {@code /health} says UP (issue 39 item 4): preparing a page leaves its bytes ready, but the first request to send
 * them still loads and runs for the first time the classes of the whole way in and out (the front door, the router,
 * gzip negotiation, the response), which took a first standings page 0.3 s on a busy machine where the next took
 * 10-25 ms. A load balancer that waits for 200 then sends its first phone to a server that has done this already.
 */
public final class ServingWarmup {

    private static final Logger LOG = LoggerFactory.getLogger(ServingWarmup.class);
    /** Each page a few times, plain and gzip: enough to load and link every class on the way, not to compile it. */
    static final int ROUNDS = 3;

    private final Supplier<List<String>> paths;
    private volatile boolean done;

    /** {@code paths}: the spectators' pages to ask for ("/tournaments/1/standings"), read when the server has started. */
    public ServingWarmup(Supplier<List<String>> paths) {
        this.paths = paths;
    }

    /** Asks the server on {@code port} for each page, then is {@link #done}; a failure is logged, never fatal. */
    public void run(int port) {
        long began = System.nanoTime();
        int asked = 0;
        try {
            HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5))
                    .followRedirects(HttpClient.Redirect.NEVER).build();
            List<String> pages = paths.get();
            for (int round = 0; round < ROUNDS; round++) {
                for (String path : pages) {
                    for (String encoding : List.of("gzip", "identity")) {
                        client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                                .header("Accept-Encoding", encoding).timeout(Duration.ofSeconds(30)).build(),
                                HttpResponse.BodyHandlers.discarding());
                        asked++;
                    }
                }
            }
        } catch (java.io.IOException | RuntimeException e) {
            LOG.warn("could not ask for the spectators' pages after the start", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            done = true;
            LOG.info("spectators' pages asked for {} times in {} ms", asked, (System.nanoTime() - began) / 1_000_000);
        }
    }

    /** Whether {@link #run} has finished: with the pages prepared, what /health waits for. */
    public boolean done() {
        return done;
    }
}

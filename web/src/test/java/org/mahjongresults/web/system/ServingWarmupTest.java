package org.mahjongresults.web.system;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

class ServingWarmupTest {

    @Test
    void asksForEveryPageInBothEncodingsBeforeSayingItIsDone() throws Exception {
        Map<String, Integer> asked = new ConcurrentHashMap<>();
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            String key = exchange.getRequestURI().getPath() + " " + exchange.getRequestHeaders()
                    .getFirst("Accept-Encoding");
            asked.merge(key, 1, Integer::sum);
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
        });
        server.start();
        try {
            ServingWarmup warmup = new ServingWarmup(() -> List.of("/tournaments/1/standings", "/tournaments/1/draw"));
            assertThat(warmup.done()).as("not before it has run").isFalse();

            warmup.run(server.getAddress().getPort());

            assertThat(warmup.done()).isTrue();
            assertThat(asked).containsOnly(
                    Map.entry("/tournaments/1/standings gzip", ServingWarmup.ROUNDS),
                    Map.entry("/tournaments/1/standings identity", ServingWarmup.ROUNDS),
                    Map.entry("/tournaments/1/draw gzip", ServingWarmup.ROUNDS),
                    Map.entry("/tournaments/1/draw identity", ServingWarmup.ROUNDS));
        } finally {
            server.stop(0);
        }
    }

    @Test
    void isDoneEvenWhenThePagesCannotBeAskedForSoTheServerStillComesUp() throws Exception {
        int closedPort;
        try (var socket = new java.net.ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        ServingWarmup warmup = new ServingWarmup(() -> List.of("/tournaments/1/standings"));

        warmup.run(closedPort);

        assertThat(warmup.done()).isTrue();
    }
}

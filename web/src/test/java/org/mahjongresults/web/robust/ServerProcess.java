package org.mahjongresults.web.robust;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The real website as a child process ({@code Main}, the test's own classpath), in its own working folder (where
 * the default H2 file database lives), so that a test can kill it with SIGKILL and start it again.
 */
final class ServerProcess implements AutoCloseable {

    private final Path workDir;
    private final Map<String, String> env;
    private final int port;
    private Process process;

    ServerProcess(Path workDir, Map<String, String> env) {
        this.workDir = workDir;
        this.env = env;
        this.port = freePort();
    }

    String url(String path) {
        return "http://127.0.0.1:" + port + path;
    }

    /** Starts the server and waits until {@code /health} answers 200. */
    void start(Duration within) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                // A short-lived server started again and again: C1 only, one GC thread, and the classes of the
                // test's own build not verified again (measured: 4.9 CPU-s a start before, 4.3 after).
                "-Xmx256m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:+UnlockDiagnosticVMOptions",
                "-XX:-BytecodeVerificationRemote", "-cp", System.getProperty("java.class.path"),
                "org.mahjongresults.web.Main"));
        ProcessBuilder pb = new ProcessBuilder(command).directory(workDir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(workDir.resolve("server.log").toFile()));
        pb.environment().putAll(env);
        pb.environment().put("PORT", String.valueOf(port));
        process = pb.start();
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        long deadline = System.nanoTime() + within.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the server ended at start; see " + workDir.resolve("server.log")
                        + ":\n" + tail());
            }
            try {
                HttpResponse<Void> r = http.send(HttpRequest.newBuilder(URI.create(url("/health")))
                        .timeout(Duration.ofSeconds(2)).build(), HttpResponse.BodyHandlers.discarding());
                if (r.statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            // Paces the polling on the one event that ends it early: the server ending (reported above, with its log).
            process.waitFor(200, java.util.concurrent.TimeUnit.MILLISECONDS);
        }
        throw new IllegalStateException("the server did not start within " + within + ":\n" + tail());
    }

    /** SIGKILL: no shutdown hook, no flush, as a crash or the OOM killer would. */
    void kill() throws InterruptedException {
        if (process != null) {
            process.destroyForcibly();
            process.waitFor();
        }
    }

    /** A clean stop (SIGTERM: the shutdown hook closes the database). */
    void stop() throws InterruptedException {
        if (process != null && process.isAlive()) {
            process.destroy();
            if (!process.waitFor(java.util.concurrent.TimeUnit.SECONDS.toMillis(20),
                    java.util.concurrent.TimeUnit.MILLISECONDS)) {
                kill();
            }
        }
    }

    String tail() {
        try {
            List<String> lines = Files.readAllLines(workDir.resolve("server.log"));
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
        } catch (IOException e) {
            return "(no log)";
        }
    }

    @Override
    public void close() throws InterruptedException {
        kill();
    }

    private static int freePort() {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

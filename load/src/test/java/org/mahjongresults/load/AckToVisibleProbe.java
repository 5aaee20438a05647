package org.mahjongresults.load;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Measures, during the event load test, how long a saved hand takes to reach a spectator: a scorekeeper of its own
 * table enters a hand every few seconds; from the moment the website acknowledges it (the redirect after the POST)
 * until a spectator's event stream names that table and the spectator has fetched the live region it then shows.
 * A measuring instrument beside Gatling, not a load generator: one writer, one spectator.
 */
final class AckToVisibleProbe {

    private static final Pattern EVENT = Pattern.compile("\"tables\":\\[([^]]*)]|\"all\":true");

    private final String base;
    private final long tournament;
    private final int session;
    private final int table;
    private final String password;
    private final Duration duration;
    private final HttpClient client;
    private final BlockingQueue<Long> events = new LinkedBlockingQueue<>();
    private final List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
    /** Of each latency, the part until the event arrived (the rest is fetching the region). */
    private final List<Long> toEvent = Collections.synchronizedList(new ArrayList<>());
    private final List<String> failures = Collections.synchronizedList(new ArrayList<>());
    /** Each hand as a phone sees it (live.js: the event, its 0-jitter ms wait, its fetch at most once an interval). */
    private final List<Long> asPhones = Collections.synchronizedList(new ArrayList<>());
    private final PhoneSpectator phone;
    /**
     * Beside the session's phone (whose wait and interval the run may set), a phone on the standings and one on the
     * probe's table, each with live.js's own wait and interval for its scope (issue 39): the hand as each sees it.
     */
    private final List<PhoneSpectator> phones = new ArrayList<>();
    private final Map<PhoneSpectator.Scope, List<Long>> byScope = new java.util.EnumMap<>(
            PhoneSpectator.Scope.class);
    private Thread thread;

    AckToVisibleProbe(String base, long tournament, int session, int table, String password, Duration duration,
                      Duration jitter, Duration interval) {
        this.base = base;
        this.tournament = tournament;
        this.session = session;
        this.table = table;
        this.password = password;
        this.duration = duration;
        this.client = HttpClient.newBuilder().cookieHandler(new CookieManager())
                .followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(10)).build();
        this.phone = new PhoneSpectator(base, tournament, session, table, jitter, interval, failures);
        phones.add(new PhoneSpectator(PhoneSpectator.Scope.STANDINGS, base, tournament, session, table, failures));
        phones.add(phone);
        phones.add(new PhoneSpectator(PhoneSpectator.Scope.TABLE, base, tournament, session, table, failures));
        for (PhoneSpectator.Scope scope : PhoneSpectator.Scope.values()) {
            byScope.put(scope, Collections.synchronizedList(new ArrayList<>()));
        }
    }

    void start() {
        thread = new Thread(this::run, "ack-to-visible-probe");
        thread.setDaemon(true);
        thread.start();
    }

    private void run() {
        try {
            login();
            listen();
            for (PhoneSpectator p : phones) {
                p.start();
            }
            long end = System.nanoTime() + duration.toNanos();
            Thread.sleep(15_000); // let the spectators join first
            for (int hand = 1; hand <= 16 && System.nanoTime() < end; hand++) {
                measureOneHand();
                Thread.sleep(5_000 + (long) (Math.random() * 5_000));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            failures.add(e.toString());
        }
    }

    private void measureOneHand() throws Exception {
        String sheetPath = "/tournaments/" + tournament + "/sessions/" + session + "/tables/" + table;
        String page = get(sheetPath + "/sheet").body();
        Map<String, String> form = new LinkedHashMap<>();
        form.put("_csrf", value(page, "_csrf"));
        form.put("number", value(page, "number"));
        form.put("version", value(page, "version"));
        form.put("requestId", UUID.randomUUID().toString());
        form.put("result", "WIN");
        List<String> players = new ArrayList<>();
        Matcher m = Pattern.compile("<option value=\"(\\d+)\"").matcher(page.substring(page.indexOf("id=\"winner\"")));
        while (m.find() && players.size() < 4) {
            players.add(m.group(1));
        }
        form.put("winner", players.get(0));
        form.put("discarder", players.get(1));
        form.put("fanPoints", "8");
        events.clear();
        phones.forEach(PhoneSpectator::arm);
        long posted = System.nanoTime();
        HttpResponse<String> saved = client.send(HttpRequest.newBuilder(URI.create(base + sheetPath + "/hands"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(encode(form))).build(), HttpResponse.BodyHandlers.ofString());
        long acknowledged = System.nanoTime();
        if (saved.statusCode() != 302) {
            failures.add("hand POST answered " + saved.statusCode());
            return;
        }
        Long seen = events.poll(10, TimeUnit.SECONDS);
        if (seen == null) {
            failures.add("no event named table " + table + " within 10 s");
            return;
        }
        HttpResponse<String> region = get("/tournaments/" + tournament + "/sessions/" + session + "/live?region=1");
        long visible = System.nanoTime();
        if (region.statusCode() != 200) {
            failures.add("live region answered " + region.statusCode());
            return;
        }
        latencies.add((visible - acknowledged) / 1_000_000);
        toEvent.add((seen - acknowledged) / 1_000_000);
        for (PhoneSpectator p : phones) {
            Long phoneVisible = p.visible(10, TimeUnit.SECONDS);
            if (phoneVisible == null) {
                failures.add("the " + p.scope().label() + " phone did not show table " + table + " within 10 s");
            } else {
                long ms = (phoneVisible - acknowledged) / 1_000_000;
                byScope.get(p.scope()).add(ms);
                if (p == phone) {
                    asPhones.add(ms);
                }
            }
        }
        if (posted > acknowledged) {
            failures.add("clock went backwards");
        }
    }

    /** A spectator's event stream: the arrival of every event that names the probe's table. */
    private void listen() throws Exception {
        HttpResponse<InputStream> stream = client.send(HttpRequest.newBuilder(URI.create(base + "/tournaments/"
                        + tournament + "/events?scope=session:" + session)).header("Accept", "text/event-stream")
                        .build(),
                HttpResponse.BodyHandlers.ofInputStream());
        String me = "\"" + session + "/" + table + "\"";
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(stream.body(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = in.readLine()) != null) {
                    if (line.startsWith("data:") && EVENT.matcher(line).find()
                            && (line.contains(me) || line.contains("\"all\":true"))) {
                        events.add(System.nanoTime());
                    }
                }
            } catch (Exception e) {
                failures.add("event stream: " + e);
            }
        }, "ack-to-visible-events");
        reader.setDaemon(true);
        reader.start();
    }

    private void login() throws Exception {
        String csrf = value(get("/login").body(), "_csrf");
        Map<String, String> form = Map.of("username", "admin", "password", password, "_csrf", csrf);
        HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(base + "/login"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(encode(form))).build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 302) {
            throw new IllegalStateException("probe login answered " + r.statusCode());
        }
    }

    private HttpResponse<String> get(String path) throws Exception {
        return client.send(HttpRequest.newBuilder(URI.create(base + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static String value(String html, String name) {
        Matcher m = Pattern.compile("name=\"" + name + "\" value=\"([^\"]*)\"").matcher(html);
        if (!m.find()) {
            throw new IllegalStateException("no field " + name + " on the page");
        }
        return m.group(1);
    }

    private static String encode(Map<String, String> form) {
        StringBuilder sb = new StringBuilder();
        form.forEach((k, v) -> sb.append(sb.length() == 0 ? "" : "&").append(URLEncoder.encode(k,
                StandardCharsets.UTF_8)).append('=').append(URLEncoder.encode(v, StandardCharsets.UTF_8)));
        return sb.toString();
    }

    /**
     * Prints the percentiles over all the probes, and writes them to the file named by the property probeReport for
     * the script. Several probes (each its own table and writer) give enough hands for a p95 to mean something.
     */
    static void report(List<AckToVisibleProbe> probes) {
        List<Long> sorted = new ArrayList<>();
        List<Long> events = new ArrayList<>();
        List<String> failed = new ArrayList<>();
        List<Long> phones = new ArrayList<>();
        for (AckToVisibleProbe p : probes) {
            phones.addAll(p.asPhones);
            sorted.addAll(p.latencies);
            events.addAll(p.toEvent);
            failed.addAll(p.failures);
        }
        Collections.sort(sorted);
        Collections.sort(events);
        StringBuilder out = new StringBuilder("ack-to-visible: ").append(sorted.size()).append(" hands (")
                .append(probes.size()).append(" probes)");
        if (!sorted.isEmpty()) {
            out.append(String.format(", p50 %d ms, p95 %d ms, max %d ms; of which until the event p50 %d, p95 %d ms",
                    pct(sorted, 50), pct(sorted, 95), sorted.get(sorted.size() - 1), pct(events, 50),
                    pct(events, 95)));
        }
        // Per session: the one being played (bursts included) and the quiet one, each watched as its live page is.
        java.util.Map<Integer, List<Long>> bySession = new java.util.TreeMap<>();
        for (AckToVisibleProbe p : probes) {
            bySession.computeIfAbsent(p.session, k -> new ArrayList<>()).addAll(p.latencies);
        }
        bySession.forEach((session, latencies) -> {
            if (!latencies.isEmpty()) {
                Collections.sort(latencies);
                out.append(String.format("; session %d: p50 %d, p95 %d ms (%d hands)", session, pct(latencies, 50),
                        pct(latencies, 95), latencies.size()));
            }
        });
        out.append(", failures ").append(failed.size()).append(failed.isEmpty() ? "" : " " + failed);
        Collections.sort(phones);
        out.append(System.lineSeparator()).append("ack-to-visible as phones see it (live.js: the event, a wait of 0-")
                .append(probes.isEmpty() ? 0 : probes.get(0).phone.jitterMillis())
                .append(" ms, at most one fetch every ")
                .append(probes.isEmpty() ? 0 : probes.get(0).phone.intervalMillis()).append(" ms): ").append(phones.size()).append(" hands");
        if (!phones.isEmpty()) {
            out.append(String.format(", p50 %d ms, p95 %d ms, max %d ms", pct(phones, 50), pct(phones, 95),
                    phones.get(phones.size() - 1)));
        }
        // Per scope, each phone with live.js's own wait and interval for its page (the standings: 0-200 ms, 500 ms).
        out.append(System.lineSeparator()).append("ack-to-visible per scope (live.js's wait and interval):");
        for (PhoneSpectator.Scope scope : PhoneSpectator.Scope.values()) {
            List<Long> seen = new ArrayList<>();
            for (AckToVisibleProbe p : probes) {
                seen.addAll(p.byScope.get(scope));
            }
            Collections.sort(seen);
            out.append(String.format(" %s %s;", scope.label(), seen.isEmpty() ? "no hands"
                    : String.format("p50 %d, p95 %d, p99 %d, max %d ms (%d hands)", pct(seen, 50), pct(seen, 95),
                    pct(seen, 99), seen.get(seen.size() - 1), seen.size())));
        }
        System.out.println(out);
        Path file = Path.of(System.getProperty("probeReport", "ack-to-visible.txt")).toAbsolutePath();
        try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(file))) {
            w.println(out);
        } catch (Exception e) {
            System.out.println("could not write " + file + ": " + e);
        }
    }

    private static long pct(List<Long> sorted, int p) {
        int i = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i)));
    }
}

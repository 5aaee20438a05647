package org.mahjongresults.load;

import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Phones behind a cache (issue 39 item 5; scripts/cache-load-test.sh): PHONES phones poll the tournament's version
 * document through the cache once a second, as static/js/live.js does with CACHE_IN_FRONT, and fetch their region at
 * the new version's address (60 % the standings' top, 30 % the session's live region, 10 % a table's sheet), while a
 * writer on the JDK's HTTP client saves HAND_RATE hands a second on the website directly. Prints what the phones did
 * and each hand's acknowledgement-to-visible time over every phone (the hand's version read from the website after its
 * acknowledgement; a phone "sees" it when a region at that version or newer has arrived). A JVM program rather than
 * Gatling: ten thousand phones each polling once a second is one scheduled task per phone.
 *
 * <p>System properties: cache, origin (base addresses), tournament, session, tables (the writer's), phones, seconds,
 * handRate, poll (ms), inFlight (the most requests at once: a phone whose poll finds none free skips it).
 */
public final class CachePhones {

    private static final Pattern V = Pattern.compile("\"v\":\"([0-9]+)/([0-9]+)\"");
    private static final Pattern AT = Pattern.compile("[?&]at=([0-9]+)(?:/|%2F)([0-9]+)");

    private final String cache = System.getProperty("cache", "http://127.0.0.1:7091");
    private final String origin = System.getProperty("origin", "http://127.0.0.1:7090");
    private final long tournament = Long.getLong("tournament", 1);
    private final int session = Integer.getInteger("session", 9);
    private final int tables = Integer.getInteger("tables", 100);
    private final int phones = Integer.getInteger("phones", 1000);
    private final int seconds = Integer.getInteger("seconds", 60);
    private final double handRate = Double.parseDouble(System.getProperty("handRate", "2"));
    private final int poll = Integer.getInteger("poll", 1000);
    private final Semaphore inFlight = new Semaphore(Integer.getInteger("inFlight", 2048));

    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .followRedirects(HttpClient.Redirect.NORMAL).connectTimeout(Duration.ofSeconds(5))
            .executor(Executors.newFixedThreadPool(4)).build();
    private final LongAdder polls = new LongAdder();
    private final LongAdder regions = new LongAdder();
    private final LongAdder skipped = new LongAdder();
    private final LongAdder errors = new LongAdder();
    private final LongAdder redirected = new LongAdder();

    /** A hand saved: the results version read after its acknowledgement, and when it was acknowledged. */
    private record Hand(long results, long ackNanos) {
    }

    /** One phone: what it last polled, and every region that arrived (its results version and when). */
    private final class Phone {
        final String region;
        volatile boolean busy;
        String known;
        final List<long[]> seen = new ArrayList<>();

        Phone(String region) {
            this.region = region;
        }

        void poll() {
            if (busy || !inFlight.tryAcquire()) {
                skipped.increment();
                return;
            }
            busy = true;
            client.sendAsync(get(cache + "/tournaments/" + tournament + "/version"),
                            HttpResponse.BodyHandlers.ofString())
                    .thenCompose(r -> {
                        polls.increment();
                        Matcher m = V.matcher(r.body());
                        if (r.statusCode() != 200 || !m.find()) {
                            throw new IllegalStateException("version document: " + r.statusCode());
                        }
                        String v = m.group(1) + "/" + m.group(2);
                        if (v.equals(known)) {
                            return CompletableFuture.completedFuture(null);
                        }
                        known = v;
                        String at = region + (region.contains("?") ? "&" : "?") + "at="
                                + URLEncoder.encode(v, StandardCharsets.UTF_8) + "&hl=en";
                        return client.sendAsync(get(cache + at), HttpResponse.BodyHandlers.discarding())
                                .thenAccept(this::arrived);
                    })
                    .whenComplete((x, e) -> {
                        if (e != null) {
                            errors.increment();
                        }
                        busy = false;
                        inFlight.release();
                    });
        }

        private void arrived(HttpResponse<Void> r) {
            regions.increment();
            if (r.previousResponse().isPresent()) {
                redirected.increment();
            }
            Matcher m = AT.matcher(r.uri().toString());
            if (r.statusCode() == 200 && m.find()) {
                synchronized (this) {
                    seen.add(new long[] {Long.parseLong(m.group(2)), System.nanoTime()});
                }
            }
        }
    }

    /** A phone's request: it takes gzip (the body is only counted). */
    private static HttpRequest get(String url) {
        return HttpRequest.newBuilder(URI.create(url)).header("Accept-Encoding", "gzip")
                .timeout(Duration.ofSeconds(10)).GET().build();
    }

    /** The writer's request: it reads the page. */
    private static HttpRequest plain(String url) {
        return HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(10)).GET().build();
    }

    public static void main(String[] args) throws Exception {
        new CachePhones().run();
    }

    private void run() throws Exception {
        List<Phone> all = new ArrayList<>();
        String t = "/tournaments/" + tournament;
        for (int i = 0; i < phones; i++) {
            int kind = i % 10;
            all.add(new Phone(kind < 6 ? t + "/standings?region=1&view=top"
                    : kind < 9 ? t + "/sessions/" + session + "/live?region=1"
                    : t + "/sessions/" + session + "/tables/" + (1 + i % Math.min(tables, 20)) + "/sheet"));
        }
        ScheduledExecutorService timers = Executors.newScheduledThreadPool(2);
        // Phones open their pages over the first two seconds, then poll at their own phase.
        for (Phone p : all) {
            timers.scheduleAtFixedRate(p::poll, ThreadLocalRandom.current().nextLong(2000), poll,
                    TimeUnit.MILLISECONDS);
        }
        Thread.sleep(5000); // every phone has its first region
        long polls0 = polls.sum();
        long regions0 = regions.sum();
        long skipped0 = skipped.sum();
        long began = System.nanoTime();
        System.out.println("window start " + System.currentTimeMillis());
        ConcurrentLinkedQueue<Hand> hands = new ConcurrentLinkedQueue<>();
        Thread writer = new Thread(() -> write(hands, began), "writer");
        writer.start();
        writer.join();
        long ended = System.nanoTime();
        System.out.println("window end " + System.currentTimeMillis());
        Thread.sleep(4000); // the last hands reach the phones
        timers.shutdownNow();
        double window = (ended - began) / 1e9;
        System.out.printf("phones %d, %.0f s: version polls %.0f/s, region fetches %.0f/s (%d sent on to a newer"
                        + " version), polls skipped %.0f/s (phone busy or %d requests in flight), errors %d%n",
                phones, window, (polls.sum() - polls0) / window, (regions.sum() - regions0) / window,
                redirected.sum(), (skipped.sum() - skipped0) / window, Integer.getInteger("inFlight", 2048),
                errors.sum());
        report(all, List.copyOf(hands), ended);
        System.exit(0);
    }

    /** Saves hands at HAND_RATE a second on the website (signed in as the administrator), round the tables. */
    private void write(ConcurrentLinkedQueue<Hand> hands, long began) {
        HttpClient staff = HttpClient.newBuilder().cookieHandler(new CookieManager())
                .followRedirects(HttpClient.Redirect.NEVER).build();
        HttpClient spectator = HttpClient.newHttpClient();
        try {
            String csrf = field(send(staff, plain(origin + "/login")), "_csrf");
            send(staff, post(origin + "/login", Map.of("username", "admin", "password",
                    System.getProperty("password", "load-test-admin"), "_csrf", csrf)));
            long period = (long) (1e9 / handRate);
            int table = 0;
            int failed = 0;
            for (long next = began; next - began < seconds * 1_000_000_000L; next += period) {
                long wait = next - System.nanoTime();
                if (wait > 0) {
                    Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
                }
                table = table % tables + 1;
                String base = origin + "/tournaments/" + tournament + "/sessions/" + session + "/tables/" + table;
                String sheet = send(staff, plain(base + "/sheet")).body();
                int number = Integer.parseInt(field(sheet, "number"));
                if (number > 16) {
                    continue;
                }
                List<String> players = players(sheet);
                String winner = players.remove(ThreadLocalRandom.current().nextInt(players.size()));
                HttpResponse<String> saved = send(staff, post(base + "/hands", Map.of("_csrf", field(sheet, "_csrf"),
                        "number", String.valueOf(number), "version", field(sheet, "version"),
                        "requestId", UUID.randomUUID().toString(), "result", "WIN", "winner", winner,
                        "discarder", players.get(0), "fanPoints", String.valueOf(8 + number))));
                long ack = System.nanoTime();
                if (saved.statusCode() != 302) {
                    failed++;
                    continue;
                }
                Matcher m = V.matcher(send(spectator, plain(origin + "/tournaments/" + tournament + "/version"))
                        .body());
                if (m.find()) {
                    hands.add(new Hand(Long.parseLong(m.group(2)), ack));
                }
            }
            System.out.println("writer: " + hands.size() + " hands saved, " + failed + " refused");
        } catch (Exception e) {
            e.printStackTrace();
            System.exit(1); // no figures without the writer
        }
    }

    /** Each hand's acknowledgement-to-visible over every phone that was open, p50/p95/p99 and the slowest. */
    private void report(List<Phone> all, List<Hand> hands, long ended) {
        List<Long> delays = new ArrayList<>();
        long unseen = 0;
        for (Hand h : hands) {
            for (Phone p : all) {
                long at = -1;
                synchronized (p) {
                    for (long[] s : p.seen) {
                        if (s[0] >= h.results()) {
                            at = s[1];
                            break;
                        }
                    }
                }
                if (at < 0) {
                    unseen++;
                } else {
                    delays.add(Math.max(0, at - h.ackNanos()) / 1_000_000);
                }
            }
        }
        long[] d = delays.stream().mapToLong(Long::longValue).sorted().toArray();
        if (d.length == 0) {
            System.out.println("ack -> visible: nothing seen");
            return;
        }
        System.out.printf("ack -> visible over %d hands x %d phones: p50 %d ms, p95 %d ms, p99 %d ms, max %d ms;"
                        + " not seen by the end %d%n", hands.size(), all.size(), at(d, 0.50), at(d, 0.95),
                at(d, 0.99), d[d.length - 1], unseen);
    }

    private static long at(long[] sorted, double q) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(q * sorted.length) - 1)];
    }

    private static List<String> players(String sheet) {
        int from = sheet.indexOf("id=\"winner\"");
        String select = sheet.substring(from, sheet.indexOf("</select>", from));
        Matcher m = Pattern.compile("value=\"([0-9]+)\"").matcher(select);
        List<String> ids = new ArrayList<>();
        while (m.find()) {
            ids.add(m.group(1));
        }
        return ids;
    }

    private static String field(HttpResponse<String> r, String name) {
        return field(r.body(), name);
    }

    private static String field(String html, String name) {
        Matcher m = Pattern.compile("name=\"" + name + "\" value=\"([^\"]*)\"").matcher(html);
        if (!m.find()) {
            throw new IllegalStateException("no " + name + " in the page");
        }
        return m.group(1);
    }

    private static HttpRequest post(String url, Map<String, String> form) {
        String body = form.entrySet().stream().map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
                + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8)).collect(Collectors.joining("&"));
        return HttpRequest.newBuilder(URI.create(url)).header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
    }

    private static HttpResponse<String> send(HttpClient c, HttpRequest r) throws Exception {
        return c.send(r, HttpResponse.BodyHandlers.ofString());
    }
}

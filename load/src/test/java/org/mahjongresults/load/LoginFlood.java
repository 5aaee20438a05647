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
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The login promise under a flood (issue 36 item 5; BENCHMARKS.md "The login promise under a flood"): against a
 * running website that trusts 127.0.0.1 as its proxy, FLOODS times over, 300 wrong passwords for one account arrive at
 * once from one address while the real owner signs in with the right password from other addresses, one every
 * REAL_EVERY_MS, REAL_PER_FLOOD times. Prints each right login's time to its answer, the p50/p95/p99/max over all, the
 * flood's answers by status, and this process's CPU time (the harness shares the machine with the server).
 *
 * <p>Run as a single-file program ({@code java LoginFlood.java BASE USER PASSWORD [FLOODS] [FLOOD] [REAL_PER_FLOOD]
 * [REAL_EVERY_MS]}); {@code scripts/login-flood-test.sh} starts the website and keeps one core busy around it.
 */
public final class LoginFlood {

    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\"\\s+value=\"([^\"]+)\"");

    private LoginFlood() {
    }

    public static void main(String[] args) throws Exception {
        String base = args[0];
        String user = args[1];
        String password = args[2];
        int floods = args.length > 3 ? Integer.parseInt(args[3]) : 5;
        int flood = args.length > 4 ? Integer.parseInt(args[4]) : 300;
        int realPerFlood = args.length > 5 ? Integer.parseInt(args[5]) : 10;
        long realEvery = args.length > 6 ? Long.parseLong(args[6]) : 500;

        List<Long> realMillis = Collections.synchronizedList(new ArrayList<>());
        Map<String, Integer> realOutcomes = new ConcurrentHashMap<>();
        Map<Integer, Integer> floodStatuses = new ConcurrentHashMap<>();
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(flood, 128) + realPerFlood);
        long cpuStart = cpuNanos();
        for (int round = 1; round <= floods; round++) {
            // The attacker: one browser session, its form token sent FLOOD times at once, from 203.0.113.66.
            Client attacker = new Client(base, "203.0.113.66");
            String token = attacker.csrf();
            CountDownLatch go = new CountDownLatch(1);
            List<Future<?>> sent = new ArrayList<>();
            for (int i = 0; i < flood; i++) {
                int n = i;
                sent.add(pool.submit(() -> {
                    go.await();
                    int status = attacker.login(token, user, "wrong-" + n);
                    floodStatuses.merge(status, 1, Integer::sum);
                    return null;
                }));
            }
            go.countDown();
            // The owner: from other addresses (a phone, then a laptop, …), each a fresh session, spaced out.
            for (int i = 0; i < realPerFlood; i++) {
                int n = round * 1000 + i;
                sent.add(pool.submit(() -> {
                    Client owner = new Client(base, "192.0.2." + (10 + n % 200));
                    String t = owner.csrf();
                    long start = System.nanoTime();
                    int status = owner.login(t, user, password);
                    long ms = (System.nanoTime() - start) / 1_000_000;
                    realMillis.add(ms);
                    realOutcomes.merge(status == 302 ? "signed in (302)" : "refused (" + status + ")", 1,
                            Integer::sum);
                    return null;
                }));
                Thread.sleep(realEvery);
            }
            for (Future<?> f : sent) {
                f.get();
            }
            System.out.printf("flood %d of %d: done, load average %s%n", round, floods, loadAverage());
        }
        pool.shutdown();
        long cpuMs = (cpuNanos() - cpuStart) / 1_000_000;
        List<Long> sorted = new ArrayList<>(realMillis);
        Collections.sort(sorted);
        System.out.printf("right password, %d logins: p50 %d ms, p95 %d ms, p99 %d ms, max %d ms; outcomes %s%n",
                sorted.size(), pct(sorted, 50), pct(sorted, 95), pct(sorted, 99), sorted.get(sorted.size() - 1),
                new TreeMap<>(realOutcomes));
        System.out.printf("flood answers by status: %s; the harness's own CPU %d ms%n", new TreeMap<>(floodStatuses),
                cpuMs);
        boolean held = pct(sorted, 99) <= 8_000 && realOutcomes.keySet().stream().allMatch(k -> k.startsWith("signed"));
        System.out.println(held ? "PROMISE HELD: every right password signed in, p99 <= 8 s"
                : "PROMISE MISSED");
        System.exit(held ? 0 : 1);
    }

    private static long pct(List<Long> sorted, int p) {
        int i = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i)));
    }

    private static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                .getOperatingSystemMXBean()).getProcessCpuTime();
    }

    private static String loadAverage() {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).split(" ")[0];
        } catch (java.io.IOException e) {
            return "?";
        }
    }

    /** One browser: its own cookies, its own address (sent as X-Forwarded-For to a website that trusts us). */
    private static final class Client {
        private final String base;
        private final String address;
        private final HttpClient http;

        Client(String base, String address) {
            this.base = base;
            this.address = address;
            this.http = HttpClient.newBuilder().cookieHandler(new CookieManager())
                    .followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(10)).build();
        }

        String csrf() throws Exception {
            HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create(base + "/login"))
                    .header("X-Forwarded-For", address).GET().build(), HttpResponse.BodyHandlers.ofString());
            Matcher m = CSRF.matcher(page.body());
            if (!m.find()) {
                throw new IllegalStateException("no form token on /login: " + page.statusCode());
            }
            return m.group(1);
        }

        int login(String token, String user, String password) throws Exception {
            String body = "_csrf=" + enc(token) + "&username=" + enc(user) + "&password=" + enc(password);
            HttpResponse<Void> r = http.send(HttpRequest.newBuilder(URI.create(base + "/login"))
                    .header("X-Forwarded-For", address).header("Content-Type", "application/x-www-form-urlencoded")
                    .timeout(Duration.ofSeconds(60)).POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                    HttpResponse.BodyHandlers.discarding());
            return r.statusCode();
        }

        private static String enc(String s) {
            return URLEncoder.encode(s, StandardCharsets.UTF_8);
        }
    }
}

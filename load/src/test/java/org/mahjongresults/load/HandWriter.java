package org.mahjongresults.load;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The scorekeepers' writer of the event load test (issue 39 item 2): one JVM with the JDK's HTTP client, instead of
 * curl, grep and sed (about ten processes per hand on the cores the server measured shares). Like a scorekeeper's
 * phone it reads a table's sheet (its form token, the hand's number and version, the players), then posts one hand;
 * tables are taken in turn, one hand in flight per table. Hands are started at {@code rate} a second, and at
 * {@code burstRate} a second for {@code burstSeconds} out of every {@code burstEvery} seconds (the first burst after
 * one quiet period), so that an event's bursts can be replayed. At the end it prints one line starting "writer:" with
 * the hands saved and refused, the rate reached, the hand POST's p50/p95/p99, and this JVM's own CPU seconds (start-up
 * and compilation included), which BENCHMARKS states beside each figure measured with it.
 *
 * <p>Run as {@code java HandWriter.java key=value ...} (or compiled once, as scripts/event-load-test.sh does): base
 * (http://127.0.0.1:7090), tournament (1), session, tables (how many to go round), seconds, rate (2), burstRate (0:
 * none), burstSeconds (10), burstEvery (60), and either cookie (NAME=VALUE of a signed-in session) or user and
 * password to sign in with.
 *
 * <p>With {@code riichi} (a file of RiichiEvent's hanchan: a form line a line, a blank line after each hanchan) it
 * writes a riichi tournament's sheets instead (issue 38): it stays at a table, posting the next line of the hanchan it
 * gave that table, until the sheet says the game is over (the form is gone), then moves to the next table. Were the
 * server's game to outlast the hanchan (a line the form cannot say), it posts draws with nobody tenpai until it ends.
 */
public final class HandWriter {

    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\"\\s+value=\"([^\"]*)\"");
    private static final Pattern PLAYER = Pattern.compile("option value=\"(\\d+)\"");
    /** The hands of one table a session allows (MCR: 16); a table that has them all is skipped. */
    private static final int HANDS_PER_TABLE = 16;

    private final Map<String, String> settings;
    private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER)
            .connectTimeout(Duration.ofSeconds(10)).build();
    private final String tablesBase;
    private String cookie;
    private final AtomicInteger saved = new AtomicInteger();
    private final AtomicInteger refused = new AtomicInteger();
    private final List<Long> postMillis = Collections.synchronizedList(new ArrayList<>());
    /** Tables with a hand in flight, and tables that have all their hands. */
    private final boolean[] busy;
    private final boolean[] full;
    private int next;
    /** Riichi mode: the hanchan to post, the one each table was given (-1: none yet), the hanchan over. */
    private final List<List<String>> hanchan;
    private final int[] game;
    private int nextGame;
    private final AtomicInteger over = new AtomicInteger();

    private HandWriter(Map<String, String> settings) {
        this.settings = settings;
        this.tablesBase = get("base", "http://127.0.0.1:7090") + "/tournaments/" + get("tournament", "1")
                + "/sessions/" + get("session", null) + "/tables/";
        int tables = Integer.parseInt(get("tables", "100"));
        this.busy = new boolean[tables + 1];
        this.full = new boolean[tables + 1];
        this.next = 0;
        this.hanchan = settings.containsKey("riichi") ? readHanchan(settings.get("riichi")) : null;
        this.game = new int[tables + 1];
        java.util.Arrays.fill(game, -1);
    }

    private static List<List<String>> readHanchan(String file) {
        List<List<String>> games = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        try {
            for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of(file))) {
                if (line.isBlank()) {
                    if (!lines.isEmpty()) {
                        games.add(List.copyOf(lines));
                    }
                    lines.clear();
                } else {
                    lines.add(line);
                }
            }
        } catch (java.io.IOException e) {
            throw new IllegalStateException("cannot read the riichi hanchan " + file, e);
        }
        if (!lines.isEmpty()) {
            games.add(List.copyOf(lines));
        }
        if (games.isEmpty()) {
            throw new IllegalArgumentException("no hanchan in " + file);
        }
        return games;
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> settings = new HashMap<>();
        for (String arg : args) {
            int eq = arg.indexOf('=');
            if (eq < 1) {
                throw new IllegalArgumentException("expected key=value, got " + arg);
            }
            settings.put(arg.substring(0, eq), arg.substring(eq + 1));
        }
        long cpuStart = cpuNanos();
        HandWriter writer = new HandWriter(settings);
        writer.signIn();
        String summary = writer.run();
        double cpu = cpuNanos() / 1e9; // since this JVM started: its start-up is the writer's cost too
        double during = (cpuNanos() - cpuStart) / 1e9;
        System.out.printf("    writer: %s; writer CPU %.2f s (%.2f s after start-up)%n", summary, cpu, during);
        System.exit(0);
    }

    private String get(String key, String otherwise) {
        String v = settings.get(key);
        if (v == null && otherwise == null) {
            throw new IllegalArgumentException("missing " + key + "=");
        }
        return v == null ? otherwise : v;
    }

    /** A session cookie given, or a sign-in with the account given (one password check on the server). */
    private void signIn() throws Exception {
        if (settings.containsKey("cookie")) {
            cookie = settings.get("cookie");
            return;
        }
        String base = get("base", "http://127.0.0.1:7090");
        HttpResponse<String> form = http.send(HttpRequest.newBuilder(URI.create(base + "/login")).build(),
                HttpResponse.BodyHandlers.ofString());
        cookie = sessionCookie(form);
        String body = "_csrf=" + enc(field(CSRF, form.body())) + "&username=" + enc(get("user", "admin"))
                + "&password=" + enc(get("password", null));
        HttpResponse<Void> login = http.send(post(base + "/login", body), HttpResponse.BodyHandlers.discarding());
        if (login.statusCode() != 302) {
            throw new IllegalStateException("sign-in answered " + login.statusCode());
        }
        String renewed = sessionCookie(login);
        if (renewed != null) {
            cookie = renewed;
        }
    }

    private static String sessionCookie(HttpResponse<?> r) {
        return r.headers().allValues("Set-Cookie").stream().map(c -> c.split(";", 2)[0]).reduce((a, b) -> a + "; " + b)
                .orElse(null);
    }

    /** Starts hands at the pace asked for until the time is up, then waits for those in flight. */
    private String run() throws InterruptedException {
        double rate = Double.parseDouble(get("rate", "2"));
        double burstRate = Double.parseDouble(get("burstRate", "0"));
        long burstSeconds = Long.parseLong(get("burstSeconds", "10"));
        long burstEvery = Long.parseLong(get("burstEvery", "60"));
        long seconds = Long.parseLong(get("seconds", null));
        ExecutorService pool = Executors.newFixedThreadPool(16);
        long start = System.nanoTime();
        long end = start + TimeUnit.SECONDS.toNanos(seconds);
        int started = 0;
        long due = start;
        while (due < end) {
            long wait = due - System.nanoTime();
            if (wait > 0) {
                TimeUnit.NANOSECONDS.sleep(wait);
            }
            int table = takeTable();
            if (table > 0) {
                pool.execute(() -> hand(table));
                started++;
            } else if (hanchan != null && allOver()) {
                break; // riichi: every table's game is over, nothing is left to write
            }
            long elapsed = TimeUnit.NANOSECONDS.toSeconds(due - start);
            boolean inBurst = burstRate > 0 && elapsed >= burstEvery && elapsed % burstEvery < burstSeconds;
            due += (long) (1e9 / (inBurst ? burstRate : rate));
        }
        pool.shutdown();
        pool.awaitTermination(60, TimeUnit.SECONDS);
        double took = (System.nanoTime() - start) / 1e9;
        List<Long> sorted;
        synchronized (postMillis) {
            sorted = new ArrayList<>(postMillis);
        }
        Collections.sort(sorted);
        return String.format("%d hands saved, %d refused, %d not started (no free table),%s in %.0f s (%.1f hands/s);"
                        + " %shand POST p50 %d, p95 %d, p99 %d ms", saved.get(), refused.get(),
                Math.max(0, countDue(hanchan == null ? seconds : Math.min(seconds, Math.round(took)), rate, burstRate,
                        burstSeconds, burstEvery) - started),
                hanchan == null ? "" : " " + over.get() + " hanchan over,", took, saved.get() / took,
                hanchan == null ? "" : "riichi ",
                pct(sorted, 50), pct(sorted, 95), pct(sorted, 99));
    }

    private static int countDue(long seconds, double rate, double burstRate, long burstSeconds, long burstEvery) {
        double n = 0;
        for (long s = 0; s < seconds; s++) {
            n += burstRate > 0 && s >= burstEvery && s % burstEvery < burstSeconds ? burstRate : rate;
        }
        return (int) Math.round(n);
    }

    /**
     * The next table in turn without a hand in flight and with hands left; 0 when there is none. A riichi scorekeeper
     * stays at the first such table until its game is over.
     */
    private synchronized int takeTable() {
        int tables = busy.length - 1;
        if (hanchan != null) {
            next = 0;
        }
        for (int i = 0; i < tables; i++) {
            next = next % tables + 1;
            if (!busy[next] && !full[next]) {
                busy[next] = true;
                return next;
            }
        }
        return 0;
    }

    private synchronized boolean allOver() {
        for (int t = 1; t < full.length; t++) {
            if (!full[t]) {
                return false;
            }
        }
        return true;
    }

    private synchronized void release(int table, boolean hasAll) {
        busy[table] = false;
        full[table] |= hasAll;
    }

    /** Reads the table's sheet as its scorekeeper's phone does, then posts one hand. */
    private void hand(int table) {
        boolean hasAll = false;
        try {
            String sheet = tablesBase + table;
            HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create(sheet + "/sheet"))
                    .header("Cookie", cookie).build(), HttpResponse.BodyHandlers.ofString());
            String html = page.body();
            String number = field(Pattern.compile("name=\"number\"\\s+value=\"(\\d+)\""), html);
            if (hanchan != null && page.statusCode() == 200 && number == null) {
                hasAll = true; // the game is over: the sheet has no form for another hand
                over.incrementAndGet();
                return;
            }
            if (page.statusCode() != 200 || number == null) {
                refused.incrementAndGet();
                return;
            }
            if (hanchan != null) {
                riichiHand(table, sheet, html, Integer.parseInt(number));
                return;
            }
            if (Integer.parseInt(number) > HANDS_PER_TABLE) {
                hasAll = true;
                return;
            }
            List<String> players = players(html);
            ThreadLocalRandom random = ThreadLocalRandom.current();
            String winner = players.remove(random.nextInt(players.size()));
            String discarder = random.nextInt(3) == 0 ? "self" : players.get(random.nextInt(players.size()));
            String body = "_csrf=" + enc(field(CSRF, html)) + "&number=" + number
                    + "&version=" + enc(field(Pattern.compile("name=\"version\"\\s+value=\"([^\"]*)\""), html))
                    + "&requestId=" + UUID.randomUUID() + "&result=WIN&winner=" + winner
                    + "&discarder=" + discarder + "&fanPoints=" + (8 + random.nextInt(33));
            long began = System.nanoTime();
            HttpResponse<Void> r = http.send(post(sheet + "/hands", body), HttpResponse.BodyHandlers.discarding());
            postMillis.add((System.nanoTime() - began) / 1_000_000);
            (r.statusCode() == 302 ? saved : refused).incrementAndGet();
            hasAll = Integer.parseInt(number) >= HANDS_PER_TABLE;
        } catch (Exception e) {
            refused.incrementAndGet();
        } finally {
            release(table, hasAll);
        }
    }

    /** Posts the table's next riichi line: the {@code number}th of its hanchan, or a draw once they are all used. */
    private void riichiHand(int table, String sheet, String html, int number) throws Exception {
        List<String> lines = hanchanOf(table, number);
        String line = number <= lines.size() ? lines.get(number - 1) : "result=DRAW";
        List<String> players = players(html);
        for (int seat = 0; seat < players.size(); seat++) {
            line = line.replace("=@" + seat, "=" + players.get(seat));
        }
        String body = "_csrf=" + enc(field(CSRF, html)) + "&number=" + number
                + "&version=" + enc(field(Pattern.compile("name=\"version\"\\s+value=\"([^\"]*)\""), html))
                + "&requestId=" + UUID.randomUUID() + "&" + line;
        long began = System.nanoTime();
        HttpResponse<Void> r = http.send(post(sheet + "/hands", body), HttpResponse.BodyHandlers.discarding());
        postMillis.add((System.nanoTime() - began) / 1_000_000);
        (r.statusCode() == 302 ? saved : refused).incrementAndGet();
    }

    /**
     * The hanchan a table is played with, given when the writer first sees it; a table someone else began (hands on
     * it already) gets none, and so only draws.
     */
    private synchronized List<String> hanchanOf(int table, int number) {
        if (game[table] < 0) {
            game[table] = number == 1 ? nextGame++ % hanchan.size() : Integer.MAX_VALUE;
        }
        return game[table] == Integer.MAX_VALUE ? List.of() : hanchan.get(game[table]);
    }

    /** The players of the table's winner select (the first four player ids after {@code id="winner"}). */
    private static List<String> players(String html) {
        int at = html.indexOf("id=\"winner\"");
        int endAt = html.indexOf("</select>", Math.max(at, 0));
        List<String> ids = new ArrayList<>();
        if (at >= 0 && endAt > at) {
            Matcher m = PLAYER.matcher(html.substring(at, endAt));
            while (m.find() && ids.size() < 4) {
                ids.add(m.group(1));
            }
        }
        if (ids.size() < 2) {
            throw new IllegalStateException("no players on the sheet");
        }
        return ids;
    }

    private HttpRequest post(String url, String body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url))
                .header("Content-Type", "application/x-www-form-urlencoded").timeout(Duration.ofSeconds(60))
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (cookie != null) {
            b.header("Cookie", cookie);
        }
        return b.build();
    }

    private static String field(Pattern p, String html) {
        Matcher m = p.matcher(html);
        return m.find() ? m.group(1) : null;
    }

    private static long pct(List<Long> sorted, int p) {
        if (sorted.isEmpty()) {
            return -1;
        }
        int i = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i)));
    }

    private static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                .getOperatingSystemMXBean()).getProcessCpuTime();
    }

    private static String enc(String s) {
        return URLEncoder.encode(s == null ? "" : s, StandardCharsets.UTF_8);
    }
}

package org.mahjongresults.load;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A spectator's phone on a live page of one {@link Scope} (the standings, a session's live page, a table's sheet),
 * behaving as static/js/live.js does (issue 30): it holds the event stream of the page's scope; for each results
 * event that concerns the page it waits a random 0 to {@code jitter} (live.js's SPREAD for the scope), then fetches
 * the live region with the version it was told of ({@code ?v=}), never more often than once per {@code interval}
 * (live.js's MIN_INTERVAL), one fetch at a time and one more if something came meanwhile, revalidating with the ETag.
 * The probe arms it before a hand is saved and is told when the first fetch that began after an event naming the
 * hand's table has been answered: the hand is on screen. A standings phone, like live.js since issue 39, takes the
 * rows an event carries when they start from the version its table shows, and a session's phone the changed tables'
 * cards an event carries (live.js's applyCards): then the hand is on screen when the event arrives. The scoped phones take their wait and interval from the page's {@code data-live-every}, as live.js does,
 * so that a run against an older build measures that build's timings.
 */
final class PhoneSpectator {

    /**
     * The pages phones watch, with live.js's own wait and interval for each (static/js/live.js: SPREAD and
     * MIN_INTERVAL): 60 % of an event's phones are on the standings, 30 % on a session's page, 10 % on a table's
     * (issue 39: the probe timed the session's phones only, who are not the majority).
     */
    enum Scope {
        STANDINGS(200, 250), SESSION(100, 250), TABLE(0, 100);

        final Duration spread;
        final Duration minInterval;

        Scope(long spreadMillis, long intervalMillis) {
            this.spread = Duration.ofMillis(spreadMillis);
            this.minInterval = Duration.ofMillis(intervalMillis);
        }

        String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    private static final Pattern VERSION = Pattern.compile("\"v\":\"?(\\d+)");
    /** What a standings table shows: {@code data-v="3/1742"} and {@code data-view="100"} (a server before 39: none). */
    private static final Pattern SHOWN = Pattern.compile("data-v=\"([^\"]+)\"");
    private static final Pattern VIEW = Pattern.compile("data-view=\"([^\"]+)\"");
    /** A delta's target version ({@code "v":"3/1743"}), which comes after its "from". */
    private static final Pattern DELTA_TO = Pattern.compile("\"from\":\"[^\"]*\",\"v\":\"([^\"]+)\"");

    private final String base;
    private final long tournament;
    private final int session;
    private final String me;
    private final int table;
    private final Scope scope;
    private Duration jitter;
    private Duration interval;
    /** Whether the phone takes its wait and interval from the page, as live.js does (the scoped phones do). */
    private final boolean followsPage;
    private final List<String> failures;
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final ScheduledExecutorService timers = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "phone-spectator-timer");
        t.setDaemon(true);
        return t;
    });
    private final BlockingQueue<Long> shown = new LinkedBlockingQueue<>();
    /** A standings phone: the version its table shows and its view ("100", "whole"), from its region. */
    private String tableVersion;
    private String view;

    // live.js's state, guarded by this object's lock
    private String known;
    private boolean busy;
    private boolean pending;
    private boolean timerSet;
    private long lastFetch;
    private String etag;
    /** When the event naming the armed hand's table arrived (0: not yet), and whether its showing was reported. */
    private long namedAt;
    private boolean armed;

    PhoneSpectator(String base, long tournament, int session, int table, Duration jitter, Duration interval,
                   List<String> failures) {
        this(Scope.SESSION, base, tournament, session, table, jitter, interval, failures);
    }

    /** A phone of {@code scope} with live.js's wait and interval for it. */
    PhoneSpectator(Scope scope, String base, long tournament, int session, int table, List<String> failures) {
        this(scope, base, tournament, session, table, scope.spread, scope.minInterval, failures, true);
    }

    private PhoneSpectator(Scope scope, String base, long tournament, int session, int table, Duration jitter,
                           Duration interval, List<String> failures) {
        this(scope, base, tournament, session, table, jitter, interval, failures, false);
    }

    private PhoneSpectator(Scope scope, String base, long tournament, int session, int table, Duration jitter,
                           Duration interval, List<String> failures, boolean followsPage) {
        this.followsPage = followsPage;
        this.scope = scope;
        this.table = table;
        this.interval = interval;
        this.base = base;
        this.tournament = tournament;
        this.session = session;
        this.me = "\"" + session + "/" + table + "\"";
        this.jitter = jitter;
        this.failures = failures;
    }

    long jitterMillis() {
        return jitter.toMillis();
    }

    long intervalMillis() {
        return interval.toMillis();
    }

    Scope scope() {
        return scope;
    }

    /** The page's scope as live.js sends it to the event stream. */
    private String scopeParameter() {
        return switch (scope) {
            case STANDINGS -> "all";
            case SESSION -> "session:" + session;
            case TABLE -> "table:" + session + "/" + table;
        };
    }

    /** What the phone fetches after an event: the page's live region (a table's sheet is fetched whole). */
    private String regionPath() {
        String t = "/tournaments/" + tournament;
        return switch (scope) {
            case STANDINGS -> t + "/standings?region=1&view=top";
            case SESSION -> t + "/sessions/" + session + "/live?region=1";
            case TABLE -> t + "/sessions/" + session + "/tables/" + table + "/sheet";
        };
    }

    /** Whether an event concerns the page, as live.js decides (a standings page takes every event). */
    private boolean concerns(String data, boolean all) {
        return switch (scope) {
            case STANDINGS -> true;
            case SESSION -> all || data.contains("\"" + session + "/");
            case TABLE -> all || data.contains(me);
        };
    }

    /**
     * The page's own timings (its layout's {@code data-live-every}, which live.js reads): per kind of scope the least
     * time between two fetches and the spread of a hall's fetches. A server that says none keeps the defaults above.
     */
    private Duration[] timings() throws Exception {
        String page = client.send(HttpRequest.newBuilder(URI.create(base + "/tournaments/" + tournament
                + "/standings")).build(), HttpResponse.BodyHandlers.ofString()).body();
        Matcher m = Pattern.compile("data-live-every=\"([^\"]*)\"").matcher(page);
        if (!m.find()) {
            return null;
        }
        String every = m.group(1).replace("&quot;", "\"");
        String kind = switch (scope) {
            case STANDINGS -> "all";
            case SESSION -> "session";
            case TABLE -> "table";
        };
        Matcher t = Pattern.compile("\"" + kind + "\":\\[(\\d+),(\\d+)\\]").matcher(every);
        return t.find() ? new Duration[] {Duration.ofMillis(Long.parseLong(t.group(1))),
                Duration.ofMillis(Long.parseLong(t.group(2)))} : null;
    }

    void start() throws Exception {
        if (followsPage) {
            Duration[] t = timings();
            if (t != null) {
                interval = t[0];
                jitter = t[1];
            }
        }
        if (scope == Scope.STANDINGS) {
            // The page as it opens: the version its table shows, and which rows (live.js sends both back).
            String region = body(client.send(HttpRequest.newBuilder(URI.create(base + regionPath()))
                    .header("Accept-Encoding", "gzip").build(), HttpResponse.BodyHandlers.ofByteArray()));
            noteShown(region);
        }
        HttpResponse<InputStream> stream = client.send(HttpRequest.newBuilder(URI.create(base + "/tournaments/"
                        + tournament + "/events?hl=en&scope=" + java.net.URLEncoder.encode(scopeParameter(),
                        StandardCharsets.UTF_8))).header("Accept", "text/event-stream")
                        .build(), HttpResponse.BodyHandlers.ofInputStream());
        Thread reader = new Thread(() -> read(stream.body()), "phone-spectator-events");
        reader.setDaemon(true);
        reader.start();
    }

    /** Before a hand is saved: the next event naming the table, and the fetch after it, are the hand's. */
    synchronized void arm() {
        shown.clear();
        namedAt = 0;
        armed = true;
    }

    /** When the armed hand was on the phone's screen (System.nanoTime), or null after the timeout. */
    Long visible(long timeout, TimeUnit unit) throws InterruptedException {
        return shown.poll(timeout, unit);
    }

    private void read(InputStream body) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8))) {
            String event = "message";
            StringBuilder data = new StringBuilder();
            String line;
            while ((line = in.readLine()) != null) {
                if (line.isEmpty()) {
                    dispatch(event, data.toString());
                    event = "message";
                    data.setLength(0);
                } else if (line.startsWith("event:")) {
                    event = line.substring(6).trim();
                } else if (line.startsWith("data:")) {
                    data.append(data.length() == 0 ? "" : "\n").append(line.substring(5).trim());
                }
            }
        } catch (Exception e) {
            failures.add("phone event stream: " + e);
        }
    }

    private synchronized void dispatch(String event, String data) {
        if (event.equals("hello")) {
            known = data;
            return;
        }
        if (!event.equals("results")) {
            return;
        }
        Matcher m = VERSION.matcher(data);
        String v = data.startsWith("{") ? (m.find() ? m.group(1) : null) : data;
        if (v != null && v.equals(known)) {
            return;
        }
        known = v;
        boolean all = !data.startsWith("{") || data.contains("\"all\":true");
        if (armed && namedAt == 0 && (all || data.contains(me))) {
            namedAt = System.nanoTime();
        }
        if (concerns(data, all) && !takeCarried(data)) {
            long wait = jitter.toMillis() <= 0 ? 0 : ThreadLocalRandom.current().nextLong(jitter.toMillis());
            timers.schedule(this::refresh, wait, TimeUnit.MILLISECONDS);
        }
    }

    /**
     * A standings phone takes the rows an event carries for its view when they start from the version it shows
     * (static/js/live.js's applyCarried): the hand is on its screen as the event arrives, with no fetch.
     */
    private boolean takeCarried(String data) {
        if (scope == Scope.SESSION && data.contains("\"cards\":") && !busy) {
            // A session's page swaps in the changed tables' cards the event carries (live.js's applyCards).
            if (armed && namedAt != 0) {
                armed = false;
                shown.add(System.nanoTime());
            }
            return true;
        }
        if (scope != Scope.STANDINGS || view == null || tableVersion == null) {
            return false;
        }
        Matcher m = Pattern.compile("\"" + Pattern.quote(view) + "\":\\{\"from\":\"([^\"]+)\",\"v\":\"([^\"]+)\"")
                .matcher(data);
        if (!m.find()) {
            return false;
        }
        if (showsAtLeast(tableVersion, m.group(2))) {
            return true; // a fetch brought this version before its event did (live.js's applyCarried)
        }
        if (busy || !m.group(1).equals(tableVersion)) {
            return false;
        }
        tableVersion = m.group(2);
        if (armed && namedAt != 0) {
            armed = false;
            shown.add(System.nanoTime());
        }
        return true;
    }

    /** The results version in a page version ("3/1742" -> 1742), -1 for none. */
    private static long resultsOf(String pageVersion) {
        int slash = pageVersion.indexOf('/');
        try {
            return slash < 0 ? -1 : Long.parseLong(pageVersion.substring(slash + 1));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** Whether a table at page version {@code shown} already shows {@code v}: the same settings, results as new. */
    private static boolean showsAtLeast(String shown, String v) {
        int a = shown.indexOf('/');
        int b = v.indexOf('/');
        return a > 0 && b > 0 && shown.substring(0, a).equals(v.substring(0, b)) && resultsOf(shown) >= resultsOf(v);
    }

    /** Notes what a standings region or delta shows. */
    private synchronized void noteShown(String body) {
        if (body == null) {
            return;
        }
        String start = body.length() > 4096 ? body.substring(0, 4096) : body;
        Matcher v = (start.startsWith("{") ? DELTA_TO : SHOWN).matcher(start);
        if (v.find()) {
            tableVersion = v.group(1);
        }
        Matcher w = VIEW.matcher(start);
        if (w.find()) {
            view = w.group(1);
        }
    }

    /** A response's body as text, gunzipped if need be. */
    private static String body(HttpResponse<byte[]> response) throws java.io.IOException {
        byte[] bytes = response.body();
        if (response.headers().firstValue("Content-Encoding").orElse("").contains("gzip")) {
            bytes = new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream(bytes)).readAllBytes();
        }
        return new String(bytes, StandardCharsets.UTF_8);
    }

    private synchronized void refresh() {
        long wait = lastFetch + interval.toMillis() - System.currentTimeMillis();
        if (busy || wait > 0) {
            pending = true;
            if (!busy && !timerSet) {
                timerSet = true;
                timers.schedule(() -> {
                    synchronized (this) {
                        timerSet = false;
                    }
                    refresh();
                }, wait, TimeUnit.MILLISECONDS);
            }
            return;
        }
        if (scope == Scope.STANDINGS && tableVersion != null && known != null && known.matches("\\d+")
                && resultsOf(tableVersion) >= Long.parseLong(known)) {
            pending = false; // as live.js: a fetch under way brought the version told of
            return;
        }
        busy = true;
        pending = false;
        lastFetch = System.currentTimeMillis();
        long started = System.nanoTime();
        String region = regionPath();
        String url = base + region + (known != null && known.matches("\\d+")
                ? (region.contains("?") ? "&" : "?") + "v=" + known : "");
        if (scope == Scope.STANDINGS && tableVersion != null) {
            // As live.js: the changes since the version shown.
            url += (url.contains("?") ? "&" : "?") + "from=" + java.net.URLEncoder.encode(tableVersion, StandardCharsets.UTF_8);
        }
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url))
                .header("Accept", "text/html")
                .header("Accept-Encoding", "gzip")
                .header("X-Live-Refresh", "1");
        if (etag != null) {
            request.header("If-None-Match", etag);
        }
        client.sendAsync(request.build(), HttpResponse.BodyHandlers.ofByteArray()).whenComplete((response, e) -> {
            long answered = System.nanoTime();
            boolean again;
            String text = null;
            if (e == null && response.statusCode() == 200 && scope == Scope.STANDINGS) {
                try {
                    text = body(response);
                } catch (java.io.IOException bad) {
                    failures.add("phone fetch body: " + bad);
                }
            }
            synchronized (this) {
                if (e != null) {
                    failures.add("phone fetch: " + e);
                } else if (response.statusCode() == 200 || response.statusCode() == 304) {
                    response.headers().firstValue("ETag").ifPresent(t -> etag = t);
                    noteShown(text);
                    if (armed && namedAt != 0 && started >= namedAt) {
                        armed = false;
                        shown.add(answered);
                    }
                } else {
                    failures.add("phone fetch answered " + response.statusCode());
                }
                busy = false;
                again = pending;
            }
            if (again) {
                refresh();
            }
        });
    }
}

package org.mahjongresults.load;

import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.bodyBytes;
import static io.gatling.javaapi.core.CoreDsl.css;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.jsonPath;
import static io.gatling.javaapi.core.CoreDsl.nothingFor;
import static io.gatling.javaapi.core.CoreDsl.pace;
import static io.gatling.javaapi.core.CoreDsl.pause;
import static io.gatling.javaapi.core.CoreDsl.rampUsers;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.sse;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Session;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.IntStream;

/**
 * An event day against a running website (BENCHMARKS.md, scripts/event-load-test.sh): scorekeepers enter the hands
 * of one session at an event's pace, a group of them in bursts, while spectators on phones (asking for gzip) hold the
 * live event stream and fetch what each event tells them to, spread over 300 ms as static/js/live.js does. A probe (AckToVisibleProbe) measures the time from a
 * hand's acknowledgement until a spectator has its table's update.
 *
 * <p>Settings are system properties: base, tournament, session, steadyTables, burstTables, pace (seconds between two
 * hands of one steady table), bursts (number of bursts of burstRate hands per second for 10 s), spectators, duration
 * (seconds), password (of the account "admin"), statsPercent (the share of the spectators who browse the statistics
 * pages instead of holding the standings: issue 17), riichiTournament, riichiSession and riichiPercent (issue 38: the
 * share of the spectators on a riichi tournament's standings and live pages; none without riichiTournament).
 */
public class EventDaySimulation extends Simulation {

    private static final String BASE = System.getProperty("base", "http://127.0.0.1:7090");
    private static final long TOURNAMENT = Long.getLong("tournament", 1);
    private static final int SESSION = Integer.getInteger("session", 10);
    private static final int STEADY_TABLES = Integer.getInteger("steadyTables", 79);
    private static final int BURST_TABLES = Integer.getInteger("burstTables", 20);
    private static final int PACE = Integer.getInteger("pace", 240);
    private static final int BURSTS = Integer.getInteger("bursts", 2);
    private static final int BURST_RATE = Integer.getInteger("burstRate", 5);
    private static final int SPECTATORS = Integer.getInteger("spectators", 2000);
    /** What the standings phones load and follow: "top" (the top 100, what a phone is given first) or "all". */
    private static final String STANDINGS_VIEW = System.getProperty("standings", "top");
    private static final int STATS_PERCENT = Integer.getInteger("statsPercent", 5);
    private static final int DURATION = Integer.getInteger("duration", 240);
    private static final String PASSWORD = System.getProperty("password", "load-test-admin");
    /** How many ack-to-visible probes run side by side, each at its own table. */
    private static final int PROBES = Integer.getInteger("probes", 4);
    /** Scorekeepers sign in before the session (99 Argon2 hashes); spectators come after this long. */
    private static final int LOGINS = Integer.getInteger("logins", 20);
    /**
     * The start-of-session login storm (issue 30): this many scorekeepers sign in at the same moment, when the
     * spectators start to come, all with the one account the load test has (a hundred sign-ins of one account at
     * once is what failed on the 400-player event); each then opens the session's table cards.
     */
    private static final int STORM = Integer.getInteger("storm", 100);
    /**
     * How the storm signs in (issue 39 item 3): "password" (the one account, as above) or "codes": each scorekeeper
     * with its table's sign-in code, read from the printed codes page (stormCodes: a file of the codes' paths, one a
     * line, that the script had SignInStorm print as the director), then its table's sheet.
     */
    private static final String STORM_BY = System.getProperty("stormBy", "password");
    private static final String STORM_CODES = System.getProperty("stormCodes", "");
    /** The share of the spectators (percent) who read the draw (every player opens it before a session). */
    private static final int DRAW_PERCENT = Integer.getInteger("drawPercent", 10);
    /** Whether the draw's readers also open the stages page (issue 28; a build before it answers 404 there). */
    private static final boolean STAGES_PAGE = Boolean.parseBoolean(System.getProperty("stagesPage", "true"));
    /**
     * The phone-like probe's live.js timing for a session's page, in ms: the most it waits between an event and its
     * fetch (SPREAD), and the least time between two fetches (MIN_INTERVAL). Parameters, so that the probe can follow
     * live.js when its timing changes.
     */
    private static final int PROBE_JITTER = Integer.getInteger("probeJitter", 100);
    private static final int PROBE_INTERVAL = Integer.getInteger("probeInterval", 250);
    /**
     * A riichi tournament beside the MCR one (issue 38; 0: none, the test as it was): riichiPercent of the spectators
     * hold its standings and its session's live page instead, their requests named "riichi ..." so that the MCR lines
     * of the report stay comparable with runs without it. Its hands come from the script's riichi HandWriter.
     */
    private static final long RIICHI_TOURNAMENT = Long.getLong("riichiTournament", 0);
    private static final int RIICHI_SESSION = Integer.getInteger("riichiSession", 4);
    private static final int RIICHI_PERCENT = Integer.getInteger("riichiPercent", 10);
    /** Spectators join over this long, as a hall fills. */
    private static final int RAMP = Integer.getInteger("ramp", 60);

    private static final String T = "/tournaments/" + TOURNAMENT;

    private final HttpProtocolBuilder protocol = http.baseUrl(BASE)
            .acceptEncodingHeader("gzip, deflate")
            .acceptHeader("text/html")
            .userAgentHeader("Mozilla/5.0 (Linux; Android 14) event-load-test")
            .disableFollowRedirect()
            .shareConnections();

    /** Signs in as the administrator (a scorekeeper's phone signs in once). */
    private static ChainBuilder login() {
        return login("login");
    }

    private static ChainBuilder login(String name) {
        return exec(http(name + " form").get("/login").check(css("input[name=_csrf]", "value").saveAs("csrf")))
                .exec(http(name).post("/login")
                        .formParam("username", "admin")
                        .formParam("password", PASSWORD)
                        .formParam("_csrf", "#{csrf}")
                        .check(status().is(302)));
    }

    private static String table(Session s) {
        return T + "/sessions/" + SESSION + "/tables/" + s.getInt("table");
    }

    /** Reads the sheet's form (number, version, token, players), then enters one hand as the form would. */
    private static ChainBuilder enterHand(String name) {
        return exec(http("sheet (scorekeeper)").get(EventDaySimulation::sheet)
                        .check(status().is(200))
                        .check(css("input[name=number]", "value").saveAs("number"))
                        .check(css("input[name=version]", "value").saveAs("version"))
                        .check(css("input[name=_csrf]", "value").saveAs("csrf"))
                        .check(css("#winner option", "value").findAll().saveAs("players")))
                .doIf(s -> Integer.parseInt(s.getString("number")) <= 16).then(exec(http(name)
                        .post(s -> table(s) + "/hands")
                        .formParamMap(EventDaySimulation::hand)
                        .check(status().is(302))));
    }

    private static String sheet(Session s) {
        return table(s) + "/sheet";
    }

    private static Map<String, Object> hand(Session s) {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        List<String> players = new ArrayList<>(s.getList("players"));
        players.removeIf(String::isEmpty);
        String winner = players.get(random.nextInt(players.size()));
        players.remove(winner);
        String discarder = random.nextInt(3) == 0 ? "self" : players.get(random.nextInt(players.size()));
        return Map.of("_csrf", s.getString("csrf"), "number", s.getString("number"),
                "version", s.getString("version"), "requestId", UUID.randomUUID().toString(),
                "result", "WIN", "winner", winner, "discarder", discarder,
                "fanPoints", String.valueOf(8 + random.nextInt(33)));
    }

    private static Iterator<Map<String, Object>> tables(int first, int count) {
        return IntStream.range(first, first + count).<Map<String, Object>>mapToObj(n -> Map.of("table", n))
                .iterator();
    }

    /**
     * One scorekeeper per table, a hand every PACE seconds (an event's pace: 16 hands in about an hour), for as long as
     * the last spectators (who join during the ramp) watch: were the hands to stop first, their last waits for an
     * event would time out.
     */
    private final ScenarioBuilder steady = scenario("scorekeeper")
            .feed(tables(1, STEADY_TABLES))
            .exec(login())
            .pause(Duration.ZERO, Duration.ofSeconds(PACE))
            .during(Duration.ofSeconds(LOGINS + RAMP + DURATION)).on(pace(Duration.ofSeconds(PACE))
                    .exec(enterHand("hand POST")));

    /** Scorekeepers who enter BURST_RATE hands a second together for 10 s, BURSTS times. */
    private final ScenarioBuilder bursty = scenario("burst scorekeeper")
            .feed(tables(STEADY_TABLES + 2, BURST_TABLES))
            .exec(login())
            .exec(bursts());

    /**
     * BURSTS bursts spread over the run; in each, every burst scorekeeper enters hands so that together they make
     * BURST_RATE hands a second for about 10 s.
     */
    private static ChainBuilder bursts() {
        long period = BURST_TABLES * 1000L / BURST_RATE;
        int handsEach = (int) Math.ceil(10.0 * BURST_RATE / BURST_TABLES);
        ChainBuilder chain = exec(session -> session);
        long elapsed = 0;
        for (int b = 1; b <= BURSTS; b++) {
            long start = (long) b * DURATION * 1000 / (BURSTS + 1);
            chain = chain.pause(Duration.ofMillis(Math.max(0, start - elapsed)))
                    .repeat(handsEach).on(pace(Duration.ofMillis(period)).exec(enterHand("hand POST (burst)")));
            elapsed = start + handsEach * period;
        }
        return chain;
    }

    /**
     * What a standings table says of its version: {@code data-v="1/42"} in the page or a whole region, {@code "v":"1/42"}
     * in a delta; the next fetch asks for what changed since (static/js/live.js).
     */
    private static final java.util.regex.Pattern SHOWN_VERSION =
            java.util.regex.Pattern.compile("(?:data-v=|\"v\":)\"([^\"]+)\"");

    /**
     * The version a standings page or region shows, looked for near the start of the body only: a server without
     * versions sends the whole table (1 MB at 1,000 players), and scanning all of it on every fetch would cost the
     * load generator the cores the server needs.
     */
    private static String shownVersion(byte[] body) {
        String start = new String(body, 0, Math.min(body.length, 64 * 1024), java.nio.charset.StandardCharsets.UTF_8);
        java.util.regex.Matcher m = SHOWN_VERSION.matcher(start);
        return m.find() ? m.group(1) : null;
    }

    /** A spectator on a phone: the page, the event stream, and the region an event concerns. */
    private ScenarioBuilder spectator(String name, String page, String region, String concerns) {
        return spectator(name, page, s -> told(s, region), concerns, false, T, "");
    }

    private static final java.util.regex.Pattern TOLD = java.util.regex.Pattern.compile("\"v\":(\\d+)");

    /** The URL with the version the last event told of ({@code ?v=}), as static/js/live.js asks. */
    private static String told(Session s, String url) {
        java.util.regex.Matcher m = s.contains("event") ? TOLD.matcher(s.getString("event")) : null;
        return m != null && m.find() ? url + (url.contains("?") ? "&" : "?") + "v=" + m.group(1) : url;
    }

    /**
     * An open standings page: it asks for the changes since the version it shows. A phone is given the top of a big
     * table (view=top, the page's data-region); a server without views ignores the parameter and sends the whole.
     */
    private ScenarioBuilder standingsSpectator() {
        return standingsSpectator(T, "");
    }

    /** The standings of tournament {@code t}, its requests' names starting with {@code prefix} ("riichi "). */
    private ScenarioBuilder standingsSpectator(String t, String prefix) {
        boolean whole = "all".equals(STANDINGS_VIEW);
        String region = t + "/standings?region=1" + (whole ? "" : "&view=top");
        return spectator(prefix + "standings", t + "/standings" + (whole ? "?all=1" : ""),
                s -> told(s, s.contains("shown") && !s.getString("shown").isEmpty()
                        ? region + "&from=" + s.getString("shown") : region), null, true, t, prefix);
    }

    /**
     * The name of the rows a standings phone shows, under which an event carries their changes (issue 39): the top
     * ("100") or the whole table.
     */
    private static String view() {
        return "all".equals(STANDINGS_VIEW) ? "whole" : "100";
    }

    /**
     * Whether the event just received carries the changes of the phone's rows from the version it shows
     * (static/js/live.js's applyCarried): then it shows their version and fetches nothing ("carried").
     */
    private static Session takeCarried(Session s, String view) {
        String shown = s.contains("shown") ? s.getString("shown") : "";
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"" + view
                + "\":\\{\"from\":\"([^\"]+)\",\"v\":\"([^\"]+)\"").matcher(s.getString("event"));
        if (!shown.isEmpty() && m.find() && m.group(1).equals(shown)) {
            return s.set("shown", m.group(2)).set("carried", true);
        }
        return s.set("carried", false);
    }

    private ScenarioBuilder spectator(String name, String page, java.util.function.Function<Session, String> region,
                                      String concerns, boolean versioned, String t, String prefix) {
        var pageRequest = http(name + " page").get(page).check(status().is(200));
        var regionRequest = http(name + " region").get(region::apply).check(status().in(200, 304));
        if (versioned) {
            // Not found (an old server, a 304): the version shown stays as it was ("" for none).
            pageRequest = pageRequest.check(bodyBytes().transformWithSession((body, session) -> {
                String v = shownVersion(body);
                return v != null ? v : session.contains("shown") ? session.getString("shown") : "";
            }).saveAs("shown"));
            regionRequest = regionRequest.check(bodyBytes().transformWithSession((body, session) -> {
                String v = shownVersion(body);
                return v != null ? v : session.contains("shown") ? session.getString("shown") : "";
            }).saveAs("shown"));
        }
        return scenario(name)
                .exec(pageRequest)
                .exec(sse(prefix + "events").get(t + "/events?hl=en"
                                + (concerns == null ? "" : "&scope=" + scope(concerns)))
                        .await(Duration.ofSeconds(30)).on(sse.checkMessage(prefix + "hello")
                                .check(jsonPath("$.event").is("hello"))))
                .during(Duration.ofSeconds(DURATION)).on(exec(sse(prefix + "wait for results").setCheck()
                                .await(prefix.isEmpty() ? quietFor(concerns) : riichiQuiet())
                                .on(sse.checkMessage(prefix + "results")
                                        .check(jsonPath("$.data").saveAs("event"))))
                        .exec(s -> versioned ? takeCarried(s, view()) : s.set("carried",
                                s.getString("event").contains("\"cards\":")))
                        .doIf(s -> concerns(s.getString("event"), concerns)
                                && !(s.contains("carried") && s.getBoolean("carried")))
                        .then(pause(Duration.ZERO, Duration.ofMillis(300)).exec(regionRequest)))
                .exec(sse(prefix + "close").close());
    }

    /**
     * A spectator browsing the statistics (issue 17) now and then, without an event stream: the tournament's page,
     * then the page of a player from its highest hands. Both are rendered once per results version.
     */
    private ScenarioBuilder statsBrowser() {
        return scenario("stats")
                .during(Duration.ofSeconds(DURATION)).on(exec(http("stats page").get(T + "/stats")
                                .check(status().in(200, 304))
                                .check(css("a.stat-hand__winner", "href").optional().saveAs("playerStats")))
                        .pause(Duration.ofSeconds(2), Duration.ofSeconds(8))
                        .doIf(s -> s.contains("playerStats")).then(exec(http("player stats page")
                                .get("#{playerStats}").check(status().in(200, 304))))
                        .pause(Duration.ofSeconds(5), Duration.ofSeconds(15)));
    }

    /**
     * The start of a session: STORM scorekeepers sign in together (the form, then the sign-in, at once), then each
     * looks at the session's table cards (to find the table) as the hall sits down.
     */
    private final ScenarioBuilder loginStorm = scenario("login storm")
            .exec(login("login (storm)"))
            .exec(http("table cards").get(T + "/sessions/" + SESSION + "/cards").check(status().in(200, 304)));

    /**
     * The storm with the tables' sign-in codes: each scorekeeper's phone opens its table's code (the page, as when the
     * QR code is scanned), presses the button, and opens the sheet the button leads to.
     */
    private final ScenarioBuilder codeStorm = scenario("code storm")
            .feed(codes())
            .exec(http("code page (storm)").get("#{code}").check(status().is(200))
                    .check(css("input[name=_csrf]", "value").saveAs("csrf")))
            .exec(http("code sign-in (storm)").post("#{code}").formParam("_csrf", "#{csrf}")
                    .check(status().is(302)).check(io.gatling.javaapi.http.HttpDsl.header("Location").saveAs("sheet")))
            .exec(http("table sheet (storm)").get("#{sheet}").check(status().is(200)));

    private static Iterator<Map<String, Object>> codes() {
        if (!"codes".equals(STORM_BY)) {
            return java.util.Collections.emptyIterator();
        }
        try {
            return java.nio.file.Files.readAllLines(java.nio.file.Path.of(STORM_CODES)).stream()
                    .filter(line -> !line.isBlank()).<Map<String, Object>>map(line -> Map.of("code", line.trim()))
                    .toList().iterator();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("stormBy=codes needs stormCodes, a file of codes", e);
        }
    }

    /**
     * A player before the session: the draw (every session's tables), the session's page, the table cards; again
     * now and then, as players check where they sit next.
     */
    private ScenarioBuilder drawReader() {
        return scenario("draw")
                .during(Duration.ofSeconds(DURATION)).on(exec(http("draw page").get(T + "/draw")
                                .check(status().in(200, 304)))
                        .pause(Duration.ofSeconds(2), Duration.ofSeconds(8))
                        .exec(http("session page").get(T + "/sessions/" + SESSION).check(status().in(200, 304)))
                        .pause(Duration.ofSeconds(2), Duration.ofSeconds(8))
                        .exec(http("table cards").get(T + "/sessions/" + SESSION + "/cards")
                                .check(status().in(200, 304)))
                        .doIf(session -> STAGES_PAGE).then(pause(Duration.ofSeconds(2), Duration.ofSeconds(8))
                                .exec(http("stages page").get(T + "/stages").check(status().in(200, 304))))
                        .pause(Duration.ofSeconds(10), Duration.ofSeconds(30)));
    }

    /**
     * How long a page may hear nothing before the stream counts as broken: a minute for pages of a session or of the
     * whole tournament (hands come every few seconds); a table's page hears only of its own table (a hand every few
     * minutes, none at all in a run), so it waits until the run ends.
     */
    private static Duration quietFor(String concerns) {
        return concerns != null && !concerns.endsWith("/") ? Duration.ofSeconds(LOGINS + RAMP + DURATION + 120)
                : Duration.ofSeconds(60);
    }

    /**
     * The riichi tournament's pages may hear nothing for long: its few tables end their hanchan (the engine says
     * when) possibly before the run does, so they wait until it ends, as a table's page does.
     */
    private static Duration riichiQuiet() {
        return Duration.ofSeconds(LOGINS + RAMP + DURATION + 120);
    }

    /** The scope a page watches, as static/js/live.js names it: "10/" is "session:10", "10/1\"" is "table:10/1". */
    private static String scope(String concerns) {
        return concerns.endsWith("/") ? "session:" + concerns.substring(0, concerns.length() - 1)
                : "table:" + concerns.replace("\"", "");
    }

    /**
     * Whether an event concerns a page, as static/js/live.js decides: "all" pages take every event; others the
     * events that name their session ("10/") or table ("10/1"), or say "all". An event that is not JSON (a server
     * before the change log) concerns every page.
     */
    private static boolean concerns(String event, String scope) {
        return scope == null || !event.startsWith("{") || event.contains("\"all\"") || event.contains("\"" + scope);
    }

    /**
     * The probes: one at the free table of the session being played (between the steady and the bursty tables),
     * the others at the first tables of the session before it (drawn and empty), so that a run measures a few dozen
     * hands instead of one table's dozen. Each probe also has a phone (PhoneSpectator) that sees the hand as live.js
     * would, with its wait of 0 to probeJitter ms and its fetch at most once every probeInterval ms.
     */
    private final List<AckToVisibleProbe> probes = probes();

    private static List<AckToVisibleProbe> probes() {
        List<AckToVisibleProbe> list = new ArrayList<>();
        list.add(new AckToVisibleProbe(BASE, TOURNAMENT, SESSION, STEADY_TABLES + 1, PASSWORD,
                Duration.ofSeconds(DURATION), Duration.ofMillis(PROBE_JITTER), Duration.ofMillis(PROBE_INTERVAL)));
        for (int table = 1; table < PROBES; table++) {
            list.add(new AckToVisibleProbe(BASE, TOURNAMENT, SESSION - 1, table, PASSWORD,
                    Duration.ofSeconds(DURATION), Duration.ofMillis(PROBE_JITTER), Duration.ofMillis(PROBE_INTERVAL)));
        }
        return list;
    }

    @Override
    public void before() {
        probes.forEach(AckToVisibleProbe::start);
    }

    @Override
    public void after() {
        AckToVisibleProbe.report(probes);
    }

    {

        // The riichi tournament's spectators are taken out of the whole; the MCR shares are of the rest.
        int riichiWatchers = RIICHI_TOURNAMENT > 0 ? SPECTATORS * RIICHI_PERCENT / 100 : 0;
        int mcrSpectators = SPECTATORS - riichiWatchers;
        int statsBrowsers = mcrSpectators * STATS_PERCENT / 100;
        int drawReaders = mcrSpectators * DRAW_PERCENT / 100;
        int standingsWatchers = mcrSpectators * 6 / 10 - statsBrowsers - drawReaders;
        int liveWatchers = mcrSpectators * 3 / 10;
        int sheetWatchers = mcrSpectators - standingsWatchers - liveWatchers - statsBrowsers;
        List<PopulationBuilder> populations = new ArrayList<>();
        // Each table's first hand comes at a random moment of the first pace, so that hands arrive evenly, as at
        // an event; the run ends when the spectators' time is up (maxDuration).
        populations.add(steady.injectOpen(rampUsers(STEADY_TABLES).during(Duration.ofSeconds(10)))
                .protocols(protocol));
        populations.add(bursty.injectOpen(atOnceUsers(BURST_TABLES)).protocols(protocol));
        if (standingsWatchers > 0) {
            populations.add(standingsSpectator()
                    .injectOpen(nothingFor(Duration.ofSeconds(LOGINS)),
                            rampUsers(standingsWatchers).during(Duration.ofSeconds(RAMP)))
                    .protocols(protocol));
        }
        if (liveWatchers > 0) {
            String live = T + "/sessions/" + SESSION + "/live";
            populations.add(spectator("live", live, live + "?region=1", SESSION + "/")
                    .injectOpen(nothingFor(Duration.ofSeconds(LOGINS)),
                            rampUsers(liveWatchers).during(Duration.ofSeconds(RAMP)))
                    .protocols(protocol));
        }
        if (sheetWatchers > 0) {
            String sheet = T + "/sessions/" + SESSION + "/tables/1/sheet";
            populations.add(spectator("sheet", sheet, sheet, SESSION + "/1\"")
                    .injectOpen(nothingFor(Duration.ofSeconds(LOGINS)),
                            rampUsers(sheetWatchers).during(Duration.ofSeconds(RAMP)))
                    .protocols(protocol));
        }
        if (STORM > 0) {
            populations.add(("codes".equals(STORM_BY) ? codeStorm : loginStorm)
                    .injectOpen(nothingFor(Duration.ofSeconds(LOGINS)), atOnceUsers(STORM)).protocols(protocol));
        }
        if (drawReaders > 0) {
            populations.add(drawReader()
                    .injectOpen(nothingFor(Duration.ofSeconds(LOGINS)),
                            rampUsers(drawReaders).during(Duration.ofSeconds(RAMP)))
                    .protocols(protocol));
        }
        if (statsBrowsers > 0) {
            populations.add(statsBrowser()
                    .injectOpen(nothingFor(Duration.ofSeconds(LOGINS)),
                            rampUsers(statsBrowsers).during(Duration.ofSeconds(RAMP)))
                    .protocols(protocol));
        }
        if (riichiWatchers > 0) {
            // Two thirds on the standings, a third on the session's live page, as the MCR spectators (6:3).
            String r = "/tournaments/" + RIICHI_TOURNAMENT;
            int riichiLive = riichiWatchers / 3;
            populations.add(standingsSpectator(r, "riichi ")
                    .injectOpen(nothingFor(Duration.ofSeconds(LOGINS)),
                            rampUsers(riichiWatchers - riichiLive).during(Duration.ofSeconds(RAMP)))
                    .protocols(protocol));
            if (riichiLive > 0) {
                String live = r + "/sessions/" + RIICHI_SESSION + "/live";
                populations.add(spectator("riichi live", live, s -> told(s, live + "?region=1"),
                        RIICHI_SESSION + "/", false, r, "riichi ")
                        .injectOpen(nothingFor(Duration.ofSeconds(LOGINS)),
                                rampUsers(riichiLive).during(Duration.ofSeconds(RAMP)))
                        .protocols(protocol));
            }
        }
        setUp(populations).maxDuration(Duration.ofSeconds(LOGINS + RAMP + DURATION + 30))
                .assertions(global().failedRequests().count().is(0L));
    }
}

package org.mahjongresults.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.javalin.http.HandlerType;
import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import java.util.Set;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.person.PersonRepository;
import org.mahjongresults.db.person.PastResult;
import org.mahjongresults.db.person.PastTournament;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.engine.penalty.Offence;
import org.mahjongresults.engine.penalty.SanctionKind;
import org.mahjongresults.engine.results.TablePoints;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.db.account.User;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.appeal.AppealRepository;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.penalty.PenaltyRepository;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.web.testing.TestApp;

/**
 * Walks the whole route table with malformed input (issues 14 and 30): every route, with path parameters that exist
 * (the demo with a hand, a penalty, an appeal, its players as persons and a past tournament waiting for its players
 * to be confirmed), as the public, a
 * scorekeeper, a referee, a director and the role on its row; every GET route also by HEAD; with a valid CSRF token and the form's current values (its version included) read from the pages, one field
 * at a time replaced by a bad value: missing, empty, NUL and other control characters, huge and negative numbers,
 * 100 kB of text, invalid UTF-8, markup, ids of another tournament; and malformed path parameters. No answer may
 * be a server error, and afterwards the data is consistent and every page still answers.
 */
@Slow
class RouteFuzzRouteTest {

    /** Marks a value already percent-encoded (to send bytes that are not UTF-8). */
    private static final String RAW = "\uE000raw:";

    private static final List<String> BAD_VALUES = List.of(
            "", "\u0000", "a\u0000b", "\u0001\u0007\u001b\u007f", "\r\n\t", "-1", "0", "-2147483649",
            "99999999999999999999999999999", "1e999999", "NaN", "x".repeat(100_000),
            "<script>alert(1)</script>\"'&<b>", RAW + "%C3%28%FF%FE", RAW + "%ED%A0%80", "\uD83C\uDC04 漢字 かな");
    /** Malformed path values; the last two are 3 in Arabic-Indic and 1 in full-width digits, which are not ids. */
    private static final List<String> BAD_PATH_VALUES = List.of("0", "-1", "99999999999999999999", "abc", "%00",
            "%C3%28", "+1", "%D9%A3", "%EF%BC%91");
    private static final Pattern NON_ASCII_DIGIT = Pattern.compile("%D9%A3|%EF%BC%91");

    /** Bad values tried in each field alone (all of them are tried in all fields at once). */
    private static final int PER_FIELD = 1;

    /** Malformed values of a path parameter tried per route (in turn: across the routes every value is tried). */
    private static final int PER_PARAM = 2;

    /**
     * Routes that check a password at Argon2's cost on every try (and the login's throttle slows repeated failures):
     * a few bad values in all fields at once, no field alone.
     */
    private static final Set<String> PASSWORD_ROUTES = Set.of("/login", "/setup/{token}", "/account/password",
            "/admin/users", "/admin/users/{userId}/password");
    private static final List<String> PASSWORD_VALUES = List.of("", "\u0000", "x".repeat(100_000),
            RAW + "%C3%28%FF%FE");

    private int rotation;

    private final List<String> failures = new ArrayList<>();
    private int requests;

    /** A browser-like client: its cookies and its session's CSRF token. */
    private final class Client {
        final String name;
        final CookieManager cookies = new CookieManager();
        volatile HttpClient http = newClient();
        String csrf;
        final TestApp app;

        Client(TestApp app, String name) {
            this.app = app;
            this.name = name;
            csrf = token(get("/login").body());
        }

        Client signIn(String password) {
            HttpResponse<String> r = post("/login", Map.of("username", name, "password", password, "_csrf", csrf));
            assertThat(r.statusCode()).as("sign-in of " + name).isEqualTo(302);
            csrf = token(get("/").body());
            return this;
        }

        HttpResponse<String> get(String path) {
            return send(HttpRequest.newBuilder(uri(path)).GET());
        }

        HttpResponse<String> post(String path, Map<String, String> form) {
            String body = form.entrySet().stream().map(e -> enc(e.getKey()) + "=" + enc(e.getValue()))
                    .collect(Collectors.joining("&"));
            return send(HttpRequest.newBuilder(uri(path))
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(body)));
        }

        HttpResponse<String> head(String path) {
            return send(HttpRequest.newBuilder(uri(path)).method("HEAD", HttpRequest.BodyPublishers.noBody()));
        }

        /** A body sent as it is, with the CSRF token in its header (the body may not be readable). */
        HttpResponse<String> raw(String path, String contentType, String body) {
            return send(HttpRequest.newBuilder(uri(path)).header("Content-Type", contentType)
                    .header("X-CSRF-Token", csrf == null ? "" : csrf)
                    .POST(HttpRequest.BodyPublishers.ofString(body)));
        }

        private URI uri(String path) {
            return URI.create(app.url(path));
        }

        private HttpClient newClient() {
            return HttpClient.newBuilder().cookieHandler(cookies).followRedirects(HttpClient.Redirect.NEVER)
                    .connectTimeout(Duration.ofSeconds(5)).build();
        }

        private HttpResponse<String> send(HttpRequest.Builder b) {
            HttpRequest request = b.timeout(Duration.ofSeconds(30)).build();
            try {
                try {
                    return http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
                } catch (IOException closed) {
                    // Jetty answers a request it refuses (a path that is not UTF-8) at once and closes the
                    // connection; a client still sending the body may see only the close. Once more, afresh.
                    http = newClient();
                    return http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
                }
            } catch (IOException e) {
                return null; // no answer at all: reported by check()
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }

    /**
     * Values as sent, encoded once: the same bad values (100 kB of text among them) go into every field of every form,
     * and encoding them again for each request was a tenth of the test's CPU.
     */
    private static final Map<String, String> ENCODED = new java.util.concurrent.ConcurrentHashMap<>();

    private static String enc(String s) {
        return ENCODED.computeIfAbsent(s, v -> v.startsWith(RAW) ? v.substring(RAW.length())
                : URLEncoder.encode(v, StandardCharsets.UTF_8));
    }

    private static String token(String html) {
        Element input = Jsoup.parse(html).selectFirst("input[name=_csrf]");
        return input == null ? null : input.val();
    }

    private synchronized void check(String what, HttpResponse<String> r) {
        requests++;
        if (r == null) {
            failures.add("no answer: " + what);
        } else if (r.statusCode() >= 500) {
            failures.add(r.statusCode() + " " + what + ": " + r.body().substring(0, Math.min(200, r.body().length())));
        }
    }

    private synchronized void fail(String what) {
        failures.add(what);
    }

    /**
     * How many GET routes are tried at once. Measured (issue 30): 3 at once did not shorten the GET phase (7-11 s of a
     * 38-75 s run on H2 and PostgreSQL; the POST routes take the rest), and the forms the POSTs start from would then
     * depend on which page answered first; so one at a time, in the route table's order.
     */
    private static final int POOL = 1;

    /** Runs the tasks on {@link #POOL} threads and waits for all of them; a task's own failure fails the test. */
    private static void inPool(List<Runnable> tasks) {
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(POOL);
        try {
            List<java.util.concurrent.Future<?>> done = new ArrayList<>();
            for (Runnable task : tasks) {
                done.add(pool.submit(task));
            }
            for (java.util.concurrent.Future<?> f : done) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void noMalformedInputOnAnyRouteGivesAServerErrorAndTheDataStaysConsistent() {
        long started = System.nanoTime();
        try (TestApp app = TestApp.startWithDemo()) {
            UserRepository users = app.parts().users();
            users.create(Actor.SYSTEM, "admin", "Site Admin", TestApp.HASHER.hash("admin-password"), true);
            User victim = users.create(Actor.SYSTEM, "fuzzvictim", "Fuzz Victim",
                    TestApp.HASHER.hash("fuzz-victim-pw"), false);
            TournamentRepository tournaments = app.parts().tournaments();
            Tournament other = tournaments.create(Actor.SYSTEM, Tournament.newMcr("Another Cup"));
            Player stranger = tournaments.createPlayer(Actor.SYSTEM,
                    Player.newPlayer(other.id(), 1, "Stranger", null, "CH", null, null));
            // A tournament with no players, where the director may act: its draw must be refused in words.
            Tournament empty = tournaments.create(Actor.SYSTEM, Tournament.newMcr("Empty Cup"));
            long demo = app.demoTournamentId();
            app.parts().staff().assign(Actor.SYSTEM, empty.id(),
                    users.findByUsername("director").orElseThrow().id(), StaffRole.DIRECTOR, Set.of());
            // Real ids of the demo's kinds of records: a penalty and an appeal at session 1, table 1 (a hand there
            // comes below); the demo's players as persons of the registry, and a past tournament whose lines wait
            // for the director (the same names, one with another EMA number).
            DrawRepository draws = app.parts().draws();
            List<Seating> table1 = draws.seatings(demo).stream().filter(x -> x.session() == 1 && x.table() == 1)
                    .toList();
            Seating seat = table1.get(0);
            PenaltyRepository penalties = app.parts().penalties();
            long penalty = penalties.record(Actor.SYSTEM, demo, new PenaltyRepository.NewPenalty(1, 1, null,
                    seat.playerId(), Offence.WRONG_CLAIM, SanctionKind.DEDUCTION, 10, false, null, null, "fuzz",
                    StaffRole.REFEREE));
            long appeal = ((AppealRepository.FileOutcome.Filed) app.parts().appeals().file(Actor.SYSTEM, demo, new AppealRepository.NewAppeal(1, 1, seat.playerId(), null,
                    null, 1, "statement", seat.name()))).id();
            PersonRepository persons = app.parts().persons();
            persons.registerUnmatched(Actor.SYSTEM, false, demo);
            long person = persons.entry(false, demo, seat.playerId()).orElseThrow().personId();
            List<PastResult> lines = new ArrayList<>();
            for (int i = 0; i < table1.size(); i++) {
                Seating s = table1.get(i);
                lines.add(new PastResult(null, 0, i + 1, i + 1, s.name(), i == 0 ? "09999999" : null, s.country(),
                        TablePoints.of(20 - i), 100 - i, null));
            }
            long past = persons.importPast(Actor.SYSTEM, new PastTournament(null, "Fuzz Open 2025", "Basel", null,
                    null, 6, lines.size()), lines).id();
            List<Routes.Route> routes = app.application().routes();
            System.out.printf("route fuzz: the data ready in %d s%n",
                    Duration.ofNanos(System.nanoTime() - started).toSeconds());

            Map<Role, Client> clients = new LinkedHashMap<>();
            Client anonymous = new Client(app, "public");
            clients.put(Role.PUBLIC, anonymous);
            clients.put(Role.SITE_ADMIN, new Client(app, "admin").signIn("admin-password"));
            clients.put(Role.ORGANISER, new Client(app, "director").signIn("demo-director"));
            clients.put(Role.DIRECTOR, clients.get(Role.ORGANISER));
            clients.put(Role.CHIEF_REFEREE, new Client(app, "chief").signIn("demo-chief"));
            clients.put(Role.REFEREE, new Client(app, "referee").signIn("demo-referee"));
            clients.put(Role.COMMITTEE, new Client(app, "committee").signIn("demo-committee"));
            clients.put(Role.SCOREKEEPER, new Client(app, "scorekeeper").signIn("demo-scorekeeper"));
            clients.put(Role.SIGNED_IN, clients.get(Role.SCOREKEEPER));
            // The four people of the issue: the public, a scorekeeper, a referee and a director try every route.
            List<Client> everyone = List.of(anonymous, clients.get(Role.SCOREKEEPER), clients.get(Role.REFEREE),
                    clients.get(Role.DIRECTOR));
            // A hand on the sheet of session 1, table 1, so the hand routes' {h} is a real hand.
            Client scorekeeper = clients.get(Role.SCOREKEEPER);
            String table = "/tournaments/" + demo + "/sessions/1/tables/1";
            Map<String, String> hand = formOf(scorekeeper.get(table + "/sheet").body(), table + "/hands");
            hand.put("result", "WIN");
            hand.put("winner", String.valueOf(seat.playerId()));
            hand.put("discarder", "self");
            hand.put("fanPoints", "8");
            assertThat(scorekeeper.post(table + "/hands", hand).statusCode()).isEqualTo(302);

            Map<String, String> valid = Map.ofEntries(Map.entry("{id}", String.valueOf(demo)), Map.entry("{n}", "1"),
                    Map.entry("{t}", "1"), Map.entry("{h}", "1"),
                    Map.entry("{playerId}", String.valueOf(seat.playerId())),
                    Map.entry("{pid}", String.valueOf(penalty)), Map.entry("{aid}", String.valueOf(appeal)),
                    Map.entry("{userId}", String.valueOf(victim.id())),
                    Map.entry("{token}", "no-such-token"),
                    Map.entry("{personId}", String.valueOf(person)), Map.entry("{pastId}", String.valueOf(past)),
                    Map.entry("{mergeId}", "1"), Map.entry("{grade}", "6"), Map.entry("{country}", "DE"),
                    Map.entry("{cid}", "1"),
                    Map.entry("{seasonId}", "1"));
            List<String> otherIds = List.of(String.valueOf(other.id()), String.valueOf(stranger.id()),
                    String.valueOf(empty.id()));
            Set<String> paramsSeen = new java.util.TreeSet<>();

            // Every GET route: valid, another tournament's, and malformed path values; odd query values; a HEAD.
            // GETs change nothing: the routes may be tried by a pool (see POOL), each route's requests in order; the
            // variants are chosen here, in the route table's order, so every run tries the same requests.
            Map<String, Map<String, String>> forms = java.util.Collections.synchronizedMap(new LinkedHashMap<>());
            long getsStarted = System.nanoTime();
            List<Runnable> getTasks = new ArrayList<>();
            for (Routes.Route r : routes) {
                if (r.method() != HandlerType.GET || r.path().endsWith("/events")) {
                    continue;
                }
                Matcher params = PARAM.matcher(r.path());
                while (params.find()) {
                    paramsSeen.add(params.group());
                }
                String path = fill(r.path(), valid);
                List<Client> tryers = new ArrayList<>(everyone);
                if (!tryers.contains(clients.get(r.role()))) {
                    tryers.add(clients.get(r.role()));
                }
                Client c = clients.get(r.role());
                List<String> variants = pathVariants(r.path(), valid, otherIds);
                // Odd query values, one set per route in turn.
                List<String> queries = List.of("?lang=%00&region=%00&next=%2F%09%2Fevil",
                        "?appeal=-1&penalty=99999999999999999999&session=%D9%A3&table=x&a=%00&b=-1&q=%00",
                        "?%C3%28=%C3%28&v=99999999999999999999&all=%00&page=-1");
                String q = queries.get(rotation++ % queries.size());
                getTasks.add(() -> {
                    long routeStarted = System.nanoTime();
                    for (Client tryer : tryers) {
                        HttpResponse<String> page = tryer.get(path);
                        check(tryer.name + " GET " + path, page);
                        if (page != null && page.statusCode() == 200) {
                            collectForms(page.body(), forms);
                        }
                    }
                    for (String variant : variants) {
                        HttpResponse<String> page = c.get(variant);
                        check(c.name + " GET " + variant, page);
                        if (page != null && page.statusCode() == 200 && NON_ASCII_DIGIT.matcher(variant).find()) {
                            fail("a path in other digits names a record: " + variant);
                        }
                    }
                    check(c.name + " GET " + path + q, c.get(path + q));
                    // A monitor's HEAD: what GET answers, without a body.
                    HttpResponse<String> get = c.get(path);
                    HttpResponse<String> head = c.head(path);
                    check(c.name + " HEAD " + path, head);
                    if (get != null && head != null && (get.statusCode() != head.statusCode()
                            || !head.body().isEmpty())) {
                        fail("HEAD " + path + " answered " + head.statusCode() + " with "
                                + head.body().length() + " characters; GET answered " + get.statusCode());
                    }
                    slow(r, routeStarted);
                });
            }
            inPool(getTasks);
            System.out.printf("route fuzz: %d GET routes in %d s%n", getTasks.size(),
                    Duration.ofNanos(System.nanoTime() - getsStarted).toSeconds());
            long postsStarted = System.nanoTime();
            // Event streams: a missing or another tournament's stream is a 404, never a server error.
            for (String path : pathVariants("/tournaments/{id}/events", valid, otherIds)) {
                if (!path.equals(fill("/tournaments/{id}/events", valid))) {
                    check("GET " + path, anonymous.get(path));
                }
            }

            // Every POST route, as its role, the form's values with one field made bad at a time; the four people
            // with the form as it is; every malformed multipart body.
            int route = 0;
            for (Routes.Route r : routes) {
                if (r.method() != HandlerType.POST || r.path().equals("/logout")) {
                    continue;
                }
                Matcher params = PARAM.matcher(r.path());
                while (params.find()) {
                    paramsSeen.add(params.group());
                }
                long routeStarted = System.nanoTime();
                String path = fill(r.path(), valid);
                Client c = clients.get(r.role());
                Map<String, String> base = forms.getOrDefault(path, Map.of());
                List<String> fields = new ArrayList<>(base.keySet());
                fields.remove("_csrf");
                for (String extra : List.of("version", "number", "reason", "name", "player", "notation", "action",
                        "country", "federationId", "merge", "keep", "emaId", "endsOn", "startsOn", "venue",
                        "sessions", "minutes", "table", "csv")) {
                    if (!fields.contains(extra)) {
                        fields.add(extra);
                    }
                }
                boolean password = PASSWORD_ROUTES.contains(r.path());
                List<String> values = new ArrayList<>(password ? PASSWORD_VALUES : BAD_VALUES);
                if (!password) {
                    values.addAll(otherIds);
                }
                values.add(null); // missing
                // Every bad value in every field at once, then each field alone with a few of them (in turn, so that
                // across the fields every value is tried alone).
                List<Map.Entry<String, String>> tries = new ArrayList<>();
                for (String value : values) {
                    tries.add(new java.util.AbstractMap.SimpleEntry<>("*", value));
                }
                // A password is checked at Argon2's cost on every try: the login forms take the all-fields tries.
                int perField = password ? 0 : PER_FIELD;
                for (int f = 0; f < fields.size(); f++) {
                    for (int k = 0; k < perField; k++) {
                        tries.add(new java.util.AbstractMap.SimpleEntry<>(fields.get(f),
                                values.get((f * PER_FIELD + k + route) % values.size())));
                    }
                }
                route++;
                for (Map.Entry<String, String> attempt : tries) {
                    String field = attempt.getKey();
                    String value = attempt.getValue();
                    Map<String, String> form = new LinkedHashMap<>(base);
                    if (field.equals("*")) {
                        for (String name : fields) {
                            if (value == null) {
                                form.remove(name);
                            } else {
                                form.put(name, value);
                            }
                        }
                    } else if (value == null) {
                        form.remove(field);
                    } else {
                        form.put(field, value);
                    }
                    form.put("_csrf", c.csrf);
                    HttpResponse<String> answer = c.post(path + "?lang=en", form);
                    check(c.name + " POST " + path + " " + field + "=" + describe(value), answer);
                    if (answer != null && answer.statusCode() == 302) {
                        // Something was saved: read the form again (its version moved on).
                        base = refreshed(c, path, base, forms);
                    }
                }
                for (Client any : everyone) {
                    Map<String, String> form = new LinkedHashMap<>(base);
                    form.put("_csrf", any.csrf);
                    check(any.name + " POST " + path + " as the page has it", any.post(path, form));
                    if (password) {
                        break; // the public's try is enough: each costs a password check
                    }
                }
                for (Client any : r.role() == Role.PUBLIC ? List.of(anonymous) : List.of(anonymous, c)) {
                    for (String p : pathVariants(r.path(), valid, otherIds)) {
                        Map<String, String> form = new LinkedHashMap<>(base);
                        form.replaceAll((k, v) -> "\u0000");
                        form.put("_csrf", any.csrf);
                        check(any.name + " POST " + p + " all fields NUL", any.post(p, form));
                    }
                }
                for (Map.Entry<String, String> body : malformedMultipart(base).entrySet()) {
                    HttpResponse<String> answer = c.raw(path, body.getKey(), body.getValue());
                    check(c.name + " POST " + path + " multipart " + body.getKey(), answer);
                }
                slow(r, routeStarted);
            }
            System.out.printf("route fuzz: the POST routes in %d s%n",
                    Duration.ofNanos(System.nanoTime() - postsStarted).toSeconds());
            // The draw of a tournament with no players: refused in words.
            Client director = clients.get(Role.DIRECTOR);
            for (String action : List.of("generate", "redraw")) {
                HttpResponse<String> answer = director.post("/tournaments/" + empty.id() + "/draw/" + action,
                        Map.of("_csrf", director.csrf));
                check("POST draw/" + action + " of a tournament without players", answer);
                assertThat(answer.statusCode()).as("draw/" + action + " without players").isEqualTo(422);
            }
            // Requests no browser sends: a bad chunk, a body cut short, a multipart body to the login.
            for (Map.Entry<String, byte[]> request : rawLogins().entrySet()) {
                String status = rawStatus(app, request.getValue());
                synchronized (this) {
                    requests++;
                }
                if (status == null || !status.matches("HTTP/1\\.1 4\\d\\d .*")) {
                    fail("raw POST /login, " + request.getKey() + ": " + status);
                }
            }

            // Afterwards: the data is consistent and every page still answers.
            SheetRepository sheets = app.parts().sheets();
            for (Sheet s : sheets.allSheets(demo)) {
                List<HandRecord> hands = sheets.hands(s.id());
                for (int i = 0; i < hands.size(); i++) {
                    assertThat(hands.get(i).number()).isEqualTo(i + 1);
                    assertThat(hands.get(i).results().values().stream().mapToInt(Integer::intValue).sum()).isZero();
                }
            }
            List<Runnable> afterTasks = new ArrayList<>();
            for (Routes.Route r : routes) {
                if (r.method() == HandlerType.GET && !r.path().endsWith("/events")) {
                    afterTasks.add(() -> check("after: GET " + r.path(),
                            clients.get(r.role()).get(fill(r.path(), valid))));
                }
            }
            inPool(afterTasks);
            assertThat(paramsSeen).as("every path parameter has a real value").allMatch(valid::containsKey);
        }
        System.out.printf("route fuzz (%s): %d requests, %d server errors, %d s%n",
                org.mahjongresults.db.testing.TestDatabase.kind(), requests, failures.size(),
                Duration.ofNanos(System.nanoTime() - started).toSeconds());
        assertThat(failures).as("server errors").isEmpty();
        assertThat(requests).isGreaterThan(3_000);
    }

    private static void slow(Routes.Route r, long startedNanos) {
        long ms = (System.nanoTime() - startedNanos) / 1_000_000;
        if (ms > 1_500) {
            System.out.printf("route fuzz: %s %s took %d ms%n", r.method(), r.path(), ms);
        }
    }

    /** Multipart bodies by what is wrong with them: Content-Type header value, body. */
    private static Map<String, String> malformedMultipart(Map<String, String> form) {
        StringBuilder parts = new StringBuilder();
        form.forEach((k, v) -> parts.append("--b0undary\r\nContent-Disposition: form-data; name=\"").append(k)
                .append("\"\r\n\r\n").append(v).append("\r\n"));
        String whole = parts + "--b0undary--\r\n";
        Map<String, String> bodies = new LinkedHashMap<>();
        bodies.put("multipart/form-data", whole);
        bodies.put("multipart/form-data; boundary=other", whole);
        bodies.put("multipart/form-data; boundary=b0undary", whole.substring(0, Math.max(0, whole.length() / 2)));
        bodies.put("multipart/form-data; boundary=b0undary ", "--b0undary\r\nX-Part: 1\r\n\r\nhello\r\n--b0undary--\r\n");
        bodies.put("multipart/form-data; boundary=\"b0undary", "--b0undary\r\n\r\n\r\n");
        return bodies;
    }

    /** Raw requests to POST /login that no browser sends. */
    private static Map<String, byte[]> rawLogins() {
        String head = "POST /login HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n";
        Map<String, byte[]> requests = new LinkedHashMap<>();
        requests.put("bad chunk", (head + "Transfer-Encoding: chunked\r\nContent-Type: "
                + "application/x-www-form-urlencoded\r\n\r\nZZ\r\nusername=a\r\n0\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        requests.put("chunk longer than said", (head + "Transfer-Encoding: chunked\r\nContent-Type: "
                + "application/x-www-form-urlencoded\r\n\r\n3\r\nusername=a\r\n0\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        requests.put("multipart without a boundary", (head + "Content-Type: multipart/form-data\r\nContent-Length: 9"
                + "\r\n\r\nusername=").getBytes(StandardCharsets.UTF_8));
        requests.put("bad percent escapes", (head + "Content-Type: application/x-www-form-urlencoded\r\n"
                + "Content-Length: 21\r\n\r\nusername=%zz&pass=%%1").getBytes(StandardCharsets.UTF_8));
        requests.put("no Content-Type", (head + "Content-Length: 3\r\n\r\n\u0000\u0001\u0002")
                .getBytes(StandardCharsets.ISO_8859_1));
        requests.put("header without a colon", (head + "Broken header\r\nContent-Length: 0\r\n\r\n")
                .getBytes(StandardCharsets.UTF_8));
        return requests;
    }

    /** The status line of the answer to bytes sent as they are; null if none came. */
    private static String rawStatus(TestApp app, byte[] request) {
        URI uri = URI.create(app.url("/"));
        try (java.net.Socket socket = new java.net.Socket(uri.getHost(), uri.getPort())) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(request);
            socket.getOutputStream().flush();
            java.io.BufferedReader in = new java.io.BufferedReader(new java.io.InputStreamReader(
                    socket.getInputStream(), StandardCharsets.ISO_8859_1));
            return in.readLine();
        } catch (IOException e) {
            return null;
        }
    }

    private static String describe(String value) {
        if (value == null) {
            return "(missing)";
        }
        String shown = value.length() > 20 ? value.substring(0, 20) + "...(" + value.length() + ")" : value;
        return shown.chars().mapToObj(ch -> ch < 0x20 || ch == 0x7f ? String.format("\\x%02x", ch)
                : String.valueOf((char) ch)).collect(Collectors.joining());
    }

    private static String fill(String template, Map<String, String> values) {
        String path = template;
        for (Map.Entry<String, String> e : values.entrySet()) {
            path = path.replace(e.getKey(), e.getValue());
        }
        return path;
    }

    private static final Pattern PARAM = Pattern.compile("\\{[^}]+}");

    /**
     * The valid path, then each parameter in turn malformed: in other scripts' digits always, and a few of the other
     * malformed values in turn ({id} also another tournament's and the empty one; {playerId} also
     * another tournament's player).
     */
    private List<String> pathVariants(String template, Map<String, String> valid, List<String> otherIds) {
        List<String> paths = new ArrayList<>();
        paths.add(fill(template, valid));
        Matcher m = PARAM.matcher(template);
        while (m.find()) {
            String param = m.group();
            List<String> values = new ArrayList<>(List.of("%D9%A3", "%EF%BC%91"));
            for (int k = 0; k < PER_PARAM; k++) {
                values.add(BAD_PATH_VALUES.get(rotation++ % (BAD_PATH_VALUES.size() - 2)));
            }
            if (param.equals("{id}")) {
                values.add(otherIds.get(0));
                values.add(otherIds.get(2));
            }
            if (param.equals("{playerId}")) {
                values.add(otherIds.get(1));
            }
            for (String v : values) {
                Map<String, String> changed = new LinkedHashMap<>(valid);
                changed.put(param, v);
                paths.add(fill(template, changed));
            }
        }
        return paths;
    }

    /** Every form of a page by its action (without the query): its fields' current values. */
    private static void collectForms(String html, Map<String, Map<String, String>> forms) {
        Document doc = Jsoup.parse(html);
        for (Element form : doc.select("form[method=post]")) {
            String action = form.attr("action");
            int q = action.indexOf('?');
            action = q < 0 ? action : action.substring(0, q);
            forms.putIfAbsent(action, values(form));
        }
    }

    private static Map<String, String> formOf(String html, String action) {
        for (Element form : Jsoup.parse(html).select("form[method=post]")) {
            if (form.attr("action").startsWith(action)) {
                return values(form);
            }
        }
        throw new AssertionError("no form for " + action);
    }

    private static Map<String, String> values(Element form) {
        Map<String, String> values = new LinkedHashMap<>();
        for (Element input : form.select("input[name], select[name], textarea[name]")) {
            String name = input.attr("name");
            if (input.tagName().equals("select")) {
                Element option = input.selectFirst("option[selected]");
                if (option == null) {
                    option = input.selectFirst("option");
                }
                values.putIfAbsent(name, option == null ? "" : option.attr("value"));
            } else if (input.tagName().equals("textarea")) {
                values.putIfAbsent(name, input.text());
            } else if (!input.attr("type").equals("checkbox") || input.hasAttr("checked")) {
                values.putIfAbsent(name, input.val());
            }
        }
        return values;
    }

    /** The form read again after a write: the page that carries it, by the route's own shape. */
    private Map<String, String> refreshed(Client c, String action, Map<String, String> base,
                                          Map<String, Map<String, String>> forms) {
        for (String page : candidatePages(action)) {
            HttpResponse<String> r = c.get(page);
            if (r != null && r.statusCode() == 200) {
                Map<String, Map<String, String>> found = new LinkedHashMap<>();
                collectForms(r.body(), found);
                if (found.containsKey(action)) {
                    forms.put(action, found.get(action));
                    return found.get(action);
                }
            }
        }
        return base;
    }

    private static List<String> candidatePages(String action) {
        List<String> pages = new ArrayList<>();
        Matcher table = Pattern.compile("^(/tournaments/\\d+/sessions/\\d+/tables/\\d+)/").matcher(action);
        if (table.find()) {
            pages.add(table.group(1) + "/sheet");
        }
        pages.add(action);
        pages.add(action.substring(0, Math.max(1, action.lastIndexOf('/'))));
        return pages;
    }
}

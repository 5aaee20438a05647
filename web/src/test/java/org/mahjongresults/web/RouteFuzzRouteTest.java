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
import java.time.Clock;
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
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.account.User;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.appeal.AppealRepository;
import org.mahjongresults.db.audit.AuditLog;
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
 * Walks the whole route table with malformed input (issue 14): every route, as the public and as the role on its
 * row, with a valid CSRF token and the form's current values (its version included) read from the pages, one field
 * at a time replaced by a bad value: missing, empty, NUL and other control characters, huge and negative numbers,
 * 100 kB of text, invalid UTF-8, markup, ids of another tournament; and malformed path parameters. No answer may
 * be a server error, and afterwards the data is consistent and every page still answers.
 */
class RouteFuzzRouteTest {

    /** Marks a value already percent-encoded (to send bytes that are not UTF-8). */
    private static final String RAW = "\uE000raw:";

    private static final List<String> BAD_VALUES = List.of(
            "", "\u0000", "a\u0000b", "\u0001\u0007\u001b\u007f", "\r\n\t", "-1", "0", "-2147483649",
            "99999999999999999999999999999", "1e999999", "NaN", "x".repeat(100_000),
            "<script>alert(1)</script>\"'&<b>", RAW + "%C3%28%FF%FE", RAW + "%ED%A0%80", "\uD83C\uDC04 漢字 かな");
    private static final List<String> BAD_PATH_VALUES = List.of("0", "-1", "99999999999999999999", "abc", "%00",
            "%C3%28");

    /** Bad values tried in each field alone (all of them are tried in all fields at once). */
    private static final int PER_FIELD = 2;

    private final List<String> failures = new ArrayList<>();
    private int requests;

    /** A browser-like client: its cookies and its session's CSRF token. */
    private final class Client {
        final String name;
        final CookieManager cookies = new CookieManager();
        HttpClient http = newClient();
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

    private static String enc(String s) {
        return s.startsWith(RAW) ? s.substring(RAW.length()) : URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    private static String token(String html) {
        Element input = Jsoup.parse(html).selectFirst("input[name=_csrf]");
        return input == null ? null : input.val();
    }

    private void check(String what, HttpResponse<String> r) {
        requests++;
        if (r == null) {
            failures.add("no answer: " + what);
        } else if (r.statusCode() >= 500) {
            failures.add(r.statusCode() + " " + what + ": " + r.body().substring(0, Math.min(200, r.body().length())));
        }
    }

    @Test
    void noMalformedInputOnAnyRouteGivesAServerErrorAndTheDataStaysConsistent() {
        long started = System.nanoTime();
        Clock clock = Clock.systemUTC();
        try (TestApp app = TestApp.startWithDemo()) {
            AuditLog audit = new AuditLog(app.db(), clock);
            UserRepository users = new UserRepository(app.db(), clock, audit);
            users.create(Actor.SYSTEM, "admin", "Site Admin", TestApp.HASHER.hash("admin-password"), true);
            User victim = users.create(Actor.SYSTEM, "fuzzvictim", "Fuzz Victim",
                    TestApp.HASHER.hash("fuzz-victim-pw"), false);
            TournamentRepository tournaments = new TournamentRepository(app.db(), clock, audit);
            Tournament other = tournaments.create(Actor.SYSTEM, Tournament.newMcr("Another Cup"));
            Player stranger = tournaments.createPlayer(Actor.SYSTEM,
                    Player.newPlayer(other.id(), 1, "Stranger", null, "CH", null, null));
            long demo = app.demoTournamentId();
            Seating seat = new DrawRepository(app.db(), audit).seatings(demo).stream()
                    .filter(s -> s.session() == 1 && s.table() == 1).findFirst().orElseThrow();
            new AppealRepository(app.db(), clock, audit, new PenaltyRepository(app.db(), clock, audit))
                    .file(Actor.SYSTEM, demo, new AppealRepository.NewAppeal(1, 1, seat.playerId(), null, null, 1,
                            "statement", seat.name()));
            List<Routes.Route> routes = App.routeTable(app.db(), clock);

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
                    Map.entry("{playerId}", String.valueOf(seat.playerId())), Map.entry("{pid}", "1"),
                    Map.entry("{aid}", "1"), Map.entry("{userId}", String.valueOf(victim.id())),
                    Map.entry("{token}", "no-such-token"),
                    // the registry of persons (issue 18): a person, a past tournament, a merge, a grade, a country
                    Map.entry("{personId}", "1"), Map.entry("{pastId}", "1"), Map.entry("{mergeId}", "1"),
                    Map.entry("{grade}", "6"), Map.entry("{country}", "DE"));
            List<String> otherIds = List.of(String.valueOf(other.id()), String.valueOf(stranger.id()));

            // Every GET route: valid, another tournament's, and malformed path values; odd query values.
            Map<String, Map<String, String>> forms = new LinkedHashMap<>();
            for (Routes.Route r : routes) {
                if (r.method() != HandlerType.GET || r.path().endsWith("/events")) {
                    continue;
                }
                for (Client c : List.of(anonymous, clients.get(r.role()))) {
                    for (String path : pathVariants(r.path(), valid, otherIds)) {
                        HttpResponse<String> page = c.get(path);
                        check(c.name + " GET " + path, page);
                        if (page != null && path.equals(fill(r.path(), valid)) && page.statusCode() == 200) {
                            collectForms(page.body(), forms);
                        }
                    }
                    String path = fill(r.path(), valid);
                    for (String q : List.of("?lang=%00&region=%00&next=%2F%09%2Fevil",
                            "?appeal=-1&penalty=99999999999999999999", "?%C3%28=%C3%28")) {
                        check(c.name + " GET " + path + q, c.get(path + q));
                    }
                }
            }
            // Event streams: a missing or another tournament's stream is a 404, never a server error.
            for (String path : pathVariants("/tournaments/{id}/events", valid, otherIds)) {
                if (!path.equals(fill("/tournaments/{id}/events", valid))) {
                    check("GET " + path, anonymous.get(path));
                }
            }

            // Every POST route, as its role (and the public), the form's values with one field made bad at a time.
            int route = 0;
            for (Routes.Route r : routes) {
                if (r.method() != HandlerType.POST || r.path().equals("/logout")) {
                    continue;
                }
                String path = fill(r.path(), valid);
                Client c = clients.get(r.role());
                Map<String, String> base = forms.getOrDefault(path, Map.of());
                List<String> fields = new ArrayList<>(base.keySet());
                fields.remove("_csrf");
                for (String extra : List.of("version", "number", "reason", "name", "player", "notation")) {
                    if (!fields.contains(extra)) {
                        fields.add(extra);
                    }
                }
                List<String> values = new ArrayList<>(BAD_VALUES);
                values.addAll(otherIds);
                values.add(null); // missing
                // Every bad value in every field at once, then each field alone with a few of them (in turn, so that
                // across the fields every value is tried alone): the bound keeps the walk to a minute or so.
                List<Map.Entry<String, String>> tries = new ArrayList<>();
                for (String value : values) {
                    tries.add(new java.util.AbstractMap.SimpleEntry<>("*", value));
                }
                for (int f = 0; f < fields.size(); f++) {
                    for (int k = 0; k < PER_FIELD; k++) {
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
                for (Client any : r.role() == Role.PUBLIC ? List.of(anonymous) : List.of(anonymous, c)) {
                    for (String p : pathVariants(r.path(), valid, otherIds)) {
                        Map<String, String> form = new LinkedHashMap<>(base);
                        form.replaceAll((k, v) -> "\u0000");
                        form.put("_csrf", any.csrf);
                        check(any.name + " POST " + p + " all fields NUL", any.post(p, form));
                    }
                }
            }

            // Afterwards: the data is consistent and every page still answers.
            SheetRepository sheets = new SheetRepository(app.db(), clock, audit);
            for (Sheet sheet : sheets.allSheets(demo)) {
                List<HandRecord> hands = sheets.hands(sheet.id());
                for (int i = 0; i < hands.size(); i++) {
                    assertThat(hands.get(i).number()).isEqualTo(i + 1);
                    assertThat(hands.get(i).results().values().stream().mapToInt(Integer::intValue).sum()).isZero();
                }
            }
            for (Routes.Route r : routes) {
                if (r.method() == HandlerType.GET && !r.path().endsWith("/events")) {
                    check("after: GET " + r.path(), clients.get(r.role()).get(fill(r.path(), valid)));
                }
            }
        }
        System.out.printf("route fuzz (%s): %d requests, %d server errors, %d s%n",
                org.mahjongresults.db.testing.TestDatabase.kind(), requests, failures.size(),
                Duration.ofNanos(System.nanoTime() - started).toSeconds());
        assertThat(failures).as("server errors").isEmpty();
        assertThat(requests).isGreaterThan(2_000);
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

    /** The valid path, then each parameter in turn malformed (and {id}, {playerId} another tournament's). */
    private static List<String> pathVariants(String template, Map<String, String> valid, List<String> otherIds) {
        List<String> paths = new ArrayList<>();
        paths.add(fill(template, valid));
        Matcher m = PARAM.matcher(template);
        while (m.find()) {
            String param = m.group();
            List<String> values = new ArrayList<>(BAD_PATH_VALUES);
            if (param.equals("{id}")) {
                values.add(otherIds.get(0));
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

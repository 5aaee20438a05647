package org.mahjongresults.web.robust;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.mahjongresults.web.testing.Http;

/**
 * A scorekeeper's phone for tests that write while something else happens (a backup, a second server, a kill):
 * signs in as the demo's scorekeeper and submits hands through the sheet's form, as a person would.
 */
final class Scorekeeper {

    /** A hand the server acknowledged (302 to the sheet), when it was sent and when the answer came. */
    record Ack(int session, int table, int number, String requestId, long sentAtNanos, long answeredAtNanos) {

        /** How long the POST took, in microseconds. */
        long micros() {
            return (answeredAtNanos - sentAtNanos) / 1_000;
        }
    }

    private final Http http = new Http();
    private UnaryOperator<String> url;
    private int hand;

    Scorekeeper(UnaryOperator<String> url) {
        this.url = url;
        signIn();
    }

    /** Sends the next requests to another server (the session cookie goes along). */
    void switchTo(UnaryOperator<String> other) {
        this.url = other;
    }

    Http http() {
        return http;
    }

    private void signIn() {
        String csrf = http.get(url.apply("/login")).html().selectFirst("input[name=_csrf]").val();
        Http.Response login = http.post(url.apply("/login"), Map.of("username", "scorekeeper",
                "password", "demo-scorekeeper", "_csrf", csrf));
        if (login.status() != 302) {
            throw new IllegalStateException("login answered " + login.status());
        }
    }

    /** Whether the session has the table (its sheet is not a 404). */
    boolean hasTable(long tournament, int session, int table) {
        return http.get(url.apply(sheetPath(tournament, session, table))).status() != 404;
    }

    private static String sheetPath(long tournament, int session, int table) {
        return "/tournaments/" + tournament + "/sessions/" + session + "/tables/" + table + "/sheet";
    }

    /**
     * Submits the next hand of a table; answers its acknowledgement, or null if the sheet is full or the number was
     * taken (409). Any other answer is a failure.
     */
    Ack next(long tournament, int session, int table) {
        return next(tournament, session, table, () -> { });
    }

    /** The same, running {@code beforeSend} when the hand is ready, just before its POST leaves. */
    Ack next(long tournament, int session, int table, Runnable beforeSend) {
        String base = "/tournaments/" + tournament + "/sessions/" + session + "/tables/" + table;
        Http.Response page = http.get(url.apply(base + "/sheet"));
        if (page.status() != 200) {
            throw new IllegalStateException("the sheet answered " + page.status());
        }
        Document doc = page.html();
        Element form = doc.selectFirst("form.hand-form");
        if (form == null) {
            return null;
        }
        List<String> players = form.select("select[name=winner] option").stream()
                .map(o -> o.attr("value")).filter(v -> !v.isEmpty()).toList();
        int number = Integer.parseInt(form.selectFirst("input[name=number]").val());
        String requestId = "t-" + table + "-" + System.nanoTime();
        Map<String, String> fields = new HashMap<>();
        fields.put("_csrf", form.selectFirst("input[name=_csrf]").val());
        fields.put("number", String.valueOf(number));
        fields.put("version", form.selectFirst("input[name=version]").val());
        fields.put("requestId", requestId);
        fields.put("result", "WIN");
        fields.put("winner", players.get(hand % players.size()));
        fields.put("discarder", hand % 3 == 0 ? "self" : players.get((hand + 1) % players.size()));
        fields.put("fanPoints", String.valueOf(8 + hand % 5));
        hand++;
        beforeSend.run();
        long sent = System.nanoTime();
        Http.Response r = http.post(url.apply(base + "/hands"), fields);
        if (r.status() == 302) {
            return new Ack(session, table, number, requestId, sent, System.nanoTime());
        }
        if (r.status() == 409) {
            return null;
        }
        throw new IllegalStateException("hand POST answered " + r.status() + ": " + r.html().select(".errors").text());
    }
}

package org.mahjongresults.web.publish;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.NoDatabase;

/**
 * The standings delta (issue 13): applied to the table a page shows, the way static/js/live.js applies it, it must
 * give exactly the newer table, and it must be small when a hand changes a few rows and moves many places.
 */
@NoDatabase
class RowDeltasTest {

    @Test
    void aHandThatMovesOnePlayerUpSendsItsRowAndThePlacesOfTheStretchItPassed() {
        RowSet before = set(new long[] {1, 2, 3, 4, 5}, new String[] {"1", "2", "3", "4", "5"},
                "a", "b", "c", "d", "e");
        // Player 4 wins a hand and passes players 2 and 3; nobody else's content changes.
        RowSet after = set(new long[] {1, 4, 2, 3, 5}, new String[] {"1", "2", "3", "4", "5"},
                "a", "D", "b", "c", "e").reusing(before);

        RowDeltas.Body body = RowDeltas.body("1/10", "1/11", before, after).orElseThrow();

        assertThat(body.rows()).containsOnlyKeys("4");
        assertThat(body.rows().get("4")).isEqualTo("<tr data-p=\"4\"><td class=\"num place\">2</td><td>D</td></tr>\n");
        assertThat(body.at()).isEqualTo(1);
        assertThat(body.order()).containsExactly(4, 2, 3);
        assertThat(body.places()).containsExactly("2", "3", "4");
        assertThat(apply(before, body)).isEqualTo(after.html());
    }

    @Test
    void nothingChangedIsAnEmptyDeltaAndATableOfAnotherShapeIsNoDeltaAtAll() {
        RowSet table = set(new long[] {1, 2}, new String[] {"1", "2"}, "a", "b");
        RowDeltas.Body same = RowDeltas.body("1/3", "1/3", table, table).orElseThrow();
        assertThat(same.rows()).isEmpty();
        assertThat(same.order()).isNull();

        RowSet moreOne = set(new long[] {1, 2, 3}, new String[] {"1", "2", "3"}, "a", "b", "c");
        assertThat(RowDeltas.body("1/3", "1/4", table, moreOne)).isEmpty();
        RowSet another = set(new long[] {1, 3}, new String[] {"1", "2"}, "a", "b");
        assertThat(RowDeltas.body("1/3", "1/4", table, another)).isEmpty();
        RowSet withLegend = new RowSet(table.players(), table.places(), table.rests(), true);
        assertThat(RowDeltas.body("1/3", "1/4", table, withLegend).orElseThrow().provisional())
                .as("the legend of results in progress is shown").isTrue();
    }

    @Test
    void randomResultsAppliedAsTheBrowserDoesGiveTheNewTableAndStaySmall() {
        randomRounds(new Random(13), 400, 60, 4, 400, 1);
    }

    @Test
    void theTopOfTheTableGetsTheRowsThatEnterItWholeAndDropsThoseThatLeaveIt() {
        RowSet before = set(new long[] {1, 2, 3, 4, 5}, new String[] {"1", "2", "3", "4", "5"},
                "a", "b", "c", "d", "e");
        // Player 5 wins and climbs to second; player 2 loses and falls to the bottom. A phone shows the top 3.
        RowSet after = set(new long[] {1, 5, 3, 4, 2}, new String[] {"1", "2", "3", "4", "5"},
                "a", "E", "c", "d", "B").reusing(before);

        RowDeltas.Body body = RowDeltas.body("1/10", "1/11", before, after, 3).orElseThrow();

        assertThat(body.rows()).as("the row that entered, not the one that left nor any below the top")
                .containsOnlyKeys("5");
        assertThat(body.drop()).containsExactly(2);
        assertThat(body.at()).isEqualTo(1);
        assertThat(body.order()).containsExactly(5);
        assertThat(apply(before, body, 3)).isEqualTo(after.html(3));

        RowDeltas.Body whole = RowDeltas.body("1/10", "1/11", before, after).orElseThrow();
        assertThat(whole.drop()).as("the whole table drops nothing").isNull();
        assertThat(whole.rows()).containsOnlyKeys("2", "5");
    }

    @Test
    void randomResultsAppliedToTheTopOfTheTableGiveTheNewTop() {
        // Bigger swings than above: rows climb into the top 100 and fall out of it.
        randomRounds(new Random(31), 300, 40, 15, 100, 2);
    }

    @Test
    void theDeltasOfTheWholeTableAndOfItsTopAreKeptApart() {
        RowDeltas deltas = new RowDeltas();
        RowSet a = set(new long[] {1, 2, 3}, new String[] {"1", "2", "3"}, "a", "b", "c");
        RowSet b = set(new long[] {3, 1, 2}, new String[] {"1", "2", "3"}, "C", "a", "b");
        deltas.remember(table("1"), "1/1", () -> a);
        deltas.remember(table("1"), "1/2", () -> b);

        String whole = new String(deltas.delta(table("1"), "1/1", "1/2").orElseThrow().plain(),
                java.nio.charset.StandardCharsets.UTF_8);
        String top = new String(deltas.delta(table("1"), "1/1", "1/2", 2).orElseThrow().plain(),
                java.nio.charset.StandardCharsets.UTF_8);

        assertThat(whole).doesNotContain("drop");
        assertThat(top).contains("\"drop\":[2]");
    }

    /**
     * 200 rounds: totals up to {@code spread}, then a few tables' players win or lose up to {@code swing}; the delta
     * of the first {@code shown} rows, applied as the browser does, gives the new first rows, and names no more rows
     * than {@code factor} per changed player.
     */
    private static void randomRounds(Random random, int players, int spread, int swing, int shown, int factor) {
        for (int round = 0; round < 200; round++) {
            Map<Long, Integer> totals = new LinkedHashMap<>();
            for (long p = 1; p <= players; p++) {
                totals.put(p, random.nextInt(spread));
            }
            RowSet before = ranked(totals);
            int changed = 4 * (1 + random.nextInt(5));
            for (int i = 0; i < changed; i++) {
                long p = 1 + random.nextInt(players);
                totals.put(p, totals.get(p) + random.nextInt(2 * swing + 1) - swing);
            }
            RowSet after = ranked(totals).reusing(before);

            RowDeltas.Body body = RowDeltas.body("1/1", "1/2", before, after, shown).orElseThrow();

            assertThat(apply(before, body, shown)).as("round " + round).isEqualTo(after.html(shown));
            assertThat(body.rows().size()).isLessThanOrEqualTo(factor * changed);
        }
    }

    @Test
    void theRowsOfTheControllerCarryTheirPlayerAndKeepTheirMarkup() {
        RowSet rows = set(new long[] {7}, new String[] {"=1"}, "x");
        assertThat(rows.html()).isEqualTo("<tr data-p=\"7\"><td class=\"num place\">=1</td><td>x</td></tr>\n");
    }

    @Test
    void onlyVersionsItKeepsAreComparedSoAMadeUpVersionCostsNothing() {
        RowDeltas deltas = new RowDeltas();
        RowSet a = set(new long[] {1, 2}, new String[] {"1", "2"}, "a", "b");
        RowSet b = set(new long[] {2, 1}, new String[] {"1", "2"}, "b", "A");
        deltas.remember(table("1"), "1/1", () -> a);
        deltas.remember(table("1"), "1/2", () -> b);

        assertThat(deltas.delta(table("1"), "1/1", "1/2")).isPresent();
        assertThat(deltas.delta(table("1"), "1/999", "1/2")).isEmpty();
        assertThat(deltas.delta(table("1"), "2/1", "1/2")).isEmpty();
        assertThat(deltas.delta(table("2"), "1/1", "1/2")).as("another tournament's table").isEmpty();
        for (int v = 3; v < 3 + RowDeltas.KEPT_VERSIONS; v++) {
            deltas.remember(table("1"), "1/" + v, () -> b);
        }
        assertThat(deltas.delta(table("1"), "1/1", "1/" + (2 + RowDeltas.KEPT_VERSIONS)))
                .as("the oldest version is no longer kept").isEmpty();
    }

    @Test
    void everyLanguageOfAVersionSharesOneSetOfRows() {
        RowDeltas deltas = new RowDeltas();
        RowSet a = set(new long[] {1, 2}, new String[] {"1", "2"}, "a", "b");
        java.util.concurrent.atomic.AtomicInteger made = new java.util.concurrent.atomic.AtomicInteger();
        RowSet first = deltas.remember(table("1"), "1/1", () -> {
            made.incrementAndGet();
            return a;
        });
        RowSet second = deltas.remember(table("1"), "1/1", () -> {
            made.incrementAndGet();
            return set(new long[] {1, 2}, new String[] {"1", "2"}, "a", "b");
        });

        assertThat(second).isSameAs(first);
        assertThat(made).hasValue(1);
    }

    @Test
    void aPageToldOfAVersionTakesTheNewestKeptVersionThatHasIt() {
        RowDeltas deltas = new RowDeltas();
        RowSet a = set(new long[] {1, 2}, new String[] {"1", "2"}, "a", "b");
        deltas.remember(table("1"), "4/10", () -> a);
        deltas.remember(table("1"), "4/12", () -> a);

        assertThat(deltas.ready(table("1"), "4/13", 12)).contains("4/12");
        assertThat(deltas.ready(table("1"), "4/13", 11)).contains("4/12");
        assertThat(deltas.ready(table("1"), "4/13", 13)).as("told of a version not rendered yet").isEmpty();
        assertThat(deltas.ready(table("1"), "5/13", 12)).as("the tournament's settings changed").isEmpty();
        assertThat(deltas.ready(table("1"), "4/13", -1)).as("told of nothing").isEmpty();
        assertThat(deltas.ready(table("2"), "4/13", 12)).as("another tournament's table").isEmpty();
    }

    /** Rows ranked by total (ties share a place "=n"), each row's content its total. */
    private static RowSet ranked(Map<Long, Integer> totals) {
        List<Long> order = new ArrayList<>(totals.keySet());
        order.sort((x, y) -> totals.get(y) - totals.get(x) != 0 ? totals.get(y) - totals.get(x) : Long.compare(x, y));
        long[] players = new long[order.size()];
        String[] places = new String[order.size()];
        String[] contents = new String[order.size()];
        for (int i = 0; i < order.size(); i++) {
            players[i] = order.get(i);
            int place = i;
            while (place > 0 && totals.get(order.get(place - 1)).equals(totals.get(order.get(i)))) {
                place--;
            }
            boolean tied = place != i || i + 1 < order.size() && totals.get(order.get(i + 1)).equals(totals.get(order.get(i)));
            places[i] = (tied ? "=" : "") + (place + 1);
            contents[i] = "p" + order.get(i) + ":" + totals.get(order.get(i));
        }
        return set(players, places, contents);
    }

    private static RowSet set(long[] players, String[] places, String... contents) {
        String[] rests = new String[players.length];
        for (int i = 0; i < players.length; i++) {
            rests[i] = "<tr data-p=\"" + players[i] + "\"><td>" + contents[i] + "</td></tr>\n";
        }
        return new RowSet(players, places, rests, false);
    }

    /** What static/js/live.js does with a delta, on a list of rows (player, place, row markup). */
    private static String apply(RowSet before, RowDeltas.Body delta) {
        return apply(before, delta, before.size());
    }

    /** As the browser does on a page that shows the first {@code shown} rows of {@code before}. */
    private static String apply(RowSet before, RowDeltas.Body delta, int shown) {
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < Math.min(shown, before.size()); i++) {
            rows.add(new String[] {String.valueOf(before.players()[i]), before.places()[i], before.row(i)});
        }
        List<String[]> entering = new ArrayList<>();
        delta.rows().forEach((player, html) -> {
            String[] fresh = {player, html.replaceAll("^.*?<td class=\"num place\">([^<]*)</td>.*$", "$1").trim(),
                    html};
            boolean found = false;
            for (String[] row : rows) {
                if (row[0].equals(player)) {
                    row[1] = fresh[1];
                    row[2] = html;
                    found = true;
                }
            }
            if (!found) {
                entering.add(fresh);
            }
        });
        if (delta.drop() != null) {
            for (long player : delta.drop()) {
                assertThat(rows.removeIf(r -> r[0].equals(String.valueOf(player)))).as("dropped %d", player).isTrue();
            }
        }
        if (delta.order() != null) {
            for (int j = 0; j < delta.order().length; j++) {
                String player = String.valueOf(delta.order()[j]);
                String[] row = rows.stream().filter(r -> r[0].equals(player)).findFirst()
                        .or(() -> entering.stream().filter(r -> r[0].equals(player)).findFirst()).orElseThrow();
                entering.remove(row);
                int at = delta.at() + j;
                if (at >= rows.size() || rows.get(at) != row) {
                    rows.remove(row);
                    rows.add(at, row);
                }
                row[1] = delta.places()[j];
            }
        }
        assertThat(entering).as("every row that entered was placed").isEmpty();
        StringBuilder sb = new StringBuilder();
        for (String[] row : rows) {
            sb.append(row[2].replaceFirst("<td class=\"num place\">[^<]*</td>",
                    "<td class=\"num place\">" + row[1] + "</td>"));
        }
        return sb.toString();
    }

    /** The key of tournament {@code tournament}'s table of rows. */
    private static PageKey table(String tournament) {
        return PageKey.shared("rows", Long.parseLong(tournament));
    }
}

package org.mahjongresults.web.publish;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.TreeSet;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.NoDatabase;

/** A "results" event's data as pages read it (static/js/live.js), written by Jackson. */
@NoDatabase
class LiveEventDataTest {

    @Test
    void anEventNamesTheTablesChangedOrSaysAll() {
        assertThat(LiveEvents.event(42, new TreeSet<>(Set.of("3/12", "1/2")), 1_700_000_000_123L))
                .isEqualTo("{\"v\":42,\"tables\":[\"1/2\",\"3/12\"],\"at\":1700000000123}");
        assertThat(LiveEvents.event(43, Set.of("all"), 5)).isEqualTo("{\"v\":43,\"all\":true,\"at\":5}");
        Set<String> many = new TreeSet<>();
        IntStream.rangeClosed(1, 65).forEach(t -> many.add("1/" + t));
        assertThat(LiveEvents.event(44, many, 6)).as("more tables than an event names")
                .isEqualTo("{\"v\":44,\"all\":true,\"at\":6}");
    }

    @Test
    void theNarrowerTheScopeTheSoonerItIsTold() {
        assertThat(Publisher.liveInterval(Scope.table(3, 12))).isLessThan(Publisher.liveInterval(Scope.session(3)));
        assertThat(Publisher.liveInterval(Scope.session(3))).isLessThanOrEqualTo(Publisher.liveInterval(Scope.ALL));
        assertThat(Publisher.liveInterval(Scope.ALL).toMillis())
                .as("a hand on the standings phones within half a second at p95 (issue 39, BENCHMARKS.md)")
                .isLessThanOrEqualTo(250);
    }

    @Test
    void pagesAreToldTheTimingsOfEveryScopeByTheServer() {
        assertThat(Publisher.liveTimings()).as("what the layout writes for static/js/live.js")
                .isEqualTo("{\"all\":[250,200],\"poll\":1000,\"session\":[250,100],\"table\":[100,0]}");
    }

    @Test
    void aScopeIsReadFromWhatAPageSaysAndNothingElse() {
        assertThat(Scope.parse("all")).contains(Scope.ALL);
        assertThat(Scope.parse("session:3")).contains(Scope.session(3));
        assertThat(Scope.parse("table:3/12")).contains(Scope.table(3, 12));
        assertThat(Scope.table(3, 12).text()).isEqualTo("table:3/12");
        assertThat(Scope.parse("table:3")).isEmpty();
        assertThat(Scope.parse("session:12345")).isEmpty();
        assertThat(Scope.parse(null)).isEmpty();
        assertThat(Scope.session(3).concerns(Scope.table(3, 12))).isTrue();
        assertThat(Scope.session(4).concerns(Scope.table(3, 12))).isFalse();
        assertThat(Scope.table(3, 11).concerns(Scope.table(3, 12))).isFalse();
        assertThat(Scope.table(3, 11).concerns(null)).as("a change to the whole tournament").isTrue();
    }
}

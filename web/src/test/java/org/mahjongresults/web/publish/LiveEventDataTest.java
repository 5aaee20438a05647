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
        assertThat(LiveEvents.event(42, new TreeSet<>(Set.of("3/12", "1/2"))))
                .isEqualTo("{\"v\":42,\"tables\":[\"1/2\",\"3/12\"]}");
        assertThat(LiveEvents.event(43, Set.of("all"))).isEqualTo("{\"v\":43,\"all\":true}");
        Set<String> many = new TreeSet<>();
        IntStream.rangeClosed(1, 65).forEach(t -> many.add("1/" + t));
        assertThat(LiveEvents.event(44, many)).as("more tables than an event names").isEqualTo("{\"v\":44,\"all\":true}");
    }

    @Test
    void theNarrowerTheScopeTheSoonerItIsTold() {
        assertThat(Publisher.liveInterval("table:3/12")).isLessThan(Publisher.liveInterval("session:3"));
        assertThat(Publisher.liveInterval("session:3")).isLessThan(Publisher.liveInterval("all"));
        assertThat(Publisher.liveInterval("all").toMillis()).as("a hand on phones within a second at p95")
                .isLessThanOrEqualTo(500);
    }
}

package org.mahjongresults.web.publish;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.ResultsVersion.Change;
import org.mahjongresults.db.testing.NoDatabase;

/** The one reader of the change log: what moved the results, read once however many ask. */
@NoDatabase
class ChangeFeedTest {

    /** A tournament's change log in memory, counting the reads of it. */
    private static final class Log implements ChangeFeed.Log {
        private final List<Change> lines = new ArrayList<>();
        private int reads;

        Log write(Integer session, Integer table) {
            lines.add(new Change(lines.size() + 1, session, table));
            return this;
        }

        @Override
        public long version(long tournament) {
            return lines.size();
        }

        @Override
        public List<Change> since(long tournament, long after) {
            reads++;
            return lines.stream().filter(c -> c.version() > after).toList();
        }
    }

    @Test
    void whatMovedTheResultsNamesTheTablesWrittenSinceAVersion() {
        Log log = new Log().write(1, 2).write(1, 3).write(1, 2).write(2, 1);
        ChangeFeed feed = new ChangeFeed(log);

        assertThat(feed.since(7, 1)).isEqualTo(new ResultsMoved(7, 1, 4,
                Set.of(Scope.table(1, 3), Scope.table(1, 2), Scope.table(2, 1)), false));
        assertThat(feed.since(7, 4).none()).as("nothing after the newest line").isTrue();
        assertThat(feed.since(7, 4).tables()).isEmpty();
    }

    @Test
    void aChangeToTheWholeTournamentMovesEverything() {
        Log log = new Log().write(1, 2).write(null, null).write(1, 3);

        assertThat(new ChangeFeed(log).since(7, 0).whole()).isTrue();
        assertThat(new ChangeFeed(log).since(7, 2).whole()).as("after it, one table again").isFalse();
    }

    @Test
    void theSecondReaderOfTheSameLinesIsAnsweredFromMemory() {
        Log log = new Log().write(1, 2).write(1, 3);
        ChangeFeed feed = new ChangeFeed(log);
        feed.since(7, 0, 2); // the live events' poller
        feed.since(7, 1, 2); // the results, then the statistics
        feed.since(7, 0, 2);
        assertThat(log.reads).isEqualTo(1);

        log.write(2, 1);
        assertThat(feed.since(7, 2, 3).tables()).containsExactly(Scope.table(2, 1));
        assertThat(log.reads).as("only the new line is read").isEqualTo(2);
    }

    @Test
    void aVersionTheLogDoesNotReachMovesEverything() {
        Log log = new Log().write(1, 2);
        ChangeFeed feed = new ChangeFeed(log);

        ResultsMoved moved = feed.since(7, 0, 3);
        assertThat(moved.whole()).as("a gap: lines 2 and 3 are missing").isTrue();
        assertThat(moved.to()).isEqualTo(3);
    }

    @Test
    void aLineAWriteOnThisServerNamesIsNotReadBack() {
        Log log = new Log().write(1, 2);
        ChangeFeed feed = new ChangeFeed(log);
        feed.since(7, 0, 1);

        log.write(1, 3);
        feed.written(7, 2, Scope.table(1, 3));
        assertThat(feed.since(7, 1, 2).tables()).containsExactly(Scope.table(1, 3));
        assertThat(log.reads).as("the announced line follows the kept ones").isEqualTo(1);

        log.write(2, 1).write(2, 2);
        feed.written(7, 4, Scope.table(2, 2));
        assertThat(feed.since(7, 2, 4).tables()).as("line 3 was not announced: read, with line 4")
                .containsExactlyInAnyOrder(Scope.table(2, 1), Scope.table(2, 2));
        assertThat(log.reads).isEqualTo(2);
    }
}

package org.mahjongresults.web.publish;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.mahjongresults.db.ResultsVersion;
import org.mahjongresults.db.sheet.SheetRepository;

/**
 * The one reader of the change log (issue 34): the results version of a tournament and what moved it. Every line of
 * the log is read once per server and kept (the newest {@link #KEPT} per tournament), so the live events' poller,
 * the results, the statistics and the snapshots, which all ask after the same saved hand, share one read of it.
 */
public final class ChangeFeed {

    /** Lines of the log kept per tournament: a few minutes of a 250-table event. */
    static final int KEPT = 1024;

    private final Log log;
    private final Map<Long, Tail> tails = new ConcurrentHashMap<>();

    /** The newest lines of one tournament's log, without a gap: versions {@code start + 1} to {@code end}. */
    private static final class Tail {
        private final Deque<ResultsVersion.Change> changes = new ArrayDeque<>();
        private long start = -1;

        long end() {
            return changes.isEmpty() ? start : changes.getLast().version();
        }
    }

    /** Where the results version and the change log are read: the sheets' repository, a list in a test. */
    interface Log {
        long version(long tournament);

        List<ResultsVersion.Change> since(long tournament, long after);
    }

    public ChangeFeed(SheetRepository sheets) {
        this(new Log() {
            @Override
            public long version(long tournament) {
                return sheets.resultsVersion(tournament);
            }

            @Override
            public List<ResultsVersion.Change> since(long tournament, long after) {
                return sheets.changesSince(tournament, after);
            }
        });
    }

    ChangeFeed(Log log) {
        this.log = log;
    }

    /** The tournament's results version now (one single-row read). */
    public long version(long tournament) {
        return log.version(tournament);
    }

    /**
     * What moved the tournament's results after version {@code from}, up to the newest line of the log, or up to
     * {@code atLeast} answered from what is kept when it is (no read at all: another reader asked already).
     */
    public ResultsMoved since(long tournament, long from, long atLeast) {
        Tail tail = tails.computeIfAbsent(tournament, k -> new Tail());
        synchronized (tail) {
            boolean kept = tail.start >= 0 && tail.start <= from && from <= tail.end();
            if (!kept || tail.end() < atLeast) {
                read(tournament, tail, kept ? tail.end() : from);
            }
            ResultsMoved moved = moved(tournament, tail, from);
            // The log is written with the version it names: a line missing below it is a gap, read all again.
            return atLeast != Long.MAX_VALUE && moved.to() < atLeast
                    ? new ResultsMoved(tournament, from, atLeast, Set.of(), true) : moved;
        }
    }

    /** What moved the results after {@code from}, reading the log for anything newer than what is kept. */
    public ResultsMoved since(long tournament, long from) {
        return since(tournament, from, Long.MAX_VALUE);
    }

    /**
     * A write on this server produced results version {@code version}, whose line of the log is {@code table}: kept
     * as read when it follows the lines kept without a gap, so that nobody reads it back. Anything else is left to
     * the next read.
     */
    void written(long tournament, long version, Scope.Table table) {
        Tail tail = tails.get(tournament);
        if (tail == null) {
            return;
        }
        synchronized (tail) {
            if (tail.start >= 0 && version == tail.end() + 1) {
                append(tail, new ResultsVersion.Change(version, table.session(), table.number()));
            }
        }
    }

    private static void append(Tail tail, ResultsVersion.Change c) {
        tail.changes.addLast(c);
        if (tail.changes.size() > KEPT) {
            tail.start = tail.changes.removeFirst().version();
        }
    }

    private void read(long tournament, Tail tail, long after) {
        List<ResultsVersion.Change> read = log.since(tournament, after);
        if (tail.start < 0 || after != tail.end()) {
            tail.changes.clear();
            tail.start = after;
        }
        for (ResultsVersion.Change c : read) {
            if (c.version() != tail.end() + 1) {
                break; // a gap: what follows it is read again next time
            }
            append(tail, c);
        }
    }

    private static ResultsMoved moved(long tournament, Tail tail, long from) {
        if (from < tail.start || from > tail.end()) {
            return new ResultsMoved(tournament, from, tail.end(), Set.of(), true);
        }
        Set<Scope.Table> tables = new LinkedHashSet<>();
        boolean whole = false;
        for (ResultsVersion.Change c : tail.changes) {
            if (c.version() <= from) {
                continue;
            }
            if (c.wholeTournament()) {
                whole = true;
            } else {
                tables.add(Scope.table(c.session(), c.table()));
            }
        }
        return new ResultsMoved(tournament, from, tail.end(), tables, whole);
    }
}

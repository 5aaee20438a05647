package org.mahjongresults.web.clock;

import com.github.benmanes.caffeine.cache.Caffeine;
import org.mahjongresults.engine.tournament.SessionStatus;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.SessionInfo;
import org.mahjongresults.db.hall.ClockRecord;
import org.mahjongresults.db.hall.HallRepository;
import org.mahjongresults.db.hall.HallSettings;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.clock.SessionClock;
import org.mahjongresults.web.publish.KeptValue;

/**
 * The session clock (MCR 2006 §3.5.6) as every view shows it: the time left computed from the stored clock and this
 * server's current instant, with that instant sent along so a browser can correct its own clock's skew. Officials
 * start, pause, resume, extend and call time here; a clock past its end has called time by itself.
 */
public final class ClockService {

    /** What a view of the clock needs, as of {@code now} (epoch milliseconds of the server). */
    public record ClockView(int session, Integer table, String state, long now, Long endsAt, long left,
                            boolean warning, boolean timeCalled, long extra) {

        /** The JSON the browsers' clock script reads. */
        public String json() {
            return "{\"session\":" + session + ",\"table\":" + (table == null ? "null" : table) + ",\"state\":\""
                    + state + "\",\"now\":" + now + ",\"endsAt\":" + (endsAt == null ? "null" : endsAt)
                    + ",\"left\":" + left + ",\"warning\":" + warning + ",\"timeCalled\":" + timeCalled
                    + ",\"extra\":" + extra + ",\"warningMs\":" + SessionClock.WARNING.toMillis() + "}";
        }

        /** The time left as H:MM:SS or M:SS. */
        public String leftText() {
            return format(left);
        }

        public boolean started() {
            return !state.equals("NONE");
        }
    }

    /** The clock actions an official may take. */
    public enum Action { START, PAUSE, RESUME, EXTEND, CALL }

    /** Where the stored clocks are read from: the database now, or what it said at one results version. */
    private interface Source {
        List<SessionInfo> sessions();

        Optional<ClockRecord> clock(int session);
    }

    /**
     * A tournament's stored clocks as the database held them at one tournament version and results version: its
     * sessions, and each session's clock once asked for. Every clock change bumps the results version (and a new
     * draw the tournament's version), so the state stays right until one of the two moves; what depends on the time
     * (time left, time called, the session being played) is computed from it with each request's own "now".
     */
    private final class Stored implements Source {
        private final long tournamentId;
        private final long tournamentVersion;
        private final long resultsVersion;
        private volatile List<SessionInfo> sessions;
        private final Map<Integer, Optional<ClockRecord>> clocks = new ConcurrentHashMap<>();

        Stored(long tournamentId, long tournamentVersion, long resultsVersion) {
            this.tournamentId = tournamentId;
            this.tournamentVersion = tournamentVersion;
            this.resultsVersion = resultsVersion;
        }

        boolean serves(Tournament t, long known) {
            return resultsVersion >= known && tournamentVersion >= t.version();
        }

        /** Whether {@code a} holds the clocks of a newer version than {@code b} (and of no older one). */
        static boolean newer(Stored a, Stored b) {
            return a.resultsVersion >= b.resultsVersion && a.tournamentVersion >= b.tournamentVersion
                    && (a.resultsVersion > b.resultsVersion || a.tournamentVersion > b.tournamentVersion);
        }

        @Override
        public List<SessionInfo> sessions() {
            List<SessionInfo> s = sessions;
            if (s == null) {
                storedReads.incrementAndGet();
                s = draws.sessions(tournamentId);
                sessions = s;
            }
            return s;
        }

        /**
         * A session's clock, read once (the requests that ask meanwhile wait for that one read). A session the draw
         * does not have has no clock: answered without a read, and not kept, so any number asked for costs nothing.
         */
        @Override
        public Optional<ClockRecord> clock(int session) {
            if (sessions().stream().noneMatch(s -> s.number() == session)) {
                return Optional.empty();
            }
            return clocks.computeIfAbsent(session, n -> {
                storedReads.incrementAndGet();
                return hall.clock(tournamentId, n);
            });
        }
    }

    private final HallRepository hall;
    private final DrawRepository draws;
    /**
     * Per tournament, its stored clocks at the newest results version a spectator's request was read with; a
     * tournament nobody asked about for a day is let go (Caffeine), not kept for the server's life.
     */
    private final Map<Long, KeptValue<Stored>> stored = Caffeine.newBuilder()
            .expireAfterAccess(java.time.Duration.ofDays(1)).<Long, KeptValue<Stored>>build().asMap();
    /** How often the spectators' clocks were read from the database (a meter: a cached read adds nothing). */
    private final AtomicLong storedReads = new AtomicLong();

    public ClockService(HallRepository hall, DrawRepository draws) {
        this.hall = hall;
        this.draws = draws;
    }

    /** The database as it is now: for staff, and for writes and the checks before them. */
    private Source live(long tournamentId) {
        return new Source() {
            @Override
            public List<SessionInfo> sessions() {
                return draws.sessions(tournamentId);
            }

            @Override
            public Optional<ClockRecord> clock(int session) {
                return hall.clock(tournamentId, session);
            }
        };
    }

    /**
     * The stored clocks for a request that read the tournament at results version {@code knownResultsVersion}
     * (a spectator's snapshot); -1 (not known) reads the database. Read once per tournament and version, however
     * many phones ask.
     */
    private Source source(Tournament t, long knownResultsVersion) {
        if (knownResultsVersion < 0) {
            return live(t.id());
        }
        // Two requests that both found it stale: the one that stores first is used by the other too; stored clocks
        // of an older version never replace newer ones.
        return stored.computeIfAbsent(t.id(), id -> new KeptValue<>(Stored::newer))
                .get(NEW_VERSION, s -> s.serves(t, knownResultsVersion), s -> false, s -> false,
                        previous -> new Stored(t.id(), t.version(), knownResultsVersion));
    }

    /**
     * The tournament's sessions as at results version {@code knownResultsVersion} (a spectator's snapshot; -1 reads
     * the database), read once per tournament and version however many phones ask: what the draw's published pages
     * are versioned by (a session's status changes when it starts and ends).
     */
    public List<SessionInfo> sessions(Tournament t, long knownResultsVersion) {
        return source(t, knownResultsVersion).sessions();
    }

    /**
     * The clock as a spectator's view shows it: of {@code session}, or (null) of the session being played, and of
     * one {@code table} or (null) the whole session; computed from the stored clocks at the request's results
     * version (see {@link #source}) and this server's current instant, which the answer carries.
     */
    public ClockView clock(Tournament t, long knownResultsVersion, Integer session, Integer table) {
        Source source = source(t, knownResultsVersion);
        Instant now = hall.now();
        int n = session != null ? session : currentSession(source, now).orElse(0);
        return view(source, now, n, table);
    }

    /**
     * How many times the spectators' stored clocks were read from the database so far: /metrics'
     * {@code mahjong.clock.database.reads}, which should grow with results versions, not with spectators.
     */
    public long storedReads() {
        return storedReads.get();
    }

    /** Forgets a tournament's stored clocks: after a clock action through this server, the next view reads them. */
    private void forget(long tournamentId) {
        stored.remove(tournamentId);
    }

    /** The one flight of a tournament's stored clocks: making a new (empty) holder is all it computes. */
    private static final Object NEW_VERSION = "new version";

    public HallSettings settings(long tournamentId) {
        return hall.settings(tournamentId);
    }

    /** The director's hall settings (venue time zone, the big screen's panes, theme and pace). */
    public void saveSettings(Actor actor, HallSettings settings) {
        hall.saveSettings(actor, settings);
    }

    /** How a sheet ended short of a full session, if it did. */
    public Optional<org.mahjongresults.db.hall.SheetEnd> end(long sheetId) {
        return hall.end(sheetId);
    }

    /** How every short sheet of the tournament ended, by "session/table". */
    public java.util.Map<String, org.mahjongresults.db.hall.SheetEnd> ends(long tournamentId) {
        return hall.ends(tournamentId);
    }

    /** The part of a sheet's submission that records how it ended short, run in the same transaction. */
    public HallRepository.Alongside recordEnd(Actor actor, long tournamentId, int afterHand, boolean byTime,
                                              String reason) {
        return hall.endAlongside(actor, tournamentId, afterHand, byTime, reason);
    }

    /** The part of a sheet's reopening that forgets how it ended, run in the same transaction. */
    public HallRepository.Alongside clearEnd() {
        return hall.clearAlongside();
    }

    /**
     * The session being played: the lowest-numbered one whose clock runs or is paused; else the first not
     * finished; else the last. Empty if the tournament has no sessions.
     */
    public Optional<Integer> currentSession(Tournament t) {
        return currentSession(live(t.id()), hall.now());
    }

    /** The session being played, from the stored clocks at a spectator's results version (see {@link #clock}). */
    public Optional<Integer> currentSession(Tournament t, long knownResultsVersion) {
        return currentSession(source(t, knownResultsVersion), hall.now());
    }

    private static Optional<Integer> currentSession(Source source, Instant now) {
        List<SessionInfo> sessions = source.sessions();
        if (sessions.isEmpty()) {
            return Optional.empty();
        }
        for (SessionInfo s : sessions) {
            Optional<ClockRecord> c = source.clock(s.number());
            if (c.isPresent() && c.get().started() && !c.get().clock().timeCalled(now, Duration.ZERO)) {
                return Optional.of(s.number());
            }
        }
        return Optional.of(sessions.stream().filter(s -> s.status() != SessionStatus.FINISHED).map(SessionInfo::number)
                .findFirst().orElse(sessions.get(sessions.size() - 1).number()));
    }

    /** The extra time each table of a session has been given, in whole minutes (issue 27: shown on the screen). */
    public Map<Integer, Long> extraMinutes(Tournament t, int session) {
        return live(t.id()).clock(session)
                .map(r -> r.extras().entrySet().stream().filter(e -> !e.getValue().isZero())
                        .collect(Collectors.toMap(Map.Entry::getKey,
                                e -> e.getValue().toMinutes())))
                .orElse(Map.of());
    }

    /** The clock of a session, or of one table of it ({@code table} null: the whole session). */
    public ClockView view(Tournament t, int session, Integer table) {
        return view(live(t.id()), hall.now(), session, table);
    }

    private static ClockView view(Source source, Instant now, int session, Integer table) {
        ClockRecord r = source.clock(session).orElse(null);
        if (r == null || !r.started()) {
            return new ClockView(session, table, "NONE", now.toEpochMilli(), null, 0, false, false, 0);
        }
        Duration extra = table == null ? Duration.ZERO : r.extra(table);
        SessionClock c = r.clock();
        boolean called = c.timeCalled(now, extra);
        Instant end = c.endOf(extra);
        String state = called ? "CALLED" : c.state() == SessionClock.State.PAUSED ? "PAUSED" : "RUNNING";
        return new ClockView(session, table, state, now.toEpochMilli(), end == null ? null : end.toEpochMilli(),
                c.left(now, extra).toMillis(), c.warning(now, extra), called, extra.toMillis());
    }

    /** True once time is called for the table: a sheet may then end short of a full session (MCR 2006 §3.5.6). */
    public boolean timeCalled(Tournament t, int session, int table) {
        return view(t, session, table).timeCalled();
    }

    /**
     * Applies an official's action to a session's clock. START uses the tournament's session length.
     *
     * @throws org.mahjongresults.db.StaleDataException with the reason's message key when not allowed now
     */
    public ClockView act(Actor actor, Tournament t, int session, Action action, int minutes) {
        Duration more = Duration.ofMinutes(minutes);
        hall.change(actor, t.id(), session, action.name().toLowerCase(java.util.Locale.ROOT), (current, now) ->
                switch (action) {
                    case START -> {
                        if (current != null) {
                            throw new IllegalStateException("already started");
                        }
                        yield SessionClock.start(now, Duration.ofMinutes(t.sessionMinutes()));
                    }
                    case PAUSE -> started(current).pause(now);
                    case RESUME -> started(current).resume(now);
                    case EXTEND -> started(current).extend(now, more);
                    case CALL -> started(current).call(now);
                });
        forget(t.id());
        return view(t, session, null);
    }

    /** Gives one table {@code minutes} more than the session. */
    public ClockView extendTable(Actor actor, Tournament t, int session, int table, int minutes) {
        hall.extendTable(actor, t.id(), session, table, Duration.ofMinutes(minutes));
        forget(t.id());
        return view(t, session, table);
    }

    private static SessionClock started(SessionClock c) {
        if (c == null) {
            throw new IllegalStateException("not started");
        }
        return c;
    }

    static String format(long millis) {
        long s = (millis + 999) / 1000;
        long h = s / 3600;
        long m = (s % 3600) / 60;
        long sec = s % 60;
        return h > 0 ? String.format("%d:%02d:%02d", h, m, sec) : String.format("%d:%02d", m, sec);
    }
}

package org.mahjongresults.web.hall;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.SessionInfo;
import org.mahjongresults.db.hall.ClockRecord;
import org.mahjongresults.db.hall.HallRepository;
import org.mahjongresults.db.hall.HallSettings;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.clock.SessionClock;

/**
 * The session clock (RULES §2.3) as every view shows it: the time left computed from the stored clock and this
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

    private final HallRepository hall;
    private final DrawRepository draws;

    public ClockService(HallRepository hall, DrawRepository draws) {
        this.hall = hall;
        this.draws = draws;
    }

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
        List<SessionInfo> sessions = draws.sessions(t.id());
        if (sessions.isEmpty()) {
            return Optional.empty();
        }
        Instant now = hall.now();
        for (SessionInfo s : sessions) {
            Optional<ClockRecord> c = hall.clock(t.id(), s.number());
            if (c.isPresent() && c.get().started() && !c.get().clock().timeCalled(now, Duration.ZERO)) {
                return Optional.of(s.number());
            }
        }
        return Optional.of(sessions.stream().filter(s -> !s.status().equals("FINISHED")).map(SessionInfo::number)
                .findFirst().orElse(sessions.get(sessions.size() - 1).number()));
    }

    /** The clock of a session, or of one table of it ({@code table} null: the whole session). */
    public ClockView view(Tournament t, int session, Integer table) {
        Instant now = hall.now();
        ClockRecord r = hall.clock(t.id(), session).orElse(null);
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

    /** True once time is called for the table: a sheet may then end short of a full session (RULES §2.3). */
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
        return view(t, session, null);
    }

    /** Gives one table {@code minutes} more than the session. */
    public ClockView extendTable(Actor actor, Tournament t, int session, int table, int minutes) {
        hall.extendTable(actor, t.id(), session, table, Duration.ofMinutes(minutes));
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

package org.mahjongresults.db.hall;

import org.mahjongresults.engine.tournament.SessionStatus;
import static org.mahjongresults.db.jooq.Tables.HALL_SETTINGS;
import static org.mahjongresults.db.jooq.Tables.SCORE_SHEET;
import static org.mahjongresults.db.jooq.Tables.SESSION_CLOCK;
import static org.mahjongresults.db.jooq.Tables.SHEET_END;
import static org.mahjongresults.db.jooq.Tables.TABLE_CLOCK;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT_SESSION;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jooq.DSLContext;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.ResultsVersion;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.engine.clock.SessionClock;
import org.mahjongresults.db.JsonCodec;

/**
 * The hall's settings, the session clocks and how sheets ended, in the database so that every web server reads the
 * same facts. A clock change bumps the tournament's results version, so every open page on every server hears of it
 * through the live events within about a second.
 */
public final class HallRepository {

    private final Database db;
    private final Clock clock;
    private final AuditLog audit;

    public HallRepository(Database db, Clock clock, AuditLog audit) {
        this.db = db;
        this.clock = clock;
        this.audit = audit;
    }

    /** The current instant of this server (the clock every computation of time left uses). */
    public Instant now() {
        return clock.instant();
    }

    // ----- settings ----------------------------------------------------------------------------------------

    public HallSettings settings(long tournamentId) {
        var r = db.dsl().selectFrom(HALL_SETTINGS)
                .where(HALL_SETTINGS.TOURNAMENT_ID.eq(tournamentId))
                .fetchOne();
        if (r == null) {
            return HallSettings.defaults(tournamentId);
        }
        List<String> panes = Arrays.stream(r.getScreenPanes().split(","))
                .filter(HallSettings.PANES::contains)
                .toList();
        return new HallSettings(tournamentId, zone(r.getTimeZone()), panes, r.getScreenTheme(), r.getScreenSeconds());
    }

    private static ZoneId zone(String id) {
        try {
            return ZoneId.of(id);
        } catch (RuntimeException e) {
            return ZoneOffset.UTC;
        }
    }

    public void saveSettings(Actor actor, HallSettings s) {
        db.transaction(tx -> {
            HallSettings before = settingsIn(tx, s.tournamentId());
            int updated = tx.update(HALL_SETTINGS)
                    .set(HALL_SETTINGS.TIME_ZONE, s.zone().getId())
                    .set(HALL_SETTINGS.SCREEN_PANES, String.join(",", s.panes()))
                    .set(HALL_SETTINGS.SCREEN_THEME, s.theme())
                    .set(HALL_SETTINGS.SCREEN_SECONDS, s.seconds())
                    .where(HALL_SETTINGS.TOURNAMENT_ID.eq(s.tournamentId()))
                    .execute();
            if (updated == 0) {
                tx.insertInto(HALL_SETTINGS)
                        .set(HALL_SETTINGS.TOURNAMENT_ID, s.tournamentId())
                        .set(HALL_SETTINGS.TIME_ZONE, s.zone().getId())
                        .set(HALL_SETTINGS.SCREEN_PANES, String.join(",", s.panes()))
                        .set(HALL_SETTINGS.SCREEN_THEME, s.theme())
                        .set(HALL_SETTINGS.SCREEN_SECONDS, s.seconds())
                        .execute();
            }
            audit.record(tx, actor, "hall.settings", "tournament", s.tournamentId(), s.tournamentId(),
                    JsonCodec.write(snapshot(before)), JsonCodec.write(snapshot(s)));
            // The screen and the pages that show times change with these settings.
            ResultsVersion.bump(tx, s.tournamentId());
            return null;
        });
    }

    private HallSettings settingsIn(DSLContext tx, long tournamentId) {
        var r = tx.selectFrom(HALL_SETTINGS).where(HALL_SETTINGS.TOURNAMENT_ID.eq(tournamentId)).fetchOne();
        return r == null ? HallSettings.defaults(tournamentId)
                : new HallSettings(tournamentId, zone(r.getTimeZone()), List.of(r.getScreenPanes().split(",")),
                        r.getScreenTheme(), r.getScreenSeconds());
    }

    private static Map<String, Object> snapshot(HallSettings s) {
        return Map.of("timeZone", s.zone().getId(), "panes", String.join(",", s.panes()), "theme", s.theme(),
                "seconds", s.seconds());
    }

    // ----- clocks ------------------------------------------------------------------------------------------

    /** The clock of a session (its clock null if not started), or empty if the tournament has no such session. */
    public Optional<ClockRecord> clock(long tournamentId, int session) {
        return clock(db.dsl(), tournamentId, session);
    }

    private Optional<ClockRecord> clock(DSLContext dsl, long tournamentId, int session) {
        var s = dsl.select(TOURNAMENT_SESSION.ID)
                .from(TOURNAMENT_SESSION)
                .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId))
                .and(TOURNAMENT_SESSION.NUMBER.eq(session))
                .fetchOne(TOURNAMENT_SESSION.ID);
        if (s == null) {
            return Optional.empty();
        }
        var c = dsl.selectFrom(SESSION_CLOCK).where(SESSION_CLOCK.SESSION_ID.eq(s)).fetchOne();
        Map<Integer, Duration> extras = new HashMap<>();
        dsl.selectFrom(TABLE_CLOCK)
                .where(TABLE_CLOCK.SESSION_ID.eq(s))
                .forEach(t -> extras.put(t.getTableNumber(), Duration.ofSeconds(t.getExtraSeconds())));
        if (c == null) {
            return Optional.of(new ClockRecord(s, session, null, null, 0, extras));
        }
        SessionClock sc = new SessionClock(c.getState(), c.getEndsAt().toInstant(),
                c.getPausedLeftMs() == null ? Duration.ZERO : Duration.ofMillis(c.getPausedLeftMs()));
        return Optional.of(new ClockRecord(s, session, sc, c.getStartedAt().toInstant(), c.getVersion(), extras));
    }

    /** What a clock action does to the stored clock; throws {@link IllegalStateException} if it may not. */
    public interface Change {
        SessionClock apply(SessionClock current, Instant now);
    }

    /**
     * Changes a session's clock in one transaction (the session's row locked, so two officials pressing at once
     * are applied one after the other). {@code current} is null for a clock not yet started.
     *
     * @throws StaleDataException with a message key if the change is not allowed now
     */
    public ClockRecord change(Actor actor, long tournamentId, int session, String action, Change change) {
        return db.transaction(tx -> {
            Long sessionId = tx.select(TOURNAMENT_SESSION.ID)
                    .from(TOURNAMENT_SESSION)
                    .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId))
                    .and(TOURNAMENT_SESSION.NUMBER.eq(session))
                    .forUpdate()
                    .fetchOne(TOURNAMENT_SESSION.ID);
            if (sessionId == null) {
                throw new StaleDataException("clock.noSession");
            }
            ClockRecord before = clock(tx, tournamentId, session).orElseThrow();
            Instant now = clock.instant();
            SessionClock next;
            try {
                next = change.apply(before.clock(), now);
            } catch (IllegalStateException | IllegalArgumentException e) {
                throw new StaleDataException("clock.notNow");
            }
            OffsetDateTime ends = OffsetDateTime.ofInstant(next.endsAt(), ZoneOffset.UTC);
            Long pausedMs = next.state() == SessionClock.State.PAUSED ? next.pausedLeft().toMillis() : null;
            if (before.clock() == null) {
                tx.insertInto(SESSION_CLOCK)
                        .set(SESSION_CLOCK.SESSION_ID, sessionId)
                        .set(SESSION_CLOCK.STATE, next.state())
                        .set(SESSION_CLOCK.STARTED_AT, OffsetDateTime.ofInstant(now, ZoneOffset.UTC))
                        .set(SESSION_CLOCK.ENDS_AT, ends)
                        .set(SESSION_CLOCK.PAUSED_LEFT_MS, pausedMs)
                        .execute();
                tx.update(TOURNAMENT_SESSION)
                        .set(TOURNAMENT_SESSION.STARTED_AT, OffsetDateTime.ofInstant(now, ZoneOffset.UTC))
                        .where(TOURNAMENT_SESSION.ID.eq(sessionId))
                        .and(TOURNAMENT_SESSION.STARTED_AT.isNull())
                        .execute();
                tx.update(TOURNAMENT_SESSION)
                        .set(TOURNAMENT_SESSION.STATUS, SessionStatus.RUNNING)
                        .where(TOURNAMENT_SESSION.ID.eq(sessionId))
                        .and(TOURNAMENT_SESSION.STATUS.eq(SessionStatus.SCHEDULED))
                        .execute();
            } else {
                tx.update(SESSION_CLOCK)
                        .set(SESSION_CLOCK.STATE, next.state())
                        .set(SESSION_CLOCK.ENDS_AT, ends)
                        .set(SESSION_CLOCK.PAUSED_LEFT_MS, pausedMs)
                        .set(SESSION_CLOCK.VERSION, SESSION_CLOCK.VERSION.plus(1))
                        .where(SESSION_CLOCK.SESSION_ID.eq(sessionId))
                        .execute();
            }
            audit.record(tx, actor, "clock." + action, "session", sessionId, tournamentId,
                    before.clock() == null ? null : JsonCodec.write(clockJson(before.clock())),
                    JsonCodec.write(clockJson(next)));
            ResultsVersion.bump(tx, tournamentId);
            return clock(tx, tournamentId, session).orElseThrow();
        });
    }

    /** Gives one table {@code more} extra time (added to what it has). */
    public ClockRecord extendTable(Actor actor, long tournamentId, int session, int table, Duration more) {
        return db.transaction(tx -> {
            ClockRecord before = clock(tx, tournamentId, session)
                    .orElseThrow(() -> new StaleDataException("clock.noSession"));
            if (before.clock() == null) {
                throw new StaleDataException("clock.notStarted");
            }
            if (before.clock().timeCalled(clock.instant(), before.extra(table))) {
                throw new StaleDataException("clock.notNow");
            }
            long extra = before.extra(table).plus(more).toSeconds();
            int updated = tx.update(TABLE_CLOCK)
                    .set(TABLE_CLOCK.EXTRA_SECONDS, (int) extra)
                    .where(TABLE_CLOCK.SESSION_ID.eq(before.sessionId()))
                    .and(TABLE_CLOCK.TABLE_NUMBER.eq(table))
                    .execute();
            if (updated == 0) {
                tx.insertInto(TABLE_CLOCK)
                        .set(TABLE_CLOCK.SESSION_ID, before.sessionId())
                        .set(TABLE_CLOCK.TABLE_NUMBER, table)
                        .set(TABLE_CLOCK.EXTRA_SECONDS, (int) extra)
                        .execute();
            }
            audit.record(tx, actor, "clock.extendTable", "session", before.sessionId(), tournamentId, null,
                    JsonCodec.write(Map.of("table", table, "extraSeconds", extra)));
            ResultsVersion.bump(tx, tournamentId, session, table);
            return clock(tx, tournamentId, session).orElseThrow();
        });
    }

    private static Map<String, Object> clockJson(SessionClock c) {
        return Map.of("state", c.state().name(), "endsAt", c.endsAt().toString(),
                "pausedLeftMs", c.pausedLeft().toMillis());
    }

    // ----- how sheets ended ----------------------------------------------------------------------------------

    /** Work done in a sheet's status change transaction (see {@code SheetRepository.setStatus}). */
    public interface Alongside extends java.util.function.BiConsumer<DSLContext, org.mahjongresults.db.sheet.Sheet> {
    }

    /** Records how the sheet ended, when its status change commits. */
    public Alongside endAlongside(Actor actor, long tournamentId, int afterHand, boolean byTime, String reason) {
        return (tx, sheet) -> recordEnd(tx, actor, tournamentId, sheet.id(), afterHand, byTime, reason);
    }

    /** Forgets how the sheet ended (it is reopened), when its status change commits. */
    public Alongside clearAlongside() {
        return (tx, sheet) -> clearEnd(tx, sheet.id());
    }

    /** Records, inside the caller's transaction, how a sheet ended short of a full session. */
    public void recordEnd(DSLContext tx, Actor actor, long tournamentId, long sheetId, int afterHand, boolean byTime,
                          String reason) {
        tx.deleteFrom(SHEET_END).where(SHEET_END.SHEET_ID.eq(sheetId)).execute();
        tx.insertInto(SHEET_END)
                .set(SHEET_END.SHEET_ID, sheetId)
                .set(SHEET_END.AFTER_HAND, afterHand)
                .set(SHEET_END.BY_TIME, byTime)
                .set(SHEET_END.REASON, reason)
                .set(SHEET_END.RECORDED_BY, actor.userId())
                .set(SHEET_END.RECORDED_AT, OffsetDateTime.now(clock))
                .execute();
        audit.record(tx, actor, byTime ? "sheet.timeCalled" : "sheet.endedShort", "sheet", sheetId, tournamentId,
                null, JsonCodec.write(reason == null ? Map.of("afterHand", afterHand)
                        : Map.of("afterHand", afterHand, "reason", reason)));
    }

    /** Forgets how a sheet ended (it was reopened), inside the caller's transaction. */
    public void clearEnd(DSLContext tx, long sheetId) {
        tx.deleteFrom(SHEET_END).where(SHEET_END.SHEET_ID.eq(sheetId)).execute();
    }

    public Optional<SheetEnd> end(long sheetId) {
        return db.dsl().selectFrom(SHEET_END)
                .where(SHEET_END.SHEET_ID.eq(sheetId))
                .fetchOptional(r -> new SheetEnd(r.getSheetId(), r.getAfterHand(), r.getByTime(), r.getReason(),
                        r.getRecordedAt()));
    }

    /** How every short sheet of a tournament ended, by "session/table". */
    public Map<String, SheetEnd> ends(long tournamentId) {
        Map<String, SheetEnd> out = new HashMap<>();
        db.dsl().select(TOURNAMENT_SESSION.NUMBER, SCORE_SHEET.TABLE_NUMBER, SHEET_END.SHEET_ID, SHEET_END.AFTER_HAND,
                        SHEET_END.BY_TIME, SHEET_END.REASON, SHEET_END.RECORDED_AT)
                .from(SHEET_END)
                .join(SCORE_SHEET).on(SCORE_SHEET.ID.eq(SHEET_END.SHEET_ID))
                .join(TOURNAMENT_SESSION).on(TOURNAMENT_SESSION.ID.eq(SCORE_SHEET.SESSION_ID))
                .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId))
                .forEach(r -> out.put(r.value1() + "/" + r.value2(), new SheetEnd(r.value3(), r.value4(), r.value5(),
                        r.value6(), r.value7())));
        return out;
    }
}

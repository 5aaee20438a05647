package org.mahjongresults.db.sheet;

import static org.mahjongresults.db.jooq.Tables.APP_USER;
import static org.mahjongresults.db.jooq.Tables.HAND;
import static org.mahjongresults.db.jooq.Tables.HAND_CORRECTION;
import static org.mahjongresults.db.jooq.Tables.HAND_RESULT;
import static org.mahjongresults.db.jooq.Tables.SCORE_SHEET;
import static org.mahjongresults.db.jooq.Tables.TABLE_ASSIGNMENT;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT_SESSION;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.jooq.DSLContext;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.ResultsVersion;
import org.jooq.Record;
import org.jooq.exception.DataAccessException;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.appeal.AppealRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.engine.sheet.HandVerification;
import org.mahjongresults.engine.sheet.SheetStatus;
import org.mahjongresults.engine.tournament.SessionStatus;
import org.mahjongresults.db.jooq.tables.records.ScoreSheetRecord;

/**
 * Score sheets and their hands. Every write locks the sheet's row first, so concurrent writes to one sheet are
 * applied one after the other, and the expected version makes a stale form fail instead of overwriting. Adding a
 * hand is decided by the sheet service inside {@link #write} (its number, a repeated request, the session's start);
 * this class only stores.
 */
public final class SheetRepository {

    private final Database db;
    private final Clock clock;
    private final AuditLog audit;

    public SheetRepository(Database db, Clock clock, AuditLog audit) {
        this.db = db;
        this.clock = clock;
        this.audit = audit;
    }

    /** The sheet of a table in a session, created on first use. */
    public Sheet open(long tournamentId, int session, int table) {
        Optional<Sheet> existing = find(tournamentId, session, table);
        if (existing.isPresent()) {
            return existing.get();
        }
        try {
            db.transaction(tx -> {
                Long sessionId = tx.select(TOURNAMENT_SESSION.ID)
                        .from(TOURNAMENT_SESSION)
                        .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId))
                        .and(TOURNAMENT_SESSION.NUMBER.eq(session))
                        .fetchOne(TOURNAMENT_SESSION.ID);
                if (sessionId == null) {
                    throw new StaleDataException("sheet.noSession");
                }
                return tx.insertInto(SCORE_SHEET)
                        .set(SCORE_SHEET.SESSION_ID, sessionId)
                        .set(SCORE_SHEET.TABLE_NUMBER, table)
                        .set(SCORE_SHEET.STATUS, SheetStatus.OPEN)
                        .set(SCORE_SHEET.VERSION, 0)
                        .execute();
            });
        } catch (DataAccessException e) {
            // Another request created the sheet at the same moment (the unique key refused ours): use theirs.
        }
        return find(tournamentId, session, table).orElseThrow();
    }

    public Optional<Sheet> find(long tournamentId, int session, int table) {
        return db.dsl().select(SCORE_SHEET.fields())
                .select(TOURNAMENT_SESSION.NUMBER)
                .from(SCORE_SHEET)
                .join(TOURNAMENT_SESSION).on(TOURNAMENT_SESSION.ID.eq(SCORE_SHEET.SESSION_ID))
                .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId))
                .and(TOURNAMENT_SESSION.NUMBER.eq(session))
                .and(SCORE_SHEET.TABLE_NUMBER.eq(table))
                .fetchOptional(r -> map(r, tournamentId));
    }

    private static Sheet find(DSLContext tx, long sheetId, long tournamentId) {
        return tx.select(SCORE_SHEET.fields())
                .select(TOURNAMENT_SESSION.NUMBER)
                .from(SCORE_SHEET)
                .join(TOURNAMENT_SESSION).on(TOURNAMENT_SESSION.ID.eq(SCORE_SHEET.SESSION_ID))
                .where(SCORE_SHEET.ID.eq(sheetId))
                .fetchOne(r -> map(r, tournamentId));
    }

    /** Every sheet of a tournament, by session and table. */
    public List<Sheet> allSheets(long tournamentId) {
        return db.dsl().select(SCORE_SHEET.fields())
                .select(TOURNAMENT_SESSION.NUMBER)
                .from(SCORE_SHEET)
                .join(TOURNAMENT_SESSION).on(TOURNAMENT_SESSION.ID.eq(SCORE_SHEET.SESSION_ID))
                .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId))
                .orderBy(TOURNAMENT_SESSION.NUMBER, SCORE_SHEET.TABLE_NUMBER)
                .fetch(r -> map(r, tournamentId));
    }

    /** Every sheet of a session, by table. */
    public List<Sheet> sheets(long tournamentId, int session) {
        return db.dsl().select(SCORE_SHEET.fields())
                .select(TOURNAMENT_SESSION.NUMBER)
                .from(SCORE_SHEET)
                .join(TOURNAMENT_SESSION).on(TOURNAMENT_SESSION.ID.eq(SCORE_SHEET.SESSION_ID))
                .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId))
                .and(TOURNAMENT_SESSION.NUMBER.eq(session))
                .orderBy(SCORE_SHEET.TABLE_NUMBER)
                .fetch(r -> map(r, tournamentId));
    }

    /** The hands of a sheet in order, each with its per-player results. */
    public List<HandRecord> hands(long sheetId) {
        return hands(db.dsl(), sheetId);
    }

    static List<HandRecord> hands(DSLContext dsl, long sheetId) {
        Map<Long, Map<Long, Integer>> results = new LinkedHashMap<>();
        dsl.select(HAND_RESULT.HAND_ID, HAND_RESULT.PLAYER_ID, HAND_RESULT.POINTS)
                .from(HAND_RESULT)
                .join(HAND).on(HAND.ID.eq(HAND_RESULT.HAND_ID))
                .where(HAND.SHEET_ID.eq(sheetId))
                .orderBy(HAND_RESULT.HAND_ID, HAND_RESULT.SEAT)
                .forEach(r -> results.computeIfAbsent(r.value1(), k -> new LinkedHashMap<>()).put(r.value2(), r.value3()));
        return dsl.selectFrom(HAND)
                .where(HAND.SHEET_ID.eq(sheetId))
                .orderBy(HAND.HAND_NUMBER)
                .fetch(r -> new HandRecord(r.getId(), r.getHandNumber(), r.getPrevalentWind(), r.getDealerPlayerId(),
                        r.getResult(), r.getWinnerPlayerId(), r.getSelfDrawn(), r.getDiscarderPlayerId(),
                        r.getFanPoints(), r.getEngineFanPoints(), r.getFlowers(), r.getNotation(), r.getSituation(),
                        r.getVerifiedFans(), r.getVerification(), r.getRequestId(),
                        results.getOrDefault(r.getId(), Map.of())));
    }

    /**
     * Runs {@code work} in one transaction with the sheet's row locked: concurrent writes to one sheet run one after
     * the other, so what {@code work} reads from its {@link SheetWrite} (the status, the version, the hands) stays
     * true while it decides and writes. Of two submissions of the same version only the first sees it.
     */
    public <T> T write(Actor actor, long tournamentId, long sheetId, Function<SheetWrite, T> work) {
        return db.transaction(tx -> work.apply(new SheetWrite(this, tx, actor, tournamentId, lock(tx, sheetId))));
    }

    /**
     * Replaces hand {@code hand.number()} (a correction), keeping the before and after with the reason (and the
     * appeal, if one led to it: linked both ways, see {@link AppealRepository#linkCorrection}). Refused with
     * {@link StaleDataException} on a version mismatch, or for an appeal that is not an upheld one of this table.
     */
    public int correctHand(Actor actor, long tournamentId, long sheetId, int expectedVersion, HandRecord hand,
                           Map<Long, String> seats, String reason, Long appealId) {
        return correctHand(actor, tournamentId, sheetId, expectedVersion, hand, seats, reason, appealId, tx -> {
        });
    }

    /**
     * The same, with {@code alongside} run in the same transaction once the hand is replaced, so a rule set can
     * record what follows from it (the Swiss knockout records the table's winner again from the corrected totals).
     */
    public int correctHand(Actor actor, long tournamentId, long sheetId, int expectedVersion, HandRecord hand,
                           Map<Long, String> seats, String reason, Long appealId,
                           java.util.function.Consumer<DSLContext> alongside) {
        return db.transaction(tx -> {
            ScoreSheetRecord sheet = lock(tx, sheetId);
            if (sheet.getVersion() != expectedVersion) {
                throw new StaleDataException("sheet.stale");
            }
            HandRecord before = hands(tx, sheetId).stream().filter(h -> h.number() == hand.number()).findFirst()
                    .orElseThrow(() -> new StaleDataException("sheet.noSuchHand"));
            tx.deleteFrom(HAND).where(HAND.ID.eq(before.id())).execute();
            long handId = insertHand(tx, sheetId, hand, actor, seats);
            HandRecord after = hands(tx, sheetId).stream().filter(h -> h.id() == handId).findFirst().orElseThrow();
            OffsetDateTime now = OffsetDateTime.now(clock);
            long correctionId = tx.insertInto(HAND_CORRECTION)
                    .set(HAND_CORRECTION.SHEET_ID, sheetId)
                    .set(HAND_CORRECTION.HAND_NUMBER, hand.number())
                    .set(HAND_CORRECTION.CORRECTED_BY, actor.userId())
                    .set(HAND_CORRECTION.CORRECTED_AT, now)
                    .set(HAND_CORRECTION.REASON, reason)
                    .set(HAND_CORRECTION.APPEAL_ID, appealId)
                    .set(HAND_CORRECTION.BEFORE_JSON, JsonCodec.write(before.snapshot()))
                    .set(HAND_CORRECTION.AFTER_JSON, JsonCodec.write(after.snapshot()))
                    .returning(HAND_CORRECTION.ID)
                    .fetchOne()
                    .getId();
            if (appealId != null) {
                AppealRepository.linkCorrection(tx, actor, tournamentId, sheetId, appealId, correctionId, now);
            }
            alongside.accept(tx);
            int version = bump(tx, tournamentId, sheetId);
            audit.record(tx, actor, "hand.correct", "sheet", sheetId, tournamentId, JsonCodec.write(before.snapshot()),
                    JsonCodec.write(after.snapshot()));
            return version;
        });
    }

    /**
     * Corrects a hand whose settlement carries into the hands after it (riichi: dealer, honba, sticks and scores), in
     * one transaction with {@code rescored}, the later hands as the engine scores them after the correction: each
     * keeps who entered it and when, and takes the new round, dealer, winner, detail and point changes. The audit
     * log keeps each rescored hand's before and after.
     */
    public int correctHand(Actor actor, long tournamentId, long sheetId, int expectedVersion, HandRecord hand,
                           Map<Long, String> seats, String reason, Long appealId, List<HandRecord> rescored) {
        return correctHand(actor, tournamentId, sheetId, expectedVersion, hand, seats, reason, appealId, tx -> {
            List<HandRecord> stored = hands(tx, sheetId);
            for (HandRecord next : rescored) {
                HandRecord before = stored.stream().filter(h -> h.number() == next.number()).findFirst()
                        .orElseThrow(() -> new StaleDataException("sheet.noSuchHand"));
                tx.update(HAND)
                        .set(HAND.PREVALENT_WIND, next.prevalentWind())
                        .set(HAND.DEALER_PLAYER_ID, next.dealerId())
                        .set(HAND.RESULT, next.result())
                        .set(HAND.WINNER_PLAYER_ID, next.winnerId())
                        .set(HAND.SELF_DRAWN, next.selfDrawn())
                        .set(HAND.DISCARDER_PLAYER_ID, next.discarderId())
                        .set(HAND.FAN_POINTS, next.fanPoints())
                        .set(HAND.ENGINE_FAN_POINTS, next.engineFanPoints())
                        .set(HAND.VERIFIED_FANS, next.verifiedFans())
                        .where(HAND.ID.eq(before.id()))
                        .execute();
                for (var e : next.results().entrySet()) {
                    tx.update(HAND_RESULT)
                            .set(HAND_RESULT.POINTS, e.getValue())
                            .where(HAND_RESULT.HAND_ID.eq(before.id()))
                            .and(HAND_RESULT.PLAYER_ID.eq(e.getKey()))
                            .execute();
                }
                HandRecord after = hands(tx, sheetId).stream().filter(h -> h.id().equals(before.id())).findFirst()
                        .orElseThrow();
                audit.record(tx, actor, "hand.rescore", "sheet", sheetId, tournamentId,
                        JsonCodec.write(before.snapshot()), JsonCodec.write(after.snapshot()));
            }
        });
    }

    /** A referee accepts a claimed total that differs from the engine's. */
    public int acceptClaim(Actor actor, long tournamentId, long sheetId, int expectedVersion, int handNumber) {
        return db.transaction(tx -> {
            ScoreSheetRecord sheet = lock(tx, sheetId);
            if (sheet.getVersion() != expectedVersion) {
                throw new StaleDataException("sheet.stale");
            }
            int n = tx.update(HAND)
                    .set(HAND.VERIFICATION, HandVerification.ACCEPTED)
                    .set(HAND.ACCEPTED_BY, actor.userId())
                    .where(HAND.SHEET_ID.eq(sheetId))
                    .and(HAND.HAND_NUMBER.eq(handNumber))
                    .and(HAND.VERIFICATION.eq(HandVerification.MISMATCH))
                    .execute();
            if (n == 0) {
                throw new StaleDataException("sheet.nothingToAccept");
            }
            audit.record(tx, actor, "hand.accept", "sheet", sheetId, tournamentId, null,
                    JsonCodec.write(Map.of("hand", handNumber)));
            return bump(tx, tournamentId, sheetId);
        });
    }

    /** OPEN → SUBMITTED (the scorekeeper is done) or SUBMITTED → CLOSED (a referee confirms; the session may end). */
    public int setStatus(Actor actor, long tournamentId, long sheetId, int expectedVersion, SheetStatus from,
                         SheetStatus to) {
        return setStatus(actor, tournamentId, sheetId, expectedVersion, from, to, (tx, sheet) -> {
        });
    }

    /**
     * The same, with {@code alongside} run in the same transaction after the checks (the sheet's row locked), so a
     * rule set can record what follows from the change (the Swiss knockout records the table's winner on closing)
     * or refuse it by throwing {@link StaleDataException}.
     */
    public int setStatus(Actor actor, long tournamentId, long sheetId, int expectedVersion, SheetStatus from,
                         SheetStatus to,
                         java.util.function.BiConsumer<DSLContext, Sheet> alongside) {
        return setStatus(actor, tournamentId, sheetId, expectedVersion, from, to, null, alongside);
    }

    /**
     * The same, with the reason the user gave for the change kept in the audit log beside it ({@code reason} null:
     * none given): a referee who closes a sheet that the players have not all confirmed says why.
     */
    public int setStatus(Actor actor, long tournamentId, long sheetId, int expectedVersion, SheetStatus from,
                         SheetStatus to, String reason,
                         java.util.function.BiConsumer<DSLContext, Sheet> alongside) {
        return db.transaction(tx -> {
            ScoreSheetRecord sheet = lock(tx, sheetId);
            if (sheet.getVersion() != expectedVersion) {
                throw new StaleDataException("sheet.stale");
            }
            if (sheet.getStatus() != from) {
                throw new StaleDataException("sheet.wrongStatus");
            }
            alongside.accept(tx, find(tx, sheetId, tournamentId));
            OffsetDateTime now = OffsetDateTime.now(clock);
            var update = tx.update(SCORE_SHEET).set(SCORE_SHEET.STATUS, to);
            if (to == SheetStatus.SUBMITTED) {
                update = update.set(SCORE_SHEET.SUBMITTED_BY, actor.userId()).set(SCORE_SHEET.SUBMITTED_AT, now);
            } else if (to == SheetStatus.CLOSED) {
                update = update.set(SCORE_SHEET.CONFIRMED_BY, actor.userId()).set(SCORE_SHEET.CONFIRMED_AT, now)
                        .set(SCORE_SHEET.CLOSED_AT, now);
            } else if (to == SheetStatus.OPEN) {
                update = update.setNull(SCORE_SHEET.SUBMITTED_AT).setNull(SCORE_SHEET.SUBMITTED_BY);
            }
            update.where(SCORE_SHEET.ID.eq(sheetId)).execute();
            int version = bump(tx, tournamentId, sheetId);
            if (to == SheetStatus.CLOSED) {
                finishSessionIfComplete(tx, sheet.getSessionId(), now);
            }
            audit.record(tx, actor, "sheet." + to.name().toLowerCase(java.util.Locale.ROOT), "sheet", sheetId,
                    tournamentId, JsonCodec.write(Map.of("status", from.name())),
                    JsonCodec.write(reason == null ? Map.of("status", to.name())
                            : Map.of("status", to.name(), "reason", reason)));
            return version;
        });
    }

    /** Marks the player who started in {@code seat} absent (forfeit): the table plays as three. */
    public int setAbsent(Actor actor, long tournamentId, long sheetId, String seat) {
        return db.transaction(tx -> {
            ScoreSheetRecord sheet = lock(tx, sheetId);
            if (!hands(tx, sheetId).isEmpty()) {
                throw new StaleDataException("sheet.absentAfterStart");
            }
            // An absence that a forfeit penalty made is undone by cancelling the penalty, which keeps the log true.
            if (sheet.getAbsentSeat() != null && !sheet.getAbsentSeat().equals(seat) && tx.fetchExists(
                    org.mahjongresults.db.jooq.Tables.PENALTY.join(TABLE_ASSIGNMENT)
                            .on(TABLE_ASSIGNMENT.PLAYER_ID.eq(org.mahjongresults.db.jooq.Tables.PENALTY.PLAYER_ID))
                            .and(TABLE_ASSIGNMENT.SESSION_ID.eq(org.mahjongresults.db.jooq.Tables.PENALTY.SESSION_ID)),
                    org.mahjongresults.db.jooq.Tables.PENALTY.SESSION_ID.eq(sheet.getSessionId())
                            .and(TABLE_ASSIGNMENT.TABLE_NUMBER.eq(sheet.getTableNumber()))
                            .and(TABLE_ASSIGNMENT.STARTING_SEAT.eq(sheet.getAbsentSeat()))
                            .and(org.mahjongresults.db.jooq.Tables.PENALTY.SANCTION
                                    .eq(org.mahjongresults.engine.penalty.SanctionKind.FORFEIT))
                            .and(org.mahjongresults.db.jooq.Tables.PENALTY.CANCELLED_AT.isNull()))) {
                throw new StaleDataException("sheet.absentByForfeit");
            }
            tx.update(SCORE_SHEET).set(SCORE_SHEET.ABSENT_SEAT, seat).where(SCORE_SHEET.ID.eq(sheetId)).execute();
            audit.record(tx, actor, "sheet.absent", "sheet", sheetId, tournamentId,
                    JsonCodec.write(Map.of("absent", sheet.getAbsentSeat() == null ? "" : sheet.getAbsentSeat())),
                    JsonCodec.write(Map.of("absent", seat == null ? "" : seat)));
            return bump(tx, tournamentId, sheetId);
        });
    }

    public List<Correction> corrections(long sheetId) {
        return db.dsl().select(HAND_CORRECTION.ID, HAND_CORRECTION.HAND_NUMBER, APP_USER.DISPLAY_NAME,
                        HAND_CORRECTION.CORRECTED_AT, HAND_CORRECTION.REASON, HAND_CORRECTION.APPEAL_ID,
                        HAND_CORRECTION.BEFORE_JSON, HAND_CORRECTION.AFTER_JSON)
                .from(HAND_CORRECTION)
                .leftJoin(APP_USER).on(APP_USER.ID.eq(HAND_CORRECTION.CORRECTED_BY))
                .where(HAND_CORRECTION.SHEET_ID.eq(sheetId))
                .orderBy(HAND_CORRECTION.ID)
                .fetch(r -> new Correction(r.value1(), r.value2(), r.value3(), r.value4(), r.value5(), r.value6(),
                        r.value7(), r.value8()));
    }

    /** The counter every results write bumps: equal numbers mean nothing changed. */
    public long resultsVersion(long tournamentId) {
        Long v = db.dsl().select(TOURNAMENT.RESULTS_VERSION)
                .from(TOURNAMENT)
                .where(TOURNAMENT.ID.eq(tournamentId))
                .fetchOne(TOURNAMENT.RESULTS_VERSION);
        return v == null ? -1 : v;
    }

    /** One player's total of one session at one table: the sum of the hand results. */
    public record SessionTotal(long playerId, int session, int table, int points, int hands,
                               SheetStatus sheetStatus) {
    }

    /** Every player's hand-result total per session, for the standings: one query. */
    public List<SessionTotal> sessionTotals(long tournamentId) {
        return sessionTotals(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId));
    }

    /** The hand-result totals of one table of one session, to bring cached results up to date. */
    public List<SessionTotal> sessionTotals(long tournamentId, int session, int table) {
        return sessionTotals(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId)
                .and(TOURNAMENT_SESSION.NUMBER.eq(session))
                .and(SCORE_SHEET.TABLE_NUMBER.eq(table)));
    }

    private List<SessionTotal> sessionTotals(org.jooq.Condition where) {
        var sum = org.jooq.impl.DSL.sum(HAND_RESULT.POINTS);
        var count = org.jooq.impl.DSL.count(HAND_RESULT.HAND_ID);
        return db.dsl().select(HAND_RESULT.PLAYER_ID, TOURNAMENT_SESSION.NUMBER, SCORE_SHEET.TABLE_NUMBER, sum, count,
                        SCORE_SHEET.STATUS)
                .from(HAND_RESULT)
                .join(HAND).on(HAND.ID.eq(HAND_RESULT.HAND_ID))
                .join(SCORE_SHEET).on(SCORE_SHEET.ID.eq(HAND.SHEET_ID))
                .join(TOURNAMENT_SESSION).on(TOURNAMENT_SESSION.ID.eq(SCORE_SHEET.SESSION_ID))
                .where(where)
                .groupBy(HAND_RESULT.PLAYER_ID, TOURNAMENT_SESSION.NUMBER, SCORE_SHEET.TABLE_NUMBER, SCORE_SHEET.STATUS)
                .fetch(r -> new SessionTotal(r.value1(), r.value2(), r.value3(),
                        r.value4() == null ? 0 : r.value4().intValue(), r.value5(), r.value6()));
    }

    /** What changed in a tournament's results after {@code version}, oldest first. */
    public List<ResultsVersion.Change> changesSince(long tournamentId, long version) {
        return ResultsVersion.since(db.dsl(), tournamentId, version);
    }

    /** Hands a player won and dealt in (discarded a winning tile), and the fan points of the wins. */
    public record PlayerHandStats(int won, int dealtIn, int fanPoints) {
    }

    public PlayerHandStats handStats(long playerId) {
        Record r = db.dsl().select(
                        org.jooq.impl.DSL.count().filterWhere(HAND.WINNER_PLAYER_ID.eq(playerId)),
                        org.jooq.impl.DSL.count().filterWhere(HAND.DISCARDER_PLAYER_ID.eq(playerId)),
                        org.jooq.impl.DSL.sum(HAND.FAN_POINTS).filterWhere(HAND.WINNER_PLAYER_ID.eq(playerId)))
                .from(HAND)
                .where(HAND.WINNER_PLAYER_ID.eq(playerId).or(HAND.DISCARDER_PLAYER_ID.eq(playerId)))
                .fetchOne();
        Number fans = (Number) r.get(2);
        return new PlayerHandStats(((Number) r.get(0)).intValue(), ((Number) r.get(1)).intValue(),
                fans == null ? 0 : fans.intValue());
    }

    /** A hand a player won, given in the notation: where it was won and its fan points (issue 15: drawn as tiles). */
    public record WonHand(int session, int table, int hand, int fanPoints, String notation) {
    }

    /** The hands a player won with the hand given in the notation, by session, table and hand. */
    public List<WonHand> wonHands(long playerId) {
        return db.dsl().select(TOURNAMENT_SESSION.NUMBER, SCORE_SHEET.TABLE_NUMBER, HAND.HAND_NUMBER,
                        HAND.FAN_POINTS, HAND.NOTATION)
                .from(HAND)
                .join(SCORE_SHEET).on(SCORE_SHEET.ID.eq(HAND.SHEET_ID))
                .join(TOURNAMENT_SESSION).on(TOURNAMENT_SESSION.ID.eq(SCORE_SHEET.SESSION_ID))
                .where(HAND.WINNER_PLAYER_ID.eq(playerId))
                .and(HAND.NOTATION.isNotNull())
                .orderBy(TOURNAMENT_SESSION.NUMBER, SCORE_SHEET.TABLE_NUMBER, HAND.HAND_NUMBER)
                .fetch(r -> new WonHand(r.value1(), r.value2(), r.value3(), r.value4() == null ? 0 : r.value4(),
                        r.value5()));
    }

    // -----------------------------------------------------------------------------------------------------

    private static ScoreSheetRecord lock(DSLContext tx, long sheetId) {
        ScoreSheetRecord sheet = tx.selectFrom(SCORE_SHEET)
                .where(SCORE_SHEET.ID.eq(sheetId))
                .forUpdate()
                .fetchOne();
        if (sheet == null) {
            throw new StaleDataException("sheet.gone");
        }
        return sheet;
    }

    long insertHand(DSLContext tx, long sheetId, HandRecord hand, Actor actor, Map<Long, String> seats) {
        long handId = tx.insertInto(HAND)
                .set(HAND.SHEET_ID, sheetId)
                .set(HAND.HAND_NUMBER, hand.number())
                .set(HAND.PREVALENT_WIND, hand.prevalentWind())
                .set(HAND.DEALER_PLAYER_ID, hand.dealerId())
                .set(HAND.RESULT, hand.result())
                .set(HAND.WINNER_PLAYER_ID, hand.winnerId())
                .set(HAND.SELF_DRAWN, hand.selfDrawn())
                .set(HAND.DISCARDER_PLAYER_ID, hand.discarderId())
                .set(HAND.FAN_POINTS, hand.fanPoints())
                .set(HAND.ENGINE_FAN_POINTS, hand.engineFanPoints())
                .set(HAND.FLOWERS, hand.flowers())
                .set(HAND.NOTATION, hand.notation())
                .set(HAND.SITUATION, hand.situation())
                .set(HAND.VERIFIED_FANS, hand.verifiedFans())
                .set(HAND.VERIFICATION, hand.verification())
                .set(HAND.REQUEST_ID, hand.requestId())
                .set(HAND.ENTERED_BY, actor.userId())
                .set(HAND.ENTERED_AT, OffsetDateTime.now(clock))
                .returning(HAND.ID)
                .fetchOne()
                .getId();
        var insert = tx.insertInto(HAND_RESULT, HAND_RESULT.HAND_ID, HAND_RESULT.PLAYER_ID, HAND_RESULT.SEAT,
                HAND_RESULT.POINTS);
        for (var e : hand.results().entrySet()) {
            insert = insert.values(handId, e.getKey(), seats.getOrDefault(e.getKey(), "E"), e.getValue());
        }
        insert.execute();
        return handId;
    }

    static int bump(DSLContext tx, long tournamentId, long sheetId) {
        return bump(tx, tournamentId, sheetId, results -> {
        });
    }

    /** The same, handing {@code results} the tournament's new results version (the change log's new line). */
    static int bump(DSLContext tx, long tournamentId, long sheetId, java.util.function.LongConsumer results) {
        tx.update(SCORE_SHEET)
                .set(SCORE_SHEET.VERSION, SCORE_SHEET.VERSION.plus(1))
                .where(SCORE_SHEET.ID.eq(sheetId))
                .execute();
        results.accept(ResultsVersion.bumpSheet(tx, tournamentId, sheetId));
        return tx.select(SCORE_SHEET.VERSION).from(SCORE_SHEET).where(SCORE_SHEET.ID.eq(sheetId))
                .fetchOne(SCORE_SHEET.VERSION);
    }

    void audit(DSLContext tx, Actor actor, String action, long sheetId, long tournamentId, String before,
               String after) {
        audit.record(tx, actor, action, "sheet", sheetId, tournamentId, before, after);
    }

    OffsetDateTime now() {
        return OffsetDateTime.now(clock);
    }

    /** Stores the session's end if the engine says this closed sheet ends it (every table of its draw closed). */
    private static void finishSessionIfComplete(DSLContext tx, long sessionId, OffsetDateTime now) {
        int tables = tx.fetchCount(tx.selectDistinct(TABLE_ASSIGNMENT.TABLE_NUMBER)
                .from(TABLE_ASSIGNMENT)
                .where(TABLE_ASSIGNMENT.SESSION_ID.eq(sessionId)));
        int closed = tx.fetchCount(SCORE_SHEET, SCORE_SHEET.SESSION_ID.eq(sessionId)
                .and(SCORE_SHEET.STATUS.eq(SheetStatus.CLOSED)));
        SessionStatus status = tx.select(TOURNAMENT_SESSION.STATUS)
                .from(TOURNAMENT_SESSION)
                .where(TOURNAMENT_SESSION.ID.eq(sessionId))
                .fetchOne(TOURNAMENT_SESSION.STATUS);
        SessionStatus after = status.afterSheetClosed(tables, closed);
        if (after != status) {
            tx.update(TOURNAMENT_SESSION)
                    .set(TOURNAMENT_SESSION.STATUS, after)
                    .set(TOURNAMENT_SESSION.ENDED_AT, now)
                    .where(TOURNAMENT_SESSION.ID.eq(sessionId))
                    .execute();
        }
    }

    private static Sheet map(Record r, long tournamentId) {
        return new Sheet(r.get(SCORE_SHEET.ID), tournamentId, r.get(SCORE_SHEET.SESSION_ID),
                r.get(TOURNAMENT_SESSION.NUMBER), r.get(SCORE_SHEET.TABLE_NUMBER), r.get(SCORE_SHEET.STATUS),
                r.get(SCORE_SHEET.VERSION), r.get(SCORE_SHEET.ABSENT_SEAT), r.get(SCORE_SHEET.SUBMITTED_BY),
                r.get(SCORE_SHEET.SUBMITTED_AT), r.get(SCORE_SHEET.CONFIRMED_BY), r.get(SCORE_SHEET.CONFIRMED_AT),
                r.get(SCORE_SHEET.CLOSED_AT));
    }

    /**
     * How the tournament's short sheets ended (time called, or a reason), by "session/table": read by the hall's
     * repository, which records them.
     */
    public Map<String, org.mahjongresults.db.hall.SheetEnd> ends(long tournamentId) {
        return new org.mahjongresults.db.hall.HallRepository(db, clock, audit).ends(tournamentId);
    }
}

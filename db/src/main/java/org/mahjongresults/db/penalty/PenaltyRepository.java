package org.mahjongresults.db.penalty;

import static org.mahjongresults.db.jooq.Tables.APP_USER;
import static org.mahjongresults.db.jooq.Tables.HAND;
import static org.mahjongresults.db.jooq.Tables.PENALTY;
import static org.mahjongresults.db.jooq.Tables.PLAYER;
import static org.mahjongresults.db.jooq.Tables.SCORE_SHEET;
import static org.mahjongresults.db.jooq.Tables.TABLE_ASSIGNMENT;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT_SESSION;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jooq.DSLContext;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.ResultsVersion;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.jooq.tables.records.ScoreSheetRecord;
import org.mahjongresults.engine.penalty.Offence;
import org.mahjongresults.engine.penalty.RiichiOffence;
import org.mahjongresults.engine.penalty.SanctionKind;
import org.mahjongresults.engine.tournament.PlayerStatus;
import org.mahjongresults.engine.tournament.StaffRole;

/**
 * The penalty log. Recording and cancelling change results, so both bump the tournament's results version. The
 * sanctions that change more than points are applied in the same transaction as the penalty (and undone with its
 * cancellation): a forfeit makes the player absent from the table's sheet, which then plays as three (RULINGS §4,
 * §2.6); a suspension or disqualification takes the player out of the later draws (and the ranking).
 */
public final class PenaltyRepository {

    /** What a referee records. */
    public record NewPenalty(int session, int table, Integer hand, long playerId, Offence offence,
                             SanctionKind sanction, int points, boolean deadHand, Long victimId, Integer lateMinutes,
                             String note, StaffRole imposedByRole, boolean published, RiichiOffence riichiOffence) {

        /** An MCR penalty (the riichi offence unset). */
        public NewPenalty(int session, int table, Integer hand, long playerId, Offence offence,
                          SanctionKind sanction, int points, boolean deadHand, Long victimId, Integer lateMinutes,
                          String note, StaffRole imposedByRole, boolean published) {
            this(session, table, hand, playerId, offence, sanction, points, deadHand, victimId, lateMinutes, note,
                    imposedByRole, published, null);
        }

        /** A penalty of the riichi catalogue: no victim, no minutes late; points in table points. */
        public static NewPenalty riichi(int session, int table, Integer hand, long playerId, RiichiOffence offence,
                                        SanctionKind sanction, int points, boolean deadHand, String note,
                                        StaffRole imposedByRole, boolean published) {
            return new NewPenalty(session, table, hand, playerId, null, sanction, points, deadHand, null, null, note,
                    imposedByRole, published, offence);
        }

        /** A penalty the public sees when the tournament publishes its penalties. */
        public NewPenalty(int session, int table, Integer hand, long playerId, Offence offence,
                          SanctionKind sanction, int points, boolean deadHand, Long victimId, Integer lateMinutes,
                          String note, StaffRole imposedByRole) {
            this(session, table, hand, playerId, offence, sanction, points, deadHand, victimId, lateMinutes, note,
                    imposedByRole, true);
        }
    }

    private final Database db;
    private final Clock clock;
    private final AuditLog audit;

    public PenaltyRepository(Database db, Clock clock, AuditLog audit) {
        this.db = db;
        this.clock = clock;
        this.audit = audit;
    }

    public long record(Actor actor, long tournamentId, NewPenalty p) {
        return db.transaction(tx -> {
            Long sessionId = tx.select(TOURNAMENT_SESSION.ID)
                    .from(TOURNAMENT_SESSION)
                    .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId))
                    .and(TOURNAMENT_SESSION.NUMBER.eq(p.session()))
                    .fetchOne(TOURNAMENT_SESSION.ID);
            if (sessionId == null) {
                throw new StaleDataException("sheet.noSession");
            }
            long id = tx.insertInto(PENALTY)
                    .set(PENALTY.TOURNAMENT_ID, tournamentId)
                    .set(PENALTY.SESSION_ID, sessionId)
                    .set(PENALTY.TABLE_NUMBER, p.table())
                    .set(PENALTY.HAND_NUMBER, p.hand())
                    .set(PENALTY.PLAYER_ID, p.playerId())
                    .set(PENALTY.OFFENCE, p.offence())
                    .set(PENALTY.RIICHI_OFFENCE, p.riichiOffence())
                    .set(PENALTY.SANCTION, p.sanction())
                    .set(PENALTY.POINTS, p.points())
                    .set(PENALTY.DEAD_HAND, p.deadHand())
                    .set(PENALTY.VICTIM_PLAYER_ID, p.victimId())
                    .set(PENALTY.LATE_MINUTES, p.lateMinutes())
                    .set(PENALTY.NOTE, p.note())
                    .set(PENALTY.IMPOSED_BY_ROLE, p.imposedByRole())
                    .set(PENALTY.PUBLISHED, p.published())
                    .set(PENALTY.RECORDED_BY, actor.userId())
                    .set(PENALTY.RECORDED_AT, OffsetDateTime.now(clock))
                    .returning(PENALTY.ID)
                    .fetchOne()
                    .getId();
            SanctionKind kind = p.sanction();
            if (kind == SanctionKind.FORFEIT) {
                forfeit(tx, sessionId, p.table(), p.playerId());
            } else if (kind == SanctionKind.SUSPENSION || kind == SanctionKind.DISQUALIFICATION) {
                tx.update(PLAYER)
                        .set(PLAYER.STATUS, kind == SanctionKind.SUSPENSION
                                ? PlayerStatus.SUSPENDED : PlayerStatus.DISQUALIFIED)
                        .set(PLAYER.LAST_SESSION, p.session())
                        .where(PLAYER.ID.eq(p.playerId()))
                        .and(PLAYER.TOURNAMENT_ID.eq(tournamentId))
                        .execute();
            }
            if (kind == SanctionKind.SUSPENSION || kind == SanctionKind.DISQUALIFICATION) {
                resultsChanged(tx, tournamentId); // the ranking itself changes (RULINGS §4)
            } else {
                ResultsVersion.bump(tx, tournamentId, p.session(), p.table());
            }
            Map<String, Object> after = new LinkedHashMap<>();
            after.put("session", p.session());
            after.put("table", p.table());
            after.put("hand", p.hand());
            after.put("player", p.playerId());
            after.put("offence", p.offence() != null ? p.offence().name() : "RIICHI_" + p.riichiOffence().name());
            after.put("sanction", p.sanction().name());
            after.put("points", p.points());
            after.put("deadHand", p.deadHand());
            after.put("victim", p.victimId());
            audit.record(tx, actor, "penalty.record", "penalty", id, tournamentId, null, JsonCodec.write(after));
            return id;
        });
    }

    /** The chief referee cancels a penalty; it stays in the log with the reason. */
    public void cancel(Actor actor, long tournamentId, long penaltyId, String reason) {
        db.transaction(tx -> {
            cancel(tx, actor, tournamentId, penaltyId, reason);
            return null;
        });
    }

    /** Shows a penalty to the public or keeps it to the staff (when the tournament publishes penalties at all). */
    public void setPublished(Actor actor, long tournamentId, long penaltyId, boolean published) {
        db.transaction(tx -> {
            int n = tx.update(PENALTY)
                    .set(PENALTY.PUBLISHED, published)
                    .where(PENALTY.ID.eq(penaltyId))
                    .and(PENALTY.TOURNAMENT_ID.eq(tournamentId))
                    .execute();
            if (n == 0) {
                throw new StaleDataException("penalty.gone");
            }
            resultsChanged(tx, tournamentId);
            audit.record(tx, actor, "penalty.publish", "penalty", penaltyId, tournamentId, null,
                    JsonCodec.write(Map.of("published", published)));
            return null;
        });
    }

    /**
     * A forfeit (more than 15 minutes late, RULINGS §4): the player is absent from the table's sheet, which plays as
     * a three-player table of 12 hands. Possible only before the first hand is entered, as with the referee's
     * "absent player" on the sheet; the sheet must exist (the caller opens it).
     */
    private static void forfeit(DSLContext tx, long sessionId, int table, long playerId) {
        ScoreSheetRecord sheet = lockSheet(tx, sessionId, table);
        String seat = startingSeat(tx, sessionId, table, playerId);
        if (sheet == null || seat == null) {
            throw new StaleDataException("sheet.gone");
        }
        if (handCount(tx, sheet.getId()) > 0) {
            throw new StaleDataException("penalty.forfeitAfterHands");
        }
        if (sheet.getAbsentSeat() != null && !sheet.getAbsentSeat().equals(seat)) {
            throw new StaleDataException("penalty.forfeitOtherAbsent");
        }
        setAbsentSeat(tx, sheet.getId(), seat);
    }

    /** Cancelling a forfeit brings the player back, while the three have not played a hand without him. */
    private static void unforfeit(DSLContext tx, long sessionId, int table, long playerId) {
        ScoreSheetRecord sheet = lockSheet(tx, sessionId, table);
        String seat = startingSeat(tx, sessionId, table, playerId);
        if (sheet == null || seat == null || !seat.equals(sheet.getAbsentSeat())) {
            return; // the referee already changed the absent seat on the sheet
        }
        if (handCount(tx, sheet.getId()) > 0) {
            throw new StaleDataException("penalty.forfeitCancelAfterHands");
        }
        setAbsentSeat(tx, sheet.getId(), null);
    }

    /** After a suspension or disqualification is cancelled, the player's status follows the sanctions that remain. */
    private static void restoreStatus(DSLContext tx, long tournamentId, long playerId) {
        PlayerStatus status = PlayerStatus.ACTIVE;
        Integer lastSession = null;
        for (var r : tx.select(PENALTY.SANCTION, TOURNAMENT_SESSION.NUMBER)
                .from(PENALTY)
                .join(TOURNAMENT_SESSION).on(TOURNAMENT_SESSION.ID.eq(PENALTY.SESSION_ID))
                .where(PENALTY.PLAYER_ID.eq(playerId))
                .and(PENALTY.TOURNAMENT_ID.eq(tournamentId))
                .and(PENALTY.CANCELLED_AT.isNull())
                .and(PENALTY.SANCTION.in(SanctionKind.SUSPENSION, SanctionKind.DISQUALIFICATION))
                .orderBy(TOURNAMENT_SESSION.NUMBER)
                .fetch()) {
            if (status != PlayerStatus.DISQUALIFIED) {
                status = r.value1() == SanctionKind.DISQUALIFICATION
                        ? PlayerStatus.DISQUALIFIED : PlayerStatus.SUSPENDED;
            }
            lastSession = lastSession == null ? r.value2() : Math.min(lastSession, r.value2());
        }
        tx.update(PLAYER)
                .set(PLAYER.STATUS, status)
                .set(PLAYER.LAST_SESSION, lastSession)
                .where(PLAYER.ID.eq(playerId))
                .and(PLAYER.TOURNAMENT_ID.eq(tournamentId))
                .and(PLAYER.STATUS.in(PlayerStatus.SUSPENDED, PlayerStatus.DISQUALIFIED))
                .execute();
    }

    private static ScoreSheetRecord lockSheet(DSLContext tx, long sessionId, int table) {
        return tx.selectFrom(SCORE_SHEET)
                .where(SCORE_SHEET.SESSION_ID.eq(sessionId))
                .and(SCORE_SHEET.TABLE_NUMBER.eq(table))
                .forUpdate()
                .fetchOne();
    }

    private static String startingSeat(DSLContext tx, long sessionId, int table, long playerId) {
        return tx.select(TABLE_ASSIGNMENT.STARTING_SEAT)
                .from(TABLE_ASSIGNMENT)
                .where(TABLE_ASSIGNMENT.SESSION_ID.eq(sessionId))
                .and(TABLE_ASSIGNMENT.TABLE_NUMBER.eq(table))
                .and(TABLE_ASSIGNMENT.PLAYER_ID.eq(playerId))
                .fetchOne(TABLE_ASSIGNMENT.STARTING_SEAT);
    }

    private static int handCount(DSLContext tx, long sheetId) {
        return tx.fetchCount(HAND, HAND.SHEET_ID.eq(sheetId));
    }

    /** The sheet's absent seat, with its version bumped so open forms see the change. */
    private static void setAbsentSeat(DSLContext tx, long sheetId, String seat) {
        tx.update(SCORE_SHEET)
                .set(SCORE_SHEET.ABSENT_SEAT, seat)
                .set(SCORE_SHEET.VERSION, SCORE_SHEET.VERSION.plus(1))
                .where(SCORE_SHEET.ID.eq(sheetId))
                .execute();
    }

    /** Cancels inside the caller's transaction (an upheld appeal cancels the penalty it contested, atomically). */
    public void cancel(DSLContext tx, Actor actor, long tournamentId, long penaltyId, String reason) {
        var penalty = tx.selectFrom(PENALTY)
                .where(PENALTY.ID.eq(penaltyId))
                .and(PENALTY.TOURNAMENT_ID.eq(tournamentId))
                .forUpdate()
                .fetchOne();
        if (penalty == null || penalty.getCancelledAt() != null) {
            throw new StaleDataException("penalty.notCancellable");
        }
        int n = tx.update(PENALTY)
                .set(PENALTY.CANCELLED_BY, actor.userId())
                .set(PENALTY.CANCELLED_AT, OffsetDateTime.now(clock))
                .set(PENALTY.CANCEL_REASON, reason)
                .where(PENALTY.ID.eq(penaltyId))
                .and(PENALTY.TOURNAMENT_ID.eq(tournamentId))
                .and(PENALTY.CANCELLED_AT.isNull())
                .execute();
        if (n == 0) {
            throw new StaleDataException("penalty.notCancellable");
        }
        SanctionKind kind = penalty.getSanction();
        if (kind == SanctionKind.FORFEIT) {
            unforfeit(tx, penalty.getSessionId(), penalty.getTableNumber(), penalty.getPlayerId());
        } else if (kind == SanctionKind.SUSPENSION || kind == SanctionKind.DISQUALIFICATION) {
            restoreStatus(tx, tournamentId, penalty.getPlayerId());
        }
        resultsChanged(tx, tournamentId);
        audit.record(tx, actor, "penalty.cancel", "penalty", penaltyId, tournamentId, null,
                JsonCodec.write(Map.of("reason", reason)));
    }

    /** The tournament's penalty log, by session, table, hand and time. */
    public List<PenaltyRecord> list(long tournamentId) {
        return list(PENALTY.TOURNAMENT_ID.eq(tournamentId));
    }

    /** The penalties recorded at one table of one session (for its sheet and its result). */
    public List<PenaltyRecord> list(long tournamentId, int session, int table) {
        return list(PENALTY.TOURNAMENT_ID.eq(tournamentId)
                .and(TOURNAMENT_SESSION.NUMBER.eq(session))
                .and(PENALTY.TABLE_NUMBER.eq(table)));
    }

    private List<PenaltyRecord> list(org.jooq.Condition where) {
        var victim = PLAYER.as("victim");
        var recorder = APP_USER.as("recorder");
        var canceller = APP_USER.as("canceller");
        // 23 columns: past jOOQ's typed records, so the row is read by field.
        return db.dsl().select(PENALTY.ID, TOURNAMENT_SESSION.NUMBER, PENALTY.TABLE_NUMBER, PENALTY.HAND_NUMBER,
                        PENALTY.PLAYER_ID, PLAYER.ENTRY_NUMBER, PLAYER.NAME, PENALTY.OFFENCE, PENALTY.SANCTION,
                        PENALTY.POINTS, PENALTY.DEAD_HAND, PENALTY.VICTIM_PLAYER_ID, victim.NAME, PENALTY.LATE_MINUTES,
                        PENALTY.NOTE, PENALTY.IMPOSED_BY_ROLE, recorder.DISPLAY_NAME, PENALTY.RECORDED_AT,
                        canceller.DISPLAY_NAME, PENALTY.CANCELLED_AT, PENALTY.CANCEL_REASON, PENALTY.PUBLISHED,
                        PENALTY.RIICHI_OFFENCE)
                .from(PENALTY)
                .join(TOURNAMENT_SESSION).on(TOURNAMENT_SESSION.ID.eq(PENALTY.SESSION_ID))
                .join(PLAYER).on(PLAYER.ID.eq(PENALTY.PLAYER_ID))
                .leftJoin(victim).on(victim.ID.eq(PENALTY.VICTIM_PLAYER_ID))
                .leftJoin(recorder).on(recorder.ID.eq(PENALTY.RECORDED_BY))
                .leftJoin(canceller).on(canceller.ID.eq(PENALTY.CANCELLED_BY))
                .where(where)
                .orderBy(TOURNAMENT_SESSION.NUMBER, PENALTY.TABLE_NUMBER, PENALTY.HAND_NUMBER.nullsFirst(),
                        PENALTY.ID)
                .fetch(r -> new PenaltyRecord(r.get(PENALTY.ID), r.get(TOURNAMENT_SESSION.NUMBER),
                        r.get(PENALTY.TABLE_NUMBER), r.get(PENALTY.HAND_NUMBER), r.get(PENALTY.PLAYER_ID),
                        r.get(PLAYER.ENTRY_NUMBER), r.get(PLAYER.NAME), r.get(PENALTY.OFFENCE),
                        r.get(PENALTY.SANCTION), r.get(PENALTY.POINTS), r.get(PENALTY.DEAD_HAND),
                        r.get(PENALTY.VICTIM_PLAYER_ID), r.get(victim.NAME), r.get(PENALTY.LATE_MINUTES),
                        r.get(PENALTY.NOTE), r.get(PENALTY.IMPOSED_BY_ROLE), r.get(recorder.DISPLAY_NAME),
                        r.get(PENALTY.RECORDED_AT), r.get(canceller.DISPLAY_NAME), r.get(PENALTY.CANCELLED_AT),
                        r.get(PENALTY.CANCEL_REASON), Boolean.TRUE.equals(r.get(PENALTY.PUBLISHED)),
                        r.get(PENALTY.RIICHI_OFFENCE)));
    }

    private static void resultsChanged(DSLContext tx, long tournamentId) {
        ResultsVersion.bump(tx, tournamentId);
    }
}

package org.mahjongresults.db.appeal;

import static org.mahjongresults.db.jooq.Tables.APPEAL;
import static org.mahjongresults.db.jooq.Tables.APPEAL_STEP;
import static org.mahjongresults.db.jooq.Tables.APP_USER;
import static org.mahjongresults.db.jooq.Tables.PENALTY;
import static org.mahjongresults.db.jooq.Tables.PLAYER;
import static org.mahjongresults.db.jooq.Tables.SCORE_SHEET;
import static org.mahjongresults.db.jooq.Tables.TEAM;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT_SESSION;

import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jooq.DSLContext;
import org.jooq.Record;
import org.jooq.SelectOnConditionStep;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.jooq.tables.records.AppealRecord;
import org.mahjongresults.db.penalty.PenaltyRepository;
import org.mahjongresults.engine.appeal.AppealAction;
import org.mahjongresults.engine.appeal.AppealDeadline;
import org.mahjongresults.engine.appeal.AppealState;
import org.mahjongresults.engine.appeal.AppealStatus;
import org.mahjongresults.engine.appeal.AppealWorkflow;
import org.mahjongresults.engine.appeal.Contested;
import org.mahjongresults.engine.appeal.FeeStatus;
import org.mahjongresults.engine.appeal.PenaltyBasis;
import org.mahjongresults.engine.appeal.Refusal;
import org.mahjongresults.engine.appeal.Transition;
import org.mahjongresults.engine.tournament.StaffRole;

/**
 * Appeals and their timelines (MCR 2006 §3.12-§3.13, RULINGS §5). The rules themselves are the engine's ({@link AppealWorkflow},
 * {@link AppealDeadline}); this stores them. Filing checks the 30-minute window against this repository's clock;
 * every decision locks the appeal's row and checks the version the official saw, so of two concurrent decisions one
 * wins and the other is refused as stale; the status, the fee, the step and the audit entry are written together.
 */
public final class AppealRepository {

    /** The timeline action of the filing itself (the workflow's steps have their own, {@link StepAction#of}). */
    public static final StepAction FILE = StepAction.FILE;
    /** The timeline action of a sheet correction made after the appeal. */
    public static final StepAction CORRECTION = StepAction.CORRECTION;

    /** What a referee files on behalf of the appellant: a player or a team, and a penalty or a hand. */
    public record NewAppeal(int session, int table, Long playerId, Long teamId, Long penaltyId, Integer handNumber,
                            String statement, String signedBy) {
    }

    /** What became of a filing. */
    public sealed interface FileOutcome {
        /** Filed as appeal {@code id}, with the fee received. */
        record Filed(long id) implements FileOutcome {
        }

        /** Refused: the filing window closed at {@code deadline}. */
        record TooLate(OffsetDateTime deadline) implements FileOutcome {
        }
    }

    /** What became of a step. */
    public sealed interface ActOutcome {
        /** Taken; the appeal as it is now. */
        record Done(Appeal appeal) implements ActOutcome {
        }

        /** The workflow refuses the step; nothing changed. */
        record Refused(Refusal reason) implements ActOutcome {
        }

        /** Someone else acted on the appeal since the form was loaded; nothing changed. */
        record Stale() implements ActOutcome {
        }
    }

    private final Database db;
    private final Clock clock;
    private final AuditLog audit;
    private final PenaltyRepository penalties;

    public AppealRepository(Database db, Clock clock, AuditLog audit, PenaltyRepository penalties) {
        this.db = db;
        this.clock = clock;
        this.audit = audit;
        this.penalties = penalties;
    }

    /**
     * The filing window of a table's session: from the close of its sheet, or empty while the sheet is not closed
     * (an appeal may then be filed at any time: the window has not started).
     */
    public Optional<AppealDeadline> deadline(long tournamentId, int session, int table) {
        return Optional.ofNullable(closedAt(db.dsl(), tournamentId, session, table))
                .map(at -> AppealDeadline.after(at.toInstant()));
    }

    /** Files an appeal with the tournament's fee, received; refused after the deadline (RULINGS §5). */
    public FileOutcome file(Actor actor, long tournamentId, NewAppeal a) {
        if ((a.playerId() == null) == (a.teamId() == null) || (a.penaltyId() == null) == (a.handNumber() == null)) {
            throw new IllegalArgumentException("an appeal has one appellant and contests one decision");
        }
        return db.transaction(tx -> {
            Long sessionId = tx.select(TOURNAMENT_SESSION.ID)
                    .from(TOURNAMENT_SESSION)
                    .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId))
                    .and(TOURNAMENT_SESSION.NUMBER.eq(a.session()))
                    .fetchOne(TOURNAMENT_SESSION.ID);
            if (sessionId == null) {
                throw new StaleDataException("sheet.noSession");
            }
            if (a.penaltyId() != null && tx.fetchCount(PENALTY, PENALTY.ID.eq(a.penaltyId())
                    .and(PENALTY.TOURNAMENT_ID.eq(tournamentId)).and(PENALTY.SESSION_ID.eq(sessionId))
                    .and(PENALTY.TABLE_NUMBER.eq(a.table()))) == 0) {
                throw new StaleDataException("appeal.noSuchPenalty");
            }
            OffsetDateTime now = OffsetDateTime.now(clock);
            OffsetDateTime closed = closedAt(tx, tournamentId, a.session(), a.table());
            OffsetDateTime deadline = null;
            if (closed != null) {
                AppealDeadline d = AppealDeadline.after(closed.toInstant());
                deadline = utc(d.deadline());
                if (!d.allows(now.toInstant())) {
                    return new FileOutcome.TooLate(deadline);
                }
            }
            var fee = tx.select(TOURNAMENT.APPEAL_FEE, TOURNAMENT.APPEAL_CURRENCY)
                    .from(TOURNAMENT)
                    .where(TOURNAMENT.ID.eq(tournamentId))
                    .fetchOne();
            AppealState state = AppealState.filed();
            long id = tx.insertInto(APPEAL)
                    .set(APPEAL.TOURNAMENT_ID, tournamentId)
                    .set(APPEAL.SESSION_ID, sessionId)
                    .set(APPEAL.TABLE_NUMBER, a.table())
                    .set(APPEAL.APPELLANT_PLAYER_ID, a.playerId())
                    .set(APPEAL.APPELLANT_TEAM_ID, a.teamId())
                    .set(APPEAL.SIGNED_BY, a.signedBy())
                    .set(APPEAL.STATEMENT, a.statement())
                    .set(APPEAL.CONTESTED_PENALTY_ID, a.penaltyId())
                    .set(APPEAL.CONTESTED_HAND_NUMBER, a.handNumber())
                    .set(APPEAL.STATUS, state.status())
                    .set(APPEAL.FEE_AMOUNT, fee.value1())
                    .set(APPEAL.FEE_CURRENCY, fee.value2())
                    .set(APPEAL.FEE_STATUS, state.fee())
                    .set(APPEAL.FILED_BY, actor.userId())
                    .set(APPEAL.FILED_AT, now)
                    .set(APPEAL.DEADLINE_AT, deadline)
                    .set(APPEAL.VERSION, 0)
                    .returning(APPEAL.ID)
                    .fetchOne()
                    .getId();
            step(tx, id, FILE, null, state.status(), actor, now, a.statement());
            Map<String, Object> after = new LinkedHashMap<>();
            after.put("session", a.session());
            after.put("table", a.table());
            after.put("player", a.playerId());
            after.put("team", a.teamId());
            after.put("penalty", a.penaltyId());
            after.put("hand", a.handNumber());
            after.put("signedBy", a.signedBy());
            after.put("fee", fee.value1().toPlainString() + " " + fee.value2());
            after.put("status", state.status().name());
            after.put("feeStatus", state.fee().name());
            audit.record(tx, actor, "appeal.file", "appeal", id, tournamentId, null, JsonCodec.write(after));
            return new FileOutcome.Filed(id);
        });
    }

    /**
     * Takes a step of the workflow for an official holding {@code roles} in the tournament. With
     * {@code cancelPenalty}, an upholding decision also cancels the contested penalty (the engine has already
     * refused a committee's upholding where the penalty is protected).
     */
    public ActOutcome act(Actor actor, long tournamentId, long appealId, AppealAction action, Set<StaffRole> roles,
                          String note, int expectedVersion, boolean cancelPenalty) {
        return db.transaction(tx -> {
            AppealRecord row = tx.selectFrom(APPEAL)
                    .where(APPEAL.ID.eq(appealId))
                    .and(APPEAL.TOURNAMENT_ID.eq(tournamentId))
                    .forUpdate()
                    .fetchOne();
            if (row == null) {
                throw new StaleDataException("appeal.notFound");
            }
            if (row.getVersion() != expectedVersion) {
                return new ActOutcome.Stale();
            }
            AppealState from = new AppealState(row.getStatus(), row.getFeeStatus());
            StaffRole role = actingRole(roles, action);
            if (role == null) {
                return new ActOutcome.Refused(Refusal.ROLE_NOT_PERMITTED);
            }
            Transition t = AppealWorkflow.apply(from, action, role, contested(tx, row.getContestedPenaltyId()));
            if (t instanceof Transition.Refused refused) {
                return new ActOutcome.Refused(refused.reason());
            }
            AppealState to = ((Transition.Allowed) t).to();
            OffsetDateTime now = OffsetDateTime.now(clock);
            tx.update(APPEAL)
                    .set(APPEAL.STATUS, to.status())
                    .set(APPEAL.FEE_STATUS, to.fee())
                    .set(APPEAL.VERSION, APPEAL.VERSION.plus(1))
                    .where(APPEAL.ID.eq(appealId))
                    .and(APPEAL.VERSION.eq(expectedVersion))
                    .execute();
            step(tx, appealId, StepAction.of(action), from.status(), to.status(), actor, now, note);
            boolean upholds = to.status() == AppealStatus.UPHELD || to.status() == AppealStatus.COMMITTEE_UPHELD;
            Long penaltyId = row.getContestedPenaltyId();
            if (cancelPenalty && upholds && penaltyId != null
                    && tx.fetchCount(PENALTY, PENALTY.ID.eq(penaltyId).and(PENALTY.CANCELLED_AT.isNull())) > 0) {
                penalties.cancel(tx, actor, tournamentId, penaltyId, "appeal " + appealId + ": " + note);
            }
            Map<String, Object> before = new LinkedHashMap<>();
            before.put("status", from.status().name());
            before.put("feeStatus", from.fee().name());
            Map<String, Object> after = new LinkedHashMap<>();
            after.put("status", to.status().name());
            after.put("feeStatus", to.fee().name());
            after.put("note", note == null ? "" : note);
            after.put("penaltyCancelled", cancelPenalty && upholds && penaltyId != null);
            audit.record(tx, actor, "appeal." + action.name().toLowerCase(java.util.Locale.ROOT), "appeal",
                    appealId, tournamentId, JsonCodec.write(before), JsonCodec.write(after));
            return new ActOutcome.Done(find(tx, tournamentId, appealId).orElseThrow());
        });
    }

    /**
     * Links a correction of the sheet to the appeal that led to it and puts it on the appeal's timeline; called
     * by the sheet's correction inside its transaction. Only an upheld appeal of the same table may lead to one.
     */
    public static void linkCorrection(DSLContext tx, Actor actor, long tournamentId, long sheetId, long appealId,
                                      long correctionId, OffsetDateTime at) {
        Record r = tx.select(APPEAL.STATUS)
                .from(APPEAL)
                .join(SCORE_SHEET).on(SCORE_SHEET.SESSION_ID.eq(APPEAL.SESSION_ID)
                        .and(SCORE_SHEET.TABLE_NUMBER.eq(APPEAL.TABLE_NUMBER)))
                .where(APPEAL.ID.eq(appealId))
                .and(APPEAL.TOURNAMENT_ID.eq(tournamentId))
                .and(SCORE_SHEET.ID.eq(sheetId))
                .fetchOne();
        AppealStatus status = r == null ? null : r.get(APPEAL.STATUS);
        if (status != AppealStatus.UPHELD && status != AppealStatus.COMMITTEE_UPHELD) {
            throw new StaleDataException("appeal.notForCorrection");
        }
        tx.update(APPEAL)
                .set(APPEAL.CORRECTION_ID, correctionId)
                .where(APPEAL.ID.eq(appealId))
                .execute();
        step(tx, appealId, CORRECTION, status, status, actor, at, null);
    }

    /** An appeal of the tournament. */
    public Optional<Appeal> find(long tournamentId, long appealId) {
        return find(db.dsl(), tournamentId, appealId);
    }

    /** Every appeal of the tournament, newest first. */
    public List<Appeal> list(long tournamentId) {
        return select(db.dsl())
                .where(APPEAL.TOURNAMENT_ID.eq(tournamentId))
                .orderBy(APPEAL.FILED_AT.desc(), APPEAL.ID.desc())
                .fetch(AppealRepository::map);
    }

    /** The appeal's timeline, oldest step first. */
    public List<AppealStep> steps(long appealId) {
        return db.dsl().select(APPEAL_STEP.ID, APPEAL_STEP.ACTION, APPEAL_STEP.FROM_STATUS, APPEAL_STEP.TO_STATUS,
                        APP_USER.DISPLAY_NAME, APPEAL_STEP.ACTED_AT, APPEAL_STEP.NOTE)
                .from(APPEAL_STEP)
                .leftJoin(APP_USER).on(APP_USER.ID.eq(APPEAL_STEP.ACTOR_ID))
                .where(APPEAL_STEP.APPEAL_ID.eq(appealId))
                .orderBy(APPEAL_STEP.ID)
                .fetch(r -> new AppealStep(r.value1(), r.value2(), r.value3(), r.value4(), r.value5(), r.value6(),
                        r.value7()));
    }

    /** The decision an appeal contests, as the workflow needs it (who imposed a penalty, on what ground). */
    public Contested contested(Appeal a) {
        return contested(db.dsl(), a.penaltyId());
    }

    /**
     * The official whose role lets them take {@code action}; if none does, any of their roles, so that the workflow
     * still says why the step is refused (a closed appeal is refused as closed, whoever asks).
     */
    static StaffRole actingRole(Set<StaffRole> roles, AppealAction action) {
        for (StaffRole r : StaffRole.values()) {
            if (roles.contains(r) && action.mayBeTakenBy(r)) {
                return r;
            }
        }
        return roles.isEmpty() ? null : roles.iterator().next();
    }

    // -----------------------------------------------------------------------------------------------------

    /**
     * Every penalty of the log is a sanction of the catalogue (MCR 2006 §3.11), imposed under the rules; so the
     * committee's restriction turns on who imposed it: the chief referee (or a director, with the chief referee's
     * powers) or a table referee.
     */
    private static Contested contested(DSLContext dsl, Long penaltyId) {
        if (penaltyId == null) {
            return Contested.hand();
        }
        StaffRole imposedBy = dsl.select(PENALTY.IMPOSED_BY_ROLE).from(PENALTY).where(PENALTY.ID.eq(penaltyId))
                .fetchOptional(PENALTY.IMPOSED_BY_ROLE)
                .orElse(StaffRole.REFEREE);
        return Contested.penalty(imposedBy, PenaltyBasis.RULES);
    }

    /**
     * The end of the table's session for the appeal window (RULES §3.12-3.13): when its players confirmed the sheet
     * (issue 26), else when a referee closed it; null while neither happened.
     */
    private static OffsetDateTime closedAt(DSLContext dsl, long tournamentId, int session, int table) {
        var end = org.jooq.impl.DSL.coalesce(SCORE_SHEET.PLAYERS_CONFIRMED_AT, SCORE_SHEET.CLOSED_AT);
        return dsl.select(end)
                .from(SCORE_SHEET)
                .join(TOURNAMENT_SESSION).on(TOURNAMENT_SESSION.ID.eq(SCORE_SHEET.SESSION_ID))
                .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId))
                .and(TOURNAMENT_SESSION.NUMBER.eq(session))
                .and(SCORE_SHEET.TABLE_NUMBER.eq(table))
                .fetchOptional(end)
                .orElse(null);
    }

    private static void step(DSLContext tx, long appealId, StepAction action, AppealStatus from, AppealStatus to,
                             Actor actor, OffsetDateTime at, String note) {
        tx.insertInto(APPEAL_STEP)
                .set(APPEAL_STEP.APPEAL_ID, appealId)
                .set(APPEAL_STEP.ACTION, action)
                .set(APPEAL_STEP.FROM_STATUS, from)
                .set(APPEAL_STEP.TO_STATUS, to)
                .set(APPEAL_STEP.ACTOR_ID, actor.userId())
                .set(APPEAL_STEP.ACTED_AT, at)
                .set(APPEAL_STEP.NOTE, note)
                .execute();
    }

    private static Optional<Appeal> find(DSLContext dsl, long tournamentId, long appealId) {
        return select(dsl)
                .where(APPEAL.TOURNAMENT_ID.eq(tournamentId))
                .and(APPEAL.ID.eq(appealId))
                .fetchOptional(AppealRepository::map);
    }

    private static SelectOnConditionStep<Record> select(DSLContext dsl) {
        return dsl.select(APPEAL.fields())
                .select(TOURNAMENT_SESSION.NUMBER, PLAYER.NAME, TEAM.NAME, TEAM.LEADER_NAME, APP_USER.DISPLAY_NAME)
                .from(APPEAL)
                .join(TOURNAMENT_SESSION).on(TOURNAMENT_SESSION.ID.eq(APPEAL.SESSION_ID))
                .leftJoin(PLAYER).on(PLAYER.ID.eq(APPEAL.APPELLANT_PLAYER_ID))
                .leftJoin(TEAM).on(TEAM.ID.eq(APPEAL.APPELLANT_TEAM_ID))
                .leftJoin(APP_USER).on(APP_USER.ID.eq(APPEAL.FILED_BY));
    }

    private static Appeal map(Record r) {
        return new Appeal(r.get(APPEAL.ID), r.get(APPEAL.TOURNAMENT_ID), r.get(TOURNAMENT_SESSION.NUMBER),
                r.get(APPEAL.TABLE_NUMBER), r.get(APPEAL.APPELLANT_PLAYER_ID), r.get(PLAYER.NAME),
                r.get(APPEAL.APPELLANT_TEAM_ID), r.get(TEAM.NAME), r.get(TEAM.LEADER_NAME), r.get(APPEAL.SIGNED_BY),
                r.get(APPEAL.STATEMENT), r.get(APPEAL.CONTESTED_PENALTY_ID), r.get(APPEAL.CONTESTED_HAND_NUMBER),
                r.get(APPEAL.STATUS), r.get(APPEAL.FEE_AMOUNT), r.get(APPEAL.FEE_CURRENCY),
                r.get(APPEAL.FEE_STATUS), r.get(APP_USER.DISPLAY_NAME), r.get(APPEAL.FILED_AT),
                r.get(APPEAL.DEADLINE_AT), r.get(APPEAL.CORRECTION_ID), r.get(APPEAL.PUBLISHED),
                r.get(APPEAL.VERSION));
    }

    private static OffsetDateTime utc(Instant i) {
        return OffsetDateTime.ofInstant(i, ZoneOffset.UTC);
    }
}

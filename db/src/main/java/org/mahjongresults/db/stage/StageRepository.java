package org.mahjongresults.db.stage;

import static org.mahjongresults.db.jooq.Tables.PLANNED_STAGE;
import static org.mahjongresults.db.jooq.Tables.SCORE_SHEET;
import static org.mahjongresults.db.jooq.Tables.STAGE;
import static org.mahjongresults.db.jooq.Tables.STAGE_PLAYER;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT_SESSION;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.stage.CarryOver;
import org.mahjongresults.engine.stage.Formation;
import org.mahjongresults.engine.stage.StageSeating;

/**
 * The stages of a tournament and the players of each stage after the first. A tournament without a stored stage
 * (created before or after V57 without a final) is one stage of every session and every player.
 */
public final class StageRepository {

    private final Database db;
    private final AuditLog audit;

    public StageRepository(Database db, AuditLog audit) {
        this.db = db;
        this.audit = audit;
    }

    /** The tournament's stages in order, each with its sessions; at least the one implicit stage. */
    public List<Stage> stages(Tournament t) {
        var rows = db.dsl().selectFrom(STAGE)
                .where(STAGE.TOURNAMENT_ID.eq(t.id()))
                .orderBy(STAGE.NUMBER)
                .fetch();
        List<Stage> out = new ArrayList<>();
        if (rows.isEmpty() || rows.get(0).getFirstSession() != 1) {
            int last = rows.isEmpty() ? t.sessionCount() : rows.get(0).getFirstSession() - 1;
            out.add(new Stage(0, 1, 1, last, Formation.ALL, 0, CarryOver.NONE, StageSeating.DRAW, null));
        }
        for (int i = 0; i < rows.size(); i++) {
            var r = rows.get(i);
            if (r.getFirstSession() > t.sessionCount()) {
                break; // the director shortened the tournament below this stage (settings): it has no session left
            }
            int last = i + 1 < rows.size() ? Math.min(rows.get(i + 1).getFirstSession() - 1, t.sessionCount())
                    : t.sessionCount();
            out.add(new Stage(r.getId(), out.size() + 1, r.getFirstSession(), last,
                    Formation.valueOf(r.getFormation()), r.getGroupSize(), CarryOver.valueOf(r.getCarry()),
                    StageSeating.valueOf(r.getSeating()), r.getSeed()));
        }
        return List.copyOf(out);
    }

    /** The players of a stored stage, group by group, each group in its order at formation. */
    public List<StageMember> members(long stageId) {
        return db.dsl().selectFrom(STAGE_PLAYER)
                .where(STAGE_PLAYER.STAGE_ID.eq(stageId))
                .orderBy(STAGE_PLAYER.GROUP_NUMBER, STAGE_PLAYER.SEED_ORDER)
                .fetch(r -> new StageMember(r.getPlayerId(), r.getGroupNumber(), r.getSeedOrder()));
    }

    /** What a director asks for when adding a stage. */
    public record NewStage(Formation formation, int groupSize, int sessions, CarryOver carry, StageSeating seating,
                           Long seed) {
    }

    /**
     * Adds a stage after the tournament's last session, with {@code groups} (player ids, each group in its order),
     * and lengthens the tournament by the stage's sessions; one transaction, refused if the tournament changed
     * meanwhile.
     *
     * @return the new stage's first session
     */
    public int add(Actor actor, Tournament t, NewStage stage, List<List<Long>> groups) {
        return add(actor, t, stage, groups, false);
    }

    /**
     * As {@link #add(Actor, Tournament, NewStage, List)}; the stage's plan, if any, is removed in the same
     * transaction. With {@code fromPlan} the stage is the plan being formed (issue 35): refused
     * ({@link StaleDataException} "stages.planGone") when the plan is no longer there, so that two sheets closing at
     * once form it once.
     */
    public int add(Actor actor, Tournament t, NewStage stage, List<List<Long>> groups, boolean fromPlan) {
        return db.transaction(tx -> {
            // First, so that a second former waits on this row and then finds it gone.
            int planned = tx.deleteFrom(PLANNED_STAGE)
                    .where(PLANNED_STAGE.TOURNAMENT_ID.eq(t.id()))
                    .execute();
            if (fromPlan && planned == 0) {
                throw new StaleDataException("stages.planGone");
            }
            int first = t.sessionCount() + 1;
            int updated = tx.update(TOURNAMENT)
                    .set(TOURNAMENT.SESSION_COUNT, t.sessionCount() + stage.sessions())
                    .set(TOURNAMENT.VERSION, t.version() + 1)
                    .where(TOURNAMENT.ID.eq(t.id()))
                    .and(TOURNAMENT.VERSION.eq(t.version()))
                    .execute();
            if (updated == 0) {
                throw new StaleDataException("tournament.stale");
            }
            ensureFirst(tx, t.id());
            int number = tx.fetchCount(STAGE, STAGE.TOURNAMENT_ID.eq(t.id())) + 1;
            long id = tx.insertInto(STAGE)
                    .set(STAGE.TOURNAMENT_ID, t.id())
                    .set(STAGE.NUMBER, number)
                    .set(STAGE.FIRST_SESSION, first)
                    .set(STAGE.FORMATION, stage.formation().name())
                    .set(STAGE.GROUP_SIZE, stage.groupSize())
                    .set(STAGE.CARRY, stage.carry().name())
                    .set(STAGE.SEATING, stage.seating().name())
                    .set(STAGE.SEED, stage.seed())
                    .returning(STAGE.ID)
                    .fetchOne()
                    .getId();
            var insert = tx.insertInto(STAGE_PLAYER, STAGE_PLAYER.STAGE_ID, STAGE_PLAYER.PLAYER_ID,
                    STAGE_PLAYER.GROUP_NUMBER, STAGE_PLAYER.SEED_ORDER);
            for (int g = 0; g < groups.size(); g++) {
                List<Long> group = groups.get(g);
                for (int i = 0; i < group.size(); i++) {
                    insert = insert.values(id, group.get(i), g + 1, i + 1);
                }
            }
            insert.execute();
            Map<String, Object> after = new LinkedHashMap<>();
            after.put("number", number);
            after.put("firstSession", first);
            after.put("sessions", stage.sessions());
            after.put("formation", stage.formation().name());
            after.put("groupSize", stage.groupSize());
            after.put("groups", groups.size());
            after.put("carry", stage.carry().name());
            after.put("seating", stage.seating().name());
            after.put("seed", stage.seed());
            after.put("planned", fromPlan);
            audit.record(tx, actor, "stage.add", "tournament", t.id(), t.id(), null, JsonCodec.write(after));
            return first;
        });
    }

    /** The stage planned to follow the tournament's last session (issue 35), if one is. */
    public Optional<NewStage> planned(long tournamentId) {
        return planned(db.dsl(), tournamentId);
    }

    /**
     * Plans the stage that follows the tournament's last session, or changes the plan (issue 35); audited. Refused
     * ("tournament.stale") if the tournament changed meanwhile: a stage formed since is not planned over.
     */
    public void plan(Actor actor, Tournament t, NewStage stage) {
        db.transaction(tx -> {
            bump(tx, t);
            Optional<NewStage> before = planned(tx, t.id());
            tx.deleteFrom(PLANNED_STAGE)
                    .where(PLANNED_STAGE.TOURNAMENT_ID.eq(t.id()))
                    .execute();
            tx.insertInto(PLANNED_STAGE)
                    .set(PLANNED_STAGE.TOURNAMENT_ID, t.id())
                    .set(PLANNED_STAGE.FORMATION, stage.formation().name())
                    .set(PLANNED_STAGE.GROUP_SIZE, stage.groupSize())
                    .set(PLANNED_STAGE.SESSIONS, stage.sessions())
                    .set(PLANNED_STAGE.CARRY, stage.carry().name())
                    .set(PLANNED_STAGE.SEATING, stage.seating().name())
                    .set(PLANNED_STAGE.SEED, stage.seed())
                    .execute();
            audit.record(tx, actor, "stage.plan", "tournament", t.id(), t.id(),
                    before.map(JsonCodec::write).orElse(null), JsonCodec.write(stage));
            return null;
        });
    }

    /** Cancels the tournament's planned stage; audited. False if there was none (formed or cancelled meanwhile). */
    public boolean cancelPlan(Actor actor, Tournament t) {
        return db.transaction(tx -> {
            Optional<NewStage> before = planned(tx, t.id());
            int deleted = tx.deleteFrom(PLANNED_STAGE)
                    .where(PLANNED_STAGE.TOURNAMENT_ID.eq(t.id()))
                    .execute();
            if (deleted == 0) {
                return false;
            }
            bump(tx, t);
            audit.record(tx, actor, "stage.planCancel", "tournament", t.id(), t.id(),
                    before.map(JsonCodec::write).orElse(null), null);
            return true;
        });
    }

    private static Optional<NewStage> planned(DSLContext tx, long tournamentId) {
        return tx.selectFrom(PLANNED_STAGE)
                .where(PLANNED_STAGE.TOURNAMENT_ID.eq(tournamentId))
                .fetchOptional(r -> new NewStage(Formation.valueOf(r.getFormation()), r.getGroupSize(),
                        r.getSessions(), CarryOver.valueOf(r.getCarry()), StageSeating.valueOf(r.getSeating()),
                        r.getSeed()));
    }

    /** The tournament's version moved on (its pages show the plan), refused if it changed meanwhile. */
    private static void bump(DSLContext tx, Tournament t) {
        int updated = tx.update(TOURNAMENT)
                .set(TOURNAMENT.VERSION, t.version() + 1)
                .where(TOURNAMENT.ID.eq(t.id()))
                .and(TOURNAMENT.VERSION.eq(t.version()))
                .execute();
        if (updated == 0) {
            throw new StaleDataException("tournament.stale");
        }
    }

    /**
     * Undoes the tournament's last stage (issue 35) while none of its sessions has a score sheet: its sessions and
     * their seatings go, its groups go, and the tournament is shortened back to the stage before. One transaction,
     * refused ({@link StaleDataException} "stages.undoPlayed") once a sheet exists, or if the tournament changed
     * meanwhile.
     *
     * @return the first session of the stage undone
     */
    public int undoLast(Actor actor, Tournament t) {
        return db.transaction(tx -> {
            var last = tx.selectFrom(STAGE)
                    .where(STAGE.TOURNAMENT_ID.eq(t.id()))
                    .and(STAGE.NUMBER.gt(1))
                    .orderBy(STAGE.NUMBER.desc())
                    .limit(1)
                    .fetchOne();
            if (last == null) {
                throw new StaleDataException("stages.nothingToUndo");
            }
            int first = last.getFirstSession();
            int sheets = tx.fetchCount(SCORE_SHEET, SCORE_SHEET.SESSION_ID.in(DSL.select(TOURNAMENT_SESSION.ID)
                    .from(TOURNAMENT_SESSION)
                    .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(t.id()))
                    .and(TOURNAMENT_SESSION.NUMBER.ge(first))));
            if (sheets > 0) {
                throw new StaleDataException("stages.undoPlayed");
            }
            int updated = tx.update(TOURNAMENT)
                    .set(TOURNAMENT.SESSION_COUNT, first - 1)
                    .set(TOURNAMENT.VERSION, t.version() + 1)
                    .where(TOURNAMENT.ID.eq(t.id()))
                    .and(TOURNAMENT.VERSION.eq(t.version()))
                    .execute();
            if (updated == 0) {
                throw new StaleDataException("tournament.stale");
            }
            tx.deleteFrom(TOURNAMENT_SESSION)
                    .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(t.id()))
                    .and(TOURNAMENT_SESSION.NUMBER.ge(first))
                    .execute();
            tx.deleteFrom(STAGE_PLAYER)
                    .where(STAGE_PLAYER.STAGE_ID.eq(last.getId()))
                    .execute();
            tx.deleteFrom(STAGE)
                    .where(STAGE.ID.eq(last.getId()))
                    .execute();
            audit.record(tx, actor, "stage.undo", "tournament", t.id(), t.id(), null,
                    JsonCodec.write(Map.of("number", last.getNumber(), "firstSession", first)));
            return first;
        });
    }

    /** A tournament created after V57 has no stored first stage until its first final is added. */
    private static void ensureFirst(DSLContext tx, long tournamentId) {
        if (tx.fetchCount(STAGE, STAGE.TOURNAMENT_ID.eq(tournamentId).and(STAGE.NUMBER.eq(1))) == 0) {
            tx.insertInto(STAGE)
                    .set(STAGE.TOURNAMENT_ID, tournamentId)
                    .set(STAGE.NUMBER, 1)
                    .set(STAGE.FIRST_SESSION, 1)
                    .execute();
        }
    }
}

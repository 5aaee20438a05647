package org.mahjongresults.db.stage;

import static org.mahjongresults.db.jooq.Tables.SCORE_SHEET;
import static org.mahjongresults.db.jooq.Tables.STAGE;
import static org.mahjongresults.db.jooq.Tables.STAGE_PLAYER;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT_SESSION;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
                           long seed) {
    }

    /**
     * Adds a stage after the tournament's last session, with {@code groups} (player ids, each group in its order),
     * and lengthens the tournament by the stage's sessions; one transaction, refused if the tournament changed
     * meanwhile.
     *
     * @return the new stage's first session
     */
    public int add(Actor actor, Tournament t, NewStage stage, List<List<Long>> groups) {
        return db.transaction(tx -> {
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
            audit.record(tx, actor, "stage.add", "tournament", t.id(), t.id(), null, JsonCodec.write(after));
            return first;
        });
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

package org.mahjongresults.db.riichi;

import static org.mahjongresults.db.jooq.Tables.RIICHI_SETTING;

import org.jooq.DSLContext;
import org.mahjongresults.db.Database;
import org.mahjongresults.engine.riichi.game.GameLength;

/** Each riichi tournament's preset and game length; saved with the tournament's settings, in their transaction. */
public final class RiichiSettingsRepository {

    private final Database db;

    public RiichiSettingsRepository(Database db) {
        this.db = db;
    }

    /** The tournament's settings, or {@link RiichiSettings#DEFAULT} when none were saved. */
    public RiichiSettings find(long tournamentId) {
        var r = db.dsl().selectFrom(RIICHI_SETTING)
                .where(RIICHI_SETTING.TOURNAMENT_ID.eq(tournamentId))
                .fetchOne();
        return r == null ? RiichiSettings.DEFAULT
                : new RiichiSettings(r.getPreset(), GameLength.valueOf(r.getGameLength()));
    }

    /** Saves the settings inside the caller's transaction (the tournament's settings are saved in it too). */
    public static void save(DSLContext tx, long tournamentId, RiichiSettings settings) {
        int updated = tx.update(RIICHI_SETTING)
                .set(RIICHI_SETTING.PRESET, settings.preset())
                .set(RIICHI_SETTING.GAME_LENGTH, settings.length().name())
                .where(RIICHI_SETTING.TOURNAMENT_ID.eq(tournamentId))
                .execute();
        if (updated == 0) {
            tx.insertInto(RIICHI_SETTING)
                    .set(RIICHI_SETTING.TOURNAMENT_ID, tournamentId)
                    .set(RIICHI_SETTING.PRESET, settings.preset())
                    .set(RIICHI_SETTING.GAME_LENGTH, settings.length().name())
                    .execute();
        }
    }
}

package org.mahjongresults.db.sheet;

import static org.mahjongresults.db.jooq.Tables.CODE_ATTEMPT;
import static org.mahjongresults.db.jooq.Tables.PLAYER;
import static org.mahjongresults.db.jooq.Tables.PLAYER_CODE;
import static org.mahjongresults.db.jooq.Tables.SCORE_SHEET;
import static org.mahjongresults.db.jooq.Tables.SHEET_CONFIRMATION;
import static org.mahjongresults.db.jooq.Tables.SIGNING_SETTING;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.ResultsVersion;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.jooq.tables.records.ScoreSheetRecord;
import org.mahjongresults.engine.sheet.ConfirmationMode;
import org.mahjongresults.engine.sheet.SheetStatus;
import org.mahjongresults.engine.sheet.Signatures;

/**
 * The players' confirmations of score sheets (issue 26): the tournament's mode, the players' personal codes (only
 * their hashes) and the attempts at them, and each confirmation or dispute. Every confirmation is in the audit log
 * and bumps the tournament's results version for its table, so every server's open pages hear of it.
 */
public final class SigningRepository {

    /** A player's answer to one result of a sheet: {@code digest} names the result as it stood then. */
    public record Confirmation(long playerId, int handNumber, Signatures.Verdict verdict, String via, String digest,
                               OffsetDateTime at) {
    }

    private final Database db;
    private final Clock clock;
    private final AuditLog audit;

    public SigningRepository(Database db, Clock clock, AuditLog audit) {
        this.db = db;
        this.clock = clock;
        this.audit = audit;
    }

    // The tournament's mode ---------------------------------------------------------------------------------

    public ConfirmationMode mode(long tournamentId) {
        return db.dsl().select(SIGNING_SETTING.MODE)
                .from(SIGNING_SETTING)
                .where(SIGNING_SETTING.TOURNAMENT_ID.eq(tournamentId))
                .fetchOptional(SIGNING_SETTING.MODE)
                .map(ConfirmationMode::parse)
                .orElse(ConfirmationMode.DEFAULT);
    }

    public void setMode(Actor actor, long tournamentId, ConfirmationMode mode) {
        db.transaction(tx -> {
            int updated = tx.update(SIGNING_SETTING)
                    .set(SIGNING_SETTING.MODE, mode.name())
                    .where(SIGNING_SETTING.TOURNAMENT_ID.eq(tournamentId))
                    .execute();
            if (updated == 0) {
                tx.insertInto(SIGNING_SETTING)
                        .set(SIGNING_SETTING.TOURNAMENT_ID, tournamentId)
                        .set(SIGNING_SETTING.MODE, mode.name())
                        .execute();
            }
            audit.record(tx, actor, "signing.mode", "tournament", tournamentId, tournamentId, null,
                    JsonCodec.write(Map.of("mode", mode.name())));
            ResultsVersion.bump(tx, tournamentId);
            return null;
        });
    }

    // Personal codes ----------------------------------------------------------------------------------------

    /** The hash of a player's code, if one is set. */
    public Optional<String> codeHash(long playerId) {
        return db.dsl().select(PLAYER_CODE.CODE_HASH)
                .from(PLAYER_CODE)
                .where(PLAYER_CODE.PLAYER_ID.eq(playerId))
                .fetchOptional(PLAYER_CODE.CODE_HASH);
    }

    /** Every player's code hash, by player (sealing the hashes of an older release at start). */
    public Map<Long, String> codeHashes() {
        return db.dsl().select(PLAYER_CODE.PLAYER_ID, PLAYER_CODE.CODE_HASH)
                .from(PLAYER_CODE)
                .fetchMap(PLAYER_CODE.PLAYER_ID, PLAYER_CODE.CODE_HASH);
    }

    /** Replaces a code's hash by another of the same code, unless the code was changed meanwhile. */
    public void replaceCodeHash(long playerId, String before, String after) {
        db.dsl().update(PLAYER_CODE)
                .set(PLAYER_CODE.CODE_HASH, after)
                .where(PLAYER_CODE.PLAYER_ID.eq(playerId))
                .and(PLAYER_CODE.CODE_HASH.eq(before))
                .execute();
    }

    /** When each player of a tournament who has a code had it set. */
    public Map<Long, OffsetDateTime> codesSet(long tournamentId) {
        return db.dsl().select(PLAYER_CODE.PLAYER_ID, PLAYER_CODE.SET_AT)
                .from(PLAYER_CODE)
                .join(PLAYER).on(PLAYER.ID.eq(PLAYER_CODE.PLAYER_ID))
                .where(PLAYER.TOURNAMENT_ID.eq(tournamentId))
                .fetchMap(PLAYER_CODE.PLAYER_ID, PLAYER_CODE.SET_AT);
    }

    /** Sets the codes of players of the tournament (their hashes), replacing any they had, in one transaction. */
    public void setCodes(Actor actor, long tournamentId, Map<Long, String> hashes) {
        db.transaction(tx -> {
            OffsetDateTime now = OffsetDateTime.now(clock);
            for (Map.Entry<Long, String> e : hashes.entrySet()) {
                if (!tx.fetchExists(PLAYER, PLAYER.ID.eq(e.getKey()).and(PLAYER.TOURNAMENT_ID.eq(tournamentId)))) {
                    throw new StaleDataException("signing.noSuchPlayer");
                }
                tx.deleteFrom(PLAYER_CODE).where(PLAYER_CODE.PLAYER_ID.eq(e.getKey())).execute();
                tx.insertInto(PLAYER_CODE)
                        .set(PLAYER_CODE.PLAYER_ID, e.getKey())
                        .set(PLAYER_CODE.CODE_HASH, e.getValue())
                        .set(PLAYER_CODE.SET_AT, now)
                        .set(PLAYER_CODE.SET_BY, actor.userId())
                        .execute();
                // The audit says that a code was set, never the code nor its hash.
                audit.record(tx, actor, "player.code", "player", e.getKey(), tournamentId, null, null);
            }
            return null;
        });
    }

    /** Failed attempts at a player's code since {@code since}, newest first. */
    public List<OffsetDateTime> failures(long playerId, OffsetDateTime since) {
        return db.dsl().select(CODE_ATTEMPT.ATTEMPTED_AT)
                .from(CODE_ATTEMPT)
                .where(CODE_ATTEMPT.PLAYER_ID.eq(playerId))
                .and(CODE_ATTEMPT.SUCCEEDED.isFalse())
                .and(CODE_ATTEMPT.ATTEMPTED_AT.ge(since))
                .orderBy(CODE_ATTEMPT.ATTEMPTED_AT.desc())
                .fetch(CODE_ATTEMPT.ATTEMPTED_AT);
    }

    /** Failed attempts at any code from an address since {@code since}, newest first. */
    public List<OffsetDateTime> failuresFrom(String address, OffsetDateTime since) {
        return db.dsl().select(CODE_ATTEMPT.ATTEMPTED_AT)
                .from(CODE_ATTEMPT)
                .where(CODE_ATTEMPT.ADDRESS.eq(address))
                .and(CODE_ATTEMPT.SUCCEEDED.isFalse())
                .and(CODE_ATTEMPT.ATTEMPTED_AT.ge(since))
                .orderBy(CODE_ATTEMPT.ATTEMPTED_AT.desc())
                .fetch(CODE_ATTEMPT.ATTEMPTED_AT);
    }

    /** What a try at a player's code finds, read under the player's row lock: the input of the throttle. */
    public record Tries(List<OffsetDateTime> playerFailures, OffsetDateTime nextTryAt,
                        List<OffsetDateTime> addressFailures, int addressPlayers) {
    }

    /** The throttle's answer: check at {@code checkAt} and move the gate to {@code nextTryAt}, or refuse. */
    public record Admit(OffsetDateTime checkAt, OffsetDateTime nextTryAt) {
    }

    /** A try admitted: the hash to check against and its attempt, recorded already as a failure. */
    public record Admitted(String hash, long attemptId, OffsetDateTime checkAt) {
    }

    /**
     * A try at a player's code, decided and recorded in one step (issue 36): under the lock of the player's code row,
     * {@code decide} reads the failures since {@code since} and the gate; when it admits the try, the try is recorded
     * at once as a failure (so a concurrent try counts it) and the gate moved. Empty when the player has no code;
     * {@code decide} answering null refuses the try, unrecorded.
     */
    public Optional<Optional<Admitted>> admit(long playerId, String address, OffsetDateTime since,
                                              java.util.function.Function<Tries, Admit> decide) {
        String from = address == null ? "" : address.substring(0, Math.min(64, address.length()));
        return db.transaction(tx -> {
            var row = tx.select(PLAYER_CODE.CODE_HASH, PLAYER_CODE.NEXT_TRY_AT)
                    .from(PLAYER_CODE)
                    .where(PLAYER_CODE.PLAYER_ID.eq(playerId))
                    .forUpdate()
                    .fetchOptional();
            if (row.isEmpty()) {
                return Optional.<Optional<Admitted>>empty();
            }
            List<OffsetDateTime> ofPlayer = failuresSince(tx, CODE_ATTEMPT.PLAYER_ID.eq(playerId), since);
            List<OffsetDateTime> ofAddress = failuresSince(tx, CODE_ATTEMPT.ADDRESS.eq(from), since);
            int players = tx.fetchCount(tx.selectDistinct(CODE_ATTEMPT.PLAYER_ID)
                    .from(CODE_ATTEMPT)
                    .where(CODE_ATTEMPT.ADDRESS.eq(from))
                    .and(CODE_ATTEMPT.SUCCEEDED.isTrue())
                    .and(CODE_ATTEMPT.ATTEMPTED_AT.ge(since)));
            Admit admit = decide.apply(new Tries(ofPlayer, row.get().value2(), ofAddress, players));
            if (admit == null) {
                return Optional.of(Optional.<Admitted>empty());
            }
            tx.update(PLAYER_CODE)
                    .set(PLAYER_CODE.NEXT_TRY_AT, admit.nextTryAt())
                    .where(PLAYER_CODE.PLAYER_ID.eq(playerId))
                    .execute();
            long id = tx.insertInto(CODE_ATTEMPT)
                    .set(CODE_ATTEMPT.PLAYER_ID, playerId)
                    .set(CODE_ATTEMPT.ADDRESS, from)
                    .set(CODE_ATTEMPT.ATTEMPTED_AT, OffsetDateTime.now(clock))
                    .set(CODE_ATTEMPT.SUCCEEDED, false)
                    .returning(CODE_ATTEMPT.ID)
                    .fetchOne(CODE_ATTEMPT.ID);
            return Optional.of(Optional.of(new Admitted(row.get().value1(), id, admit.checkAt())));
        });
    }

    /** The admitted try turned out right: it stops counting as a failure. */
    public void succeeded(long attemptId) {
        db.dsl().update(CODE_ATTEMPT)
                .set(CODE_ATTEMPT.SUCCEEDED, true)
                .where(CODE_ATTEMPT.ID.eq(attemptId))
                .execute();
    }

    public void recordAttempt(long playerId, String address, boolean succeeded) {
        db.dsl().insertInto(CODE_ATTEMPT)
                .set(CODE_ATTEMPT.PLAYER_ID, playerId)
                .set(CODE_ATTEMPT.ADDRESS, address == null ? "" : address.substring(0, Math.min(64, address.length())))
                .set(CODE_ATTEMPT.ATTEMPTED_AT, OffsetDateTime.now(clock))
                .set(CODE_ATTEMPT.SUCCEEDED, succeeded)
                .execute();
    }

    // Confirmations -----------------------------------------------------------------------------------------

    /** The answers given to one result of a sheet (hand 0: the session), any digest. */
    public List<Confirmation> confirmations(long sheetId, int handNumber) {
        return confirmations(db.dsl(), sheetId, handNumber);
    }

    private static List<Confirmation> confirmations(DSLContext dsl, long sheetId, int handNumber) {
        return dsl.selectFrom(SHEET_CONFIRMATION)
                .where(SHEET_CONFIRMATION.SHEET_ID.eq(sheetId))
                .and(SHEET_CONFIRMATION.HAND_NUMBER.eq(handNumber))
                .orderBy(SHEET_CONFIRMATION.CONFIRMED_AT, SHEET_CONFIRMATION.ID)
                .fetch(r -> new Confirmation(r.getPlayerId(), r.getHandNumber(),
                        Signatures.Verdict.valueOf(r.getVerdict()), r.getVia(), r.getResultDigest(),
                        r.getConfirmedAt()));
    }

    /** When the players present had all confirmed the session's result, if they have. */
    public Optional<OffsetDateTime> playersConfirmedAt(long sheetId) {
        return db.dsl().select(SCORE_SHEET.PLAYERS_CONFIRMED_AT)
                .from(SCORE_SHEET)
                .where(SCORE_SHEET.ID.eq(sheetId))
                .fetchOptional(SCORE_SHEET.PLAYERS_CONFIRMED_AT)
                .filter(java.util.Objects::nonNull);
    }

    /**
     * Records a player's answer to a result of a sheet, replacing an earlier one of theirs to the same result. The
     * sheet's row is locked first and its status must be one of {@code allowed} (a closed sheet is signed no more);
     * once {@code complete} holds for the answers given (the session's, all present confirmed), the session's
     * confirmation time is stamped, once.
     *
     * @return the results version of the write
     */
    public long sign(Actor actor, long tournamentId, long sheetId, Set<SheetStatus> allowed, Confirmation c,
                     Predicate<List<Confirmation>> complete) {
        return db.transaction(tx -> {
            ScoreSheetRecord sheet = tx.selectFrom(SCORE_SHEET)
                    .where(SCORE_SHEET.ID.eq(sheetId))
                    .forUpdate()
                    .fetchOne();
            if (sheet == null || !allowed.contains(sheet.getStatus())) {
                throw new StaleDataException("signing.notNow");
            }
            boolean before = c.handNumber() == 0 && complete.test(confirmations(tx, sheetId, 0));
            tx.deleteFrom(SHEET_CONFIRMATION)
                    .where(SHEET_CONFIRMATION.SHEET_ID.eq(sheetId))
                    .and(SHEET_CONFIRMATION.HAND_NUMBER.eq(c.handNumber()))
                    .and(SHEET_CONFIRMATION.PLAYER_ID.eq(c.playerId()))
                    .execute();
            tx.insertInto(SHEET_CONFIRMATION)
                    .set(SHEET_CONFIRMATION.SHEET_ID, sheetId)
                    .set(SHEET_CONFIRMATION.PLAYER_ID, c.playerId())
                    .set(SHEET_CONFIRMATION.HAND_NUMBER, c.handNumber())
                    .set(SHEET_CONFIRMATION.VERDICT, c.verdict().name())
                    .set(SHEET_CONFIRMATION.VIA, c.via())
                    .set(SHEET_CONFIRMATION.RESULT_DIGEST, c.digest())
                    .set(SHEET_CONFIRMATION.CONFIRMED_AT, c.at())
                    .execute();
            if (c.handNumber() == 0) {
                // Stamped when this answer completes the confirmation of the result as it stands; a result changed
                // since (a correction) or a dispute takes the stamp away until the players confirm again.
                boolean after = complete.test(confirmations(tx, sheetId, 0));
                if (after && (!before || sheet.getPlayersConfirmedAt() == null)) {
                    tx.update(SCORE_SHEET)
                            .set(SCORE_SHEET.PLAYERS_CONFIRMED_AT, c.at())
                            .where(SCORE_SHEET.ID.eq(sheetId))
                            .execute();
                } else if (!after && sheet.getPlayersConfirmedAt() != null) {
                    tx.update(SCORE_SHEET)
                            .setNull(SCORE_SHEET.PLAYERS_CONFIRMED_AT)
                            .where(SCORE_SHEET.ID.eq(sheetId))
                            .execute();
                }
            }
            audit.record(tx, actor, "sheet." + c.verdict().name().toLowerCase(java.util.Locale.ROOT), "sheet",
                    sheetId, tournamentId, null, JsonCodec.write(Map.of("player", c.playerId(), "hand",
                            c.handNumber(), "via", c.via(), "result", c.digest())));
            return ResultsVersion.bumpSheet(tx, tournamentId, sheetId);
        });
    }

    /**
     * When the wrong codes that {@code whose} selects (a player's, an address's) were tried since {@code since},
     * newest first.
     */
    private static List<OffsetDateTime> failuresSince(DSLContext tx, Condition whose, OffsetDateTime since) {
        return tx.select(CODE_ATTEMPT.ATTEMPTED_AT)
                .from(CODE_ATTEMPT)
                .where(whose)
                .and(CODE_ATTEMPT.SUCCEEDED.isFalse())
                .and(CODE_ATTEMPT.ATTEMPTED_AT.ge(since))
                .orderBy(CODE_ATTEMPT.ATTEMPTED_AT.desc())
                .fetch(CODE_ATTEMPT.ATTEMPTED_AT);
    }
}

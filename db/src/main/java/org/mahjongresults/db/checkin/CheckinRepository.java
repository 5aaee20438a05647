package org.mahjongresults.db.checkin;

import static org.mahjongresults.db.jooq.Tables.CHECKIN;
import static org.mahjongresults.db.jooq.Tables.CHECKIN_TOKEN;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.ResultsVersion;
import org.mahjongresults.db.audit.AuditLog;

/**
 * Check-in before a session (issue 28 item 4): each seated player's token for the session (printed in the QR code
 * of their seat on the table's check-in card) and who has checked in. A check-in or its undoing is audited and bumps
 * the tournament's results version for the player's table, so the check-in pages open elsewhere hear of it.
 */
public final class CheckinRepository {

    private static final SecureRandom RANDOM = new SecureRandom();

    /**
     * Makes a token from what it names and a nonce, with the server's secret key (issue 36): the database keeps the
     * nonce and the token's SHA-256, never the token, so a backup cannot check anybody in.
     */
    @FunctionalInterface
    public interface TokenKey {
        String token(String material);
    }

    private final Database db;
    private final Clock clock;
    private final AuditLog audit;
    private final TokenKey key;

    public CheckinRepository(Database db, Clock clock, AuditLog audit, TokenKey key) {
        this.db = db;
        this.clock = clock;
        this.audit = audit;
        this.key = key;
    }

    /** Where a token leads: the tournament, the session and the player it checks in. */
    public record TokenTarget(long tournamentId, int session, long playerId) {
    }

    /** The tokens of {@code players} for a session by player id, made for those who have none yet. */
    public Map<Long, String> tokens(long tournamentId, int session, Set<Long> players) {
        return db.transaction(tx -> {
            Map<Long, String> out = new HashMap<>();
            tx.select(CHECKIN_TOKEN.PLAYER_ID, CHECKIN_TOKEN.NONCE)
                    .from(CHECKIN_TOKEN)
                    .where(CHECKIN_TOKEN.TOURNAMENT_ID.eq(tournamentId))
                    .and(CHECKIN_TOKEN.SESSION_NUMBER.eq(session))
                    .forEach(r -> out.put(r.value1(), token(tournamentId, session, r.value1(), r.value2())));
            for (long player : players) {
                if (!out.containsKey(player)) {
                    String nonce = newToken();
                    String token = token(tournamentId, session, player, nonce);
                    tx.insertInto(CHECKIN_TOKEN)
                            .set(CHECKIN_TOKEN.TOURNAMENT_ID, tournamentId)
                            .set(CHECKIN_TOKEN.SESSION_NUMBER, session)
                            .set(CHECKIN_TOKEN.PLAYER_ID, player)
                            .set(CHECKIN_TOKEN.NONCE, nonce)
                            .set(CHECKIN_TOKEN.TOKEN_HASH, sha256(token))
                            .execute();
                    out.put(player, token);
                }
            }
            out.keySet().retainAll(players);
            return out;
        });
    }

    private String token(long tournamentId, int session, long playerId, String nonce) {
        return key.token("checkin:" + tournamentId + ":" + session + ":" + playerId + ":" + nonce);
    }

    /** The tournament, session and player of a token; empty for a token nobody was given. */
    public Optional<TokenTarget> target(String token) {
        return db.dsl().select(CHECKIN_TOKEN.TOURNAMENT_ID, CHECKIN_TOKEN.SESSION_NUMBER, CHECKIN_TOKEN.PLAYER_ID)
                .from(CHECKIN_TOKEN)
                .where(CHECKIN_TOKEN.TOKEN_HASH.eq(sha256(token)))
                .fetchOptional(r -> new TokenTarget(r.value1(), r.value2(), r.value3()));
    }

    /** A token's SHA-256 in hex: a token has 128 random bits, so a fast hash is enough to find it by. */
    static String sha256(String token) {
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                    .digest(token.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Who has checked in for a session, by player id. */
    public Map<Long, CheckIn> checkedIn(long tournamentId, int session) {
        Map<Long, CheckIn> out = new HashMap<>();
        db.dsl().selectFrom(CHECKIN)
                .where(CHECKIN.TOURNAMENT_ID.eq(tournamentId))
                .and(CHECKIN.SESSION_NUMBER.eq(session))
                .forEach(r -> out.put(r.getPlayerId(), new CheckIn(r.getPlayerId(), r.getSessionNumber(),
                        r.getCheckedInAt(), CheckIn.Method.valueOf(r.getMethod()))));
        return out;
    }

    /**
     * Checks a player in at table {@code table} of the session; false (and nothing written) when already checked in,
     * so a second scan keeps the first time.
     */
    public boolean checkIn(Actor actor, long tournamentId, int session, int table, long playerId,
                           CheckIn.Method method) {
        return db.transaction(tx -> {
            boolean already = tx.fetchExists(tx.selectFrom(CHECKIN)
                    .where(CHECKIN.TOURNAMENT_ID.eq(tournamentId))
                    .and(CHECKIN.SESSION_NUMBER.eq(session))
                    .and(CHECKIN.PLAYER_ID.eq(playerId)));
            if (already) {
                return false;
            }
            OffsetDateTime now = OffsetDateTime.now(clock);
            tx.insertInto(CHECKIN)
                    .set(CHECKIN.TOURNAMENT_ID, tournamentId)
                    .set(CHECKIN.SESSION_NUMBER, session)
                    .set(CHECKIN.PLAYER_ID, playerId)
                    .set(CHECKIN.CHECKED_IN_AT, now)
                    .set(CHECKIN.METHOD, method.name())
                    .set(CHECKIN.CHECKED_BY, actor.userId())
                    .execute();
            audit.record(tx, actor, "checkin.in", "player", playerId, tournamentId, null,
                    JsonCodec.write(Map.of("session", session, "table", table, "method", method.name())));
            ResultsVersion.bump(tx, tournamentId, session, table);
            return true;
        });
    }

    /** A referee takes back a check-in (ticked by mistake); false when the player was not checked in. */
    public boolean undo(Actor actor, long tournamentId, int session, int table, long playerId) {
        return db.transaction(tx -> {
            int deleted = tx.deleteFrom(CHECKIN)
                    .where(CHECKIN.TOURNAMENT_ID.eq(tournamentId))
                    .and(CHECKIN.SESSION_NUMBER.eq(session))
                    .and(CHECKIN.PLAYER_ID.eq(playerId))
                    .execute();
            if (deleted == 0) {
                return false;
            }
            audit.record(tx, actor, "checkin.undo", "player", playerId, tournamentId,
                    JsonCodec.write(Map.of("session", session, "table", table)), null);
            ResultsVersion.bump(tx, tournamentId, session, table);
            return true;
        });
    }

    private static String newToken() {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}

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

    private final Database db;
    private final Clock clock;
    private final AuditLog audit;

    public CheckinRepository(Database db, Clock clock, AuditLog audit) {
        this.db = db;
        this.clock = clock;
        this.audit = audit;
    }

    /** Where a token leads: the tournament, the session and the player it checks in. */
    public record TokenTarget(long tournamentId, int session, long playerId) {
    }

    /** The tokens of {@code players} for a session by player id, made for those who have none yet. */
    public Map<Long, String> tokens(long tournamentId, int session, Set<Long> players) {
        return db.transaction(tx -> {
            Map<Long, String> out = new HashMap<>();
            tx.select(CHECKIN_TOKEN.PLAYER_ID, CHECKIN_TOKEN.TOKEN)
                    .from(CHECKIN_TOKEN)
                    .where(CHECKIN_TOKEN.TOURNAMENT_ID.eq(tournamentId))
                    .and(CHECKIN_TOKEN.SESSION_NUMBER.eq(session))
                    .forEach(r -> out.put(r.value1(), r.value2()));
            for (long player : players) {
                if (!out.containsKey(player)) {
                    String token = newToken();
                    tx.insertInto(CHECKIN_TOKEN)
                            .set(CHECKIN_TOKEN.TOURNAMENT_ID, tournamentId)
                            .set(CHECKIN_TOKEN.SESSION_NUMBER, session)
                            .set(CHECKIN_TOKEN.PLAYER_ID, player)
                            .set(CHECKIN_TOKEN.TOKEN, token)
                            .execute();
                    out.put(player, token);
                }
            }
            out.keySet().retainAll(players);
            return out;
        });
    }

    /** The tournament, session and player of a token; empty for a token nobody was given. */
    public Optional<TokenTarget> target(String token) {
        return db.dsl().select(CHECKIN_TOKEN.TOURNAMENT_ID, CHECKIN_TOKEN.SESSION_NUMBER, CHECKIN_TOKEN.PLAYER_ID)
                .from(CHECKIN_TOKEN)
                .where(CHECKIN_TOKEN.TOKEN.eq(token))
                .fetchOptional(r -> new TokenTarget(r.value1(), r.value2(), r.value3()));
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

package org.mahjongresults.db.account;

import static org.mahjongresults.db.jooq.Tables.HTTP_SESSION;
import static org.mahjongresults.db.jooq.Tables.TABLE_SIGNIN_CODE;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.audit.AuditLog;

/**
 * The sign-in codes of a session's tables (issue 39 item 3): the director prints one per table, and a scorekeeper's
 * phone that scans it is signed in for that table's sheet, without a password check. A code is made from a nonce
 * and the server's secret key, so the database (and a backup) keeps only the nonce and the code's SHA-256, as for the
 * check-in cards. A code signs in once; printing the codes again gives the same code to a table whose code is
 * unused, and a new one to a table whose code was used or revoked. Issuing, use and revocation are audited.
 */
public final class TableCodeRepository {

    private static final SecureRandom RANDOM = new SecureRandom();

    /** Makes a code from what it names and a nonce, with the server's secret key. */
    @FunctionalInterface
    public interface CodeKey {
        String code(String material);
    }

    /** A code's table: the tournament, the session and the table number it signs in for. */
    public record Target(long codeId, long tournamentId, int session, int table) {
    }

    /** Why a code did not sign in. */
    public enum Refusal { UNKNOWN, USED, REVOKED }

    /** What scanning a code came to: the table it signs in for, or why not. */
    public record Redeemed(Optional<Target> target, Refusal refusal) {
    }

    private final Database db;
    private final Clock clock;
    private final AuditLog audit;
    private final CodeKey key;

    public TableCodeRepository(Database db, Clock clock, AuditLog audit, CodeKey key) {
        this.db = db;
        this.clock = clock;
        this.audit = audit;
        this.key = key;
    }

    /**
     * The live code of each of {@code tables} of a session, by table number, made for tables that have none (an
     * unused, unrevoked one); audited as printed.
     */
    public Map<Integer, String> codes(Actor actor, long tournamentId, int session, Set<Integer> tables) {
        return db.transaction(tx -> {
            Map<Integer, String> out = new TreeMap<>();
            tx.select(TABLE_SIGNIN_CODE.TABLE_NUMBER, TABLE_SIGNIN_CODE.NONCE)
                    .from(TABLE_SIGNIN_CODE)
                    .where(TABLE_SIGNIN_CODE.TOURNAMENT_ID.eq(tournamentId))
                    .and(TABLE_SIGNIN_CODE.SESSION_NUMBER.eq(session))
                    .and(TABLE_SIGNIN_CODE.USED_AT.isNull())
                    .and(TABLE_SIGNIN_CODE.REVOKED_AT.isNull())
                    .forEach(r -> out.put(r.value1(), code(tournamentId, session, r.value1(), r.value2())));
            OffsetDateTime now = OffsetDateTime.now(clock);
            int made = 0;
            for (int table : tables) {
                if (!out.containsKey(table)) {
                    String nonce = nonce();
                    String code = code(tournamentId, session, table, nonce);
                    tx.insertInto(TABLE_SIGNIN_CODE)
                            .set(TABLE_SIGNIN_CODE.TOURNAMENT_ID, tournamentId)
                            .set(TABLE_SIGNIN_CODE.SESSION_NUMBER, session)
                            .set(TABLE_SIGNIN_CODE.TABLE_NUMBER, table)
                            .set(TABLE_SIGNIN_CODE.NONCE, nonce)
                            .set(TABLE_SIGNIN_CODE.CODE_HASH, sha256(code))
                            .set(TABLE_SIGNIN_CODE.CREATED_AT, now)
                            .execute();
                    out.put(table, code);
                    made++;
                }
            }
            out.keySet().retainAll(tables);
            audit.record(tx, actor, "tablecode.print", "session", null, tournamentId,
                    JsonCodec.write(Map.of("session", session, "tables", out.size(), "new", made)), null);
            return out;
        });
    }

    /**
     * Uses a code: the table it signs in for, once; a code used already, revoked, or never given is refused.
     * Marking it used and reading it are one statement, so two phones scanning one code cannot both sign in.
     */
    public Redeemed redeem(Actor actor, String code) {
        return db.transaction(tx -> {
            var row = tx.selectFrom(TABLE_SIGNIN_CODE)
                    .where(TABLE_SIGNIN_CODE.CODE_HASH.eq(sha256(code)))
                    .fetchOptional()
                    .orElse(null);
            if (row == null) {
                return new Redeemed(Optional.empty(), Refusal.UNKNOWN);
            }
            Target target = new Target(row.getId(), row.getTournamentId(), row.getSessionNumber(),
                    row.getTableNumber());
            Map<String, Object> details = Map.of("session", target.session(), "table", target.table());
            if (row.getRevokedAt() != null) {
                audit.record(tx, actor, "tablecode.refused", "table_signin_code", row.getId(),
                        row.getTournamentId(), JsonCodec.write(Map.of("why", "revoked")), null);
                return new Redeemed(Optional.empty(), Refusal.REVOKED);
            }
            int marked = tx.update(TABLE_SIGNIN_CODE)
                    .set(TABLE_SIGNIN_CODE.USED_AT, OffsetDateTime.now(clock))
                    .where(TABLE_SIGNIN_CODE.ID.eq(row.getId()))
                    .and(TABLE_SIGNIN_CODE.USED_AT.isNull())
                    .and(TABLE_SIGNIN_CODE.REVOKED_AT.isNull())
                    .execute();
            if (marked == 0) {
                audit.record(tx, actor, "tablecode.refused", "table_signin_code", row.getId(),
                        row.getTournamentId(), JsonCodec.write(Map.of("why", "used")), null);
                return new Redeemed(Optional.empty(), Refusal.USED);
            }
            audit.record(tx, actor, "tablecode.signin", "table_signin_code", row.getId(), row.getTournamentId(),
                    JsonCodec.write(details), null);
            return new Redeemed(Optional.of(target), null);
        });
    }

    /** What a code would come to, without using it: its table while it can sign in, or why it cannot. */
    public Redeemed peek(String code) {
        return db.dsl().selectFrom(TABLE_SIGNIN_CODE)
                .where(TABLE_SIGNIN_CODE.CODE_HASH.eq(sha256(code)))
                .fetchOptional()
                .map(r -> r.getRevokedAt() != null ? new Redeemed(Optional.empty(), Refusal.REVOKED)
                        : r.getUsedAt() != null ? new Redeemed(Optional.empty(), Refusal.USED)
                        : new Redeemed(Optional.of(new Target(r.getId(), r.getTournamentId(), r.getSessionNumber(),
                                r.getTableNumber())), null))
                .orElse(new Redeemed(Optional.empty(), Refusal.UNKNOWN));
    }

    /** The table a code signed in for, if the code is still live (not revoked): what a session signed in by it may do. */
    public Optional<Target> live(long codeId) {
        return db.dsl().selectFrom(TABLE_SIGNIN_CODE)
                .where(TABLE_SIGNIN_CODE.ID.eq(codeId))
                .and(TABLE_SIGNIN_CODE.REVOKED_AT.isNull())
                .fetchOptional(r -> new Target(r.getId(), r.getTournamentId(), r.getSessionNumber(),
                        r.getTableNumber()));
    }

    /**
     * Revokes the codes of a session's table (or of every table, with {@code table} null): a printed code no longer
     * signs in, and the phones it signed in are signed out. The number of codes revoked.
     */
    public int revoke(Actor actor, long tournamentId, int session, Integer table) {
        return db.transaction(tx -> {
            var which = TABLE_SIGNIN_CODE.TOURNAMENT_ID.eq(tournamentId)
                    .and(TABLE_SIGNIN_CODE.SESSION_NUMBER.eq(session))
                    .and(TABLE_SIGNIN_CODE.REVOKED_AT.isNull())
                    .and(table == null ? org.jooq.impl.DSL.noCondition() : TABLE_SIGNIN_CODE.TABLE_NUMBER.eq(table));
            var ids = tx.select(TABLE_SIGNIN_CODE.ID)
                    .from(TABLE_SIGNIN_CODE)
                    .where(which)
                    .fetch(TABLE_SIGNIN_CODE.ID);
            if (ids.isEmpty()) {
                return 0;
            }
            tx.update(TABLE_SIGNIN_CODE)
                    .set(TABLE_SIGNIN_CODE.REVOKED_AT, OffsetDateTime.now(clock))
                    .where(TABLE_SIGNIN_CODE.ID.in(ids))
                    .execute();
            tx.deleteFrom(HTTP_SESSION)
                    .where(HTTP_SESSION.TABLE_CODE_ID.in(ids))
                    .execute();
            audit.record(tx, actor, "tablecode.revoke", "session", null, tournamentId,
                    JsonCodec.write(table == null ? Map.of("session", session, "codes", ids.size())
                            : Map.of("session", session, "table", table, "codes", ids.size())), null);
            return ids.size();
        });
    }

    private String code(long tournamentId, int session, int table, String nonce) {
        return key.code("tablecode:" + tournamentId + ":" + session + ":" + table + ":" + nonce);
    }

    /** A code's SHA-256 in hex: a code has 128 bits from the key, so a fast hash is enough to find it by. */
    static String sha256(String code) {
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                    .digest(code.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String nonce() {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}

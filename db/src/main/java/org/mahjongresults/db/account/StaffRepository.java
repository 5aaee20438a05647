package org.mahjongresults.db.account;

import static org.mahjongresults.db.jooq.Tables.APP_USER;
import static org.mahjongresults.db.jooq.Tables.SCOREKEEPER_TABLE;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT_STAFF;

import java.time.LocalDate;
import java.time.ZoneOffset;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.engine.tournament.TournamentStatus;

/** Who officiates in which tournament, in which role, and which tables a scorekeeper may score. */
public final class StaffRepository {

    /** One staff assignment with the account's names. */
    public record StaffMember(long userId, String username, String displayName, StaffRole role, boolean allTables,
                              Set<Integer> tables) {
    }

    private final Database db;
    private final AuditLog audit;

    public StaffRepository(Database db, AuditLog audit) {
        this.db = db;
        this.audit = audit;
    }

    /** Gives a user a role in a tournament (idempotent); a scorekeeper may be limited to some tables. */
    public void assign(Actor actor, long tournamentId, long userId, StaffRole role, Set<Integer> tables) {
        db.transaction(tx -> {
            assign(tx, actor, tournamentId, userId, role, tables);
            return null;
        });
    }

    /** As above, inside a transaction of the caller's (a new tournament is created with its director). */
    public void assign(DSLContext tx, Actor actor, long tournamentId, long userId, StaffRole role,
                       Set<Integer> tables) {
        boolean allTables = tables == null || tables.isEmpty();
        tx.deleteFrom(TOURNAMENT_STAFF)
                .where(TOURNAMENT_STAFF.TOURNAMENT_ID.eq(tournamentId))
                .and(TOURNAMENT_STAFF.USER_ID.eq(userId))
                .and(TOURNAMENT_STAFF.ROLE.eq(role))
                .execute();
        tx.insertInto(TOURNAMENT_STAFF)
                .set(TOURNAMENT_STAFF.TOURNAMENT_ID, tournamentId)
                .set(TOURNAMENT_STAFF.USER_ID, userId)
                .set(TOURNAMENT_STAFF.ROLE, role)
                .set(TOURNAMENT_STAFF.ALL_TABLES, allTables)
                .execute();
        if (role == StaffRole.SCOREKEEPER) {
            tx.deleteFrom(SCOREKEEPER_TABLE)
                    .where(SCOREKEEPER_TABLE.TOURNAMENT_ID.eq(tournamentId))
                    .and(SCOREKEEPER_TABLE.USER_ID.eq(userId))
                    .execute();
            if (!allTables) {
                for (int table : tables) {
                    tx.insertInto(SCOREKEEPER_TABLE)
                            .set(SCOREKEEPER_TABLE.TOURNAMENT_ID, tournamentId)
                            .set(SCOREKEEPER_TABLE.USER_ID, userId)
                            .set(SCOREKEEPER_TABLE.TABLE_NUMBER, table)
                            .execute();
                }
            }
        }
        audit.record(tx, actor, "staff.assign", "user", userId, tournamentId, null,
                JsonCodec.write(new Assigned(role.name(), allTables ? "all" : new TreeSet<>(tables))));
    }

    public void remove(Actor actor, long tournamentId, long userId, StaffRole role) {
        db.transaction(tx -> {
            int n = tx.deleteFrom(TOURNAMENT_STAFF)
                    .where(TOURNAMENT_STAFF.TOURNAMENT_ID.eq(tournamentId))
                    .and(TOURNAMENT_STAFF.USER_ID.eq(userId))
                    .and(TOURNAMENT_STAFF.ROLE.eq(role))
                    .execute();
            if (n > 0) {
                audit.record(tx, actor, "staff.remove", "user", userId, tournamentId,
                        JsonCodec.write(Map.of("role", role.name())), null);
            }
            return null;
        });
    }

    /** Days after a finished tournament's last day that its staff keep their roles, unless renewed. */
    public static final int LAPSE_DAYS = 30;

    /**
     * Whether an assignment still holds: its tournament is not finished, or finished less than {@link #LAPSE_DAYS}
     * ago, or an administrator renewed it until today or later. Last year's scorekeeper no longer scores.
     */
    private static Condition current() {
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        // Never null, so that its negation (lapsed) is true or false, never unknown.
        return TOURNAMENT_STAFF.RENEWED_UNTIL.isNotNull().and(TOURNAMENT_STAFF.RENEWED_UNTIL.ge(today))
                .or(TOURNAMENT_STAFF.TOURNAMENT_ID.notIn(DSL.select(TOURNAMENT.ID)
                        .from(TOURNAMENT)
                        .where(TOURNAMENT.STATUS.eq(TournamentStatus.FINISHED))
                        .and(TOURNAMENT.ENDS_ON.isNull().or(TOURNAMENT.ENDS_ON.lt(today.minusDays(LAPSE_DAYS))))));
    }

    /** Renews all of a user's assignments until {@code until}, also those of finished tournaments. */
    public int renew(Actor actor, long userId, LocalDate until) {
        return db.transaction(tx -> {
            int n = tx.update(TOURNAMENT_STAFF)
                    .set(TOURNAMENT_STAFF.RENEWED_UNTIL, until)
                    .where(TOURNAMENT_STAFF.USER_ID.eq(userId))
                    .execute();
            audit.record(tx, actor, "staff.renew", "user", userId, null, null, null);
            return n;
        });
    }

    /** How many of a user's assignments have lapsed (finished tournaments, not renewed). */
    public int lapsed(long userId) {
        return db.dsl().fetchCount(TOURNAMENT_STAFF, TOURNAMENT_STAFF.USER_ID.eq(userId).andNot(current()));
    }

    /** The roles a user holds in a tournament (empty for none). */
    public Set<StaffRole> roles(long userId, long tournamentId) {
        Set<StaffRole> roles = EnumSet.noneOf(StaffRole.class);
        db.dsl().select(TOURNAMENT_STAFF.ROLE)
                .from(TOURNAMENT_STAFF)
                .where(TOURNAMENT_STAFF.USER_ID.eq(userId))
                .and(TOURNAMENT_STAFF.TOURNAMENT_ID.eq(tournamentId))
                .and(current())
                .fetch(TOURNAMENT_STAFF.ROLE)
                .forEach(roles::add);
        return roles;
    }

    /** True if the user directs at least one tournament (and so may organise new ones). */
    public boolean directsAny(long userId) {
        return db.dsl().fetchExists(TOURNAMENT_STAFF, TOURNAMENT_STAFF.USER_ID.eq(userId)
                .and(TOURNAMENT_STAFF.ROLE.eq(StaffRole.DIRECTOR))
                .and(current()));
    }

    /** True if a scorekeeper with limited tables may score this table (always true with all tables). */
    public boolean mayScoreTable(long userId, long tournamentId, int table) {
        if (roles(userId, tournamentId).isEmpty()) {
            return false; // no assignment, or a lapsed one
        }
        boolean all = db.dsl().fetchExists(TOURNAMENT_STAFF, TOURNAMENT_STAFF.USER_ID.eq(userId)
                .and(TOURNAMENT_STAFF.TOURNAMENT_ID.eq(tournamentId))
                .and(TOURNAMENT_STAFF.ROLE.eq(StaffRole.SCOREKEEPER))
                .and(TOURNAMENT_STAFF.ALL_TABLES.isTrue()));
        return all || db.dsl().fetchExists(SCOREKEEPER_TABLE, SCOREKEEPER_TABLE.USER_ID.eq(userId)
                .and(SCOREKEEPER_TABLE.TOURNAMENT_ID.eq(tournamentId))
                .and(SCOREKEEPER_TABLE.TABLE_NUMBER.eq(table)));
    }

    /** The staff of a tournament, by role then name. */
    public List<StaffMember> staff(long tournamentId) {
        var tables = db.dsl().select(SCOREKEEPER_TABLE.USER_ID, SCOREKEEPER_TABLE.TABLE_NUMBER)
                .from(SCOREKEEPER_TABLE)
                .where(SCOREKEEPER_TABLE.TOURNAMENT_ID.eq(tournamentId))
                .fetchGroups(SCOREKEEPER_TABLE.USER_ID, SCOREKEEPER_TABLE.TABLE_NUMBER);
        return db.dsl().select(APP_USER.ID, APP_USER.USERNAME, APP_USER.DISPLAY_NAME, TOURNAMENT_STAFF.ROLE,
                        TOURNAMENT_STAFF.ALL_TABLES)
                .from(TOURNAMENT_STAFF)
                .join(APP_USER).on(APP_USER.ID.eq(TOURNAMENT_STAFF.USER_ID))
                .where(TOURNAMENT_STAFF.TOURNAMENT_ID.eq(tournamentId))
                .fetch(r -> new StaffMember(r.value1(), r.value2(), r.value3(), r.value4(),
                        r.value5(), new TreeSet<>(tables.getOrDefault(r.value1(), List.of()))))
                .stream()
                .sorted(java.util.Comparator.comparing(StaffMember::role).thenComparing(StaffMember::displayName))
                .toList();
    }

    /** The audit log's record of an assignment: the role, and the tables ("all" or their numbers in order). */
    private record Assigned(String role, Object tables) {
    }
}

package org.mahjongresults.db.draw;

import org.mahjongresults.engine.tournament.SessionStatus;
import static org.mahjongresults.db.jooq.Tables.PLAYER;
import static org.mahjongresults.db.jooq.Tables.TABLE_ASSIGNMENT;
import static org.mahjongresults.db.jooq.Tables.TEAM;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT_SESSION;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jooq.DSLContext;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.engine.draw.Seat;
import org.mahjongresults.engine.draw.Session;
import org.mahjongresults.engine.draw.Table;

/**
 * The draw of a tournament as stored: sessions and who starts where. Players are stored by id; the engine's
 * {@link Draw} speaks entry numbers, so this repository translates both ways.
 */
public final class DrawRepository {

    private final Database db;
    private final AuditLog audit;

    public DrawRepository(Database db, AuditLog audit) {
        this.db = db;
        this.audit = audit;
    }

    /** The tournament's sessions, 1 upwards (only those created so far). */
    public List<SessionInfo> sessions(long tournamentId) {
        return db.dsl().selectFrom(TOURNAMENT_SESSION)
                .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId))
                .orderBy(TOURNAMENT_SESSION.NUMBER)
                .fetch(r -> new SessionInfo(r.getId(), r.getNumber(), r.getScheduledStart(), r.getStartedAt(),
                        r.getEndedAt(), r.getStatus(), r.getSeating()));
    }

    /** Every seating of the tournament, by session, table and seat. */
    public List<Seating> seatings(long tournamentId) {
        return seatings(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId));
    }

    /** The players of one table of one session, by starting seat (empty if the draw has no such table). */
    public List<Seating> seatings(long tournamentId, int session, int table) {
        return seatings(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId)
                .and(TOURNAMENT_SESSION.NUMBER.eq(session))
                .and(TABLE_ASSIGNMENT.TABLE_NUMBER.eq(table)));
    }

    private List<Seating> seatings(org.jooq.Condition where) {
        return db.dsl().select(TOURNAMENT_SESSION.NUMBER, TABLE_ASSIGNMENT.TABLE_NUMBER,
                        TABLE_ASSIGNMENT.STARTING_SEAT, PLAYER.ID, PLAYER.ENTRY_NUMBER, PLAYER.NAME,
                        PLAYER.NATIVE_NAME, PLAYER.COUNTRY, TEAM.NAME)
                .from(TABLE_ASSIGNMENT)
                .join(TOURNAMENT_SESSION).on(TOURNAMENT_SESSION.ID.eq(TABLE_ASSIGNMENT.SESSION_ID))
                .join(PLAYER).on(PLAYER.ID.eq(TABLE_ASSIGNMENT.PLAYER_ID))
                .leftJoin(TEAM).on(TEAM.ID.eq(PLAYER.TEAM_ID))
                .where(where)
                .orderBy(TOURNAMENT_SESSION.NUMBER, TABLE_ASSIGNMENT.TABLE_NUMBER, TABLE_ASSIGNMENT.STARTING_SEAT)
                .fetch(r -> new Seating(r.value1(), r.value2(), Seat.ofLetter(r.value3()), r.value4(), r.value5(), r.value6(),
                        r.value7(), r.value8(), r.value9()))
                .stream()
                .sorted(java.util.Comparator.comparingInt(Seating::session).thenComparingInt(Seating::table)
                        .thenComparing(Seating::seat))
                .toList();
    }

    /** The stored draw in the engine's terms (entry numbers), sessions in order. */
    public Draw load(long tournamentId) {
        return toDraw(seatings(tournamentId));
    }

    /** Builds the engine's draw from stored seatings. */
    public static Draw toDraw(List<Seating> seatings) {
        Map<Integer, Map<Integer, Integer[]>> bySession = new TreeMap<>();
        for (Seating s : seatings) {
            bySession.computeIfAbsent(s.session(), k -> new TreeMap<>())
                    .computeIfAbsent(s.table(), k -> new Integer[4])[s.seat().ordinal()] = s.entryNumber();
        }
        List<Session> sessions = new ArrayList<>();
        for (var e : bySession.entrySet()) {
            List<Table> tables = new ArrayList<>();
            for (var t : e.getValue().entrySet()) {
                tables.add(new Table(t.getKey(), List.of(t.getValue())));
            }
            sessions.add(new Session(e.getKey(), tables));
        }
        return new Draw(sessions);
    }

    /**
     * Stores the sessions of {@code draw} numbered {@code fromSession} and later, replacing what was there, and
     * sets the tournament's draw state and seed; one transaction, refused if the tournament changed meanwhile
     * or if any of those sessions has been played.
     *
     * @param entryToPlayer player id by entry number
     */
    public void save(Actor actor, Tournament tournament, Draw draw, int fromSession, Map<Integer, Long> entryToPlayer,
                     Tournament.DrawStatus status, Long seed) {
        db.transaction(tx -> {
            bumpTournament(tx, tournament, status, seed);
            List<Long> replaced = new ArrayList<>();
            for (Session s : draw.sessions()) {
                if (s.number() < fromSession) {
                    continue;
                }
                long sessionId = sessionId(tx, tournament.id(), s.number());
                replaced.add(sessionId);
                writeSession(tx, sessionId, s, entryToPlayer);
            }
            audit.record(tx, actor, "draw.save", "tournament", tournament.id(), tournament.id(), null,
                    JsonCodec.write(new Saved(fromSession, draw.sessions().size(), status.name(),
                            seed == null ? "" : seed)));
            return null;
        });
    }

    /** Changes only the tournament's draw state (lock, publish), refused if the tournament changed meanwhile. */
    public void setStatus(Actor actor, Tournament tournament, Tournament.DrawStatus status) {
        db.transaction(tx -> {
            bumpTournament(tx, tournament, status, tournament.drawSeed());
            audit.record(tx, actor, "draw.status", "tournament", tournament.id(), tournament.id(),
                    JsonCodec.write(Map.of("status", tournament.drawStatus().name())),
                    JsonCodec.write(Map.of("status", status.name())));
            return null;
        });
    }
    /** Sets the scheduled start of sessions 1..count (creating their rows); others are cleared. */
    public void schedule(long tournamentId, int count, Map<Integer, java.time.OffsetDateTime> starts) {
        db.transaction(tx -> {
            schedule(tx, tournamentId, count, starts);
            return null;
        });
    }

    /** As above, inside a transaction of the caller's (a tournament's settings are saved with their schedule). */
    public static void schedule(DSLContext tx, long tournamentId, int count,
                                Map<Integer, java.time.OffsetDateTime> starts) {
        for (int n = 1; n <= count; n++) {
            long id = sessionId(tx, tournamentId, n);
            tx.update(TOURNAMENT_SESSION)
                    .set(TOURNAMENT_SESSION.SCHEDULED_START, starts.get(n))
                    .where(TOURNAMENT_SESSION.ID.eq(id))
                    .execute();
        }
    }

    /** How a session was seated: DRAW (the generated draw) or STANDINGS (by the standings before it). */
    public void setSeating(long tournamentId, int number, String seating) {
        db.dsl().update(TOURNAMENT_SESSION)
                .set(TOURNAMENT_SESSION.SEATING, seating)
                .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId))
                .and(TOURNAMENT_SESSION.NUMBER.eq(number))
                .execute();
    }

    private void bumpTournament(DSLContext tx, Tournament t, Tournament.DrawStatus status, Long seed) {
        int n = tx.update(TOURNAMENT)
                .set(TOURNAMENT.DRAW_STATUS, status)
                .set(TOURNAMENT.DRAW_SEED, seed)
                .set(TOURNAMENT.VERSION, t.version() + 1)
                .where(TOURNAMENT.ID.eq(t.id()))
                .and(TOURNAMENT.VERSION.eq(t.version()))
                .execute();
        if (n == 0) {
            throw new StaleDataException("tournament.stale");
        }
    }

    private static long sessionId(DSLContext tx, long tournamentId, int number) {
        Long id = tx.select(TOURNAMENT_SESSION.ID)
                .from(TOURNAMENT_SESSION)
                .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId))
                .and(TOURNAMENT_SESSION.NUMBER.eq(number))
                .fetchOne(TOURNAMENT_SESSION.ID);
        if (id != null) {
            return id;
        }
        return tx.insertInto(TOURNAMENT_SESSION)
                .set(TOURNAMENT_SESSION.TOURNAMENT_ID, tournamentId)
                .set(TOURNAMENT_SESSION.NUMBER, number)
                .set(TOURNAMENT_SESSION.STATUS, SessionStatus.SCHEDULED)
                .returning(TOURNAMENT_SESSION.ID)
                .fetchOne()
                .getId();
    }

    private static void writeSession(DSLContext tx, long sessionId, Session s, Map<Integer, Long> entryToPlayer) {
        SessionStatus status = tx.select(TOURNAMENT_SESSION.STATUS)
                .from(TOURNAMENT_SESSION)
                .where(TOURNAMENT_SESSION.ID.eq(sessionId))
                .fetchOne(TOURNAMENT_SESSION.STATUS);
        if (status != SessionStatus.SCHEDULED) {
            throw new StaleDataException("draw.sessionPlayed");
        }
        tx.deleteFrom(TABLE_ASSIGNMENT)
                .where(TABLE_ASSIGNMENT.SESSION_ID.eq(sessionId))
                .execute();
        var insert = tx.insertInto(TABLE_ASSIGNMENT, TABLE_ASSIGNMENT.SESSION_ID, TABLE_ASSIGNMENT.TABLE_NUMBER,
                TABLE_ASSIGNMENT.STARTING_SEAT, TABLE_ASSIGNMENT.PLAYER_ID);
        for (Table t : s.tables()) {
            for (Seat seat : Seat.values()) {
                Long playerId = entryToPlayer.get(t.playerIn(seat));
                if (playerId == null) {
                    throw new IllegalArgumentException("no player with entry number " + t.playerIn(seat));
                }
                insert = insert.values(sessionId, t.number(), seat.letter(), playerId);
            }
        }
        insert.execute();
    }

    /** Seatings grouped by session then table (the draw's pages, the Swiss and riichi tables). */
    public static Map<Integer, Map<Integer, List<Seating>>> grouped(List<Seating> seatings) {
        Map<Integer, Map<Integer, List<Seating>>> m = new LinkedHashMap<>();
        for (Seating s : seatings) {
            m.computeIfAbsent(s.session(), k -> new LinkedHashMap<>())
                    .computeIfAbsent(s.table(), k -> new ArrayList<>()).add(s);
        }
        return m;
    }

    /** The audit log's record of a saved draw (the seed is "" when there is none). */
    private record Saved(int fromSession, int sessions, String status, Object seed) {
    }
}

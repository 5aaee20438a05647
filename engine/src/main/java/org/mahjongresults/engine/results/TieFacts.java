package org.mahjongresults.engine.results;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * What the tie-breakers need beyond the standings rows: where each player sat, how many sessions each finished first
 * at the table, and the drawn lot.
 *
 * @param tables  player id to (session to table number), for head-to-head: who met whom
 * @param firsts  player id to the number of sessions placed first at the table (a shared first counts)
 * @param lotSeed the seed of the drawn lot, or null while no lot is drawn (the lot then decides nothing)
 * @param firstSessions player id to the sessions placed first at the table, so a stage can count its own firsts
 *                      ({@link #forColumns}); empty when only the counts are known
 * @param carriedColumn the column of the standings that holds carried points rather than a session (a stage's
 *                      {@code Carry.COLUMN}), which the best session never counts; 0 for none
 */
public record TieFacts(Map<Long, Map<Integer, Integer>> tables, Map<Long, Integer> firsts, Long lotSeed,
                       Map<Long, Set<Integer>> firstSessions, int carriedColumn) {

    /** No seating, no firsts and no lot: only the best single session can decide. */
    public static final TieFacts NONE = new TieFacts(Map.of(), Map.of(), null);

    public TieFacts {
        tables = Map.copyOf(tables);
        firsts = Map.copyOf(firsts);
        firstSessions = Map.copyOf(firstSessions);
    }

    /** Facts over the whole tournament, session {@code s} being column {@code s}: firsts as counts only. */
    public TieFacts(Map<Long, Map<Integer, Integer>> tables, Map<Long, Integer> firsts, Long lotSeed) {
        this(tables, firsts, lotSeed, Map.of(), 0);
    }

    /** Facts over the whole tournament from where each player sat and the sessions each placed first. */
    public static TieFacts of(Map<Long, Map<Integer, Integer>> tables, Map<Long, Set<Integer>> firstSessions,
                              Long lotSeed) {
        Map<Long, Integer> counts = new HashMap<>();
        firstSessions.forEach((player, sessions) -> counts.put(player, sessions.size()));
        return new TieFacts(tables, counts, lotSeed, firstSessions, 0);
    }

    /**
     * The same facts for a stage's standings, whose column {@code session - shift} is tournament session
     * {@code session} for sessions {@code first} to {@code last}: seatings and firsts of those sessions only, the
     * carried points in column {@code carriedColumn} (0 for none). The lot is the tournament's.
     */
    public TieFacts forColumns(int first, int last, int shift, int carriedColumn) {
        Map<Long, Map<Integer, Integer>> seated = new HashMap<>();
        tables.forEach((player, bySession) -> {
            Map<Integer, Integer> inside = new HashMap<>();
            bySession.forEach((session, table) -> {
                if (session >= first && session <= last) {
                    inside.put(session - shift, table);
                }
            });
            seated.put(player, inside);
        });
        Map<Long, Integer> counts = new HashMap<>();
        firstSessions.forEach((player, sessions) -> counts.put(player,
                (int) sessions.stream().filter(s -> s >= first && s <= last).count()));
        return new TieFacts(seated, firstSessions.isEmpty() ? firsts : counts, lotSeed, Map.of(), carriedColumn);
    }

    /** The player's table in a session, or null if not seated. */
    Integer table(long playerId, int session) {
        Map<Integer, Integer> bySession = tables.get(playerId);
        return bySession == null ? null : bySession.get(session);
    }

    int firsts(long playerId) {
        return firsts.getOrDefault(playerId, 0);
    }

    /**
     * The player's number in the lot: a fixed mix of the seed and the player's id (SplitMix64), so a player's number
     * never depends on who else is entered, and the same seed always gives the same numbers.
     */
    public static long lotNumber(long seed, long playerId) {
        long z = seed + 0x9E3779B97F4A7C15L * (playerId + 1);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return (z ^ (z >>> 31)) >>> 1;
    }
}

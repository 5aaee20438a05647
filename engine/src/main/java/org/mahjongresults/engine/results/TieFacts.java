package org.mahjongresults.engine.results;

import java.util.Map;

/**
 * What the tie-breakers need beyond the standings rows: where each player sat, how many sessions each finished first
 * at the table, and the drawn lot.
 *
 * @param tables  player id to (session to table number), for head-to-head: who met whom
 * @param firsts  player id to the number of sessions placed first at the table (a shared first counts)
 * @param lotSeed the seed of the drawn lot, or null while no lot is drawn (the lot then decides nothing)
 */
public record TieFacts(Map<Long, Map<Integer, Integer>> tables, Map<Long, Integer> firsts, Long lotSeed) {

    /** No seating, no firsts and no lot: only the best single session can decide. */
    public static final TieFacts NONE = new TieFacts(Map.of(), Map.of(), null);

    public TieFacts {
        tables = Map.copyOf(tables);
        firsts = Map.copyOf(firsts);
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

package org.mahjongresults.db.sheet;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One hand of a sheet as stored: who dealt, the result (WIN or DRAW), the winner and how, the fan points
 * claimed and as the engine found them, the hand itself if given, and each player's result (sums to zero).
 *
 * @param verification NOT_GIVEN (no hand notation), VERIFIED (the engine agrees), MISMATCH (the claimed points
 *                     differ; a referee must accept), ACCEPTED (a referee accepted the claimed points)
 * @param results      player id → points won (+) or paid (−) in this hand
 */
public record HandRecord(Long id, int number, String prevalentWind, long dealerId, String result, Long winnerId,
                         boolean selfDrawn, Long discarderId, Integer fanPoints, Integer engineFanPoints, int flowers,
                         String notation, String situation, String verifiedFans, String verification,
                         String requestId, Map<Long, Integer> results) {

    public HandRecord {
        results = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(results));
    }

    public boolean win() {
        return result.equals("WIN");
    }

    public Map<String, Object> snapshot() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("number", number);
        m.put("result", result);
        m.put("winner", winnerId);
        m.put("selfDrawn", selfDrawn);
        m.put("discarder", discarderId);
        m.put("fanPoints", fanPoints);
        m.put("engineFanPoints", engineFanPoints);
        m.put("flowers", flowers);
        m.put("notation", notation);
        m.put("verification", verification);
        Map<String, Object> r = new LinkedHashMap<>();
        results.forEach((k, v) -> r.put(String.valueOf(k), v));
        m.put("results", r);
        return m;
    }
}

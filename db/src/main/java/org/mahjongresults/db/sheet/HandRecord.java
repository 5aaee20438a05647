package org.mahjongresults.db.sheet;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.engine.mcr.FanCount;
import org.mahjongresults.engine.sheet.HandVerification;
import org.mahjongresults.engine.sheet.ScoredHand;
import org.mahjongresults.engine.sichuan.Doubling;
import org.mahjongresults.engine.sichuan.SichuanPattern;
import org.mahjongresults.engine.sichuan.SichuanWin;

/**
 * One hand of a sheet as stored: who dealt, the result (WIN or DRAW), the winner and how, the fan points
 * claimed and as the engine found them, the hand itself if given, and each player's result (sums to zero).
 *
 * @param verification how the claimed points stand against the engine's ({@link HandVerification})
 * @param results      player id → points won (+) or paid (−) in this hand
 */
public record HandRecord(Long id, int number, String prevalentWind, long dealerId, String result, Long winnerId,
                         boolean selfDrawn, Long discarderId, Integer fanPoints, Integer engineFanPoints, int flowers,
                         String notation, String situation, String verifiedFans, HandVerification verification,
                         String requestId, Map<Long, Integer> results) {

    public HandRecord {
        results = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(results));
    }

    /**
     * The record of a hand the engine has scored, for the players seated at the table (ids by starting seat). The
     * engine's findings are kept as JSON in the verified-fans column: MCR fans as a list of {@link StoredFan}, a
     * Sichuan win as {@code {"pattern":6,"doublings":["KONG_REPLACEMENT"],"kongs":1,"fours":0,"declared":false}}, a
     * riichi line as the rule set wrote it ({@link ScoredHand#detail}).
     */
    public static HandRecord of(ScoredHand s, List<Long> players) {
        Map<Long, Integer> results = new LinkedHashMap<>();
        for (int p = 0; p < 4; p++) {
            if (s.changes().get(p) != null) {
                results.put(players.get(p), s.changes().get(p));
            }
        }
        String detail = null;
        if (s.fans() != null) {
            List<StoredFan> list = new ArrayList<>();
            for (FanCount f : s.fans()) {
                list.add(new StoredFan(f.fan().number(), f.points(), f.count()));
            }
            detail = JsonCodec.write(list);
        } else if (s.sichuan() != null) {
            SichuanWin w = s.sichuan();
            detail = JsonCodec.write(new SwissDetail(w.pattern().number(),
                    w.doublings().stream().map(Doubling::name).toList(), w.kongs(), w.fours(), w.declared()));
        } else {
            detail = s.detail(); // a riichi line as entered, replayed to score the next one
        }
        return new HandRecord(null, s.number(), s.prevalentWind(), players.get(s.dealerSeat()),
                s.win() ? "WIN" : "DRAW", s.winnerSeat() == null ? null : players.get(s.winnerSeat()), s.selfDrawn(),
                s.discarderSeat() == null ? null : players.get(s.discarderSeat()), s.fanPoints(),
                s.engineFanPoints(), s.flowers(), s.notation(), s.situation(), detail, s.verification(),
                s.requestId(), results);
    }

    /** Each seated player's seat wind letter in a scored hand (for the result rows); an absent player has none. */
    public static Map<Long, String> seatsOf(ScoredHand s, List<Long> players) {
        Map<Long, String> winds = new LinkedHashMap<>();
        for (int p = 0; p < 4; p++) {
            if (s.seatWinds().get(p) != null) {
                winds.put(players.get(p), s.seatWinds().get(p));
            }
        }
        return winds;
    }

    /** The pattern, doublings and bonuses of a stored Sichuan win; null for a draw, an MCR hand or unreadable data. */
    public SichuanWin sichuanWin() {
        if (!win() || verifiedFans == null || !verifiedFans.startsWith("{")) {
            return null;
        }
        try {
            SwissDetail d = JsonCodec.read(verifiedFans, SwissDetail.class);
            List<Doubling> doublings = new ArrayList<>();
            for (String name : d.doublings()) {
                doublings.add(Doubling.valueOf(name));
            }
            return new SichuanWin(SichuanPattern.ofNumber(d.pattern()), doublings, d.kongs(), d.fours(),
                    d.declared());
        } catch (JsonProcessingException | RuntimeException e) {
            return null;
        }
    }

    /** A Swiss win as stored in the verified-fans column: the pattern's number and what multiplied it. */
    record SwissDetail(int pattern, List<String> doublings, int kongs, int fours, boolean declared) {
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
        m.put("verification", verification == null ? null : verification.name());
        Map<String, Object> r = new LinkedHashMap<>();
        results.forEach((k, v) -> r.put(String.valueOf(k), v));
        m.put("results", r);
        return m;
    }
}

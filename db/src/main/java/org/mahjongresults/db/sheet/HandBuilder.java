package org.mahjongresults.db.sheet;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.engine.draw.Seat;
import org.mahjongresults.engine.hand.Situation;
import org.mahjongresults.engine.mcr.FanCount;
import org.mahjongresults.engine.mcr.McrScorer;
import org.mahjongresults.engine.mcr.RuleProfile;
import org.mahjongresults.engine.mcr.ScoreResult;
import org.mahjongresults.engine.results.SheetEntry;
import org.mahjongresults.engine.sheet.HandSchedule;
import org.mahjongresults.engine.tile.Wind;

/**
 * Turns what a scorekeeper reports about one hand into the record the sheet stores: the dealer and winds from the
 * hand schedule, the engine's verdict when the hand itself is given, and the settlement (RULES §3.2, §13.3).
 * Shared by the sheet form and the demo data, so both store hands the same way.
 */
public final class HandBuilder {

    /**
     * What the table reports. Seats are starting seats 0..3; {@code discarder} null means self-drawn.
     * {@code fanPoints} null means "not claimed": the hand's notation must then be given, and the engine's total is
     * recorded (issue 15: the scorekeeper need not add up what the engine has just computed).
     */
    public record Report(int number, boolean draw, Integer winner, Integer discarder, Integer fanPoints, int flowers,
                         String notation, boolean lastTile, boolean kongReplacement, boolean robbingKong,
                         boolean fourthTile, String requestId) {
    }

    /**
     * The result: {@code record} is null when the engine refuses the hand ({@code verdict} says why:
     * invalid, not complete, below the minimum).
     */
    public record Built(HandRecord record, Map<Long, String> seats, ScoreResult verdict) {
    }

    private HandBuilder() {
    }

    /**
     * @param players the player ids by starting seat (0..3)
     * @param absent  the starting seat of an absent player, or −1
     */
    public static Built build(Report r, List<Long> players, int absent, RuleProfile profile) {
        HandSchedule.HandSlot slot = HandSchedule.withAbsent(absent).hand(r.number());
        Map<Long, String> winds = new LinkedHashMap<>();
        Map<Long, Integer> results = new LinkedHashMap<>();
        for (int p = 0; p < 4; p++) {
            if (p != absent) {
                winds.put(players.get(p), slot.seatWindOf(p).letter());
                results.put(players.get(p), 0);
            }
        }
        long dealer = players.get(slot.dealer());
        String wind = slot.prevalentWind().letter();
        if (r.draw()) {
            return new Built(new HandRecord(null, r.number(), wind, dealer, "DRAW", null, false, null, null, null, 0,
                    null, null, null, "NOT_GIVEN", r.requestId(), results), winds, null);
        }
        boolean selfDrawn = r.discarder() == null;
        ScoreResult verdict = null;
        String verification = "NOT_GIVEN";
        Integer engineTotal = null;
        String fans = null;
        String situationText = null;
        if (r.notation() != null) {
            Situation situation = new Situation(selfDrawn, r.lastTile(), r.kongReplacement(), r.robbingKong(),
                    r.fourthTile(), wind(slot.prevalentWind()), wind(slot.seatWindOf(r.winner())), r.flowers());
            situationText = describe(situation);
            verdict = McrScorer.score(r.notation(), situation, profile);
            if (!verdict.isWin()) {
                return new Built(null, winds, verdict);
            }
            engineTotal = verdict.total();
            // a claimed total that differs still goes to a referee; no claim takes the engine's total
            verification = r.fanPoints() == null || engineTotal == r.fanPoints().intValue() ? "VERIFIED" : "MISMATCH";
            List<StoredFan> list = new ArrayList<>();
            for (FanCount f : verdict.fans()) {
                list.add(new StoredFan(f.fan().number(), f.points(), f.count()));
            }
            fans = JsonCodec.write(list);
        }
        int fanPoints = r.fanPoints() != null ? r.fanPoints() : engineTotal;
        SheetEntry entry = selfDrawn ? new SheetEntry.SelfDrawn(r.winner(), fanPoints)
                : new SheetEntry.Discard(r.winner(), r.discarder(), fanPoints);
        List<Integer> changes = entry.changes(absent);
        for (int p = 0; p < 4; p++) {
            if (p != absent) {
                results.put(players.get(p), changes.get(p));
            }
        }
        HandRecord record = new HandRecord(null, r.number(), wind, dealer, "WIN", players.get(r.winner()), selfDrawn,
                selfDrawn ? null : players.get(r.discarder()), fanPoints, engineTotal, r.flowers(), r.notation(),
                situationText, fans, verification, r.requestId(), results);
        return new Built(record, winds, verdict);
    }

    private static String describe(Situation s) {
        List<String> flags = new ArrayList<>();
        flags.add(s.selfDrawn() ? "selfDrawn" : "discard");
        if (s.lastTile()) {
            flags.add("lastTile");
        }
        if (s.kongReplacement()) {
            flags.add("kongReplacement");
        }
        if (s.robbingKong()) {
            flags.add("robbingKong");
        }
        if (s.fourthTile()) {
            flags.add("fourthTile");
        }
        flags.add("round=" + s.prevalentWind().code());
        flags.add("seat=" + s.seatWind().code());
        flags.add("flowers=" + s.flowers());
        return String.join(" ", flags);
    }

    private static Wind wind(Seat seat) {
        return Wind.values()[seat.ordinal()];
    }
}

package org.mahjongresults.web.sheet;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.engine.cli.Json;
import org.mahjongresults.engine.draw.Seat;
import org.mahjongresults.engine.hand.Situation;
import org.mahjongresults.engine.mcr.FanCount;
import org.mahjongresults.engine.mcr.McrScorer;
import org.mahjongresults.engine.mcr.RuleProfile;
import org.mahjongresults.engine.mcr.ScoreResult;
import org.mahjongresults.engine.results.SheetEntry;
import org.mahjongresults.engine.sheet.HandSchedule;
import org.mahjongresults.engine.tile.Wind;
import org.mahjongresults.web.forms.Form;

/**
 * Reads one hand from the score-sheet form, verifies it with the engine when the hand itself is given, and
 * settles it (RULES §3.2). Problems are recorded on the form; nothing throws.
 */
final class HandEntry {

    static final String[] FIELDS = {"number", "version", "requestId", "result", "winner", "discarder", "selfDrawn",
            "fanPoints", "notation", "flowers", "lastTile", "kongReplacement", "robbingKong", "fourthTile"};
    static final int MAX_FAN_POINTS = 1000;

    /** A checked hand ready to store, with the engine's verdict for the page. */
    record Checked(HandRecord record, Map<Long, String> seats, ScoreResult verdict) {
    }

    private HandEntry() {
    }

    /**
     * @param players the four starting seats' players (index = starting seat); {@code absent} is −1 or the
     *                absent starting seat
     */
    static Checked read(Form form, int number, List<Seating> players, int absent, RuleProfile profile) {
        HandSchedule schedule = HandSchedule.withAbsent(absent);
        HandSchedule.HandSlot slot = schedule.hand(number);
        Map<Long, Integer> seatOf = new LinkedHashMap<>();
        Map<Long, String> windOf = new LinkedHashMap<>();
        for (int p = 0; p < 4; p++) {
            if (p == absent) {
                continue;
            }
            seatOf.put(players.get(p).playerId(), p);
            windOf.put(players.get(p).playerId(), slot.seatWindOf(p).letter());
        }
        long dealer = players.get(slot.dealer()).playerId();
        String result = form.get("result");
        Map<Long, Integer> results = new LinkedHashMap<>();
        seatOf.keySet().forEach(id -> results.put(id, 0));

        if (result.equals("DRAW")) {
            HandRecord draw = new HandRecord(null, number, slot.prevalentWind().letter(), dealer, "DRAW", null, false,
                    null, null, null, 0, null, null, null, "NOT_GIVEN", requestId(form), results);
            return new Checked(draw, windOf, null);
        }
        if (!result.equals("WIN")) {
            form.error("result", "sheet.chooseResult");
            return null;
        }
        Long winner = player(form, "winner", seatOf);
        boolean selfDrawn = form.get("selfDrawn").equals("on") || form.get("discarder").equals("self");
        Long discarder = selfDrawn ? null : player(form, "discarder", seatOf);
        if (winner == null) {
            form.error("winner", "sheet.chooseWinner");
        }
        if (!selfDrawn && discarder == null) {
            form.error("discarder", "sheet.chooseDiscarder");
        }
        if (winner != null && winner.equals(discarder)) {
            form.error("discarder", "sheet.discarderIsWinner");
        }
        Integer flowers = form.get("flowers").isBlank() ? Integer.valueOf(0) : form.integer("flowers", 0, 8, false);
        Integer claimed = form.integer("fanPoints", 8, MAX_FAN_POINTS, true);
        if (claimed != null && flowers != null && claimed - flowers < McrScorer.MINIMUM) {
            form.error("fanPoints", "sheet.flowersBelowMinimum", McrScorer.MINIMUM);
        }
        if (!form.ok()) {
            return null;
        }

        String notation = form.optional("notation", 200);
        ScoreResult verdict = null;
        String verification = "NOT_GIVEN";
        Integer engineTotal = null;
        String fansJson = null;
        String situationText = null;
        if (notation != null) {
            Situation situation = new Situation(selfDrawn, form.checkbox("lastTile"), form.checkbox("kongReplacement"),
                    form.checkbox("robbingKong"), form.checkbox("fourthTile"), wind(slot.prevalentWind()),
                    wind(slot.seatWindOf(seatOf.get(winner))), flowers);
            situationText = situation.toString();
            verdict = McrScorer.score(notation, situation, profile);
            switch (verdict.classification()) {
                case INVALID -> {
                    form.errorWithDetail("notation", verdict.error().code().messageKey(), verdict.error().args());
                    return new Checked(null, windOf, verdict);
                }
                case NOT_COMPLETE -> {
                    form.error("notation", "sheet.notComplete");
                    return new Checked(null, windOf, verdict);
                }
                case BELOW_MINIMUM -> {
                    form.error("notation", "sheet.belowMinimum", verdict.fanPointsExclFlowers(), McrScorer.MINIMUM);
                    return new Checked(null, windOf, verdict);
                }
                default -> {
                    engineTotal = verdict.total();
                    verification = engineTotal.equals(claimed) ? "VERIFIED" : "MISMATCH";
                    List<Map<String, Object>> fans = new ArrayList<>();
                    for (FanCount f : verdict.fans()) {
                        fans.add(Map.of("number", f.fan().number(), "points", f.points(), "count", f.count()));
                    }
                    fansJson = Json.write(fans);
                }
            }
        }
        settle(results, seatOf, winner, discarder, claimed, absent);
        HandRecord record = new HandRecord(null, number, slot.prevalentWind().letter(), dealer, "WIN", winner,
                selfDrawn, discarder, claimed, engineTotal, flowers, notation, situationText, fansJson, verification,
                requestId(form), results);
        return new Checked(record, windOf, verdict);
    }

    /**
     * RULES §3.2 (and §13.3 for a three-player table), by the engine's sheet arithmetic: self-drawn, each other
     * present player pays 8 + B; on a discard the discarder pays 8 + B and the other present players 8.
     */
    static void settle(Map<Long, Integer> results, Map<Long, Integer> seatOf, long winner, Long discarder,
                       int fanPoints, int absent) {
        SheetEntry entry = discarder == null
                ? new SheetEntry.SelfDrawn(seatOf.get(winner), fanPoints)
                : new SheetEntry.Discard(seatOf.get(winner), seatOf.get(discarder), fanPoints);
        List<Integer> changes = entry.changes(absent);
        seatOf.forEach((id, seat) -> results.put(id, changes.get(seat)));
    }

    private static Long player(Form form, String field, Map<Long, Integer> seatOf) {
        String v = form.get(field).trim();
        if (v.isEmpty() || v.equals("self")) {
            return null;
        }
        try {
            long id = Long.parseLong(v);
            if (!seatOf.containsKey(id)) {
                form.error(field, "form.invalidChoice");
                return null;
            }
            return id;
        } catch (NumberFormatException e) {
            form.error(field, "form.invalidChoice");
            return null;
        }
    }

    private static String requestId(Form form) {
        String id = form.get("requestId").trim();
        return id.isEmpty() || id.length() > 64 ? null : id;
    }

    private static Wind wind(Seat seat) {
        return Wind.values()[seat.ordinal()];
    }
}

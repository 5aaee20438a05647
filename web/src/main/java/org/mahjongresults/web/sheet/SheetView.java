package org.mahjongresults.web.sheet;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.StoredFan;
import org.mahjongresults.engine.mcr.fan.Fan;
import org.mahjongresults.engine.sheet.HandSchedule;
import org.mahjongresults.web.i18n.GameNames;
import org.mahjongresults.web.i18n.Language;

/**
 * A score sheet as the paper form shows it (MCR 2006 附件5): the four players, and for each hand of the schedule the
 * prevalent wind, the dealer, the result, every player's + and − and running totals, and the zero-sum check.
 */
public record SheetView(Sheet sheet, List<Seating> players, int absent, List<Row> rows, List<Integer> totals,
                        int handsPlayed, int handsInSession, boolean zeroSum, List<Integer> penalties,
                        List<Integer> scores, Map<Integer, List<String>> deadHands) {

    /** The players with a dead hand (停和) in hand {@code number}, from the penalty record; empty if none. */
    public List<String> deadIn(int number) {
        return deadHands.getOrDefault(number, List.of());
    }

    /** True if penalties changed any player's score at this table. */
    public boolean hasPenalties() {
        return penalties.stream().anyMatch(p -> p != 0);
    }

    /** One hand row; {@code hand} is null for a hand not yet played. */
    public record Row(HandSchedule.HandSlot slot, String dealerName, HandRecord hand, List<Integer> deltas,
                      List<Integer> running, boolean zeroSum, List<String> fans, String winnerName,
                      String discarderName) {

        public boolean played() {
            return hand != null;
        }
    }

    /** Builds the view; {@code language} picks the fan names. */
    static SheetView of(Sheet sheet, List<Seating> players, List<HandRecord> hands, Language language) {
        return of(sheet, players, hands, language, Map.of());
    }

    /** Builds the view with the penalties' changes per player ({@code penalties}: player id → points). */
    static SheetView of(Sheet sheet, List<Seating> players, List<HandRecord> hands, Language language,
                        Map<Long, Integer> penaltyDeltas) {
        return of(sheet, players, hands, language, penaltyDeltas, Map.of());
    }

    /** As above, with the names of the players whose hand is dead, by hand number. */
    static SheetView of(Sheet sheet, List<Seating> players, List<HandRecord> hands, Language language,
                        Map<Long, Integer> penaltyDeltas, Map<Integer, List<String>> deadHands) {
        int absent = absentIndex(sheet);
        HandSchedule schedule = HandSchedule.withAbsent(absent);
        Map<Integer, HandRecord> byNumber = new HashMap<>();
        hands.forEach(h -> byNumber.put(h.number(), h));
        Map<Long, String> names = new HashMap<>();
        players.forEach(p -> names.put(p.playerId(), p.name()));
        int[] running = new int[4];
        List<Row> rows = new ArrayList<>();
        boolean allZero = true;
        for (HandSchedule.HandSlot slot : schedule.hands()) {
            HandRecord h = byNumber.get(slot.number());
            List<Integer> deltas = new ArrayList<>();
            List<Integer> run = new ArrayList<>();
            int sum = 0;
            for (int p = 0; p < 4; p++) {
                int d = h == null ? 0 : h.results().getOrDefault(players.get(p).playerId(), 0);
                running[p] += d;
                sum += d;
                deltas.add(h == null ? null : d);
                run.add(h == null ? null : running[p]);
            }
            allZero &= sum == 0;
            rows.add(new Row(slot, players.get(slot.dealer()).name(), h, deltas, run, sum == 0,
                    h == null ? List.of() : fanNames(h.verifiedFans(), language),
                    h == null || h.winnerId() == null ? null : names.get(h.winnerId()),
                    h == null || h.discarderId() == null ? null : names.get(h.discarderId())));
        }
        List<Integer> totals = new ArrayList<>();
        List<Integer> penalties = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        for (int p = 0; p < 4; p++) {
            int pen = penaltyDeltas.getOrDefault(players.get(p).playerId(), 0);
            totals.add(running[p]);
            penalties.add(pen);
            scores.add(running[p] + pen);
        }
        return new SheetView(sheet, players, absent, rows, totals, hands.size(), schedule.size(), allZero, penalties,
                scores, deadHands);
    }

    static int absentIndex(Sheet sheet) {
        if (sheet == null || sheet.absentSeat() == null) {
            return -1;
        }
        return "ESWN".indexOf(sheet.absentSeat());
    }

    /** "Pure Straight 16", … from the stored verified fans, in the reader's language. */
    static List<String> fanNames(String json, Language language) {
        List<String> names = new ArrayList<>();
        for (StoredFan f : StoredFan.listOf(json)) {
            Fan fan = Fan.ofNumber(f.number());
            if (fan == null) {
                return List.of(); // not a hand the engine verified: show no fans rather than some
            }
            names.add(GameNames.of(fan, language) + " " + f.points() + (f.count() > 1 ? " ×" + f.count() : ""));
        }
        return names;
    }
}

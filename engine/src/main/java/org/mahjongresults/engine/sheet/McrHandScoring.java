package org.mahjongresults.engine.sheet;

import java.util.ArrayList;
import java.util.List;
import org.mahjongresults.engine.draw.Seat;
import org.mahjongresults.engine.hand.Situation;
import org.mahjongresults.engine.mcr.McrScorer;
import org.mahjongresults.engine.mcr.RuleProfile;
import org.mahjongresults.engine.mcr.ScoreResult;
import org.mahjongresults.engine.results.SheetEntry;
import org.mahjongresults.engine.tile.Wind;

/**
 * Scores what a table reports about one MCR hand into the hand the sheet stores: the dealer and winds from the hand
 * schedule, the engine's verdict when the hand itself is given, and the settlement (MCR 2006 §3.9.1-2, RULINGS §4). Used by the
 * sheet service and the demo data alike, so both store hands the same way.
 */
public final class McrHandScoring {

    /**
     * What the table reports. Seats are starting seats 0..3; {@code discarder} null means self-drawn.
     * {@code fanPoints} null means "not claimed": the hand's notation must then be given, and the engine's total is
     * recorded (issue 15: the scorekeeper need not add up what the engine has just computed).
     */
    public record Report(int number, boolean draw, Integer winner, Integer discarder, Integer fanPoints, int flowers,
                         String notation, boolean lastTile, boolean kongReplacement, boolean robbingKong,
                         boolean fourthTile, String requestId) {

        /** An exhaustive draw. */
        public static Report noWin(int number, String requestId) {
            return new Report(number, true, null, null, 0, 0, null, false, false, false, false, requestId);
        }
    }

    /** The hand to store, or null when the engine refuses it ({@code verdict} says why). */
    public record Scored(ScoredHand hand, ScoreResult verdict) {
    }

    private McrHandScoring() {
    }

    /** @param absent the starting seat of an absent player, or −1 */
    public static Scored score(Report r, int absent, RuleProfile profile) {
        HandSchedule.HandSlot slot = HandSchedule.withAbsent(absent).hand(r.number());
        List<String> winds = new ArrayList<>();
        List<Integer> changes = new ArrayList<>();
        for (int p = 0; p < 4; p++) {
            winds.add(p == absent ? null : slot.seatWindOf(p).letter());
            changes.add(p == absent ? null : 0);
        }
        String wind = slot.prevalentWind().letter();
        if (r.draw()) {
            return new Scored(new ScoredHand(r.number(), wind, slot.dealer(), false, null, false, null, null, null, 0,
                    null, null, null, null, HandVerification.NOT_GIVEN, r.requestId(), winds, changes, null), null);
        }
        boolean selfDrawn = r.discarder() == null;
        ScoreResult verdict = null;
        HandVerification verification = HandVerification.NOT_GIVEN;
        Integer engineTotal = null;
        String situationText = null;
        if (r.notation() != null) {
            Situation situation = new Situation(selfDrawn, r.lastTile(), r.kongReplacement(), r.robbingKong(),
                    r.fourthTile(), wind(slot.prevalentWind()), wind(slot.seatWindOf(r.winner())), r.flowers());
            situationText = describe(situation);
            verdict = McrScorer.score(r.notation(), situation, profile);
            if (!verdict.isWin()) {
                return new Scored(null, verdict);
            }
            engineTotal = verdict.total();
            // a claimed total that differs still goes to a referee; no claim takes the engine's total
            verification = r.fanPoints() == null || engineTotal == r.fanPoints().intValue()
                    ? HandVerification.VERIFIED : HandVerification.MISMATCH;
        }
        int fanPoints = r.fanPoints() != null ? r.fanPoints() : engineTotal;
        SheetEntry entry = selfDrawn ? new SheetEntry.SelfDrawn(r.winner(), fanPoints)
                : new SheetEntry.Discard(r.winner(), r.discarder(), fanPoints);
        List<Integer> settled = entry.changes(absent);
        for (int p = 0; p < 4; p++) {
            if (p != absent) {
                changes.set(p, settled.get(p));
            }
        }
        return new Scored(new ScoredHand(r.number(), wind, slot.dealer(), true, r.winner(), selfDrawn,
                r.discarder(), fanPoints, engineTotal, r.flowers(), r.notation(), situationText,
                verdict == null ? null : verdict.fans(), null, verification, r.requestId(), winds, changes, null), verdict);
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

package org.mahjongresults.engine.sichuan;

import java.util.ArrayList;
import java.util.List;
import org.mahjongresults.engine.draw.Seat;
import org.mahjongresults.engine.sheet.HandVerification;
import org.mahjongresults.engine.sheet.ScoredHand;

/**
 * Scores what the table reports about one Sichuan hand into the hand the sheet stores. The hand is scored from its
 * tiles ({@link SichuanScorer}) or, without them, from the declared pattern, kongs and four-of-a-kinds
 * ({@link DeclaredHand}); either way the settlement is {@link SichuanSettlement}'s. The four hands of a round are
 * dealt by East, South, West, North in turn, with no dealer repeat (Swiss §1); every hand is of the East round.
 */
public final class SichuanHandScoring {

    /** Hands in a round at one table. */
    public static final int HANDS = 4;

    /**
     * What the table reports. Seats are starting seats 0..3; {@code discarder} null means self-drawn.
     * {@code notation} null means a declared hand: then {@code pattern}, {@code kongs} and {@code fours} count.
     */
    public record Report(int number, boolean draw, Integer winner, Integer discarder, String notation,
                         SichuanPattern pattern, int kongs, int fours, boolean kongReplacement, boolean kongDiscard,
                         boolean robbingKong, boolean lastTile, boolean lastDiscard, boolean heavenlyHand,
                         boolean earthlyHand, String requestId) {

        /** An exhaustive draw: nobody wins, nobody pays. */
        public static Report noWin(int number, String requestId) {
            return new Report(number, true, null, null, null, null, 0, 0, false, false, false, false, false, false,
                    false, requestId);
        }

        /** A win given by its tiles, with no special way of winning. */
        public static Report tiles(int number, int winner, Integer discarder, String notation, String requestId) {
            return new Report(number, false, winner, discarder, notation, null, 0, 0, false, false, false, false,
                    false, false, false, requestId);
        }

        SichuanSituation situation() {
            return new SichuanSituation(discarder == null, kongReplacement, kongDiscard, robbingKong, lastTile,
                    lastDiscard, heavenlyHand, earthlyHand);
        }
    }

    /** The hand to store, or null with the engine's verdict saying why the hand is refused. */
    public record Scored(ScoredHand hand, SichuanResult verdict) {
    }

    private SichuanHandScoring() {
    }

    /** The dealer's starting seat in hand {@code number} (1-4): East, South, West, North. */
    public static int dealer(int number) {
        return (number - 1) % 4;
    }

    public static Scored score(Report r) {
        int dealer = dealer(r.number());
        List<String> winds = new ArrayList<>();
        List<Integer> changes = new ArrayList<>();
        for (int p = 0; p < 4; p++) {
            winds.add(Seat.values()[(p - dealer + 4) % 4].letter());
            changes.add(0);
        }
        if (r.draw()) {
            return new Scored(new ScoredHand(r.number(), "E", dealer, false, null, false, null, null, null, 0, null,
                    null, null, null, HandVerification.NOT_GIVEN, r.requestId(), winds, changes, null), null);
        }
        SichuanSituation situation = r.situation();
        boolean declared = r.notation() == null;
        SichuanResult verdict = declared ? DeclaredHand.score(r.pattern(), situation, r.kongs(), r.fours())
                : SichuanScorer.score(r.notation(), situation);
        if (!verdict.isWin()) {
            return new Scored(null, verdict);
        }
        SichuanSettlement.Payments pay = SichuanSettlement.settle(verdict, r.winner(),
                r.discarder() == null ? -1 : r.discarder());
        for (int p = 0; p < 4; p++) {
            changes.set(p, pay.of(p));
        }
        return new Scored(new ScoredHand(r.number(), "E", dealer, true, r.winner(), r.discarder() == null,
                r.discarder(), verdict.total(), declared ? null : verdict.total(), 0, r.notation(),
                describe(situation), null, SichuanWin.of(verdict, declared),
                declared ? HandVerification.NOT_GIVEN : HandVerification.VERIFIED, r.requestId(), winds, changes, null),
                verdict);
    }

    private static String describe(SichuanSituation s) {
        List<String> flags = new ArrayList<>();
        flags.add(s.selfDrawn() ? "selfDrawn" : "discard");
        if (s.kongReplacement()) {
            flags.add("kongReplacement");
        }
        if (s.kongDiscard()) {
            flags.add("kongDiscard");
        }
        if (s.robbingKong()) {
            flags.add("robbingKong");
        }
        if (s.lastTile()) {
            flags.add("lastTile");
        }
        if (s.lastDiscard()) {
            flags.add("lastDiscard");
        }
        if (s.heavenlyHand()) {
            flags.add("heavenlyHand");
        }
        if (s.earthlyHand()) {
            flags.add("earthlyHand");
        }
        return String.join(" ", flags);
    }
}

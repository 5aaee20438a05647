package org.mahjongresults.db.knockout;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.engine.draw.Seat;
import org.mahjongresults.engine.sichuan.Bonus;
import org.mahjongresults.engine.sichuan.DeclaredHand;
import org.mahjongresults.engine.sichuan.Doubling;
import org.mahjongresults.engine.sichuan.SichuanPattern;
import org.mahjongresults.engine.sichuan.SichuanResult;
import org.mahjongresults.engine.sichuan.SichuanScorer;
import org.mahjongresults.engine.sichuan.SichuanSettlement;
import org.mahjongresults.engine.sichuan.SichuanSituation;

/**
 * Turns what the table reports about one Sichuan hand into the record the sheet stores. The hand is scored by the
 * engine from its tiles ({@link SichuanScorer}) or, without them, from the declared pattern, kongs and
 * four-of-a-kinds ({@link DeclaredHand}); either way the settlement is {@link SichuanSettlement}'s. The four hands of
 * a round are dealt by East, South, West, North in turn, with no dealer repeat (RULES §8.1); every hand is of the
 * East round.
 *
 * <p>Storage in the shared hand columns: {@code fan_points} (and {@code engine_fan_points} when the tiles were given)
 * hold the hand score; {@code verified_fans} holds the pattern, doublings and bonuses as JSON
 * ({@code {"pattern":6,"doublings":["KONG_REPLACEMENT"],"kongs":1,"fours":0,"declared":false}});
 * {@code situation} the ways of winning. Shared by the sheet form and the demo.
 */
public final class SichuanHandBuilder {

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

    /** The record to store, or null with the engine's verdict saying why the hand is refused. */
    public record Built(HandRecord record, Map<Long, String> seats, SichuanResult verdict) {
    }

    /** A stored hand read back for the sheet: pattern, doublings, bonus counts and hand score. */
    public record Reading(SichuanPattern pattern, List<Doubling> doublings, int kongs, int fours, int score,
                          boolean declared) {
    }

    private SichuanHandBuilder() {
    }

    /** The dealer's starting seat in hand {@code number} (1-4): East, South, West, North. */
    public static int dealer(int number) {
        return (number - 1) % 4;
    }

    /** @param players the player ids by starting seat (0..3) */
    public static Built build(Report r, List<Long> players) {
        int dealer = dealer(r.number());
        Map<Long, String> winds = new LinkedHashMap<>();
        Map<Long, Integer> results = new LinkedHashMap<>();
        for (int p = 0; p < 4; p++) {
            winds.put(players.get(p), Seat.values()[(p - dealer + 4) % 4].letter());
            results.put(players.get(p), 0);
        }
        long dealerId = players.get(dealer);
        if (r.draw()) {
            return new Built(new HandRecord(null, r.number(), "E", dealerId, "DRAW", null, false, null, null, null, 0,
                    null, null, null, "NOT_GIVEN", r.requestId(), results), winds, null);
        }
        SichuanSituation situation = r.situation();
        boolean declared = r.notation() == null;
        SichuanResult verdict = declared ? DeclaredHand.score(r.pattern(), situation, r.kongs(), r.fours())
                : SichuanScorer.score(r.notation(), situation);
        if (!verdict.isWin()) {
            return new Built(null, winds, verdict);
        }
        SichuanSettlement.Payments pay = SichuanSettlement.settle(verdict, r.winner(),
                r.discarder() == null ? -1 : r.discarder());
        for (int p = 0; p < 4; p++) {
            results.put(players.get(p), pay.of(p));
        }
        Detail detail = new Detail(verdict.pattern().number(),
                verdict.doublings().stream().map(Doubling::name).toList(), verdict.count(Bonus.KONG),
                verdict.count(Bonus.FOUR_OF_A_KIND), declared);
        HandRecord record = new HandRecord(null, r.number(), "E", dealerId, "WIN", players.get(r.winner()),
                r.discarder() == null, r.discarder() == null ? null : players.get(r.discarder()), verdict.total(),
                declared ? null : verdict.total(), 0, r.notation(), describe(situation), JsonCodec.write(detail),
                declared ? "NOT_GIVEN" : "VERIFIED", r.requestId(), results);
        return new Built(record, winds, verdict);
    }

    /** The pattern, doublings and bonuses of a stored win; null for a draw or unreadable data. */
    public static Reading read(HandRecord h) {
        if (!h.win() || h.verifiedFans() == null) {
            return null;
        }
        try {
            Detail d = JsonCodec.read(h.verifiedFans(), Detail.class);
            List<Doubling> doublings = new ArrayList<>();
            for (String name : d.doublings()) {
                doublings.add(Doubling.valueOf(name));
            }
            return new Reading(SichuanPattern.ofNumber(d.pattern()), doublings, d.kongs(), d.fours(),
                    h.fanPoints() == null ? 0 : h.fanPoints(), d.declared());
        } catch (JsonProcessingException | RuntimeException e) {
            return null;
        }
    }

    /** A Swiss win as stored in the hand's verified-fans column: the pattern's number and what multiplied it. */
    record Detail(int pattern, List<String> doublings, int kongs, int fours, boolean declared) {
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

package org.mahjongresults.engine.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.engine.hand.HandError;
import org.mahjongresults.engine.hand.MeldInput;
import org.mahjongresults.engine.sichuan.BonusCount;
import org.mahjongresults.engine.sichuan.Doubling;
import org.mahjongresults.engine.sichuan.SichuanError;
import org.mahjongresults.engine.sichuan.SichuanPattern;
import org.mahjongresults.engine.sichuan.SichuanResult;
import org.mahjongresults.engine.sichuan.SichuanScorer;
import org.mahjongresults.engine.sichuan.SichuanSituation;

/**
 * One line of {@code score --rules sichuan}: the same JSON Lines contract as the MCR {@code score} (issue 3, issue 8),
 * with the Sichuan situation flags. Never throws; a line that cannot be read gets an {@code invalid} answer.
 *
 * <p>Input: {@code id} (echoed); {@code hand} (notation) or {@code concealed}/{@code melds}/{@code winTile} (the
 * structured form; a {@code chow} meld is refused); booleans {@code selfDrawn}, {@code kongReplacement} (杠上开花),
 * {@code kongDiscard} (杠上炮), {@code robbingKong} (抢杠胡), {@code lastTile} (妙手回春, self-drawn last wall tile),
 * {@code lastDiscard} (海底捞月), {@code heavenlyHand} (天胡), {@code earthlyHand} (地胡). {@code flowers} other than
 * 0 and {@code fourthTile: true} are refused; {@code roundWind} and {@code seatWind} are ignored.
 *
 * <p>Output: {@code {"id", "class", "total", "fans", "error"}}. {@code fans} lists the pattern (numbers 1-12,
 * {@code "kind":"pattern"}, points = pattern points), then each doubling (numbers 15-19, {@code "kind":"doubling"},
 * points 0, {@code "factor":2}), then each bonus (13 杠, 14 四归一, {@code "kind":"bonus"}, points 1, count = how
 * many). {@code total} = pattern points × 2^(doublings) + bonuses, the hand score each payer pays.
 */
final class SichuanScoreLine {

    private SichuanScoreLine() {
    }

    /** The answer line for one input line. */
    static String answer(String line) {
        Object id = null;
        try {
            Object parsed;
            try {
                parsed = Json.parse(line);
            } catch (Json.ParseException e) {
                return write(null, malformed("the line is not JSON: " + e.getMessage()));
            }
            if (!(parsed instanceof Map<?, ?> obj)) {
                return write(null, malformed("the line is not a JSON object"));
            }
            id = obj.get("id");
            return write(id, score(obj));
        } catch (BadField e) {
            return write(id, SichuanResult.invalid(e.error));
        } catch (JsonFields.Malformed e) {
            return write(id, malformed(e.getMessage()));
        } catch (RuntimeException e) {
            return write(id, malformed("the line could not be scored: " + e));
        }
    }

    /** The answer to a line longer than {@code max}: invalid, without reading it. */
    static String tooLong(int max) {
        return write(null, malformed("the line is longer than " + max + " characters"));
    }

    private static SichuanResult malformed(String message) {
        return SichuanResult.invalid(SichuanError.of(HandError.Code.MALFORMED_INPUT, message));
    }

    private static final class BadField extends Exception {
        final SichuanError error;

        BadField(SichuanError error) {
            super(error.message(), null, false, false);
            this.error = error;
        }
    }

    private static SichuanResult score(Map<?, ?> obj) throws BadField, JsonFields.Malformed {
        SichuanSituation s = new SichuanSituation(JsonFields.bool(obj, "selfDrawn"),
                JsonFields.bool(obj, "kongReplacement"), JsonFields.bool(obj, "kongDiscard"),
                JsonFields.bool(obj, "robbingKong"), JsonFields.bool(obj, "lastTile"),
                JsonFields.bool(obj, "lastDiscard"), JsonFields.bool(obj, "heavenlyHand"),
                JsonFields.bool(obj, "earthlyHand"));
        Object flowers = obj.get("flowers");
        if (flowers != null) {
            if (!(flowers instanceof Number n)) {
                throw bad("'flowers' must be a number, and 0 in the Sichuan game");
            }
            if (n.doubleValue() != 0) {
                throw new BadField(SichuanError.of(SichuanError.Code.FLOWERS_NOT_USED, "the Sichuan game has no"
                        + " flowers, but 'flowers' is " + Json.write(n), Json.write(n)));
            }
        }
        if (JsonFields.bool(obj, "fourthTile")) {
            throw new BadField(SichuanError.of(SichuanError.Code.NOT_A_SICHUAN_CONDITION, "'fourthTile' (和绝张)"
                    + " is an MCR fan and has no meaning in the Sichuan game", "fourthTile"));
        }
        if (obj.get("hand") != null) {
            return SichuanScorer.score(JsonFields.string(obj, "hand"), s);
        }
        if (obj.containsKey("concealed") || obj.containsKey("melds") || obj.containsKey("winTile")) {
            return SichuanScorer.score(JsonFields.strings(obj.get("concealed"), "concealed"), melds(obj.get("melds")),
                    JsonFields.string(obj, "winTile"), s);
        }
        throw bad("the line has neither 'hand' nor 'concealed'/'melds'/'winTile'");
    }

    private static List<MeldInput> melds(Object ms) throws BadField, JsonFields.Malformed {
        List<MeldInput> melds = new ArrayList<>();
        if (ms == null) {
            return melds;
        }
        if (!(ms instanceof List<?> list)) {
            throw bad("melds must be an array");
        }
        for (Object o : list) {
            if (!(o instanceof Map<?, ?> m)) {
                throw bad("each meld must be an object");
            }
            melds.add(new MeldInput(JsonFields.string(m, "type"), JsonFields.strings(m.get("tiles"), "tiles"),
                    JsonFields.string(m, "claimedTile"), JsonFields.string(m, "claimedFrom"),
                    JsonFields.bool(m, "addedKong")));
        }
        return melds;
    }

    private static BadField bad(String message) {
        return new BadField(SichuanError.of(HandError.Code.MALFORMED_INPUT, message));
    }

    /** The answer line for a result. */
    static String write(Object id, SichuanResult r) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", id);
        out.put("class", r.classification().jsonName());
        out.put("total", r.total());
        List<Object> fans = new ArrayList<>();
        SichuanPattern p = r.pattern();
        if (p != null) {
            fans.add(entry(p.number(), p.chinese(), p.english(), p.japanese(), p.points(), 1, "pattern"));
        }
        for (Doubling d : r.doublings()) {
            Map<String, Object> e = entry(d.number(), d.chinese(), d.english(), d.japanese(), 0, 1, "doubling");
            e.put("factor", d.factor());
            fans.add(e);
        }
        for (BonusCount b : r.bonuses()) {
            fans.add(entry(b.bonus().number(), b.bonus().chinese(), b.bonus().english(), b.bonus().japanese(),
                    b.bonus().points(), b.count(), "bonus"));
        }
        out.put("fans", fans);
        if (r.error() != null) {
            Map<String, Object> err = new LinkedHashMap<>();
            err.put("code", r.error().code());
            err.put("message", r.error().message());
            err.put("args", r.error().args());
            out.put("error", err);
        }
        return Json.write(out);
    }

    private static Map<String, Object> entry(int number, String zh, String en, String ja, int points, int count,
                                             String kind) {
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("number", number);
        e.put("name_zh", zh);
        e.put("name_en", en);
        e.put("name_ja", ja);
        e.put("points", points);
        e.put("count", count);
        e.put("kind", kind);
        return e;
    }
}

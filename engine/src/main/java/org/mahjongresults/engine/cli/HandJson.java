package org.mahjongresults.engine.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.engine.hand.Hand;
import org.mahjongresults.engine.hand.HandError;
import org.mahjongresults.engine.hand.HandNotation;
import org.mahjongresults.engine.hand.MeldInput;
import org.mahjongresults.engine.hand.ParsedHand;
import org.mahjongresults.engine.hand.Situation;
import org.mahjongresults.engine.hand.StructuredHand;
import org.mahjongresults.engine.mcr.FanCount;
import org.mahjongresults.engine.mcr.ScoreResult;
import org.mahjongresults.engine.tile.Wind;

/** The JSON Lines form of the {@code score} command (issue 3): one request object in, one answer object out. */
final class HandJson {

    private HandJson() {
    }

    /** A request read from one line: the id and either a hand with its situation or an error. */
    record Request(Object id, Hand hand, Situation situation, HandError error) {
    }

    static Request read(String line) {
        Object parsed;
        if (line.startsWith("\uFEFF")) {
            line = line.substring(1); // a byte-order mark some editors put at the start of a UTF-8 file
        }
        try {
            parsed = Json.parse(line);
        } catch (Json.ParseException e) {
            return new Request(null, null, null, HandError.of(HandError.Code.MALFORMED_INPUT,
                    "the line is not JSON: " + e.getMessage()));
        }
        if (!(parsed instanceof Map<?, ?> obj)) {
            return new Request(null, null, null, HandError.of(HandError.Code.MALFORMED_INPUT,
                    "the line is not a JSON object"));
        }
        Object id = obj.get("id");
        try {
            return readObject(id, obj);
        } catch (BadField e) {
            return new Request(id, null, null, e.error);
        } catch (JsonFields.Malformed e) {
            return new Request(id, null, null, HandError.of(HandError.Code.MALFORMED_INPUT, e.getMessage()));
        }
    }

    private static final class BadField extends Exception {
        final HandError error;

        BadField(HandError error) {
            super(error.message(), null, false, false);
            this.error = error;
        }
    }

    private static Request readObject(Object id, Map<?, ?> obj) throws BadField, JsonFields.Malformed {
        ParsedHand parsed;
        if (obj.get("hand") != null) {
            parsed = HandNotation.parse(JsonFields.string(obj, "hand"));
        } else if (obj.containsKey("concealed") || obj.containsKey("melds") || obj.containsKey("winTile")) {
            List<String> concealed = JsonFields.strings(obj.get("concealed"), "concealed");
            List<MeldInput> melds = new ArrayList<>();
            Object ms = obj.get("melds");
            if (ms != null) {
                if (!(ms instanceof List<?> list)) {
                    throw bad("melds must be an array");
                }
                for (Object o : list) {
                    if (!(o instanceof Map<?, ?> m)) {
                        throw bad("each meld must be an object");
                    }
                    Object added = m.get("addedKong");
                    if (added != null && !(added instanceof Boolean)) {
                        throw bad("addedKong must be true or false");
                    }
                    melds.add(new MeldInput(JsonFields.string(m, "type"),
                            JsonFields.strings(m.get("tiles"), "tiles"), JsonFields.string(m, "claimedTile"),
                            JsonFields.string(m, "claimedFrom"), Boolean.TRUE.equals(added)));
                }
            }
            parsed = StructuredHand.build(concealed, melds, JsonFields.string(obj, "winTile"));
        } else {
            throw bad("the line has neither 'hand' nor 'concealed'/'melds'/'winTile'");
        }
        if (!parsed.isOk()) {
            return new Request(id, null, null, parsed.error());
        }
        Situation s = new Situation(JsonFields.bool(obj, "selfDrawn"), JsonFields.bool(obj, "lastTile"),
                JsonFields.bool(obj, "kongReplacement"), JsonFields.bool(obj, "robbingKong"),
                JsonFields.bool(obj, "fourthTile"), wind(obj, "roundWind"), wind(obj, "seatWind"), flowers(obj));
        return new Request(id, parsed.hand(), s, null);
    }

    private static BadField bad(String message) {
        return new BadField(HandError.of(HandError.Code.MALFORMED_INPUT, message));
    }

    private static Wind wind(Map<?, ?> obj, String key) throws BadField, JsonFields.Malformed {
        Object v = obj.get(key);
        if (v == null) {
            return Wind.EAST;
        }
        Wind w = v instanceof String s ? Wind.ofCode(s) : null;
        if (w == null) {
            throw new BadField(HandError.of(HandError.Code.BAD_WIND, "'" + key + "' must be E, S, W or N, not "
                    + Json.write(v), key, String.valueOf(v)));
        }
        return w;
    }

    private static int flowers(Map<?, ?> obj) throws BadField, JsonFields.Malformed {
        Object v = obj.get("flowers");
        if (v == null) {
            return 0;
        }
        if (v instanceof Number n && n.doubleValue() == Math.rint(n.doubleValue())
                && Math.abs(n.doubleValue()) < 1000) {
            return n.intValue();
        }
        throw bad("'flowers' must be a whole number 0-8");
    }

    /** The answer line for a result. */
    static String write(Object id, ScoreResult r) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", id);
        out.put("class", r.classification().jsonName());
        out.put("total", r.total());
        out.put("fanPointsExclFlowers", r.fanPointsExclFlowers());
        List<Object> fans = new ArrayList<>(r.fans().size());
        for (FanCount f : r.fans()) {
            Map<String, Object> fan = new LinkedHashMap<>();
            fan.put("number", f.fan().number());
            fan.put("name_zh", f.fan().chinese());
            fan.put("name_en", f.fan().english());
            fan.put("name_ja", f.fan().japanese());
            fan.put("points", f.points());
            fan.put("count", f.count());
            fans.add(fan);
        }
        out.put("fans", fans);
        if (r.error() != null) {
            out.put("error", errorObject(r.error()));
        }
        return Json.write(out);
    }

    static Map<String, Object> errorObject(HandError e) {
        Map<String, Object> err = new LinkedHashMap<>();
        err.put("code", e.code().name());
        err.put("message", e.message());
        err.put("args", e.args());
        return err;
    }
}

package org.mahjongresults.engine.mcr;

import java.util.Locale;
import java.util.stream.Collectors;
import org.mahjongresults.engine.hand.Situation;
import org.mahjongresults.engine.tile.Wind;

/**
 * Test helpers that keep the tables short: situations written as words and results written as fan lists.
 * Situation words: {@code discard} (default) or {@code self}, {@code last}, {@code kong}, {@code rob},
 * {@code fourth}, {@code round=S}, {@code seat=W}, {@code flowers=2}.
 * Fan lists: fan numbers in order, {@code xN} for a count above one and {@code @P} for a value that differs from
 * the table, e.g. {@code 59x2 67@1 81x3}.
 */
final class Hands {

    private Hands() {
    }

    static Situation situation(String words) {
        Situation s = Situation.DISCARD;
        if (words == null || words.isBlank()) {
            return s;
        }
        for (String w : words.trim().split("\\s+")) {
            String lw = w.toLowerCase(Locale.ROOT);
            if (lw.equals("self")) {
                s = s.withSelfDrawn(true);
            } else if (lw.equals("discard")) {
                s = s.withSelfDrawn(false);
            } else if (lw.equals("last")) {
                s = s.withLastTile(true);
            } else if (lw.equals("kong")) {
                s = s.withKongReplacement(true).withSelfDrawn(true);
            } else if (lw.equals("rob")) {
                s = s.withRobbingKong(true);
            } else if (lw.equals("fourth")) {
                s = s.withFourthTile(true);
            } else if (lw.startsWith("round=")) {
                s = s.withWinds(Wind.ofCode(w.substring(6)), s.seatWind());
            } else if (lw.startsWith("seat=")) {
                s = s.withWinds(s.prevalentWind(), Wind.ofCode(w.substring(5)));
            } else if (lw.startsWith("flowers=")) {
                s = s.withFlowers(Integer.parseInt(w.substring(8)));
            } else {
                throw new IllegalArgumentException("unknown situation word " + w);
            }
        }
        return s;
    }

    static ScoreResult score(String hand, String situation, RuleProfile profile) {
        return McrScorer.score(hand, situation(situation), profile);
    }

    /** The fans of a result in the table format. */
    static String fans(ScoreResult r) {
        return r.fans().stream().map(f -> {
            String s = String.valueOf(f.fan().number());
            if (f.count() > 1) {
                s += "x" + f.count();
            }
            if (f.points() != f.fan().points() && f.fan().number() != 81) {
                s += "@" + f.points();
            }
            return s;
        }).collect(Collectors.joining(" "));
    }

    /** One line describing a result: class, fans and total. */
    static String describe(ScoreResult r) {
        if (r.error() != null) {
            return r.classification().jsonName() + " " + r.error().code();
        }
        return r.classification().jsonName() + " " + fans(r) + " = " + r.total();
    }
}

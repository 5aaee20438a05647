package org.mahjongresults.engine.sichuan;

import java.util.Locale;
import java.util.StringJoiner;

/**
 * Test helpers that keep the tables short.
 * Situation words (none implies another): {@code discard} (default), {@code self}, {@code kong} (杠上开花),
 * {@code kongdiscard} (杠上炮), {@code rob} (抢杠胡), {@code last} (妙手回春), {@code lastdiscard} (海底捞月),
 * {@code heaven} (天胡), {@code earth} (地胡).
 * Results: {@code <pattern number> <pattern> [x<doubling>...] [+<bonus>[xN]...] = <total>}, for example
 * {@code 6 清对 x杠上开花 +杠 = 17}; {@code not_complete}; {@code invalid <CODE>}.
 */
final class SichuanHands {

    private SichuanHands() {
    }

    static SichuanSituation situation(String words) {
        SichuanSituation s = SichuanSituation.DISCARD;
        if (words == null || words.isBlank()) {
            return s;
        }
        for (String w : words.trim().split("\\s+")) {
            s = switch (w.toLowerCase(Locale.ROOT)) {
                case "discard" -> s.withSelfDrawn(false);
                case "self" -> s.withSelfDrawn(true);
                case "kong" -> s.withKongReplacement(true);
                case "kongdiscard" -> s.withKongDiscard(true);
                case "rob" -> s.withRobbingKong(true);
                case "last" -> s.withLastTile(true);
                case "lastdiscard" -> s.withLastDiscard(true);
                case "heaven" -> s.withHeavenlyHand(true);
                case "earth" -> s.withEarthlyHand(true);
                default -> throw new IllegalArgumentException("unknown situation word " + w);
            };
        }
        return s;
    }

    static SichuanResult score(String hand, String situation) {
        return SichuanScorer.score(hand, situation(situation));
    }

    /** One line describing a result in the table format. */
    static String describe(SichuanResult r) {
        switch (r.classification()) {
            case INVALID:
                return "invalid " + r.error().code();
            case NOT_COMPLETE:
                return "not_complete";
            default:
                break;
        }
        StringJoiner j = new StringJoiner(" ");
        j.add(r.pattern().number() + " " + r.pattern().chinese());
        for (Doubling d : r.doublings()) {
            j.add("x" + d.chinese());
        }
        for (BonusCount b : r.bonuses()) {
            j.add("+" + b.bonus().chinese() + (b.count() > 1 ? "x" + b.count() : ""));
        }
        return j + " = " + r.total();
    }
}

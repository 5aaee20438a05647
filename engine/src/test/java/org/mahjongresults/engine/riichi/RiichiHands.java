package org.mahjongresults.engine.riichi;

import java.util.StringJoiner;

/**
 * The test tables' short form of a result: the yaku in registry order, then the dora when there are any, then
 * {@code = han/fu}; a yakuman as {@code = yakuman N}; {@code no yaku}, {@code not complete} or
 * {@code invalid CODE} otherwise. Situations are in the words of {@link RiichiSituation#parse}.
 */
final class RiichiHands {

    private RiichiHands() {
    }

    static RiichiResult score(String hand, String situation, HandRules rules) {
        RiichiSituation s = RiichiSituation.parse(situation == null ? "" : situation);
        if (s == null) {
            throw new IllegalArgumentException("bad situation in the table: " + situation);
        }
        return RiichiScorer.score(hand, s, rules);
    }

    static String describe(RiichiResult r) {
        switch (r.status()) {
            case INVALID:
                return "invalid " + r.error().code();
            case NOT_COMPLETE:
                return "not complete";
            case NO_YAKU:
                return "no yaku";
            default:
                break;
        }
        StringJoiner j = new StringJoiner(" ");
        for (YakuHan y : r.yaku()) {
            j.add(y.yaku().name());
        }
        if (r.yakuman() > 0) {
            return j + " = yakuman " + r.yakuman();
        }
        if (r.dora() > 0) {
            j.add("dora " + r.dora());
        }
        if (r.uraDora() > 0) {
            j.add("ura " + r.uraDora());
        }
        if (r.akaDora() > 0) {
            j.add("aka " + r.akaDora());
        }
        return j + " = " + r.han() + "/" + r.fu();
    }
}

package org.mahjongresults.engine.knockout;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.mahjongresults.engine.sichuan.SichuanScorer;
import org.mahjongresults.engine.sichuan.SichuanSettlement;
import org.mahjongresults.engine.sichuan.SichuanSituation;

/** Test helpers: tables written as "entry numbers : totals". */
final class Tables {

    private Tables() {
    }

    /** {@code table(1, 2, "1 2 3 4 : 10 -2 -4 -4")}. */
    static TableScore table(int round, int table, String text) {
        String[] halves = text.split(":");
        return new TableScore(round, table, ints(halves[0]), ints(halves[1]), 4);
    }

    static List<Integer> ints(String s) {
        return Arrays.stream(s.trim().split("\\s+")).map(Integer::valueOf).toList();
    }

    /** A round of tables: "1 2 3 4 : 10 -2 -4 -4 | 5 6 7 8 : ...". */
    static List<TableScore> round(int round, String text) {
        List<TableScore> out = new ArrayList<>();
        String[] tables = text.split("\\|");
        for (int i = 0; i < tables.length; i++) {
            out.add(table(round, i + 1, tables[i]));
        }
        return out;
    }

    /** The payments of a hand scored by the engine: winner and discarder by seat (-1 self-drawn). */
    static SichuanSettlement.Payments hand(String notation, int winner, int discarder) {
        SichuanSituation s = discarder < 0 ? SichuanSituation.SELF_DRAWN : SichuanSituation.DISCARD;
        return SichuanSettlement.settle(SichuanScorer.score(notation, s), winner, discarder);
    }
}

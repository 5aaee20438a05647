package org.mahjongresults.engine.stats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.engine.hand.Situation;
import org.mahjongresults.engine.mcr.FanCount;
import org.mahjongresults.engine.mcr.McrScorer;
import org.mahjongresults.engine.mcr.RuleProfile;
import org.mahjongresults.engine.mcr.ScoreResult;

/**
 * Hands for the statistics tests, one a line: {@code session table hand dealer result}, where the result is
 * {@code draw}, {@code W>D hand} (player W wins on D's discard) or {@code W* hand} (self-drawn), the hand in the
 * notation (scored by the engine) or as bare fan points. The players of a table: session 1 table 1 seats 1-4 and
 * table 2 seats 5-8; session 2 table 1 seats 1, 2, 5, 6 and table 2 seats 3, 4, 7, 8. Settlement of MCR 2006 §3.9.1-2:
 * on a discard the discarder pays the value and 8, the others 8; self-drawn, everyone pays the value and 8.
 */
final class Hands {

    private Hands() {
    }

    static List<Long> seats(int session, int table) {
        if (session % 2 == 1) {
            return table == 1 ? List.of(1L, 2L, 3L, 4L) : List.of(5L, 6L, 7L, 8L);
        }
        return table == 1 ? List.of(1L, 2L, 5L, 6L) : List.of(3L, 4L, 7L, 8L);
    }

    static List<StatHand> parse(String... lines) {
        List<StatHand> out = new ArrayList<>();
        for (String line : lines) {
            out.add(hand(line));
        }
        return out;
    }

    static StatHand hand(String line) {
        String[] p = line.trim().split("\\s+");
        int session = Integer.parseInt(p[0]);
        int table = Integer.parseInt(p[1]);
        int number = Integer.parseInt(p[2]);
        long dealer = Long.parseLong(p[3]);
        Map<Long, Integer> results = new LinkedHashMap<>();
        seats(session, table).forEach(s -> results.put(s, 0));
        if (p[4].equals("draw")) {
            return new StatHand(session, table, number, dealer, null, null, null, null, null, results, null);
        }
        boolean self = p[4].endsWith("*");
        String[] who = p[4].replace("*", "").split(">");
        long winner = Long.parseLong(who[0]);
        Long discarder = self ? null : Long.valueOf(who[1]);
        String hand = p[5];
        Integer value;
        List<Element> elements = null;
        String notation = null;
        if (hand.matches("\\d+")) {
            value = Integer.valueOf(hand);
        } else {
            ScoreResult r = McrScorer.score(hand, self ? Situation.SELF_DRAWN : Situation.DISCARD, RuleProfile.WMO);
            if (!r.isWin()) {
                throw new IllegalArgumentException("not a win: " + line);
            }
            value = r.total();
            elements = new ArrayList<>();
            for (FanCount f : r.fans()) {
                elements.add(Element.fan(f.fan().number(), f.count()));
            }
            notation = hand;
        }
        for (long s : results.keySet()) {
            if (s == winner) {
                continue;
            }
            int pays = 8 + (self || discarder == s ? value : 0);
            results.merge(s, -pays, Integer::sum);
            results.merge(winner, pays, Integer::sum);
        }
        return new StatHand(session, table, number, dealer, winner, discarder, value, elements, notation, results, null);
    }
}

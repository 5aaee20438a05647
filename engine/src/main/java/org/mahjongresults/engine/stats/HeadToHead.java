package org.mahjongresults.engine.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What happened between two players: the tables where they met, and at those tables who won how often, who won on
 * the other's discard, and each one's result. A table's totals are the sums of its hands (penalties not included).
 *
 * @param meetings   every table the two shared, in order
 * @param aFromB     hands {@code a} won on {@code b}'s discard (and their total value in {@code aFromBValue})
 * @param aAhead     meetings where {@code a} finished the table with the higher total
 */
public record HeadToHead(long a, long b, List<Meeting> meetings, int hands, int aWins, int bWins, int aFromB,
                         long aFromBValue, int bFromA, long bFromAValue, long aNet, long bNet, int aAhead,
                         int bAhead) {

    /** One table the two shared: their totals there and their wins. */
    public record Meeting(int session, int table, int hands, long aTotal, long bTotal, int aWins, int bWins) {
    }

    public HeadToHead {
        meetings = List.copyOf(meetings);
    }

    public static HeadToHead of(long a, long b, List<StatHand> hands) {
        if (a == b) {
            throw new IllegalArgumentException("a player does not meet themselves");
        }
        Map<String, long[]> byTable = new TreeMap<>();
        Map<String, int[]> where = new TreeMap<>();
        int together = 0;
        int aWins = 0;
        int bWins = 0;
        int aFromB = 0;
        int bFromA = 0;
        long aFromBValue = 0;
        long bFromAValue = 0;
        long aNet = 0;
        long bNet = 0;
        for (StatHand h : hands) {
            if (!h.seated(a) || !h.seated(b)) {
                continue;
            }
            together++;
            String key = String.format("%06d/%06d", h.session(), h.table());
            where.putIfAbsent(key, new int[] {h.session(), h.table()});
            long[] m = byTable.computeIfAbsent(key, k -> new long[5]);
            long ra = h.results().get(a);
            long rb = h.results().get(b);
            m[0]++;
            m[1] += ra;
            m[2] += rb;
            aNet += ra;
            bNet += rb;
            long value = h.value() == null ? 0 : h.value();
            if (h.win() && h.winner() == a) {
                aWins++;
                m[3]++;
                if (h.discarder() != null && h.discarder() == b) {
                    aFromB++;
                    aFromBValue += value;
                }
            } else if (h.win() && h.winner() == b) {
                bWins++;
                m[4]++;
                if (h.discarder() != null && h.discarder() == a) {
                    bFromA++;
                    bFromAValue += value;
                }
            }
        }
        List<Meeting> meetings = new ArrayList<>();
        int aAhead = 0;
        int bAhead = 0;
        for (var e : byTable.entrySet()) {
            long[] m = e.getValue();
            int[] w = where.get(e.getKey());
            meetings.add(new Meeting(w[0], w[1], (int) m[0], m[1], m[2], (int) m[3], (int) m[4]));
            if (m[1] > m[2]) {
                aAhead++;
            } else if (m[2] > m[1]) {
                bAhead++;
            }
        }
        return new HeadToHead(a, b, meetings, together, aWins, bWins, aFromB, aFromBValue, bFromA, bFromAValue,
                aNet, bNet, aAhead, bAhead);
    }
}

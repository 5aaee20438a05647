package org.mahjongresults.engine.draw;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Measures a finished draw: structural soundness, repeat meetings against the counting bound, seat balance and
 * clashes of teammates and compatriots.
 *
 * <p>Deliberately written without any of the generator's code or data structures (it counts pairs in a map
 * keyed by the two entry numbers), so that it can judge the generator's output as a second opinion.
 */
public final class DrawChecker {

    private DrawChecker() {
    }

    /**
     * Checks a draw in which every player of {@code players} plays every session (a normal draw).
     */
    public static DrawQuality check(Draw draw, List<DrawPlayer> players) {
        return check(draw, players, true);
    }

    /**
     * Checks a draw whose field changed between sessions (withdrawals, substitutes): a player of
     * {@code players} need not play every session, but nobody outside {@code players} may play.
     */
    public static DrawQuality checkChangingField(Draw draw, List<DrawPlayer> players) {
        return check(draw, players, false);
    }

    private static DrawQuality check(Draw draw, List<DrawPlayer> players, boolean everyoneEverySession) {
        List<String> problems = new ArrayList<>();
        Map<Integer, DrawPlayer> byId = new HashMap<>();
        for (DrawPlayer p : players) {
            if (byId.put(p.id(), p) != null) {
                problems.add("entry number " + p.id() + " is listed twice");
            }
        }

        Map<Long, Integer> meetings = new HashMap<>();
        Map<Integer, int[]> seatCounts = new HashMap<>();
        Set<Long> couldMeet = new HashSet<>();
        long totalMeetings = 0;
        int teammateClashes = 0;
        int countryClashes = 0;
        Set<Integer> seen = new HashSet<>();

        int expectedNumber = 1;
        for (Session session : draw.sessions()) {
            if (session.number() != expectedNumber) {
                problems.add("session " + expectedNumber + " is numbered " + session.number());
            }
            expectedNumber++;
            Set<Integer> present = new HashSet<>();
            int tableNumber = 1;
            for (Table table : session.tables()) {
                if (table.number() != tableNumber) {
                    problems.add("session " + session.number() + ": table " + tableNumber + " is numbered "
                            + table.number());
                }
                tableNumber++;
                List<Integer> ps = table.players();
                for (int seat = 0; seat < ps.size(); seat++) {
                    int id = ps.get(seat);
                    if (!present.add(id)) {
                        problems.add("session " + session.number() + ": player " + id + " is seated twice");
                    }
                    if (!byId.containsKey(id)) {
                        problems.add("session " + session.number() + ": player " + id + " is not in the field");
                    }
                    seatCounts.computeIfAbsent(id, k -> new int[4])[seat]++;
                }
                for (int i = 0; i < ps.size(); i++) {
                    for (int j = i + 1; j < ps.size(); j++) {
                        int a = ps.get(i);
                        int b = ps.get(j);
                        if (a == b) {
                            continue;
                        }
                        meetings.merge(key(a, b), 1, Integer::sum);
                        totalMeetings++;
                        DrawPlayer pa = byId.get(a);
                        DrawPlayer pb = byId.get(b);
                        if (pa != null && pb != null) {
                            if (pa.isTeammateOf(pb)) {
                                teammateClashes++;
                            }
                            if (pa.isCompatriotOf(pb)) {
                                countryClashes++;
                            }
                        }
                    }
                }
            }
            if (everyoneEverySession) {
                for (DrawPlayer p : players) {
                    if (!present.contains(p.id())) {
                        problems.add("session " + session.number() + ": player " + p.id() + " has no table");
                    }
                }
            }
            List<Integer> here = new ArrayList<>(present);
            for (int i = 0; i < here.size(); i++) {
                for (int j = i + 1; j < here.size(); j++) {
                    couldMeet.add(key(here.get(i), here.get(j)));
                }
            }
            seen.addAll(present);
        }

        long repeats = 0;
        int maxMeet = 0;
        for (int count : meetings.values()) {
            repeats += count - 1;
            maxMeet = Math.max(maxMeet, count);
        }
        long bound = Math.max(0, totalMeetings - couldMeet.size());

        int minSeat = Integer.MAX_VALUE;
        int maxSeat = 0;
        boolean balanced = true;
        for (int[] counts : seatCounts.values()) {
            int played = counts[0] + counts[1] + counts[2] + counts[3];
            int low = played / 4;
            int high = (played + 3) / 4;
            for (int c : counts) {
                minSeat = Math.min(minSeat, c);
                maxSeat = Math.max(maxSeat, c);
                if (c < low || c > high) {
                    balanced = false;
                }
            }
        }
        if (seatCounts.isEmpty()) {
            minSeat = 0;
        }
        return new DrawQuality(problems.isEmpty(), problems, seen.size(), draw.sessions().size(), repeats, bound,
                maxMeet, minSeat, maxSeat, balanced, teammateClashes, countryClashes);
    }

    private static long key(int a, int b) {
        int low = Math.min(a, b);
        int high = Math.max(a, b);
        return ((long) low << 32) | (high & 0xffffffffL);
    }
}

package org.mahjongresults.engine.draw;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
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
        /** Per player, the sessions (by their position in the draw) the player sits in. */
        Map<Integer, BitSet> presence = new HashMap<>();
        long totalMeetings = 0;
        int teammateClashes = 0;
        int countryClashes = 0;
        Set<Integer> seen = new HashSet<>();

        int expectedNumber = 1;
        int position = 0;
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
            for (int id : present) {
                presence.computeIfAbsent(id, k -> new BitSet()).set(position);
            }
            position++;
            seen.addAll(present);
        }

        long repeats = 0;
        int maxMeet = 0;
        for (int count : meetings.values()) {
            repeats += count - 1;
            maxMeet = Math.max(maxMeet, count);
        }
        long bound = Math.max(0, totalMeetings - pairsThatCouldMeet(presence.values()));

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

    /**
     * How many pairs of players sit in at least one session together, so could meet at all. Counted by the players'
     * patterns of presence (which sessions each plays), not pair by pair: at 1,000 players and 12 sessions the pairs
     * were six million set insertions, and with the pairs' keys colliding in a hash set they took seconds each time
     * the draw page was shown (issue 30). A normal draw has one pattern, a changed field a few.
     */
    private static long pairsThatCouldMeet(Collection<BitSet> presence) {
        Map<BitSet, Long> players = new HashMap<>();
        for (BitSet sessions : presence) {
            players.merge(sessions, 1L, Long::sum);
        }
        List<Map.Entry<BitSet, Long>> patterns = new ArrayList<>(players.entrySet());
        long pairs = 0;
        for (int i = 0; i < patterns.size(); i++) {
            long n = patterns.get(i).getValue();
            pairs += n * (n - 1) / 2;
            for (int j = i + 1; j < patterns.size(); j++) {
                if (patterns.get(i).getKey().intersects(patterns.get(j).getKey())) {
                    pairs += n * patterns.get(j).getValue();
                }
            }
        }
        return pairs;
    }

    /**
     * The key of a pair: the two entry numbers in one long, spread by an odd multiplier (a bijection, so still one key
     * per pair): a long's own hash of "low << 32 | high" is {@code low ^ high}, the same for most pairs.
     */
    private static long key(int a, int b) {
        int low = Math.min(a, b);
        int high = Math.max(a, b);
        return (((long) low << 32) | (high & 0xffffffffL)) * 0x9E3779B97F4A7C15L;
    }
}

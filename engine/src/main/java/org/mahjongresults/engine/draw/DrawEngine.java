package org.mahjongresults.engine.draw;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The draw (编组): which players share a table in every session, and who starts in which seat.
 *
 * <p>Objectives, in order: teammates never at one table when the field allows it; as few repeat meetings as
 * possible (issue 5's table of best known results); compatriots apart when asked; every player starting in each
 * seat ⌊K/4⌋ or ⌈K/4⌉ times. Known designs (the affine plane of order 4, transversal designs over finite fields)
 * give zero-repeat starts where they exist; a seeded tabu search ({@link MeetingSearch}) does the rest, so the
 * same seed always gives the same draw.
 */
public final class DrawEngine {

    /** Move evaluations the search may spend on one draw; bounds the time whatever the field. */
    static final long DEFAULT_BUDGET = 60_000_000L;

    private DrawEngine() {
    }

    /**
     * Draws {@code sessions} sessions for the field {@code players}.
     *
     * @return the draw, or {@link DrawOutcome.SubstitutesNeeded} when the field is not a multiple of four
     * @throws IllegalArgumentException for no players, fewer than one session or an entry number listed twice
     */
    public static DrawOutcome draw(List<DrawPlayer> players, int sessions, long seed, DrawOptions options) {
        return redraw(new Draw(List.of()), players, sessions, seed, options);
    }

    /**
     * Draws the sessions not yet played, after a withdrawal or a substitution: the sessions of {@code played} are
     * kept exactly as they are and count towards repeat meetings and seat balance; the sessions after them, up to
     * {@code totalSessions}, are drawn for the field {@code active}.
     */
    public static DrawOutcome redraw(Draw played, List<DrawPlayer> active, int totalSessions, long seed,
            DrawOptions options) {
        int fixedCount = played.sessions().size();
        if (totalSessions < 1) {
            throw new IllegalArgumentException("a draw needs at least one session");
        }
        if (totalSessions < fixedCount) {
            throw new IllegalArgumentException(
                    fixedCount + " sessions are already played, more than the " + totalSessions + " asked for");
        }
        checkField(active);
        int n = active.size();
        if (n % 4 != 0) {
            return new DrawOutcome.SubstitutesNeeded(n, 4 - n % 4);
        }
        int newSessions = totalSessions - fixedCount;
        Map<Integer, Integer> index = new HashMap<>();
        for (int i = 0; i < n; i++) {
            index.put(active.get(i).id(), i);
        }
        int[] team = codes(active, true);
        int[] country = options.keepCountriesApart() ? codes(active, false) : none(n);
        int[] earlier = new int[n * n];
        int[][] earlierSeats = new int[n][4];
        countPlayed(played, index, n, earlier, earlierSeats);

        SplittableRandom random = new SplittableRandom(seed);
        int[][] schedule = new int[0][];
        if (newSessions > 0) {
            MeetingSearch search = new MeetingSearch(n, newSessions, team, country, earlier, random);
            int[][] rounds = fixedCount == 0 ? Constructions.rounds(n, newSessions) : null;
            int[][] start = relabelled(rounds, Constructions.groups(n), team, country, n, random);
            search.start(start);
            long target = fixedCount == 0 ? DrawTargets.bestKnown(n, newSessions) : 0;
            // Teammates who may not meet leave fewer pairs to spread the meetings over.
            long teammatePairs = 0;
            for (int a = 0; a < n; a++) {
                for (int b = a + 1; b < n; b++) {
                    if (team[a] >= 0 && team[a] == team[b]) {
                        teammatePairs++;
                    }
                }
            }
            long allowedPairs = (long) n * (n - 1) / 2 - teammatePairs;
            long meetings = 3L * n * newSessions / 2;
            long earlierBothWays = 0;
            for (int count : earlier) {
                earlierBothWays += count;
            }
            meetings += earlierBothWays / 2;
            target = Math.max(target, meetings - allowedPairs);
            search.improve(target, DEFAULT_BUDGET);
            schedule = search.schedule();
            SeatAssigner.assign(schedule, n, fixedCount == 0 ? null : earlierSeats);
        }

        List<Session> sessions = new ArrayList<>(played.sessions());
        for (int s = 0; s < newSessions; s++) {
            int[] tableOrder = shuffled(n / 4, random);
            List<Table> tables = new ArrayList<>();
            for (int t = 0; t < n / 4; t++) {
                int base = 4 * tableOrder[t];
                List<Integer> seats = new ArrayList<>(4);
                for (int i = 0; i < 4; i++) {
                    seats.add(active.get(schedule[s][base + i]).id());
                }
                tables.add(new Table(t + 1, seats));
            }
            sessions.add(new Session(fixedCount + s + 1, tables));
        }
        Draw draw = new Draw(sessions);
        return judged(draw, played, active, options);
    }

    /**
     * The next session seated by standings: {@code ranking} lists the entry numbers of the field best first; the
     * first four share table 1, the next four table 2, and so on, except that a player may exchange places with
     * one of the neighbouring group when that avoids a repeat meeting (counting the sessions of {@code earlier})
     * or separates teammates. Seats continue the balance of the earlier sessions.
     *
     * @return the session numbered one after the last of {@code earlier}
     */
    public static Session seatByStandings(Draw earlier, List<DrawPlayer> players, List<Integer> ranking,
            DrawOptions options) {
        return StandingsSeating.seat(earlier, players, ranking, options);
    }

    static DrawOutcome.Drawn judged(Draw draw, Draw played, List<DrawPlayer> active, DrawOptions options) {
        boolean changingField = !played.sessions().isEmpty();
        List<DrawPlayer> everyone = new ArrayList<>(active);
        if (changingField) {
            Set<Integer> known = new HashSet<>();
            for (DrawPlayer p : active) {
                known.add(p.id());
            }
            for (int id : played.players()) {
                if (known.add(id)) {
                    everyone.add(DrawPlayer.of(id));
                }
            }
        }
        DrawQuality quality = changingField
                ? DrawChecker.checkChangingField(draw, everyone)
                : DrawChecker.check(draw, everyone);
        List<DrawNotice> notices = new ArrayList<>();
        if (quality.teammateClashes() > 0) {
            notices.add(largestTeam(active) > active.size() / 4
                    ? DrawNotice.TEAMMATES_CANNOT_BE_KEPT_APART
                    : DrawNotice.TEAMMATES_MEET);
        }
        if (options.keepCountriesApart() && quality.countryClashes() > 0) {
            notices.add(DrawNotice.COMPATRIOTS_MEET);
        }
        if (!changingField && quality.repeatMeetings() > repeatTarget(active, quality.sessions())) {
            notices.add(DrawNotice.MORE_REPEATS_THAN_BEST_KNOWN);
        }
        return new DrawOutcome.Drawn(draw, quality, notices);
    }

    /**
     * The repeat meetings a fresh draw aims for: the best known for the field's size, or more when teammates who
     * may not meet leave too few pairs to spread the meetings over.
     */
    static long repeatTarget(List<DrawPlayer> players, int sessions) {
        int n = players.size();
        long teammatePairs = 0;
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                if (players.get(a).isTeammateOf(players.get(b))) {
                    teammatePairs++;
                }
            }
        }
        long meetings = 3L * n * sessions / 2;
        long allowedPairs = (long) n * (n - 1) / 2 - teammatePairs;
        return Math.max(DrawTargets.bestKnown(n, sessions), meetings - allowedPairs);
    }

    /** The size of the largest team in the field (1 when there are no teams). */
    static int largestTeam(List<DrawPlayer> players) {
        Map<String, Integer> sizes = new HashMap<>();
        int largest = players.isEmpty() ? 0 : 1;
        for (DrawPlayer p : players) {
            if (p.team() != null) {
                largest = Math.max(largest, sizes.merge(p.team(), 1, Integer::sum));
            }
        }
        return largest;
    }

    static void checkField(List<DrawPlayer> players) {
        if (players.isEmpty()) {
            throw new IllegalArgumentException("a draw needs players");
        }
        Set<Integer> ids = new HashSet<>();
        for (DrawPlayer p : players) {
            if (!ids.add(p.id())) {
                throw new IllegalArgumentException("entry number " + p.id() + " is listed twice");
            }
        }
    }

    static int[] codes(List<DrawPlayer> players, boolean teams) {
        Map<String, Integer> code = new HashMap<>();
        int[] result = new int[players.size()];
        for (int i = 0; i < players.size(); i++) {
            String key = teams ? players.get(i).team() : players.get(i).country();
            result[i] = key == null ? -1 : code.computeIfAbsent(key, k -> code.size());
        }
        return result;
    }

    private static int[] none(int n) {
        int[] result = new int[n];
        java.util.Arrays.fill(result, -1);
        return result;
    }

    /**
     * The construction's points mapped onto players by a seeded shuffle, so every seed gives another draw. When
     * the construction has groups of points that never meet, teams (else countries, when they are to be kept
     * apart) are packed into the groups, largest first into the emptiest group, so that they start apart.
     */
    private static int[][] relabelled(int[][] rounds, int[][] groups, int[] team, int[] country, int n,
            SplittableRandom random) {
        if (rounds == null) {
            return null;
        }
        int[] label = shuffled(n, random);
        int[] clusterOf = team;
        boolean anyTeam = false;
        for (int t : team) {
            anyTeam |= t >= 0;
        }
        if (!anyTeam) {
            clusterOf = country;
        }
        if (groups != null) {
            packClusters(label, groups, clusterOf, n, random);
        }
        int[][] result = new int[rounds.length][n];
        for (int s = 0; s < rounds.length; s++) {
            for (int i = 0; i < n; i++) {
                result[s][i] = label[rounds[s][i]];
            }
        }
        return result;
    }

    private static void packClusters(int[] label, int[][] groups, int[] clusterOf, int n, SplittableRandom random) {
        Map<Integer, List<Integer>> clusters = new HashMap<>();
        List<Integer> loners = new ArrayList<>();
        int[] order = shuffled(n, random);
        for (int p : order) {
            if (clusterOf[p] >= 0) {
                clusters.computeIfAbsent(clusterOf[p], k -> new ArrayList<>()).add(p);
            } else {
                loners.add(p);
            }
        }
        List<List<Integer>> bySize = new ArrayList<>(clusters.values());
        bySize.sort((a, b) -> b.size() != a.size() ? b.size() - a.size() : a.get(0) - b.get(0));
        int[] filled = new int[groups.length];
        for (List<Integer> cluster : bySize) {
            int index = 0;
            while (index < cluster.size()) {
                int emptiest = 0;
                for (int g = 1; g < groups.length; g++) {
                    if (groups[g].length - filled[g] > groups[emptiest].length - filled[emptiest]) {
                        emptiest = g;
                    }
                }
                while (index < cluster.size() && filled[emptiest] < groups[emptiest].length) {
                    label[groups[emptiest][filled[emptiest]++]] = cluster.get(index++);
                }
            }
        }
        int next = 0;
        for (int g = 0; g < groups.length; g++) {
            while (filled[g] < groups[g].length) {
                label[groups[g][filled[g]++]] = loners.get(next++);
            }
        }
    }

    static int[] shuffled(int size, SplittableRandom random) {
        int[] a = new int[size];
        for (int i = 0; i < size; i++) {
            a[i] = i;
        }
        for (int i = size - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int x = a[i];
            a[i] = a[j];
            a[j] = x;
        }
        return a;
    }

    /**
     * Counts, for the players of {@code index} (entry number → position), how often each pair met and how often
     * each player started in each seat in the sessions of {@code played}; players not in the index are skipped.
     */
    static void countPlayed(Draw played, Map<Integer, Integer> index, int n, int[] met, int[][] seats) {
        for (Session session : played.sessions()) {
            for (Table table : session.tables()) {
                List<Integer> ps = table.players();
                for (int i = 0; i < 4; i++) {
                    Integer a = index.get(ps.get(i));
                    if (a == null) {
                        continue;
                    }
                    seats[a][i]++;
                    for (int j = 0; j < 4; j++) {
                        Integer b = index.get(ps.get(j));
                        if (j != i && b != null) {
                            met[a * n + b]++;
                        }
                    }
                }
            }
        }
    }
}

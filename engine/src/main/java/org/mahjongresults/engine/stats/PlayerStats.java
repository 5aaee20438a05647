package org.mahjongresults.engine.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One player's record over a list of hands (one tournament's, or several tournaments' for a career): the hands they
 * sat at, their wins (self-drawn or on a discard), the hands they dealt in (discarded the winning tile) and to whom,
 * whose discards they won on, their average and biggest winning hand, the fans they score most, and their net
 * result over the hands.
 *
 * @param seated      the hands the player sat at
 * @param wins        the player's own wins (their {@link Tally#detailedWins()} say how many carry their fans)
 * @param dealIns     hands in which the player discarded the winning tile
 * @param dealtInTo   to whom they dealt in, most often first
 * @param wonFrom     whose discards they won on, most often first
 * @param biggestWin  the player's highest win (the earliest of equals), or null
 * @param topElements the elements of their wins, most often first, at most {@link #TOP}; shares of their
 *                    detailed wins
 * @param net         the sum of their results over the hands (points won minus paid; penalties not included)
 */
public record PlayerStats(long player, Tally seated, Tally wins, int dealIns, List<Opponent> dealtInTo,
                          List<Opponent> wonFrom, StatHand biggestWin, List<ElementCount> topElements, long net) {

    /** How many of the most frequent elements are kept. */
    public static final int TOP = 5;

    /** Another player and how many hands (of what total value) passed between the two. */
    public record Opponent(long player, int hands, long value) {
    }

    public PlayerStats {
        dealtInTo = List.copyOf(dealtInTo);
        wonFrom = List.copyOf(wonFrom);
        topElements = List.copyOf(topElements);
    }

    /** The player's statistics over {@code hands} (hands where they did not sit are ignored). */
    public static PlayerStats of(long player, Catalogue catalogue, List<StatHand> hands) {
        List<StatHand> seated = hands.stream().filter(h -> h.seated(player)).toList();
        List<StatHand> won = seated.stream().filter(h -> h.win() && h.winner() == player).toList();
        Map<Long, long[]> to = new HashMap<>();
        Map<Long, long[]> from = new HashMap<>();
        int dealIns = 0;
        long net = 0;
        for (StatHand h : seated) {
            net += h.results().getOrDefault(player, 0);
            if (h.discarder() != null && h.discarder() == player) {
                dealIns++;
                add(to, h.winner(), h);
            }
            if (h.win() && h.winner() == player && h.discarder() != null) {
                add(from, h.discarder(), h);
            }
        }
        Tally wins = Tally.of(won);
        StatHand biggest = won.stream().filter(h -> h.value() != null).min(TournamentStats.HIGHEST_FIRST)
                .orElse(null);
        List<ElementCount> top = TournamentStats.count(catalogue.elements(), won, wins.detailedWins()).stream()
                .filter(e -> e.hands() > 0)
                .sorted(Comparator.comparingInt((ElementCount e) -> -e.hands()).thenComparing(ElementCount::key))
                .limit(TOP)
                .toList();
        return new PlayerStats(player, Tally.of(seated), wins, dealIns, opponents(to), opponents(from), biggest, top,
                net);
    }

    private static void add(Map<Long, long[]> m, long other, StatHand h) {
        long[] c = m.computeIfAbsent(other, x -> new long[2]);
        c[0]++;
        c[1] += h.value() == null ? 0 : h.value();
    }

    private static List<Opponent> opponents(Map<Long, long[]> m) {
        List<Opponent> out = new ArrayList<>();
        m.forEach((p, c) -> out.add(new Opponent(p, (int) c[0], c[1])));
        out.sort(Comparator.comparingInt((Opponent o) -> -o.hands()).thenComparingLong(Opponent::player));
        return out;
    }

    /** Wins as a share of the hands the player sat at (0..1), or null. */
    public Double winRate() {
        return seated.shareOfHands(wins.wins());
    }

    /** Deal-ins as a share of the hands the player sat at (0..1), or null. */
    public Double dealInRate() {
        return seated.shareOfHands(dealIns);
    }
}

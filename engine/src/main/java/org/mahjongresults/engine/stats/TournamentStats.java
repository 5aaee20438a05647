package org.mahjongresults.engine.stats;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A tournament's hand statistics: the counts of every hand ({@link Tally}), every element of the rule set with how
 * often it was scored, the highest hands, and the counts session by session (trends).
 *
 * @param elements every element of the catalogue in the rulebook's order, scored or not
 * @param highest  the {@link #HIGHEST} highest wins, highest first (then the earliest)
 * @param sessions one tally per session that has a hand, in session order
 */
public record TournamentStats(Catalogue catalogue, Tally tally, List<ElementCount> elements, List<StatHand> highest,
                              List<SessionTally> sessions) {

    /** How many of the highest hands are kept. */
    public static final int HIGHEST = 10;

    /** One session's (or Swiss round's) counts. */
    public record SessionTally(int session, Tally tally) {
    }

    public TournamentStats {
        elements = List.copyOf(elements);
        highest = List.copyOf(highest);
        sessions = List.copyOf(sessions);
    }

    /** The statistics of these hands, in any order. */
    public static TournamentStats of(Catalogue catalogue, List<StatHand> hands) {
        Tally tally = Tally.of(hands);
        List<ElementCount> elements = count(catalogue.elements(), hands, tally.detailedWins());
        List<StatHand> highest = hands.stream()
                .filter(h -> h.win() && h.value() != null)
                .sorted(HIGHEST_FIRST)
                .limit(HIGHEST)
                .toList();
        Map<Integer, Tally> bySession = new TreeMap<>();
        for (StatHand h : hands) {
            bySession.merge(h.session(), Tally.EMPTY.plus(h), TournamentStats::sum);
        }
        List<SessionTally> sessions = new ArrayList<>();
        bySession.forEach((s, t) -> sessions.add(new SessionTally(s, t)));
        return new TournamentStats(catalogue, tally, elements, highest, sessions);
    }

    /**
     * The statistics of several disjoint sets of hands together, equal to {@link #of} over all their hands: every
     * count adds up, and the highest hands of the whole are among the parts' highest. A results website keeps one
     * part per table and combines them when a hand changes one table (issue 13: at 1,000 players and 10 sessions
     * played, counting all 160,000 hands again for every saved hand took a third of the server's time).
     */
    public static TournamentStats combine(Catalogue catalogue, Collection<TournamentStats> parts) {
        Tally tally = Tally.EMPTY;
        Map<Element.Key, int[]> counts = new HashMap<>();
        for (Element.Key k : catalogue.elements()) {
            counts.put(k, new int[2]);
        }
        List<StatHand> highest = new ArrayList<>();
        Map<Integer, Tally> bySession = new TreeMap<>();
        for (TournamentStats part : parts) {
            tally = sum(tally, part.tally());
            for (ElementCount e : part.elements()) {
                int[] c = counts.computeIfAbsent(e.key(), x -> new int[2]);
                c[0] += e.hands();
                c[1] += e.occurrences();
            }
            highest.addAll(part.highest());
            part.sessions().forEach(st -> bySession.merge(st.session(), st.tally(), TournamentStats::sum));
        }
        highest.sort(HIGHEST_FIRST);
        List<SessionTally> sessions = new ArrayList<>();
        bySession.forEach((s, t) -> sessions.add(new SessionTally(s, t)));
        return new TournamentStats(catalogue, tally, shares(counts, tally.detailedWins()),
                highest.subList(0, Math.min(HIGHEST, highest.size())), sessions);
    }

    /** Highest value first; equal values by where they were played, earliest first. */
    static final Comparator<StatHand> HIGHEST_FIRST = Comparator.comparing((StatHand h) -> -h.value())
            .thenComparing(StatHand::compareWhere);

    /** Each key's count over the wins among {@code hands}, its share taken of {@code detailedWins}. */
    static List<ElementCount> count(List<Element.Key> keys, List<StatHand> hands, int detailedWins) {
        Map<Element.Key, int[]> counts = new HashMap<>();
        for (Element.Key k : keys) {
            counts.put(k, new int[2]);
        }
        for (StatHand h : hands) {
            if (!h.win() || !h.detailed()) {
                continue;
            }
            Map<Element.Key, Integer> inHand = new HashMap<>();
            for (Element e : h.elements()) {
                inHand.merge(e.key(), e.count(), Integer::sum);
            }
            inHand.forEach((k, n) -> {
                int[] c = counts.computeIfAbsent(k, x -> new int[2]);
                c[0]++;
                c[1] += n;
            });
        }
        return shares(counts, detailedWins);
    }

    /** The counts in key order, each with its share of {@code detailedWins}. */
    private static List<ElementCount> shares(Map<Element.Key, int[]> counts, int detailedWins) {
        List<ElementCount> out = new ArrayList<>();
        counts.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> out.add(new ElementCount(e.getKey(),
                e.getValue()[0], e.getValue()[1], detailedWins == 0 ? null : (double) e.getValue()[0] / detailedWins)));
        return out;
    }

    private static Tally sum(Tally a, Tally b) {
        return new Tally(a.hands() + b.hands(), a.wins() + b.wins(), a.draws() + b.draws(),
                a.selfDrawn() + b.selfDrawn(), a.discardWins() + b.discardWins(), a.dealerWins() + b.dealerWins(),
                a.detailedWins() + b.detailedWins(), a.chickenHands() + b.chickenHands(),
                a.valuedWins() + b.valuedWins(), a.valueTotal() + b.valueTotal());
    }

    /** The elements scored at least once, most often first (then in the rulebook's order). */
    public List<ElementCount> scored() {
        return elements.stream().filter(e -> e.hands() > 0)
                .sorted(Comparator.comparingInt((ElementCount e) -> -e.hands()).thenComparing(ElementCount::key))
                .toList();
    }
}

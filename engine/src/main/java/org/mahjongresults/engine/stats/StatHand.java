package org.mahjongresults.engine.stats;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One hand as the statistics see it: where it was played, who dealt, who won and how, its value and, when the hand
 * was given in the notation (or a Sichuan pattern was declared), what it scored.
 *
 * @param session   the session (MCR) or round (Swiss) number
 * @param table     the table number
 * @param number    the hand's number on the sheet
 * @param dealer    the dealer's player id
 * @param winner    the winner's player id; null for an exhaustive draw
 * @param discarder who discarded the winning tile; null for a self-drawn win or a draw
 * @param value     the hand's value: MCR fan points, Sichuan hand score; null for a draw
 * @param elements  the fans (patterns, doublings, bonuses) scored; null when the hand carries no such detail
 * @param notation  the hand in the notation, or null
 * @param results   player id → points won (+) or paid (−), every player seated at the hand
 * @param at        when the hand was entered, or null if unknown
 */
public record StatHand(int session, int table, int number, long dealer, Long winner, Long discarder, Integer value,
                       List<Element> elements, String notation, Map<Long, Integer> results,
                       java.time.Instant at) {

    public StatHand {
        elements = elements == null ? null : List.copyOf(elements);
        results = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(results));
        if (winner == null && (discarder != null || value != null)) {
            throw new IllegalArgumentException("a draw has no discarder and no value");
        }
        if (winner != null && Objects.equals(winner, discarder)) {
            throw new IllegalArgumentException("a winner does not discard to themselves");
        }
    }

    public boolean win() {
        return winner != null;
    }

    public boolean selfDrawn() {
        return winner != null && discarder == null;
    }

    public boolean dealerWon() {
        return winner != null && winner == dealer;
    }

    /** Whether the hand carries its fans (or pattern) and not only its points. */
    public boolean detailed() {
        return elements != null;
    }

    /** Whether the player sat at this hand. */
    public boolean seated(long player) {
        return results.containsKey(player);
    }

    /** Whether this win scored the element (any count). */
    public boolean scored(Element.Key key) {
        return elements != null && elements.stream().anyMatch(e -> e.key().equals(key));
    }

    /** Where the hand was played, for ordering: session, table, hand number. */
    static int compareWhere(StatHand a, StatHand b) {
        int c = Integer.compare(a.session, b.session);
        if (c == 0) {
            c = Integer.compare(a.table, b.table);
        }
        return c != 0 ? c : Integer.compare(a.number, b.number);
    }
}

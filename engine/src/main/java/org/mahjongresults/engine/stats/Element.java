package org.mahjongresults.engine.stats;

/**
 * One scoring element of a winning hand, as many times as it counts in it: an MCR fan (1-81, MCR 2006 附件1), or a
 * Sichuan pattern (1-12, Swiss §6), doubling (15-19, Swiss §7) or bonus (13 kong, 14 four of a kind), numbered as on the
 * score sheets.
 */
public record Element(Kind kind, int id, int count) {

    /** What sort of element: MCR has only fans; a Sichuan hand has one pattern and any doublings and bonuses. */
    public enum Kind {
        FAN, PATTERN, DOUBLING, BONUS
    }

    public Element {
        if (count < 1) {
            throw new IllegalArgumentException("an element counts at least once: " + count);
        }
    }

    public static Element fan(int number, int count) {
        return new Element(Kind.FAN, number, count);
    }

    /** The identity without the count: two hands with the same key scored the same element. */
    public Key key() {
        return new Key(kind, id);
    }

    /** An element's identity, for counting across hands. */
    public record Key(Kind kind, int id) implements Comparable<Key> {

        @Override
        public int compareTo(Key o) {
            int c = kind.compareTo(o.kind);
            return c != 0 ? c : Integer.compare(id, o.id);
        }
    }
}

package org.mahjongresults.engine.results;

import java.math.BigDecimal;

/**
 * Table points (标准分, MCR 2006 §3.9.2-2, CN 2017 L119), kept exact. Tied players share the points of the places they occupy
 * (RULINGS §3), so a share is the sum of two, three or four places' points divided by two, three or four: halves,
 * thirds and quarters. Three players tied for first under 4-2-1-0 get (4 + 2 + 1) / 3 = 7/3 each, which no
 * number of quarters can hold, so the unit is a twelfth of a point: every share and every sum of shares is a
 * whole number of twelfths, and no floating point is ever used.
 *
 * <p>{@link #toString()} writes the shortest exact decimal when there is one ("3", "1.75", "0.5", "-0.25");
 * a value in thirds or sixths is written rounded to two decimals ("2.33"), while comparisons stay exact.
 *
 * @param twelfths the value in twelfths of a table point
 */
public record TablePoints(int twelfths) implements Comparable<TablePoints> {

    /** No table points: the absent player's, or a last place under 4-2-1-0. */
    public static final TablePoints ZERO = new TablePoints(0);

    private static final int UNIT = 12;

    /** A whole number of table points. */
    public static TablePoints of(int points) {
        return new TablePoints(Math.multiplyExact(points, UNIT));
    }

    /** A value stored as twelfths, for example read back from a database column. */
    public static TablePoints ofTwelfths(int twelfths) {
        return new TablePoints(twelfths);
    }

    /**
     * The equal share of {@code players} tied players in {@code placePoints}, the sum of the points of the places
     * they occupy: {@code share(4 + 2, 2)} is 3, {@code share(4 + 2 + 1 + 0, 4)} is 1.75.
     */
    public static TablePoints share(int placePoints, int players) {
        if (players < 1 || players > 4) {
            throw new IllegalArgumentException("a share is between one and four players, not " + players);
        }
        return new TablePoints(Math.multiplyExact(placePoints, UNIT) / players);
    }

    /**
     * Reads a decimal ("1.75", "-0.5", "3") or a fraction ("7/3"); the value must be a whole number of twelfths.
     */
    public static TablePoints parse(String text) {
        String s = text.strip();
        int slash = s.indexOf('/');
        if (slash >= 0) {
            int num = Integer.parseInt(s.substring(0, slash).strip());
            int den = Integer.parseInt(s.substring(slash + 1).strip());
            if (den <= 0 || UNIT % den != 0) {
                throw new IllegalArgumentException("not a number of twelfths: " + text);
            }
            return new TablePoints(num * (UNIT / den));
        }
        BigDecimal value = new BigDecimal(s).multiply(BigDecimal.valueOf(UNIT));
        try {
            return new TablePoints(value.intValueExact());
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("not a number of twelfths: " + text, e);
        }
    }

    /** The sum of two amounts of table points. */
    public TablePoints plus(TablePoints other) {
        return new TablePoints(Math.addExact(twelfths, other.twelfths));
    }

    /** This amount less {@code other}. */
    public TablePoints minus(TablePoints other) {
        return new TablePoints(Math.subtractExact(twelfths, other.twelfths));
    }

    /** True when the value is a whole number of quarters, so {@link #toString()} is exact. */
    public boolean isExactDecimal() {
        return twelfths % 3 == 0;
    }

    /** The value as a double, for charts and JSON only; never for arithmetic or comparison. */
    public double toDouble() {
        return twelfths / (double) UNIT;
    }

    @Override
    public int compareTo(TablePoints other) {
        return Integer.compare(twelfths, other.twelfths);
    }

    @Override
    public String toString() {
        String sign = twelfths < 0 ? "-" : "";
        int abs = Math.abs(twelfths);
        if (abs % 3 == 0) {
            int quarters = abs / 3;
            String whole = Integer.toString(quarters / 4);
            switch (quarters % 4) {
                case 1: return sign + whole + ".25";
                case 2: return sign + whole + ".5";
                case 3: return sign + whole + ".75";
                default: return sign + whole;
            }
        }
        // thirds and sixths: round half up to hundredths; a third is never exactly half a hundredth
        int hundredths = (abs * 100 + UNIT / 2) / UNIT;
        return sign + hundredths / 100 + "." + String.format("%02d", hundredths % 100);
    }
}

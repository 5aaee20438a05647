package org.mahjongresults.engine.grade;

/**
 * The nine offline grades (品級, MCR 2014 付録9 §4.6), 九品 the lowest and 一品 the highest, with their standards: total
 * table points, total match points and the placing. 九品 to 七品 ask for table points alone; 六品 to 一品 for all
 * three criteria at once (MCR 2014 付録9 §4.6 note 2), none compensating another.
 *
 * <p>The placing: for 六品 to 四品 an individual place in the top 16, 12 or 8 of a competition of any class, or a
 * place of the player's team (third or better, second or better, first); for 三品 to 一品 an individual place in the
 * top 6, 3 or 1 of a class A competition. Our reading of the open points of RULINGS §7: "third-placed team"
 * is met by any team place up to third; a shared place counts as that place.
 */
public enum Grade {
    NINTH(9, 20, 0, 0, 0, false),
    EIGHTH(8, 30, 0, 0, 0, false),
    SEVENTH(7, 40, 0, 0, 0, false),
    SIXTH(6, 60, 1000, 16, 3, false),
    FIFTH(5, 80, 1500, 12, 2, false),
    FOURTH(4, 100, 2000, 8, 1, false),
    THIRD(3, 120, 3000, 6, 0, true),
    SECOND(2, 160, 4000, 3, 0, true),
    FIRST(1, 200, 5000, 1, 0, true);

    private final int number;
    private final int tablePoints;
    private final int matchPoints;
    private final int topPlaces;
    private final int teamPlaces;
    private final boolean classAOnly;

    Grade(int number, int tablePoints, int matchPoints, int topPlaces, int teamPlaces, boolean classAOnly) {
        this.number = number;
        this.tablePoints = tablePoints;
        this.matchPoints = matchPoints;
        this.topPlaces = topPlaces;
        this.teamPlaces = teamPlaces;
        this.classAOnly = classAOnly;
    }

    /** 9 for 九品 ... 1 for 一品. */
    public int number() {
        return number;
    }

    /** The total table points to reach. */
    public int tablePoints() {
        return tablePoints;
    }

    /** The total match points to reach (positive competition totals only); 0 when the grade asks none. */
    public int matchPoints() {
        return matchPoints;
    }

    /** An individual place at most this good is needed; 0 when the grade asks no placing. */
    public int topPlaces() {
        return topPlaces;
    }

    /** A team place at most this good also meets the placing; 0 when a team place does not. */
    public int teamPlaces() {
        return teamPlaces;
    }

    /** True when the individual place must come from a class A competition. */
    public boolean classAOnly() {
        return classAOnly;
    }

    /** True for 六品 to 一品, which ask for all three criteria. */
    public boolean needsPlacing() {
        return topPlaces > 0;
    }

    /** The grade above this one, or null for 一品. */
    public Grade next() {
        return ordinal() + 1 < values().length ? values()[ordinal() + 1] : null;
    }

    /** The grade numbered {@code number} (1 to 9). */
    public static Grade numbered(int number) {
        for (Grade g : values()) {
            if (g.number == number) {
                return g;
            }
        }
        throw new IllegalArgumentException("no grade " + number);
    }
}

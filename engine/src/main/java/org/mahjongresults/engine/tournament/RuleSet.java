package org.mahjongresults.engine.tournament;

/**
 * The game a tournament plays, and the facts of it that the rest of the site is told rather than asks about
 * (STYLE habit 16): each constant carries its own answers, so a third rule set (riichi, issue 38) is a new constant
 * with its answers and its strategies, not an {@code if} in every feature. Outside this enum and the per-rule-set
 * strategies ({@code Mcr*}, {@code Swiss*}) no code names a constant or compares one (RuleSetStrategiesTest).
 */
public enum RuleSet {
    /**
     * Mahjong Competition Rules (国标麻将, "Chinese Official"): 81 fans, 8-point minimum, sessions of 16 hands
     * (MCR 2006 §3.4.3-§3.4.8; 12 at a table of three, RULINGS §4), ranked by table points 4-2-1-0 (§3.9.2).
     */
    MCR(16, true, true, false, true, true),
    /**
     * The Swiss championship's rules (Sichuan style, RULES §8): 108 tiles, four hands a table, no dealer repeat,
     * a knockout where the first of each table advances (002 §1.4-§1.5). No table points, no table of three.
     */
    SWISS(4, false, false, true, false, true),
    /**
     * Japanese riichi mahjong under a published rule set (the EMA RCR 2016, the WRC rules or M.League; RULINGS §10,
     * §11): a table plays one hanchan (or tonpuusen) whose number of hands the game decides (dealer repeats, draws,
     * agari-yame, bust), so {@link #fixedHands()} is false and the sheet asks the engine whether the game is over.
     * Ranked by the points after uma and oka, never table points; no table of three (the game needs four seats).
     */
    RIICHI(8, false, false, false, false, false);

    private final int handsPerSession;
    private final boolean tablesOfThree;
    private final boolean tablePoints;
    private final boolean knockout;
    private final boolean grades;
    private final boolean fixedHands;

    RuleSet(int handsPerSession, boolean tablesOfThree, boolean tablePoints, boolean knockout, boolean grades,
            boolean fixedHands) {
        this.fixedHands = fixedHands;
        this.handsPerSession = handsPerSession;
        this.tablesOfThree = tablesOfThree;
        this.tablePoints = tablePoints;
        this.knockout = knockout;
        this.grades = grades;
    }

    /** The rule set a new tournament starts with; the settings offer the others. */
    public static RuleSet forNewTournaments() {
        return MCR;
    }

    /**
     * Hands a full table plays in one session (a Swiss round). Under riichi, whose games have no fixed length, the
     * least hands of a hanchan (its eight dealerships): a figure for the live pages' progress, never the sheet's end.
     */
    public int handsPerSession() {
        return handsPerSession;
    }

    /**
     * Hands a table plays when the player who started in seat {@code absentSeat} (0..3) is missing, or a full table
     * ({@code absentSeat} −1): the absent player never deals, so a round loses one hand (RULINGS §4).
     */
    public int handsAtTable(int absentSeat) {
        return absentSeat >= 0 && tablesOfThree ? handsPerSession - handsPerSession / 4 : handsPerSession;
    }

    /**
     * Whether a session is a fixed number of hands ({@link #handsAtTable}); otherwise the game's own rules end it
     * and the sheet's rule set says when (riichi: the engine's {@code RiichiSheet.isOver()}).
     */
    public boolean fixedHands() {
        return fixedHands;
    }

    /** Whether a referee may seat a table of three (RULINGS §4) and its sheet is shorter. */
    public boolean tablesOfThree() {
        return tablesOfThree;
    }

    /**
     * Whether players are ranked by table points summed over sessions: the results service keeps the standings, and
     * stages, seasons, the EMA results file, careers and the big screen's standings take them from there.
     */
    public boolean tablePoints() {
        return tablePoints;
    }

    /** Whether the tables play a knockout bracket, one round drawn at a time from the winners of the last. */
    public boolean knockout() {
        return knockout;
    }

    /** Whether a tournament's results count toward the MCR grades and their competition class (MCR 2014 付録9 §5). */
    public boolean grades() {
        return grades;
    }
}

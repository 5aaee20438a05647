package org.mahjongresults.web.rulesets;

import org.mahjongresults.engine.tournament.RuleSet;

/**
 * What the website does differently under one rule set, told to the features instead of asked by them (STYLE habit
 * 16, issue 34 item 5): a feature calls {@code RuleSets.of(t)} and one of these methods, never
 * {@code ruleSet().knockout()} or {@code tablePoints()} to infer a behaviour. The engine's facts (hands per session,
 * tables of three) stay on {@link RuleSet}; the strategies that need repositories (the sheet's, draw's and standings'
 * rules) stay with their features, each picked through its own {@code PerRuleSet} in {@code App}.
 * A third rule set (riichi, issue 38) answers each method in its own implementation.
 */
public interface RuleSetFeatures {

    /** The rule set these answers are for. */
    RuleSet ruleSet();

    /** Whether the results service keeps a ranking over the field (table points; riichi's points after uma). */
    boolean keepsStandings();

    /** Whether a director may cut the field into stages (issue 35): only a field ranked by the kept standings. */
    boolean stages();

    /** Whether a season's rule may count this tournament's places. */
    boolean seasons();

    /** Whether team and nation rankings exist beside the players' standings. */
    boolean teamAndNationRankings();

    /** Whether results count toward the MCR grades and their competition class (MCR 2014 付録9 §5). */
    boolean grades();

    /** Whether the public sees published draw pages; a knockout's draw follows the results and shows them itself. */
    boolean publishedDrawPages();

    /** Whether a referee chooses who advances from a table whose top total is shared (RULINGS §6). */
    boolean refereeChoosesAdvancer();

    /**
     * Whether the big screen shows the knockout's bracket beside the live tables (the Swiss rules) where the others
     * show their kept standings.
     */
    default boolean screenShowsBracket() {
        return false;
    }

    /**
     * Whether a hand's elements are the Sichuan patterns and doublings, valued in points and played in a knockout's
     * rounds (the Swiss rules), where MCR's are fans over sessions: the statistics' words and columns follow.
     */
    default boolean sichuanElements() {
        return false;
    }

    /** The bundle key of the live pages' heading (session or round, tables finished). */
    String liveHeadingKey();

    /**
     * Whether the standings show table points beside the points, overall and per session (MCR's 4-2-1-0); riichi ranks
     * by its points after uma and oka alone, so its standings have one column of points per session.
     */
    default boolean tablePointColumns() {
        return true;
    }

    /**
     * The bundle key of a table's progress on the live pages and the big screen, given the hands played and the hands
     * of a full session: "5 of 16 hands", or, where the game decides its own length (riichi), "5 hands".
     */
    default String progressKey() {
        return "sheet.progress";
    }

    /**
     * The bundle key of the legend under standings whose tables are still being played: MCR's says their 4-2-1-0 is
     * provisional; where there are no table points (riichi), their points are.
     */
    default String progressLegendKey() {
        return tablePointColumns() ? "progress.legend" : "progress.legendPoints";
    }

    /**
     * Which statistics the tournament has: counts of the catalogue's fans or patterns over its hands (MCR, Swiss), or
     * riichi's yaku, limits and rates from its games replayed by the engine (issue 38).
     */
    default StatsKind statsKind() {
        return StatsKind.ELEMENTS;
    }

    /**
     * Whether a stored win carries its value in fans or points (MCR, Swiss), which the head-to-head page sums; a
     * riichi line keeps the points that changed hands, not a hand's value, so its hands are counted alone.
     */
    default boolean handValues() {
        return true;
    }

    /** The bundle key naming one unit of play: a session, or a knockout's round. */
    String sessionKey();

    /** The fragment of {@code tournament/rules} that lists the rules in force on the overview. */
    String rulesFragment();

    /** Which catalogue the penalty form offers and the log names (MCR's; the riichi texts' under riichi). */
    default PenaltyCatalogue penaltyCatalogue() {
        return PenaltyCatalogue.MCR;
    }

    /** The penalty catalogues. */
    enum PenaltyCatalogue {
        /** MCR 2006 §3.11.6 ({@code Offence}), also for the Swiss rules; points in MCR points. */
        MCR,
        /** The riichi texts' ({@code RiichiOffence}), the sanction of the tournament's preset; table points. */
        RIICHI
    }

    /** The statistics pages a rule set has. */
    enum StatsKind {
        /** Fans, patterns, doublings and bonuses counted from the hands ({@code engine.stats}). */
        ELEMENTS,
        /** Yaku, limits, how hands ended and each player's rates ({@code engine.riichi.stats}). */
        RIICHI
    }
}

package org.mahjongresults.web.rulesets;

import org.mahjongresults.engine.tournament.RuleSet;

/**
 * Riichi's web behaviour (issue 38): a field ranked by the points after uma and oka summed over the sessions, kept by
 * the results service like MCR's table points, so stages, seasons and team and nation rankings follow; no MCR grades.
 */
final class RiichiFeatures implements RuleSetFeatures {

    @Override
    public RuleSet ruleSet() {
        return RuleSet.RIICHI;
    }

    @Override
    public boolean keepsStandings() {
        return true;
    }

    @Override
    public boolean stages() {
        return true;
    }

    @Override
    public boolean seasons() {
        return true;
    }

    @Override
    public boolean teamAndNationRankings() {
        return true;
    }

    @Override
    public boolean grades() {
        return false;
    }

    @Override
    public boolean publishedDrawPages() {
        return true;
    }

    @Override
    public boolean refereeChoosesAdvancer() {
        return false;
    }

    @Override
    public PenaltyCatalogue penaltyCatalogue() {
        return PenaltyCatalogue.RIICHI;
    }

    @Override
    public String liveHeadingKey() {
        return "live.heading";
    }

    /** Ranked by points after uma and oka alone: no table-point columns (RCR 2016 §3.6). */
    @Override
    public boolean tablePointColumns() {
        return false;
    }

    /** A riichi line keeps the points that changed hands, not the hand's value (RULINGS §12). */
    @Override
    public boolean handValues() {
        return false;
    }

    /** A hanchan has no fixed number of hands (dealer repeats, draws): only the hands played are told. */
    @Override
    public String progressKey() {
        return "sheet.handsPlayed";
    }

    /** Yaku and riichi, call and deal-in rates, not MCR's fans (engine.riichi.stats). */
    @Override
    public StatsKind statsKind() {
        return StatsKind.RIICHI;
    }

    @Override
    public String sessionKey() {
        return "stats.session";
    }

    @Override
    public String rulesFragment() {
        return "riichi";
    }
}

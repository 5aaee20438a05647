package org.mahjongresults.web.rulesets;

import org.mahjongresults.engine.tournament.RuleSet;

/**
 * The Swiss championship's web behaviour (RULES §8): a knockout drawn round by round, ranked by the round reached
 * (002 §1.4-§1.5), so no table points, stages, seasons, team or nation rankings, or grades.
 */
final class SwissFeatures implements RuleSetFeatures {

    @Override
    public RuleSet ruleSet() {
        return RuleSet.SWISS;
    }

    @Override
    public boolean keepsStandings() {
        return false;
    }

    @Override
    public boolean stages() {
        return false;
    }

    @Override
    public boolean seasons() {
        return false;
    }

    @Override
    public boolean teamAndNationRankings() {
        return false;
    }

    @Override
    public boolean grades() {
        return false;
    }

    @Override
    public boolean publishedDrawPages() {
        return false;
    }

    @Override
    public boolean refereeChoosesAdvancer() {
        return true;
    }

    @Override
    public boolean screenShowsBracket() {
        return true;
    }

    @Override
    public boolean sichuanElements() {
        return true;
    }

    @Override
    public String liveHeadingKey() {
        return "swiss.liveHeading";
    }

    @Override
    public String sessionKey() {
        return "stats.round";
    }

    @Override
    public String rulesFragment() {
        return "swiss";
    }
}

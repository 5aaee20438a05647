package org.mahjongresults.web.rulesets;

import org.mahjongresults.engine.tournament.RuleSet;

/** The Mahjong Competition Rules' web behaviour: a field ranked by table points over sessions of hands. */
final class McrFeatures implements RuleSetFeatures {

    @Override
    public RuleSet ruleSet() {
        return RuleSet.MCR;
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
        return true;
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
    public String liveHeadingKey() {
        return "live.heading";
    }

    @Override
    public String sessionKey() {
        return "stats.session";
    }

    @Override
    public String rulesFragment() {
        return "mcr";
    }
}

package org.mahjongresults.web.standings;

import java.util.Optional;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.RuleSet;

/**
 * The MCR standings: table points and match points (MCR 2006 §3.9.2, MCR 2006 附件7), kept by {@link StandingsService} and rendered
 * once per results version; team standings and the CSV, JSON and EMA exports exist.
 */
public final class McrStandingsRules implements StandingsRules {

    @Override
    public RuleSet ruleSet() {
        return RuleSet.MCR;
    }

    @Override
    public Optional<OwnStandingsPage> ownPage(Tournament t, boolean visible, boolean canManage) {
        return Optional.empty();
    }

    @Override
    public boolean tablePointPages() {
        return true;
    }
}

package org.mahjongresults.web.rulesets;

import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.PerRuleSet;
import org.mahjongresults.engine.tournament.RuleSet;

/**
 * The one place a rule set's web behaviour is registered: a new rule set adds its {@link RuleSetFeatures} to the list
 * here. An immutable table, like an enum's constants, so it needs no wiring.
 */
public final class RuleSets {

    private static final PerRuleSet<RuleSetFeatures> FEATURES =
            PerRuleSet.of(RuleSetFeatures::ruleSet, new McrFeatures(), new SwissFeatures(),
                    new RiichiFeatures());

    private RuleSets() {
    }

    public static RuleSetFeatures of(RuleSet ruleSet) {
        return FEATURES.of(ruleSet);
    }

    /** The features of the tournament's rule set. */
    public static RuleSetFeatures of(Tournament t) {
        return of(t.ruleSet());
    }
}

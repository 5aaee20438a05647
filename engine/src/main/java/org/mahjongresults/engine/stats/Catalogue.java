package org.mahjongresults.engine.stats;

import java.util.ArrayList;
import java.util.List;
import org.mahjongresults.engine.mcr.fan.Fan;
import org.mahjongresults.engine.sichuan.Bonus;
import org.mahjongresults.engine.sichuan.Doubling;
import org.mahjongresults.engine.sichuan.SichuanPattern;
import org.mahjongresults.engine.tournament.RuleSet;

/**
 * The elements a rule set can score, so the statistics list every one of them, scored or not: the 81 MCR fans
 * (MCR 2006 附件1), or the 12 Sichuan patterns, 5 doublings and 2 bonuses (Swiss §6, Swiss §7).
 */
public enum Catalogue {
    MCR(RuleSet.MCR),
    SWISS(RuleSet.SWISS),
    /** Riichi's yaku are counted by the riichi statistics ({@code engine.riichi.stats}), not by this catalogue. */
    RIICHI(RuleSet.RIICHI);

    /** 无番和 (fan 43): the hand with nothing else to score, worth the 8-point minimum alone. */
    public static final Element.Key CHICKEN_HAND = new Element.Key(Element.Kind.FAN, Fan.CHICKEN_HAND.number());

    private final RuleSet ruleSet;

    Catalogue(RuleSet ruleSet) {
        this.ruleSet = ruleSet;
    }

    /** The catalogue of a rule set's tournaments. */
    public static Catalogue of(RuleSet ruleSet) {
        for (Catalogue c : values()) {
            if (c.ruleSet == ruleSet) {
                return c;
            }
        }
        throw new IllegalArgumentException("no statistics catalogue for " + ruleSet);
    }

    /** Every element, in the order of the rulebook's table. */
    public List<Element.Key> elements() {
        List<Element.Key> keys = new ArrayList<>();
        if (this == RIICHI) {
            return keys;
        }
        if (this == MCR) {
            for (Fan f : Fan.values()) {
                keys.add(new Element.Key(Element.Kind.FAN, f.number()));
            }
            keys.sort(null);
            return keys;
        }
        for (SichuanPattern p : SichuanPattern.values()) {
            keys.add(new Element.Key(Element.Kind.PATTERN, p.number()));
        }
        for (Doubling d : Doubling.values()) {
            keys.add(new Element.Key(Element.Kind.DOUBLING, d.number()));
        }
        for (Bonus b : Bonus.values()) {
            keys.add(new Element.Key(Element.Kind.BONUS, b.number()));
        }
        return keys;
    }

    /** Whether chicken hands are a thing under these rules (MCR only). */
    public boolean hasChickenHand() {
        return this == MCR;
    }
}

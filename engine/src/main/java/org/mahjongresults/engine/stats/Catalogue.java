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
    /** The 81 fans, in the rulebook's order; the only catalogue with a chicken hand. */
    MCR(RuleSet.MCR) {
        @Override
        public List<Element.Key> elements() {
            List<Element.Key> keys = new ArrayList<>();
            for (Fan f : Fan.values()) {
                keys.add(new Element.Key(Element.Kind.FAN, f.number()));
            }
            keys.sort(null);
            return keys;
        }

        @Override
        public boolean hasChickenHand() {
            return true;
        }
    },
    /** The 12 Sichuan patterns, then the doublings and the bonuses. */
    SWISS(RuleSet.SWISS) {
        @Override
        public List<Element.Key> elements() {
            List<Element.Key> keys = new ArrayList<>();
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
    },
    /** Riichi's yaku are counted by the riichi statistics ({@code engine.riichi.stats}), not by this catalogue. */
    RIICHI(RuleSet.RIICHI) {
        @Override
        public List<Element.Key> elements() {
            return new ArrayList<>();
        }
    };

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

    /** Every element, in the order of the rulebook's table: each constant's own (no branch on the rule set). */
    public abstract List<Element.Key> elements();

    /** Whether chicken hands are a thing under these rules (MCR only). */
    public boolean hasChickenHand() {
        return false;
    }
}

package org.mahjongresults.engine.tournament;

import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A feature's strategies, one per rule set, and the one place where a tournament's rule set picks its strategy
 * (STYLE habit 16): features hold a {@code PerRuleSet} and call {@link #of}, never compare rule sets. Each strategy
 * names its own rule set, so a new rule set plugs in by adding its strategy to the list.
 *
 * @param <T> the feature's strategy type
 */
public final class PerRuleSet<T> {

    private final Map<RuleSet, T> strategies;

    private PerRuleSet(Map<RuleSet, T> strategies) {
        this.strategies = strategies;
    }

    /** The strategies keyed by the rule set each names; two for one rule set are a wiring mistake. */
    public static <T> PerRuleSet<T> of(Function<? super T, RuleSet> ruleSet, Collection<? extends T> strategies) {
        Map<RuleSet, T> byRuleSet = new EnumMap<>(RuleSet.class);
        for (T s : strategies) {
            T before = byRuleSet.put(ruleSet.apply(s), s);
            if (before != null) {
                throw new IllegalArgumentException("two strategies for " + ruleSet.apply(s) + ": " + before + ", " + s);
            }
        }
        return new PerRuleSet<>(byRuleSet);
    }

    @SafeVarargs
    public static <T> PerRuleSet<T> of(Function<? super T, RuleSet> ruleSet, T... strategies) {
        return of(ruleSet, List.of(strategies));
    }

    /** The strategy of {@code ruleSet}; a rule set without one here is a wiring mistake, not a user's. */
    public T of(RuleSet ruleSet) {
        T s = strategies.get(ruleSet);
        if (s == null) {
            throw new IllegalStateException("no strategy for the rule set " + ruleSet);
        }
        return s;
    }
}

/**
 * The one per-rule-set bundle: what the website does differently under each rule set, told to the
 * features rather than asked by them (issue 34 item 5). {@link RuleSetFeatures} is the interface, {@link RuleSets}
 * the one registry (a feature calls {@code RuleSets.of(t)}), {@code McrFeatures} and {@code SwissFeatures} the two
 * rule sets, and {@link RuleSetsDialect} gives the shared template fragments {@code #rulesets.of(t)}.
 */
package org.mahjongresults.web.rulesets;

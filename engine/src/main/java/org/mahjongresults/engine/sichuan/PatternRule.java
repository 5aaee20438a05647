package org.mahjongresults.engine.sichuan;

/**
 * The rule of one of the twelve patterns (Swiss §6): whether it describes one reading of a winning hand. Which
 * pattern counts is decided afterwards: only the highest one (Swiss §7). Implementations are stateless.
 */
interface PatternRule {

    /** True when the pattern applies to the reading {@code r}. */
    boolean matches(Reading r);
}

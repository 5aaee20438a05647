package org.mahjongresults.engine.mcr.fan;

/**
 * The rule of one fan: how many times it occurs in one reading (decomposition) of a winning hand, before the
 * exclusions (不计, {@link Exclusions}) and the choice of the best reading are applied. Implementations are
 * stateless and allocate nothing.
 */
public interface FanRule {

    /** Occurrences of the fan in the reading held by {@code c}; 0 when it is absent. */
    int count(ScoringContext c);
}

package org.mahjongresults.engine.riichi.yaku;

/**
 * The rule of one yaku: whether it is present in one reading of a winning hand, before the exclusions
 * ({@link Exclusions}) and the choice of the best reading. Closed-only yaku and their open value are in the
 * {@link Yaku} registry, not here. Implementations are stateless.
 */
public interface YakuRule {

    /** True when the yaku is present in the reading held by {@code c}. */
    boolean applies(YakuContext c);
}

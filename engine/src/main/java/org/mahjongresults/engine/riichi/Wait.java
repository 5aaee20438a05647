package org.mahjongresults.engine.riichi;

/**
 * The shape the winning tile completed in one reading (待ち). Only the kanchan, penchan and tanki waits earn 2 fu
 * (EMA RCR 2016 §4.1.1, WRC 2015 §6.3); pinfu needs a ryanmen.
 */
public enum Wait {
    /** Two-sided 両面: 23 waiting on 1 or 4. */
    RYANMEN,
    /** Closed 嵌張: 13 waiting on 2. */
    KANCHAN,
    /** Edge 辺張: 12 waiting on 3, or 89 on 7. */
    PENCHAN,
    /** Dual pair 双碰: the winning tile completes a triplet. */
    SHANPON,
    /** Single 単騎: the winning tile completes the pair (also every seven-pairs and thirteen-orphans win). */
    TANKI
}

/**
 * Reading a finished hand, independent of any rule set: the text notation ({@link
 * org.mahjongresults.engine.hand.HandNotation}), the structured form ({@link
 * org.mahjongresults.engine.hand.StructuredHand}), declared melds, the situation of the win, and input errors as
 * values ({@link org.mahjongresults.engine.hand.HandError}). Rule-specific checks (MCR's 14 tiles, flag conflicts)
 * live with each scorer.
 */
package org.mahjongresults.engine.hand;

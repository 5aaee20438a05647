/**
 * MCR ("Chinese Official") scoring: {@link org.mahjongresults.engine.mcr.McrScorer} classifies and scores a hand
 * under a {@link org.mahjongresults.engine.mcr.RuleProfile} (RULINGS §2), and {@link
 * org.mahjongresults.engine.mcr.Settlement} turns the points into payments between the four seats (MCR 2006 §3.9.1-2).
 */
package org.mahjongresults.engine.mcr;

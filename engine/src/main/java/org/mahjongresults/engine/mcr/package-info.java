/**
 * MCR ("Chinese Official") scoring: {@link org.mahjongresults.engine.mcr.McrScorer} classifies and scores a hand
 * under a {@link org.mahjongresults.engine.mcr.RuleProfile} (RULES §13.1), and {@link
 * org.mahjongresults.engine.mcr.Settlement} turns the points into payments between the four seats (RULES §3.2).
 */
package org.mahjongresults.engine.mcr;

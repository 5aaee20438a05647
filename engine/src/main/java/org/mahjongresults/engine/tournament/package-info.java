/**
 * The tournament's own facts: its {@link org.mahjongresults.engine.tournament.RuleSet} (MCR, the Swiss rules, riichi)
 * and the one place that picks a feature's strategy by it ({@link org.mahjongresults.engine.tournament.PerRuleSet}),
 * table points and ranking ({@link org.mahjongresults.engine.tournament.TablePointSystem},
 * {@link org.mahjongresults.engine.tournament.TieRule}, {@link org.mahjongresults.engine.tournament.TieBreaker},
 * {@link org.mahjongresults.engine.tournament.RankingOrder}, {@link org.mahjongresults.engine.tournament.TeamScoring}),
 * and the statuses of the tournament, its sessions and players, and its staff's roles.
 */
package org.mahjongresults.engine.tournament;

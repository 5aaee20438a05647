/**
 * Session results to standings for MCR tournaments (MCR 2006 §3.9.2, MCR 2006 附件5, MCR 2006 附件7, RULINGS §3, RULINGS §4): pure arithmetic, no I/O.
 *
 * <p>The flow of one session at one table, then of the whole tournament:
 * <ol>
 *   <li>{@link org.mahjongresults.engine.results.SessionTally} adds up a score sheet: every
 *       {@link org.mahjongresults.engine.results.SheetEntry hand} (settled by
 *       {@link org.mahjongresults.engine.mcr.Settlement}) and every penalty transfer or deduction, giving each
 *       seat's session score; at a three-player table the absent seat neither pays nor receives.</li>
 *   <li>{@link org.mahjongresults.engine.results.TableResult} places the table by session score and awards
 *       {@link org.mahjongresults.engine.results.TablePoints table points} under the tournament's
 *       {@link org.mahjongresults.engine.tournament.TablePointSystem} and
 *       {@link org.mahjongresults.engine.tournament.TieRule}: 4-2-1-0 or the five-point system, shared ties or
 *       the referee's order, the forfeiting player last with 0.</li>
 *   <li>{@link org.mahjongresults.engine.results.Standings#compute} ranks players and teams from every
 *       {@link org.mahjongresults.engine.results.SessionEntry}, by the tournament's
 *       {@link org.mahjongresults.engine.tournament.RankingOrder}, with shared places ("=3") and per-session
 *       running totals; {@link org.mahjongresults.engine.results.LiveStandings} keeps the same standings up to date
 *       one submitted or corrected result at a time.</li>
 * </ol>
 *
 * <p>Table points are exact: tied players share places, which makes halves, thirds and quarters, all held as whole
 * twelfths. A starting stake (003: 500) is for display only and never enters the ranking.
 */
package org.mahjongresults.engine.results;

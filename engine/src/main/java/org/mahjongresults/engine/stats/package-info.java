/**
 * Statistics of what happened at the tables: how often each fan (MCR) or pattern, doubling and bonus (Sichuan) was
 * scored, the highest hands, self-drawn against discard wins, dealer wins, exhaustive draws, trends session by
 * session, each player's record and two players' meetings, and the series the progress charts draw.
 *
 * <p>Pure functions over {@link org.mahjongresults.engine.stats.StatHand} values: the same list of hands always gives
 * the same statistics, so statistics kept per results version equal statistics recomputed from scratch. A hand
 * entered without the notation (fan points only) counts wherever its value is enough (wins, totals, averages); only
 * the fan counts need the detail, and every result says how many winning hands carry it.
 */
package org.mahjongresults.engine.stats;

/**
 * The Swiss Mahjong Championship rules, Sichuan style (Swiss rules, document 002, with our decisions of RULINGS §6):
 * a separate game from MCR that shares only the tiles and the hand notation with it.
 *
 * <p>The game uses the 108 suited tiles (no winds, dragons or flowers), allows pungs and kongs but no claimed
 * chows, and a win must lack one suit (缺一门). A winning hand is four sets and a pair or seven pairs (Swiss §5). It
 * scores the highest of twelve {@link org.mahjongresults.engine.sichuan.SichuanPattern patterns} (Swiss §6), doubled
 * once for each {@link org.mahjongresults.engine.sichuan.Doubling special way of winning} that applies (the
 * doublings stack), plus one point per {@link org.mahjongresults.engine.sichuan.Bonus kong and per four of a kind
 * held outside a kong}:
 *
 * <pre>hand score = pattern points × 2^(number of doublings) + bonuses</pre>
 *
 * <p>On a self-drawn win each of the three others pays the hand score; on a discard only the discarder pays it
 * ({@link org.mahjongresults.engine.sichuan.SichuanSettlement}). There are no base points.
 *
 * <p>Entry point: {@link org.mahjongresults.engine.sichuan.SichuanScorer}. It never throws; a wrong input comes back
 * as an {@code invalid} result with a {@link org.mahjongresults.engine.sichuan.SichuanError}.
 */
package org.mahjongresults.engine.sichuan;

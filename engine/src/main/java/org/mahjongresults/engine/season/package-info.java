/**
 * A season across tournaments (issue 28 item 5): a series director (a national league, a tour) names the tournaments
 * of the season and one scoring rule; each person's results in those tournaments become season points, and the
 * season's standings add up the sum of them, or the best K. Pure: no I/O.
 *
 * <h2>The points of one result ({@link org.mahjongresults.engine.season.SeasonBasis})</h2>
 * <ul>
 *   <li><b>By place</b>: the director's points table, place 1 first ("25,18,15,12,10"); a place beyond the table
 *       scores 0; a shared place scores the points of that place (two players "=3" both score the 3rd's points).</li>
 *   <li><b>By table points</b>: the person's total table points in the tournament (MCR 2006 §3.9.2-2).</li>
 *   <li><b>MERS-style</b>: after the European Mahjong Association's ranking system (MERS, "Basics for ranking
 *       system", EMA General Assembly 2017), a result is a <em>base rank</em> between 0 and 1000 by place in the
 *       field, weighted by the tournament's size and class:
 *       <pre>
 *   base rank = 1000 × (N − place) / (N − 1)            (N players ranked; 1000 when N = 1)
 *   weight    = class weight + 0.5 if N &gt; 40, or + 1 if N &gt; 80
 *   points    = base rank × weight, rounded to 0.01
 *       </pre>
 *       The class weight is the director's, per tournament (the EMA gives 1 to 3 for one to three days of play and
 *       more for a qualifying championship); the size bonus is the EMA's Weight_players. Unlike the EMA ranking,
 *       which averages weighted base ranks over three years with decay, a season adds the weighted points up (all,
 *       or the best K), so that playing more events of the season counts.</li>
 * </ul>
 * A result without a place (a disqualified player) scores 0 under every basis but table points.
 *
 * <h2>The standings</h2>
 * Persons rank by their season total, highest first; equal totals share the place. Each person's line keeps every
 * result with its points and whether it counted (for the best K: the K highest; equal points, the earlier listed).
 */
package org.mahjongresults.engine.season;

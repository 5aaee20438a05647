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
 *   points    = base rank × weight, rounded once to 0.01 (the exact base rank: issue 35)
 *       </pre>
 *       The class weight is the director's, per tournament (the EMA gives 1 to 3 for one to three days of play and
 *       more for a qualifying championship); the size bonus is the EMA's Weight_players. Unlike the EMA ranking,
 *       which averages weighted base ranks over three years with decay, a season adds the weighted points up (all,
 *       or the best K), so that playing more events of the season counts.</li>
 *   <li><b>EMA ranking</b> ({@link org.mahjongresults.engine.season.EmaRanking}, issue 35): the EMA's own ranking as
 *       "Basics for ranking system" (EMA General Assembly, 25 May 2017, and its update in force from 1 January 2018)
 *       sets it. A tournament weighs TOTAL_MERS = its days (1 to 3) + 0.5 above 40 players or 1 above 80 (up to
 *       three substitutes counted) + 0.5 from 6 countries or 1 from 10 + 1 when players had to qualify. A result
 *       keeps its whole weight for a year, two thirds in the second year, a third in the third, none after (counted
 *       to the season's last tournament day). A person needs two results in force to be listed; up to five, each
 *       missing result counts as a base rank of 0 with weight 1. The ranking is half the weighted average
 *       Σw·r / Σw of all results and half that of the best four (the season's best K, if it names one), at most
 *       1000, rounded once to 0.01.</li>
 * </ul>
 *
 * <h2>One worked example per rule</h2>
 * <ul>
 *   <li>By place, "25,18,15,12,10": 3rd scores 15, "=3" scores 15 too, 6th scores 0.</li>
 *   <li>By table points: 7⅓ table points score 7.33.</li>
 *   <li>MERS-style: 9th of 16 at class 1.5 is 1000 × 7 / 15 = 466.666… × 1.5 = 700.00 (rounding the base rank first
 *       gave 700.01); 75th of 100 at class 2 is 252.525… × 3 = 757.58.</li>
 *   <li>EMA ranking: a win of 16 at a two-day event with 3 countries (r = 1000, w = 2) and a 50th of 100 at a
 *       three-day qualifying championship with 12 countries 18 months before (r = 505.05…, w = 6 × ⅔ = 4). All five
 *       (three zeros of weight 1): 4020.20… / 9 = 446.69…; best four (two zeros): 4020.20… / 8 = 502.53…; the
 *       ranking is 474.61. One result alone, or one in force and one over three years old: not listed.</li>
 * </ul>
 * A result without a place (a disqualified player) scores 0 under every basis but table points.
 *
 * <h2>The standings</h2>
 * Persons rank by their season total, highest first; equal totals share the place. Each person's line keeps every
 * result with its points and whether it counted (for the best K: the K highest; equal points, the earlier listed).
 */
package org.mahjongresults.engine.season;

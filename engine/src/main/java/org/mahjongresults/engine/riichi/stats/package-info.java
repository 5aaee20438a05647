/**
 * Statistics of riichi score sheets: how often each yaku and limit was scored, how hands ended, and each player's
 * win, deal-in, riichi and open-win rates, average and biggest win and dealer wins, as a riichi statistics page shows
 * them. Pure functions over finished or unfinished sheets: the same sheets always give the same figures.
 */
package org.mahjongresults.engine.riichi.stats;

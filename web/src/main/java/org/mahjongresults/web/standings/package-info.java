/**
 * The results and standings of a tournament: {@link StandingsService} computes every table's placing
 * and table points from the stored sheets and keeps them up to date table by table; {@link StandingsController} shows
 * the standings, the exports ({@link StandingsExports}: CSV, JSON, the EMA file) and the read-only JSON API
 * ({@link ApiBodies}); {@link StandingsPageBuilder} and {@link StandingsRows} build the pages. What differs per rule set
 * is a {@link StandingsRules} ({@link McrStandingsRules}; the Swiss one in {@code web.swiss}).
 */
package org.mahjongresults.web.standings;

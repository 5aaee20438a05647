/**
 * Statistics (issue 17): {@link StatsController} (the tournament's, each player's and head to head, pages
 * and JSON) over {@link StatsService} (figures computed by {@code engine.stats} from {@code db.stats}'s hands, kept per
 * results version), with {@link StatsPageBuilder}, {@link StatsPages}, {@link StatsApi} and {@link Chart} (SVG line
 * charts drawn on the server).
 */
package org.mahjongresults.web.stats;

/**
 * Team and nation rankings and the tie-breakers (issue 28): {@link RankingsController} (the director's
 * standings rule, the public nation ranking and its CSV) over {@link RankingsService}, with {@link RankingsPages}.
 * Builds on the results of {@code web.standings}; the rule is stored by {@code db.rankings}.
 */
package org.mahjongresults.web.rankings;

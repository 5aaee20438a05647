/**
 * Statistics' input: {@link StatsRepository} reads a tournament's hands for {@code engine.stats}. Read-only.
 */
package org.mahjongresults.db.stats;

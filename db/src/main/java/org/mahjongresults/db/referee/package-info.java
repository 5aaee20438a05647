/**
 * Referee calls (issue 26): {@link RefereeCallRepository} keeps a row per call; every write bumps the
 * results version for the calling table.
 */
package org.mahjongresults.db.referee;

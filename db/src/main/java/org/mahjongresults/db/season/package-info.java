/**
 * Seasons across tournaments (issue 28 item 5): {@link SeasonRepository} keeps each {@link Season}'s rule
 * and tournaments, and reads the persons behind the tournaments' players.
 */
package org.mahjongresults.db.season;

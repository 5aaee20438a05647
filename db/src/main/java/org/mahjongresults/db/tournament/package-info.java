/**
 * Tournaments, their teams and their players: {@link TournamentRepository} keeps each
 * {@link Tournament}, {@link Team} and {@link Player} (with {@link NativeName}), and imports {@link PlayerImportRow}s.
 * Every write is audited.
 */
package org.mahjongresults.db.tournament;

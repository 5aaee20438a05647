/**
 * A tournament's field: {@link PlayersController} (the director's forms, CSV import with preview,
 * withdrawals and substitutes) over {@link PlayerService}, with {@link PlayerForm}, {@link PlayerCsv} and
 * {@link PlayerPages}; and {@link PlayerPageController}, a player's public page (itinerary, results, standing,
 * statistics, penalties). Stored by {@code db.tournament}'s {@code TournamentRepository}.
 */
package org.mahjongresults.web.players;

/**
 * A tournament itself: {@link TournamentController} (the overview page and the printed pledge) and
 * {@link SettingsController} (the director's edit of details and rules) over {@link TournamentService}, with
 * {@link TournamentPage}, {@link TournamentLookup} (a route's tournament, drafts hidden) and {@link PlayerSearch}.
 * Stored by {@code db.tournament}'s {@code TournamentRepository}.
 */
package org.mahjongresults.web.tournament;

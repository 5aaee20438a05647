/**
 * Seasons across tournaments (issue 28 item 5): {@link SeasonController} (the list, the series director's
 * form, the public standings and exports) over {@link SeasonService} (standings from each tournament's individual
 * standings and the registry of persons), with {@link SeasonExports} (CSV and JSON). Stored by {@code db.season}.
 */
package org.mahjongresults.web.season;

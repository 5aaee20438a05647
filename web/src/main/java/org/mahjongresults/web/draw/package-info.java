/**
 * The draw: {@link DrawController} (generate, swap, lock, publish; the published tables, seat rotations and
 * itineraries) over {@link DrawService}, with {@link DrawPageBuilder} and {@link DrawPages} for the published pages.
 * What differs per rule set is a {@link DrawRules}: {@link McrDrawRules} here (MCR 2006 附件4), the Swiss rounds in
 * {@code web.swiss}. The draw itself is computed by the engine; {@code db.draw}'s {@code DrawRepository} stores it.
 */
package org.mahjongresults.web.draw;

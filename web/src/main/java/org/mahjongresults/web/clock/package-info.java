/**
 * The session clock (MCR 2006 §3.5.6) as every view shows it: {@link ClockService} computes the time left
 * from the stored clock ({@code db.hall}) and this server's instant; {@link VenueTime} enters and shows times in the
 * venue's time zone while the database keeps UTC. Used by {@code web.hall} and the sheet and live pages.
 */
package org.mahjongresults.web.clock;

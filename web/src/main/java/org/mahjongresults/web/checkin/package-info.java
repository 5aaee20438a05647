/**
 * Check-in before a session (issue 28 item 4): {@link CheckinController} (the officials' live board of who
 * is missing, the referee's tick, the printable cards with a QR code per seat, the player's own page) over
 * {@link CheckinService}. Stored by {@code db.checkin}'s {@code CheckinRepository}.
 */
package org.mahjongresults.web.checkin;

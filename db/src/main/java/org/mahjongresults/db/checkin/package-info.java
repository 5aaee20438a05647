/**
 * Check-in before a session (issue 28 item 4): {@link CheckinRepository} keeps each seated player's token
 * and each {@link CheckIn}; a check-in is audited and bumps the results version.
 */
package org.mahjongresults.db.checkin;

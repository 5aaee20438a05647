/**
 * The hall's facts shared by every server: {@link HallRepository} keeps {@link HallSettings}, the session
 * clocks ({@link ClockRecord}) and how sheets ended ({@link SheetEnd}); a clock change bumps the results version.
 */
package org.mahjongresults.db.hall;

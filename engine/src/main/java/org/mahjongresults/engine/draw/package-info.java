/**
 * The draw (编组表, RULES §2.4-§2.5 and §11.2): who shares a table in every session and who starts in which seat.
 *
 * <p>Start at {@link org.mahjongresults.engine.draw.DrawEngine}: known designs where they exist
 * ({@link org.mahjongresults.engine.draw.Constructions} over {@link org.mahjongresults.engine.draw.GaloisField}),
 * a seeded search for the rest ({@link org.mahjongresults.engine.draw.MeetingSearch}), then balanced seats
 * ({@link org.mahjongresults.engine.draw.SeatAssigner}) and each wind round's rotation
 * ({@link org.mahjongresults.engine.draw.SeatRotation}). {@link org.mahjongresults.engine.draw.DrawChecker} and
 * {@link org.mahjongresults.engine.draw.DrawQuality} judge any draw, ours or imported;
 * {@link org.mahjongresults.engine.draw.StandingsSeating} seats a late session by the standings.
 */
package org.mahjongresults.engine.draw;

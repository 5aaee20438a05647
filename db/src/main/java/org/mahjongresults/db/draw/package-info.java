/**
 * The draw as stored: {@link DrawRepository} keeps sessions ({@link SessionInfo}) and who starts where
 * ({@link Seating}), translating the engine's entry numbers to player ids both ways.
 */
package org.mahjongresults.db.draw;

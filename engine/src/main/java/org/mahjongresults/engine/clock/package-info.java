/**
 * The session clock (MCR 2006 §3.5.6): one stored fact from which every screen and server computes the time left
 * ({@link org.mahjongresults.engine.clock.SessionClock}).
 */
package org.mahjongresults.engine.clock;

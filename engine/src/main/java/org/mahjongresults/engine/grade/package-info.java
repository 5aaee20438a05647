/**
 * The WMO grades (品級, MCR 2014 付録9, decisions in §13.6): the class of a competition from its players and sessions,
 * and the grade a player reaches from the results of the competitions that count. Pure: no I/O.
 * Online grades (MCR 2014 付録9 §4.7) are not computed.
 */
package org.mahjongresults.engine.grade;

/**
 * The WMO grades (品級, RULES §10, decisions in §13.6): the class of a competition from its players and sessions,
 * and the grade a player reaches from the results of the competitions that count. Pure: no I/O.
 * Online grades (§10.4) are not computed.
 */
package org.mahjongresults.engine.grade;

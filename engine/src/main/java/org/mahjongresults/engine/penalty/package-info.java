/**
 * The penalty log's rules (MCR 2006 §3.11, MCR 2006 附件6, our decisions of RULINGS §4): the {@link
 * org.mahjongresults.engine.penalty.Offence catalogue of offences} in Chinese, English and Japanese, the {@link
 * org.mahjongresults.engine.penalty.Sanction sanctions} with the points each kind allows, the {@link
 * org.mahjongresults.engine.penalty.PenaltyAdvisor proposal} of the catalogue sanction (with the escalation ladder
 * within a hand and the late-arrival minutes), and the {@link org.mahjongresults.engine.penalty.PenaltyEffect effect}
 * of a recorded {@link org.mahjongresults.engine.penalty.Penalty} on a hand's four seats.
 *
 * <p>Riichi has its own catalogue, {@link org.mahjongresults.engine.penalty.RiichiOffence}, with the {@link
 * org.mahjongresults.engine.penalty.RiichiSanction sanction} of each riichi preset (EMA RCR 2016, WRC 2015, M.League).
 *
 * <p>Pure and stateless: the website stores the penalty log and passes the relevant penalties in.
 */
package org.mahjongresults.engine.penalty;

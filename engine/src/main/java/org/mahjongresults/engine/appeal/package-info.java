/**
 * The appeal workflow's rules (MCR 2006 §3.12-§3.13, our decisions of RULINGS §5): the {@link
 * org.mahjongresults.engine.appeal.AppealWorkflow transition function} over {@link
 * org.mahjongresults.engine.appeal.AppealState status and fee}, who may take each {@link
 * org.mahjongresults.engine.appeal.AppealAction step}, the arbitration committee's {@link
 * org.mahjongresults.engine.appeal.CommitteeRestriction restriction}, and the 30-minute {@link
 * org.mahjongresults.engine.appeal.AppealDeadline filing deadline}.
 *
 * <p>Pure: the website stores each appeal's timeline (who, when, the text) and passes the current state in; time is
 * always an argument, never read from a clock.
 */
package org.mahjongresults.engine.appeal;

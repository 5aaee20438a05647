/**
 * A table's call for a referee: why it called ({@link org.mahjongresults.engine.referee.CallReason}) and how fast the
 * referees answered ({@link org.mahjongresults.engine.referee.AnswerTimes}).
 */
package org.mahjongresults.engine.referee;

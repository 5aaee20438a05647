/**
 * Riichi on the website (issue 38): a sheet line as the scorekeeper entered it ({@code db.riichi.RiichiLine}), stored
 * with its hand and replayed through the engine's {@code
 * RiichiSheet} ({@link org.mahjongresults.web.riichi.RiichiGame}) to score the next line, to show the table and to
 * rank the players. The sheet's, standings' and settings' strategies use it from their own features.
 */
package org.mahjongresults.web.riichi;

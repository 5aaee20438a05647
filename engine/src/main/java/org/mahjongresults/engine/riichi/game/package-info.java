/**
 * The game side of riichi: the rule profiles ({@link org.mahjongresults.engine.riichi.game.RiichiRules} with the EMA
 * 2016, WRC 2015 and M.League presets), a hand's base points and limits ({@link
 * org.mahjongresults.engine.riichi.game.BasePoints}), the payments of every way a hand ends ({@link
 * org.mahjongresults.engine.riichi.game.Settlement}), the ledger of a hanchan with its dealer, counters, riichi
 * sticks and running scores ({@link org.mahjongresults.engine.riichi.game.Hanchan}), and the final result with uma
 * and oka ({@link org.mahjongresults.engine.riichi.game.FinalResult}).
 *
 * <p>A hand's value comes in as a {@link org.mahjongresults.engine.riichi.game.HandValue} (han and fu, or yakuman);
 * the yaku, dora and fu that make it are the hand side's work. The rules chosen and the readings they leave open are
 * in RULINGS §10.
 */
package org.mahjongresults.engine.riichi.game;

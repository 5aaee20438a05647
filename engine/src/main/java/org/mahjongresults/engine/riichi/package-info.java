/**
 * Riichi (Japanese) mahjong, the hand side: the notation with red fives ({@link
 * org.mahjongresults.engine.riichi.RiichiNotation}), every reading of a hand ({@link
 * org.mahjongresults.engine.riichi.Readings}), the yaku registry ({@link org.mahjongresults.engine.riichi.yaku.Yaku},
 * one rule class per yaku), fu ({@link org.mahjongresults.engine.riichi.Fu}) and dora ({@link
 * org.mahjongresults.engine.riichi.Dora}). The entry points:
 * <ul>
 *   <li>{@link org.mahjongresults.engine.riichi.RiichiScorer#score(RiichiHand, RiichiSituation, HandRules)} gives
 *   the {@link org.mahjongresults.engine.riichi.RiichiResult}: the reading chosen, each yaku with its han, dora, ura
 *   and red-five counts, the total han, the fu and the yakuman multiple, or a {@link
 *   org.mahjongresults.engine.riichi.RiichiError};</li>
 *   <li>{@link org.mahjongresults.engine.riichi.RiichiScorer#check(HanFuEntry, HandRules)} says whether a win
 *   entered as han and fu with its yaku named can exist ({@link org.mahjongresults.engine.riichi.HanFuCheck}).</li>
 * </ul>
 * The switches are a {@link org.mahjongresults.engine.riichi.HandRules} with the presets EMA 2016, WRC, JPML and M.League.
 * Limits (mangan and above, kiriage, kazoe), payments and the game ledger are the game side
 * ({@code org.mahjongresults.engine.riichi.game}). Rulings where the texts leave a reading open: docs/RULINGS.md §11.
 */
package org.mahjongresults.engine.riichi;

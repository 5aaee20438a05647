/**
 * The riichi score sheet: a hanchan (or tonpuusen) entered hand by hand, each win given either as its tiles and
 * situation (the hand scorer finds the yaku, han and fu) or as han and fu with the yaku named (the han/fu check says
 * whether such a hand can exist). This is where the hand side ({@code org.mahjongresults.engine.riichi}) meets the
 * game side ({@code org.mahjongresults.engine.riichi.game}): a
 * {@link org.mahjongresults.engine.riichi.sheet.RiichiSheet} turns each entry into a {@code HandValue} and a {@code HandRecord}, and the game's ledger settles it.
 *
 * <p>Every refusal is a {@link org.mahjongresults.engine.riichi.sheet.SheetRefusal} with a closed reason and a message
 * key, so that the website says it in the user's language. RULINGS §10.11-§10.17 give the sheet's, the
 * statistics' and the demo's own decisions.
 */
package org.mahjongresults.engine.riichi.sheet;

/**
 * One table's score sheet as the rules see it (RULES §2.2, §3.4): the order of its hands and dealers
 * ({@link org.mahjongresults.engine.sheet.HandSchedule}, MCR 2006 §3.4), an MCR hand as reported turned into the hand
 * the sheet stores ({@link org.mahjongresults.engine.sheet.McrHandScoring}, giving a
 * {@link org.mahjongresults.engine.sheet.ScoredHand}), how its fans stand against the engine
 * ({@link org.mahjongresults.engine.sheet.HandVerification}), the sheet's status, and the players' signatures of a
 * result ({@link org.mahjongresults.engine.sheet.Signatures},
 * {@link org.mahjongresults.engine.sheet.ConfirmationMode}).
 */
package org.mahjongresults.engine.sheet;

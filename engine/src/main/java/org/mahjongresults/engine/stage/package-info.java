/**
 * Stages of a championship (issue 28): after a qualification, a final stage cuts the field to its top N or forms
 * groups by rank, carries some of the qualification's points or none, and seats its sessions by a draw inside each
 * group, by the stage's standings, or table winners together. Pure rules, no I/O: the formation of the groups
 * ({@link org.mahjongresults.engine.stage.Groups}), the points carried ({@link org.mahjongresults.engine.stage.Carry}),
 * the stage's standings over its own sessions ({@link org.mahjongresults.engine.stage.StageStandings}), the seating of
 * its sessions ({@link org.mahjongresults.engine.stage.StageSeatings}) and the overall result of every stage
 * together ({@link org.mahjongresults.engine.stage.Overall}).
 *
 * <p>{@link org.mahjongresults.engine.stage.FinalRanking} is the one place where a tournament's final ranking is made
 * (issue 35): every stage's groups ranked with the director's tie-breakers counted over that stage alone, then the
 * overall order with shared places only where the standings that order two players share it. The standings page, the
 * exports, seasons, careers and the big screen all read it. Where equal players fall on both sides of a group line
 * with nothing but the lot or the order of entry to part them, {@link org.mahjongresults.engine.stage.Groups#splits}
 * says so.
 *
 * <p>The World Mahjong Championship 2019 (Vienna, 256 players) is the shape this follows: eight random sessions, then
 * groups of 16 by rank with one player of each quartile at every table, the tenth session seated by the ninth's
 * results (table winners together).
 */
package org.mahjongresults.engine.stage;

/**
 * The riichi yaku: the registry {@link org.mahjongresults.engine.riichi.yaku.Yaku} (han closed and open, names in
 * Japanese, English and Chinese), one {@link org.mahjongresults.engine.riichi.yaku.YakuRule} class per yaku reading a
 * {@link org.mahjongresults.engine.riichi.yaku.YakuContext}, and the replacements between them
 * ({@link org.mahjongresults.engine.riichi.yaku.Exclusions}).
 */
package org.mahjongresults.engine.riichi.yaku;

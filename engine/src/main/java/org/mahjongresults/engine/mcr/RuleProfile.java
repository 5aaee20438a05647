package org.mahjongresults.engine.mcr;

import java.util.Locale;

/**
 * The two MCR rule profiles of RULINGS §2, chosen per tournament. {@code WMO} (000 read with 004) is the default;
 * {@code CN2017} is 003's fan list with 001's supplementary rulings. Every difference is one named switch below,
 * so a reader can find where each row of the §13.1 table takes effect.
 */
public enum RuleProfile {
    WMO,
    CN2017;

    /** The profile for a name such as {@code WMO} or {@code cn2017}; null if there is none. */
    public static RuleProfile ofName(String name) {
        if (name == null) {
            return null;
        }
        try {
            return valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The session's length a tournament of this profile starts with (MCR 2006 §3.5.6): 150 min (000/004), 3 h (003). */
    public int sessionMinutes() {
        return this == CN2017 ? 180 : 150;
    }

    /**
     * §13.1 rows 1-2: fully concealed special shapes (七对, 连七对, 十三幺, 全不靠, 七星不靠) self-drawn score 自摸 only,
     * never 不求人; on a discard they add 门前清 (001 L24-34). WMO: 不求人 on a self-draw, no 门前清 on a discard.
     */
    public boolean specialShapesScoreSelfDrawnAndConcealedHand() {
        return this == CN2017;
    }

    /** §13.1 row 3: 九莲宝灯 and 四暗刻 won on a discard add 门前清 (001 L26, L52). WMO: no. */
    public boolean concealedHandWithNineGatesAndFourConcealedPungs() {
        return this == CN2017;
    }

    /**
     * §13.1 row 5: wait fans 边张/坎张/单调将 only when the winning tile is the only tile the hand waits on (WMO),
     * or by the shape of the chosen decomposition alone (CN2017, 001 L48).
     */
    public boolean waitFansRequireUniqueWait() {
        return this == WMO;
    }

    /**
     * §13.1 rows 6-8: kong accounting. WMO: two concealed kongs are 双暗杠 (8, no 双暗刻 or 暗杠); a single concealed
     * kong adds 暗杠 2 beside 双明杠/三杠/四杠 (so one melded plus one concealed kong makes 6). CN2017: every kong
     * counts as a melded kong plus a concealed pung (001 L58-106): 双暗杠 is 双明杠 + 双暗刻 (6), and the concealed
     * part of a lone concealed kong beside other kongs is worth 1.
     */
    public boolean kongsSplitIntoMeldedAndConcealedParts() {
        return this == CN2017;
    }

    /** §13.1 row 9: 七对 never with 绿一色, 全大/全中/全小, 大于五/小于五 (001 L32). WMO allows them. */
    public boolean sevenPairsExcludeTileRangeFans() {
        return this == CN2017;
    }

    /** §13.1 row 10: with 清幺九 a lone 双同刻 is not counted and two count as one (001 L54). WMO: each counts. */
    public boolean allTerminalsCountDoublePungsOnce() {
        return this == CN2017;
    }

    /** §13.1 row 11: in 字一色/混幺九 the honour pung fans 箭刻, 圈风刻, 门风刻 count one point less (001 L56). */
    public boolean honourPungsMinusOneInAllHonoursHands() {
        return this == CN2017;
    }

    /** §13.1 row 12: 绿一色 does not add 混一色 (003 no. 3). WMO: it may add 混一色 or 清一色. */
    public boolean allGreenExcludesHalfFlush() {
        return this == CN2017;
    }

    /**
     * §13.1 row 13: a 组合龙 hand has no 平和 and no 四归一, and winning on the 4, 5 or 6 of the knitted straight is
     * 坎张 (001 L46-48). WMO: no wait fan from the knitted tiles, 平和 when the rest is a chow and a suited pair.
     */
    public boolean knittedStraightRulingsOf2017() {
        return this == CN2017;
    }
}

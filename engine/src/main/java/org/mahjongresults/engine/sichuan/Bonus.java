package org.mahjongresults.engine.sichuan;

/**
 * The additional points (附加分, Swiss §7, 002 §7.5), one point for each occurrence, added after the doubling
 * (RULINGS §6). {@link #number()} follows the patterns in the order of the score sheet's columns (Swiss score sheets); a bonus is not
 * a pattern. The Japanese names are our renderings.
 */
public enum Bonus {
    /** 13 杠 — each kong, melded or concealed: +1. */
    KONG(13, "杠", "Kong", "槓"),
    /**
     * 14 四归一 — each tile held four times without being declared as a kong (in a pung and a chow, in two chows,
     * in a pair and chows, or as two of seven pairs): +1. The four identical tiles that make a scored 龙七对 do not
     * also earn it; a second set of four in the same hand does (RULINGS §6).
     */
    FOUR_OF_A_KIND(14, "四归一", "Four of a Kind", "四帰一");

    private final int number;
    private final String chinese;
    private final String english;
    private final String japanese;

    Bonus(int number, String chinese, String english, String japanese) {
        this.number = number;
        this.chinese = chinese;
        this.english = english;
        this.japanese = japanese;
    }

    /** The number after the patterns, 13-14, in the score sheet's column order. */
    public int number() {
        return number;
    }

    public String chinese() {
        return chinese;
    }

    public String english() {
        return english;
    }

    /** The Japanese name; our rendering. */
    public String japanese() {
        return japanese;
    }

    /** Points for one occurrence. */
    public int points() {
        return 1;
    }

    /** The message key of its name in the website's bundles, {@code sichuan.bonus.<name>}. */
    public String messageKey() {
        return "sichuan.bonus." + name();
    }
}

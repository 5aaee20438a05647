package org.mahjongresults.engine.sichuan;

import java.util.function.Predicate;

/**
 * The special ways of winning that double the pattern points (加1番, Swiss §7, 002 §7.6). Each one that applies
 * doubles once more: they stack (RULINGS §6), so two of them multiply the pattern points by four. Bonuses are added
 * after the doubling and are not doubled.
 *
 * <p>{@link #number()} continues the pattern numbers in the order of the score sheet's columns (Swiss score sheets), so a
 * doubling can be listed next to the patterns; it is not a pattern. The Japanese names are our renderings (the
 * riichi names of the same situations where they exist: 嶺上開花, 槍槓, 海底摸月, 河底撈魚).
 */
public enum Doubling {
    /** 15 杠上开花 — won on the replacement tile drawn after one's own kong. */
    KONG_REPLACEMENT(15, "杠上开花", "Out on a Kong Replacement", "嶺上開花", SichuanSituation::kongReplacement),
    /** 16 杠上炮 — won on the discard a player made right after a kong and its replacement draw. */
    KONG_DISCARD(16, "杠上炮", "Win on a Kong Discard", "槓上炮", SichuanSituation::kongDiscard),
    /** 17 抢杠胡 — won on the tile another player added to an exposed pung. */
    ROBBING_KONG(17, "抢杠胡", "Robbing the Kong", "槍槓", SichuanSituation::robbingKong),
    /** 18 妙手回春 — self-drew the last tile of the wall. */
    LAST_TILE(18, "妙手回春", "Last Tile Draw", "海底摸月", SichuanSituation::lastTile),
    /** 19 海底捞月 — won on the last discard. */
    LAST_DISCARD(19, "海底捞月", "Last Discard", "河底撈魚", SichuanSituation::lastDiscard);

    private final int number;
    private final String chinese;
    private final String english;
    private final String japanese;
    private final Predicate<SichuanSituation> applies;

    Doubling(int number, String chinese, String english, String japanese, Predicate<SichuanSituation> applies) {
        this.number = number;
        this.chinese = chinese;
        this.english = english;
        this.japanese = japanese;
        this.applies = applies;
    }

    /** The number after the patterns and bonuses, 15-19, in the score sheet's column order. */
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

    /** The factor it applies to the pattern points. */
    public int factor() {
        return 2;
    }

    /** True when the situation is this way of winning. */
    public boolean appliesTo(SichuanSituation s) {
        return applies.test(s);
    }

    /** The message key of its name in the website's bundles, {@code sichuan.doubling.<name>}. */
    public String messageKey() {
        return "sichuan.doubling." + name();
    }
}

package org.mahjongresults.engine.hand;

/** The kinds of declared set (MCR 2006 §3.5.5). A concealed pung is never declared; it is written as loose tiles. */
public enum MeldType {
    /** A chow 顺子 claimed from the left-hand player (吃). */
    CHOW(3),
    /** An exposed pung 明刻 claimed with 碰. */
    PUNG(3),
    /** A melded kong 明杠: on a discard, or a drawn tile added to an exposed pung (加杠). */
    KONG(4),
    /** A concealed kong 暗杠: four self-drawn tiles; it does not break concealment (000 §3.6.8-2). */
    CONCEALED_KONG(4);

    private final int size;

    MeldType(int size) {
        this.size = size;
    }

    /** Number of tiles in the set. */
    public int size() {
        return size;
    }

    /** True for both kinds of kong. */
    public boolean isKong() {
        return size == 4;
    }

    /** The JSON name used by the command line ({@code chow}, {@code pung}, {@code kong}, {@code concealed_kong}). */
    public String jsonName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}

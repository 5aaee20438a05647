package org.mahjongresults.engine.riichi;

/**
 * The hand-side switches of a riichi rule set: what counts as a yaku, how much it is worth and which dora are
 * counted. Limits (mangan to yakuman, kiriage, kazoe), payments and the game are the game side's profile. The
 * presets cite the sections of the texts they follow; docs/RULINGS.md §11 gives the readings the texts leave open.
 *
 * @param name                       the preset's short name
 * @param openTanyao                 tanyao (all simples) also on an open hand (kuitan); EMA RCR 2016 and WRC 2015
 *                                   §6.5.1 allow it
 * @param redFives                   the set holds one red five per suit, each worth one han (aka dora); EMA RCR 2016
 *                                   dropped them (riichi.wiki, EMA RCR: "no more red fives"), WRC 2015 §3.3 too
 * @param uraDora                    ura dora are turned for a riichi winner (EMA RCR 2016 §2.7, WRC 2015 §6.4)
 * @param kanDora                    each kan turns one more dora indicator (and ura indicator)
 * @param ippatsu                    ippatsu is a yaku (WRC 2015 §6.5.1)
 * @param doubleKokushi13            the 13-sided thirteen orphans is a double yakuman
 * @param doubleSuuankouTanki        four concealed triplets on a single wait is a double yakuman
 * @param doubleJunseiChuuren        the pure nine-sided nine gates is a double yakuman
 * @param doubleDaisuushii           big four winds is a double yakuman
 * @param yakumanStack               several yakuman in one hand add up (WRC 2015 §6.5: "Yakuman yaku are not
 *                                   cumulative", so false there)
 * @param doubleWindPairFu           fu of a pair of a wind that is both seat and round wind: 4 (2 + 2) or 2
 * @param renhou                     what a ron before one's first draw is worth
 */
public record HandRules(String name, boolean openTanyao, boolean redFives, boolean uraDora, boolean kanDora,
                        boolean ippatsu, boolean doubleKokushi13, boolean doubleSuuankouTanki,
                        boolean doubleJunseiChuuren, boolean doubleDaisuushii, boolean yakumanStack,
                        int doubleWindPairFu, Renhou renhou) {

    /** How renhou 人和 (a ron before one's first draw, no call made) is valued. */
    public enum Renhou {
        /** Not a yaku. */
        NONE,
        /** A mangan on its own (5 han, no other yaku or dora); the hand's own value if that is more (EMA 2016). */
        MANGAN,
        /** A 5-han yaku that adds to the others and to dora (WRC 2015 §6.5.4, "mangan yaku"). */
        FIVE_HAN,
        /** A yakuman. */
        YAKUMAN
    }

    public HandRules {
        java.util.Objects.requireNonNull(name, "name");
        java.util.Objects.requireNonNull(renhou, "renhou");
        if (doubleWindPairFu != 2 && doubleWindPairFu != 4) {
            throw new IllegalArgumentException("a double-wind pair is worth 2 or 4 fu, not " + doubleWindPairFu);
        }
    }

    /**
     * EMA Riichi Competition Rules 2016: open tanyao, no red fives, ura and kan dora, ippatsu, no double yakuman and
     * yakuman not cumulative (the maximum is one yakuman), a double-wind pair 4 fu (the seat-wind and round-wind
     * pairs are listed as separate 2-fu items), renhou a mangan.
     */
    public static final HandRules EMA_2016 = new HandRules("EMA2016", true, false, true, true, true,
            false, false, false, false, false, 4, Renhou.MANGAN);

    /**
     * World Riichi Championship rules (2015 rule book, still the WRC text): open tanyao, no red fives, ura and kan
     * dora, ippatsu, every yakuman single and not cumulative (§6.5), a double-wind pair 4 fu (§6.3 lists seat and
     * prevailing wind pairs separately), renhou a 5-han yaku that adds to others (§6.5.4).
     */
    public static final HandRules WRC = new HandRules("WRC", true, false, true, true, true,
            false, false, false, false, false, 4, Renhou.FIVE_HAN);

    /**
     * The Japan Professional Mahjong League's official rules (日本プロ麻雀連盟 公式ルール): open tanyao, no red fives,
     * no ura dora, no kan dora and no ippatsu, no double yakuman, yakuman not cumulative, a double-wind pair 2 fu,
     * no renhou.
     */
    public static final HandRules JPML = new HandRules("JPML", true, false, false, false, false,
            false, false, false, false, false, 2, Renhou.NONE);

    /**
     * M.League (the game side's Japanese professional preset): open tanyao, one red five per suit, ura and kan dora,
     * ippatsu, no double yakuman but several yakuman add up, no renhou; a double-wind pair 4 fu. Taken from the same
     * third-party summaries as the game side's preset (RULINGS §10); the pair fu is unverified (RULINGS §11.8).
     */
    public static final HandRules M_LEAGUE = new HandRules("MLEAGUE", true, true, true, true, true,
            false, false, false, false, true, 4, Renhou.NONE);

    /** The presets by name ({@code EMA2016}, {@code WRC}, {@code JPML}, {@code MLEAGUE}), or null. */
    public static HandRules ofName(String name) {
        for (HandRules r : new HandRules[] {EMA_2016, WRC, JPML, M_LEAGUE}) {
            if (r.name.equalsIgnoreCase(name)) {
                return r;
            }
        }
        return null;
    }

    /** A copy with red fives on or off (a tournament may add them to a preset). */
    public HandRules withRedFives(boolean on) {
        return new HandRules(name, openTanyao, on, uraDora, kanDora, ippatsu, doubleKokushi13, doubleSuuankouTanki,
                doubleJunseiChuuren, doubleDaisuushii, yakumanStack, doubleWindPairFu, renhou);
    }

    /** A copy with the four double yakuman and stacking yakuman set together (Japanese club rules). */
    public HandRules withDoubleYakuman(boolean doubles, boolean stack) {
        return new HandRules(name, openTanyao, redFives, uraDora, kanDora, ippatsu, doubles, doubles, doubles,
                doubles, stack, doubleWindPairFu, renhou);
    }

    /** A copy with another renhou value. */
    public HandRules withRenhou(Renhou value) {
        return new HandRules(name, openTanyao, redFives, uraDora, kanDora, ippatsu, doubleKokushi13,
                doubleSuuankouTanki, doubleJunseiChuuren, doubleDaisuushii, yakumanStack, doubleWindPairFu, value);
    }

    /** A copy with open tanyao on or off. */
    public HandRules withOpenTanyao(boolean on) {
        return new HandRules(name, on, redFives, uraDora, kanDora, ippatsu, doubleKokushi13, doubleSuuankouTanki,
                doubleJunseiChuuren, doubleDaisuushii, yakumanStack, doubleWindPairFu, renhou);
    }

    @Override
    public String toString() {
        return name;
    }
}

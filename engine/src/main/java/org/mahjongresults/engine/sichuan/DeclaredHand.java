package org.mahjongresults.engine.sichuan;

import java.util.ArrayList;
import java.util.List;
import org.mahjongresults.engine.hand.HandError;

/**
 * A Sichuan hand declared at the table without its tiles: the pattern the players agreed on, the way it was won,
 * and how many kongs and four-of-a-kinds it held. Score sheets are often kept this way (Swiss score sheets lists exactly
 * these columns), so the website accepts it; the engine cannot check the tiles, but it checks that the declaration
 * can be true and computes the hand score by the same formula as {@link SichuanScorer}.
 */
public final class DeclaredHand {

    /** At most four sets, so at most four kongs, and at most three sets of four outside kongs besides. */
    public static final int MAX_KONGS = 4;
    public static final int MAX_FOURS = 3;

    private DeclaredHand() {
    }

    /**
     * Scores a declared hand. Refused (an {@code invalid} result) when the situation's flags cannot go together,
     * when 天胡/地胡 are declared without their pattern (or the pattern without its flag), when a seven-pairs or a
     * first-draw pattern has kongs, or when a kong-replacement win has no kong.
     */
    public static SichuanResult score(SichuanPattern pattern, SichuanSituation s, int kongs, int fours) {
        if (pattern == null || s == null) {
            return SichuanResult.invalid(SichuanError.of(HandError.Code.MALFORMED_INPUT, "no pattern was given"));
        }
        if (kongs < 0 || kongs > MAX_KONGS || fours < 0 || fours > MAX_FOURS) {
            return SichuanResult.invalid(SichuanError.of(HandError.Code.MALFORMED_INPUT, "kongs must be 0-"
                    + MAX_KONGS + " and four-of-a-kinds 0-" + MAX_FOURS));
        }
        // The pattern list carries 天胡/地胡 as patterns; the flags follow the pattern chosen.
        SichuanSituation situation = s.withHeavenlyHand(pattern == SichuanPattern.HEAVENLY_HAND)
                .withEarthlyHand(pattern == SichuanPattern.EARTHLY_HAND);
        SichuanError e = SichuanScorer.checkFlags(situation);
        if (e != null) {
            return SichuanResult.invalid(e);
        }
        boolean firstDraw = situation.heavenlyHand() || situation.earthlyHand();
        if (firstDraw && kongs > 0) {
            return SichuanResult.invalid(SichuanError.of(SichuanError.Code.FIRST_DRAW_WITH_MELDS, pattern.chinese()
                    + " is won before anything is declared, so it cannot hold a kong", "kong"));
        }
        boolean pairs = pattern == SichuanPattern.SEVEN_PAIRS || pattern == SichuanPattern.DRAGON_SEVEN_PAIRS
                || pattern == SichuanPattern.PURE_SEVEN_PAIRS;
        if (pairs && kongs > 0) {
            return SichuanResult.invalid(SichuanError.of(HandError.Code.WRONG_TILE_COUNT, "seven pairs hold no kong",
                    "14", String.valueOf(14 + kongs)));
        }
        if (situation.kongReplacement() && kongs == 0) {
            return SichuanResult.invalid(SichuanError.of(HandError.Code.KONG_REPLACEMENT_WITHOUT_KONG,
                    "a win on a kong replacement tile needs a kong in the hand, and none is declared"));
        }
        if (pattern == SichuanPattern.DRAGON_SEVEN_PAIRS && fours > 2) {
            return SichuanResult.invalid(SichuanError.of(HandError.Code.FIFTH_TILE,
                    "seven pairs hold at most three sets of four, one of them the dragon's"));
        }
        List<Doubling> doublings = new ArrayList<>(2);
        for (Doubling d : Doubling.values()) {
            if (d.appliesTo(situation)) {
                doublings.add(d);
            }
        }
        List<BonusCount> bonuses = new ArrayList<>(2);
        if (kongs > 0) {
            bonuses.add(new BonusCount(Bonus.KONG, kongs));
        }
        if (fours > 0) {
            bonuses.add(new BonusCount(Bonus.FOUR_OF_A_KIND, fours));
        }
        int total = (pattern.points() << doublings.size()) + kongs + fours;
        return new SichuanResult(SichuanClassification.WIN, pattern, doublings, bonuses, situation.selfDrawn(), total,
                null);
    }
}

package org.mahjongresults.engine.riichi.game;

/**
 * A hand's base points (基本点) under a rule profile: the number every payment is a multiple of. Below the limits it
 * is fu × 2^(2 + han); from mangan up it is the limit's fixed value (RCR 2016 §4.1.2, WRC 2015 §6.1).
 *
 * @param points the base points: a ron pays 4 times them (6 for the dealer), a tsumo 1 from each non-dealer and 2
 *     from the dealer (2 from each for the dealer), each payment rounded up to 100
 * @param limit the limit reached, or {@link Limit#NONE}
 * @param yakumanCount how many yakuman the base points count (0 below yakuman)
 */
public record BasePoints(int points, Limit limit, int yakumanCount) {

    /** The base points of {@code value} under {@code rules}: kiriage, kazoe, double yakuman and stacking. */
    public static BasePoints of(HandValue value, RiichiRules rules) {
        if (value.isYakuman()) {
            int count = 0;
            int largest = 0;
            for (int each : value.yakuman()) {
                int counted = rules.doubleYakuman() ? each : 1;
                count += counted;
                largest = Math.max(largest, counted);
            }
            if (!rules.yakumanStacking()) {
                count = largest;
            }
            return yakuman(count);
        }
        int han = value.han();
        if (han >= 13) {
            return rules.kazoeYakuman() ? yakuman(1) : limit(Limit.SANBAIMAN);
        }
        if (han >= 11) {
            return limit(Limit.SANBAIMAN);
        }
        if (han >= 8) {
            return limit(Limit.BAIMAN);
        }
        if (han >= 6) {
            return limit(Limit.HANEMAN);
        }
        if (han == 5) {
            return limit(Limit.MANGAN);
        }
        int base = value.fu() << (2 + han);
        if (base >= 2000 || (rules.kiriageMangan() && base == 1920)) {
            return limit(Limit.MANGAN);
        }
        return new BasePoints(base, Limit.NONE, 0);
    }

    private static BasePoints limit(Limit limit) {
        return new BasePoints(limit.basePoints(), limit, 0);
    }

    private static BasePoints yakuman(int count) {
        return new BasePoints(Limit.YAKUMAN.basePoints() * count, Limit.YAKUMAN, count);
    }

    /** What the discarder pays on a ron, without counters: 4 × base (6 × base for a dealer), rounded up to 100. */
    public int ron(boolean dealerWins) {
        return roundUp(points * (dealerWins ? 6 : 4));
    }

    /** What the dealer pays on a non-dealer's tsumo, or each player on the dealer's: 2 × base, rounded up to 100. */
    public int tsumoFromDealerOrByDealer() {
        return roundUp(points * 2);
    }

    /** What each non-dealer pays on a non-dealer's tsumo: the base points, rounded up to 100. */
    public int tsumoFromNonDealer() {
        return roundUp(points);
    }

    static int roundUp(int points) {
        return (points + 99) / 100 * 100;
    }
}

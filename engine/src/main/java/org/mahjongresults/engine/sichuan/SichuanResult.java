package org.mahjongresults.engine.sichuan;

import java.util.List;

/**
 * The verdict on one Sichuan hand.
 *
 * @param classification win, not complete or invalid
 * @param pattern        the highest pattern of the hand (天胡/地胡 replace the tiles' own pattern); null unless
 *                       {@code WIN}
 * @param doublings      the special ways of winning that apply, each doubling the pattern points, in
 *                       {@link Doubling} order; empty unless {@code WIN}
 * @param bonuses        the bonuses earned, each with its count (no zero counts), in {@link Bonus} order; empty
 *                       unless {@code WIN}
 * @param selfDrawn      true when the win was self-drawn, so each of the three others pays {@link #total()}
 * @param total          the hand score (胡牌得分): pattern points × 2^(doublings) + bonuses; what each of the three
 *                       others pays on a self-drawn win, or what the discarder pays; 0 unless {@code WIN}
 * @param error          why the input is invalid; null unless {@code INVALID}
 */
public record SichuanResult(SichuanClassification classification, SichuanPattern pattern, List<Doubling> doublings,
                            List<BonusCount> bonuses, boolean selfDrawn, int total, SichuanError error) {

    public SichuanResult {
        doublings = List.copyOf(doublings);
        bonuses = List.copyOf(bonuses);
    }

    /** The verdict on an input that is not a hand at all. */
    public static SichuanResult invalid(SichuanError error) {
        return new SichuanResult(SichuanClassification.INVALID, null, List.of(), List.of(), false, 0, error);
    }

    static SichuanResult notComplete(boolean selfDrawn) {
        return new SichuanResult(SichuanClassification.NOT_COMPLETE, null, List.of(), List.of(), selfDrawn, 0, null);
    }

    public boolean isWin() {
        return classification == SichuanClassification.WIN;
    }

    /** The pattern's points before doubling (番种分); 0 unless a win. */
    public int patternPoints() {
        return pattern == null ? 0 : pattern.points();
    }

    /** The factor the doublings apply to the pattern points: 1, 2, 4, ... */
    public int multiplier() {
        return 1 << doublings.size();
    }

    /** The sum of the bonuses (added after the doubling). */
    public int bonusPoints() {
        int sum = 0;
        for (BonusCount b : bonuses) {
            sum += b.subtotal();
        }
        return sum;
    }

    /** How many times the bonus was earned; 0 when it is not listed. */
    public int count(Bonus bonus) {
        for (BonusCount b : bonuses) {
            if (b.bonus() == bonus) {
                return b.count();
            }
        }
        return 0;
    }
}

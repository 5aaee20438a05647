package org.mahjongresults.engine.sichuan;

import java.util.List;

/**
 * What a Sichuan win was scored on: its pattern, the doublings that multiplied it, the kongs and four-of-a-kinds
 * that added bonus points (Swiss rules), and whether it was declared rather than given by its tiles.
 */
public record SichuanWin(SichuanPattern pattern, List<Doubling> doublings, int kongs, int fours, boolean declared) {

    public SichuanWin {
        doublings = List.copyOf(doublings);
    }

    /** The win a verdict describes. */
    public static SichuanWin of(SichuanResult verdict, boolean declared) {
        return new SichuanWin(verdict.pattern(), verdict.doublings(), verdict.count(Bonus.KONG),
                verdict.count(Bonus.FOUR_OF_A_KIND), declared);
    }
}

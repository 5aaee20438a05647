package org.mahjongresults.engine.stats;

import java.util.Collection;

/**
 * The counts of a set of hands: how many were played, won (self-drawn or on a discard, by the dealer), drawn
 * (exhaustive draws, MCR 2006 §3.9.1-2), how many wins carry their fans, how many are chicken hands (无番和, fan 43), and
 * the total value of the wins for the average winning hand.
 */
public record Tally(int hands, int wins, int draws, int selfDrawn, int discardWins, int dealerWins, int detailedWins,
                    int chickenHands, int valuedWins, long valueTotal) {

    public static final Tally EMPTY = new Tally(0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

    public static Tally of(Collection<StatHand> hands) {
        Tally t = EMPTY;
        for (StatHand h : hands) {
            t = t.plus(h);
        }
        return t;
    }

    /** These counts with one more hand. */
    public Tally plus(StatHand h) {
        if (!h.win()) {
            return new Tally(hands + 1, wins, draws + 1, selfDrawn, discardWins, dealerWins, detailedWins,
                    chickenHands, valuedWins, valueTotal);
        }
        return new Tally(hands + 1, wins + 1, draws, selfDrawn + (h.selfDrawn() ? 1 : 0),
                discardWins + (h.selfDrawn() ? 0 : 1), dealerWins + (h.dealerWon() ? 1 : 0),
                detailedWins + (h.detailed() ? 1 : 0), chickenHands + (h.scored(Catalogue.CHICKEN_HAND) ? 1 : 0),
                valuedWins + (h.value() == null ? 0 : 1), valueTotal + (h.value() == null ? 0 : h.value()));
    }

    /** The average value of a winning hand, or null without wins. */
    public Double averageWin() {
        return valuedWins == 0 ? null : (double) valueTotal / valuedWins;
    }

    /** {@code part} as a share of the wins (0..1), or null without wins. */
    public Double shareOfWins(int part) {
        return wins == 0 ? null : (double) part / wins;
    }

    /** {@code part} as a share of the hands (0..1), or null without hands. */
    public Double shareOfHands(int part) {
        return hands == 0 ? null : (double) part / hands;
    }
}

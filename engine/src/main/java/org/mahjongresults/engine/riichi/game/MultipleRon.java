package org.mahjongresults.engine.riichi.game;

/** What happens when more than one player calls ron on the same discard. */
public enum MultipleRon {
    /**
     * Head bump (頭ハネ): only the caller first in turn order after the discarder wins; the others are not paid and
     * need not show their hands.
     */
    HEAD_BUMP,
    /** Double and triple ron: the discarder pays each winner the full value of that winner's hand. */
    EACH_WINNER_PAID
}

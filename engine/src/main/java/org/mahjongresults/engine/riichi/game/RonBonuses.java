package org.mahjongresults.engine.riichi.game;

/**
 * Who takes the counters (honba) and the riichi sticks when the discarder pays more than one winner. Either way the
 * sticks from earlier hands and those of players who did not win go to the winner first in turn order after the
 * discarder.
 */
public enum RonBonuses {
    /** The first winner takes the counters and every stick; the others are paid their hands only. */
    FIRST_WINNER,
    /**
     * Every winner is paid the counters, and a winner who declared riichi in this hand takes that stick back; the rest
     * of the sticks go to the first winner (Pantheon's EMA profile: neither honba nor riichi "atamahane").
     */
    EACH_WINNER
}

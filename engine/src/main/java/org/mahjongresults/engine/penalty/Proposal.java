package org.mahjongresults.engine.penalty;

/**
 * The sanction the website proposes for an offence (RULINGS §4). The referee may accept it or choose another
 * sanction, with a note.
 *
 * @param offence           the offence
 * @param sanction          the proposed sanction
 * @param occurrence        for an escalating offence, which time this is in the hand (1 = first, a warning);
 *                          for late arrival, the minutes late; otherwise 1
 * @param pointsAtDiscretion true if the rules leave the amount to the referee (6-7(3): 5 to 60), so the proposed
 *                          points are only the lightest level
 */
public record Proposal(Offence offence, Sanction sanction, int occurrence, boolean pointsAtDiscretion) {
}

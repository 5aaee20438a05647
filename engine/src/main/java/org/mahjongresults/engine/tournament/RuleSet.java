package org.mahjongresults.engine.tournament;

/** The game a tournament plays. */
public enum RuleSet {
    /** Mahjong Competition Rules (国标麻将, "Chinese Official"): 81 fans, 8-point minimum, sessions of 16 hands. */
    MCR,
    /** The Swiss championship's Sichuan-style rules (Swiss rules): 108 tiles, knockout by tables of four. */
    SICHUAN
}

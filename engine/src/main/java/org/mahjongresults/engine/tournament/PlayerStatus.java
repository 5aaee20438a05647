package org.mahjongresults.engine.tournament;

/** A registered player's standing in the event. */
public enum PlayerStatus {
    ACTIVE,
    /** Left the event between sessions; results so far stand, later draws leave the player out. */
    WITHDRAWN,
    /** Suspended by the referees (停赛); out of the later draws. */
    SUSPENDED,
    /** Disqualified; leaves the ranking and the later draws. */
    DISQUALIFIED
}

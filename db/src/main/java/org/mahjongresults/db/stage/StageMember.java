package org.mahjongresults.db.stage;

/** A player of a stage after the first: the group (1 upwards) and the order in it when the stage was formed. */
public record StageMember(long playerId, int group, int order) {
}

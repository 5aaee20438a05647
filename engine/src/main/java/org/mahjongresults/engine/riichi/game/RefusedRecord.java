package org.mahjongresults.engine.riichi.game;

/**
 * A hand record the game cannot take, with the reason as a closed vocabulary so that the score sheet can say it in
 * the player's language. The message is the English text for logs and tests.
 */
public final class RefusedRecord extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** Why a record was refused. */
    public enum Reason {
        GAME_OVER("the game is over: no more hands can be recorded"),
        BAD_SEAT("a seat is 0 to 3"),
        NO_WINNER("a ron needs at least one winner"),
        WINNER_IS_DISCARDER("a player cannot win on their own discard: record a tsumo"),
        DUPLICATE_WINNER("the same player is named twice as a winner"),
        TRIPLE_RON_IS_ABORTIVE("under these rules three rons on one discard are an abortive draw: record that draw"),
        RIICHI_WITHOUT_POINTS("a player needs a riichi stick's worth of points to declare riichi"),
        RIICHI_NOT_TENPAI("a player in riichi who is noten at the draw commits chombo: record the chombo"),
        ABORTIVE_DRAW_NOT_IN_RULES("these rules have no such abortive draw"),
        FOUR_RIICHI_NEEDS_FOUR("a four-riichi draw needs all four players' riichi in the hand"),
        NAGASHI_NOT_IN_RULES("these rules have no nagashi mangan");

        private final String english;

        Reason(String english) {
            this.english = english;
        }

        /** The reason in English. */
        public String english() {
            return english;
        }

        /** The message key of the reason in the website's bundles: {@code riichi.game.game_over}. */
        public String messageKey() {
            return "riichi.game." + name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    private final Reason reason;

    RefusedRecord(Reason reason) {
        super(reason.english());
        this.reason = reason;
    }

    /** Why the record was refused. */
    public Reason reason() {
        return reason;
    }
}

package org.mahjongresults.engine.riichi.sheet;

import java.util.List;
import java.util.Locale;
import org.mahjongresults.engine.riichi.HanFuCheck;
import org.mahjongresults.engine.riichi.RiichiError;
import org.mahjongresults.engine.riichi.game.RefusedRecord;

/**
 * A sheet line the sheet cannot take. The {@link Reason} is a closed vocabulary; {@link #messageKey()} is the most
 * precise translation key (the game rule, the hand's error or the han/fu verdict where there is one) and {@link
 * #args()} its arguments; the message is the English text for logs and tests.
 */
public final class SheetRefusal extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** Why a line was refused. */
    public enum Reason {
        /** The game refuses the record (a seat out of range, riichi without points, a rule the profile lacks...). */
        GAME_RULE,
        /** A hand written with another round wind than the table's. */
        WRONG_ROUND_WIND,
        /** A hand written with another seat wind than the winner's. */
        WRONG_SEAT_WIND,
        /** A ron written as a self-draw, or the reverse. */
        WRONG_WIN_KIND,
        /** The hand's riichi does not match the players named as declaring riichi in the line. */
        RIICHI_MISMATCH,
        /** Tenhou by a non-dealer, or chiihou or renhou by the dealer. */
        FIRST_TURN_SEAT,
        /**
         * The players named as calling do not fit the hand: a player in riichi cannot have called, an open winning
         * hand was called, a closed one was not.
         */
        CALL_MISMATCH,
        /** Two winners of one discard written with different dora or ura indicators. */
        DORA_MISMATCH,
        /** The tiles or the situation cannot be scored; see the hand's error. */
        INVALID_HAND,
        /** The tiles make no winning hand. */
        NOT_COMPLETE,
        /** The hand is complete but has no yaku (dora are not yaku). */
        NO_YAKU,
        /** No hand has this han, fu and yaku; see the han/fu verdict. */
        HAN_FU_IMPOSSIBLE;

        /** The reason's own key: {@code riichi.sheet.wrong_seat_wind}. */
        public String messageKey() {
            return "riichi.sheet." + name().toLowerCase(Locale.ROOT);
        }
    }

    private final Reason reason;
    private final int seat;
    private final String messageKey;
    private final List<String> args;

    private SheetRefusal(Reason reason, int seat, String messageKey, List<String> args, String english) {
        super(english);
        this.reason = reason;
        this.seat = seat;
        this.messageKey = messageKey;
        this.args = List.copyOf(args);
    }

    static SheetRefusal of(Reason reason, int seat, String english) {
        return new SheetRefusal(reason, seat, reason.messageKey(), List.of(String.valueOf(seat)), english);
    }

    static SheetRefusal game(RefusedRecord refused) {
        return game(refused.reason());
    }

    static SheetRefusal game(RefusedRecord.Reason reason) {
        return new SheetRefusal(Reason.GAME_RULE, -1, reason.messageKey(), List.of(), reason.english());
    }

    static SheetRefusal hand(int seat, RiichiError error) {
        return new SheetRefusal(Reason.INVALID_HAND, seat, error.messageKey(), error.args(), error.message());
    }

    static SheetRefusal check(int seat, HanFuCheck.Verdict verdict) {
        return new SheetRefusal(Reason.HAN_FU_IMPOSSIBLE, seat, verdict.reason().messageKey(), List.of(),
                verdict.message());
    }

    /** Why the line was refused. */
    public Reason reason() {
        return reason;
    }

    /** The seat whose win was refused, or -1 when the line as a whole was. */
    public int seat() {
        return seat;
    }

    /** The translation key of the most precise reason. */
    public String messageKey() {
        return messageKey;
    }

    /** The arguments of {@link #messageKey()}. */
    public List<String> args() {
        return args;
    }
}

package org.mahjongresults.engine.riichi;

import java.util.List;

/**
 * The verdict on one riichi hand.
 *
 * @param status  win, no yaku, not complete or invalid
 * @param reading the reading scored (the best one); for {@code NO_YAKU} the reading with the most fu; null otherwise
 * @param yaku    the yaku of that reading in registry order with their han; empty unless {@code WIN}
 * @param dora    dora from the indicators (kan dora included), counted even when they do not add (a yakuman)
 * @param uraDora ura dora (0 without riichi, or where the rules have none)
 * @param akaDora red fives (0 where the rules have none)
 * @param han     the han of the yaku plus all dora; 0 for a yakuman; 5 for renhou as a strict mangan (dora aside)
 * @param fu      the fu, rounded (25 for seven pairs, 0 for thirteen orphans); for a yakuman, the fu the shape has
 * @param yakuman the yakuman multiple (1 single, 2 double, more when yakuman stack); 0 for none
 * @param error   why the input is invalid; null unless {@code INVALID}
 */
public record RiichiResult(Status status, Reading reading, List<YakuHan> yaku, int dora, int uraDora, int akaDora,
                           int han, int fu, int yakuman, RiichiError error) {

    /** The four verdicts. */
    public enum Status {
        /** A complete hand with at least one yaku. */
        WIN,
        /** A complete hand without a yaku: it cannot win (dora are not yaku). */
        NO_YAKU,
        /** The tiles make no winning shape. */
        NOT_COMPLETE,
        /** The input is wrong; see {@link #error()}. */
        INVALID
    }

    public RiichiResult {
        yaku = List.copyOf(yaku);
    }

    static RiichiResult invalid(RiichiError error) {
        return new RiichiResult(Status.INVALID, null, List.of(), 0, 0, 0, 0, 0, 0, error);
    }

    public boolean isWin() {
        return status == Status.WIN;
    }

    /** All dora: indicators, ura and red fives. */
    public int allDora() {
        return dora + uraDora + akaDora;
    }
}

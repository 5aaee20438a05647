package org.mahjongresults.engine.mcr;

import java.util.List;
import org.mahjongresults.engine.hand.Hand;
import org.mahjongresults.engine.hand.HandError;
import org.mahjongresults.engine.hand.HandNotation;
import org.mahjongresults.engine.hand.Meld;
import org.mahjongresults.engine.hand.MeldType;
import org.mahjongresults.engine.hand.ParsedHand;
import org.mahjongresults.engine.hand.Situation;
import org.mahjongresults.engine.mcr.fan.Fan;
import org.mahjongresults.engine.mcr.fan.FanEngine;
import org.mahjongresults.engine.tile.Tile;

/**
 * Scores MCR hands (MCR 2006 §3.9.1, MCR 2006 附件1, RULINGS §2). Stateless and thread-safe: call the static methods from any thread.
 * Nothing escapes as an exception; a wrong input comes back as {@link Classification#INVALID} with a
 * {@link HandError}.
 */
public final class McrScorer {

    /** The minimum to win, flowers not counted (起和分, MCR 2006 §3.9.1-1). */
    public static final int MINIMUM = 8;

    private static final ThreadLocal<FanEngine> ENGINES = ThreadLocal.withInitial(FanEngine::new);
    private static final Fan[] FANS = new Fan[82];

    static {
        for (Fan f : Fan.values()) {
            FANS[f.number()] = f;
        }
    }

    /** The usual lines (standard value, counts 1-8) are shared immutable values, so scoring makes little garbage. */
    private static final FanCount[][] COMMON = new FanCount[82][9];

    static {
        for (Fan f : Fan.values()) {
            for (int n = 1; n <= 8; n++) {
                COMMON[f.number()][n] = new FanCount(f, f.points(), n);
            }
        }
    }

    private McrScorer() {
    }

    private static FanCount fanCount(int fan, int points, int count) {
        if (count <= 8 && points == FANS[fan].points()) {
            return COMMON[fan][count];
        }
        return new FanCount(FANS[fan], points, count);
    }

    /** Reads a hand in the notation and scores it. */
    public static ScoreResult score(String notation, Situation situation, RuleProfile profile) {
        ParsedHand parsed = HandNotation.parse(notation);
        if (!parsed.isOk()) {
            return ScoreResult.invalid(parsed.error());
        }
        return score(parsed.hand(), situation, profile);
    }

    /** Scores a hand under the default profile {@link RuleProfile#WMO}. */
    public static ScoreResult score(Hand hand, Situation situation) {
        return score(hand, situation, RuleProfile.WMO);
    }

    /** Scores a hand. */
    public static ScoreResult score(Hand hand, Situation situation, RuleProfile profile) {
        // The common case is checked on the fly; anything unusual goes through validate(), which names the problem.
        if (hand == null || situation == null || hand.melds().size() > 4 || hand.winTile() == null
                || hand.effectiveTileCount() != 14 || situation.prevalentWind() == null
                || situation.seatWind() == null || situation.flowers() < 0 || situation.flowers() > 8
                || situation.robbingKong() || situation.kongReplacement() || situation.fourthTile()) {
            HandError error = validate(hand, situation);
            if (error != null) {
                return ScoreResult.invalid(error);
            }
        }
        FanEngine engine = ENGINES.get();
        if (!engine.load(hand, situation, profile == null ? RuleProfile.WMO : profile)) {
            return ScoreResult.invalid(validate(hand, situation));
        }
        if (!engine.score()) {
            return ScoreResult.notComplete();
        }
        int fanPoints = engine.total();
        boolean win = fanPoints >= MINIMUM;
        FanCount[] fans = new FanCount[24];
        int size = 0;
        for (int w = 0; w < 2; w++) {
            for (long bits = engine.fanBits(w); bits != 0; bits &= bits - 1) {
                int f = 64 * w + Long.numberOfTrailingZeros(bits);
                fans[size++] = fanCount(f, engine.points(f), engine.count(f));
            }
        }
        int total = fanPoints;
        if (win && situation.flowers() > 0) {
            fans[size++] = fanCount(81, 1, situation.flowers());
            total += situation.flowers();
        }
        List<FanCount> list = new FanList(fans, size);
        return new ScoreResult(win ? Classification.WIN : Classification.BELOW_MINIMUM, list, fanPoints, total, null);
    }

    /**
     * The MCR checks of an input before scoring: the generic tile checks, 14 tiles with kongs counted as three,
     * flowers 0-8, winds present, and flags that cannot go together. Returns null when the input is acceptable.
     */
    public static HandError validate(Hand hand, Situation s) {
        if (hand == null || s == null) {
            return HandError.of(HandError.Code.MALFORMED_INPUT, "no hand or no situation was given");
        }
        HandError e = hand.checkTiles();
        if (e != null) {
            return e;
        }
        int n = hand.effectiveTileCount();
        if (n != 14) {
            int expected = 14 - 3 * hand.melds().size();
            int given = hand.concealed().size() + 1;
            return HandError.of(HandError.Code.WRONG_TILE_COUNT, "with " + hand.melds().size()
                    + " declared meld(s) the hand needs " + expected + " loose tiles including the winning tile, but "
                    + given + " are given", String.valueOf(expected), String.valueOf(given));
        }
        if (s.flowers() < 0 || s.flowers() > 8) {
            return HandError.of(HandError.Code.FLOWERS_OUT_OF_RANGE, "flowers must be 0 to 8, not " + s.flowers(),
                    String.valueOf(s.flowers()));
        }
        if (s.prevalentWind() == null || s.seatWind() == null) {
            return HandError.of(HandError.Code.BAD_WIND, "the prevalent and seat winds must be E, S, W or N");
        }
        if (s.robbingKong() && s.selfDrawn()) {
            return HandError.of(HandError.Code.ROBBING_KONG_SELF_DRAWN,
                    "robbing the kong is a win on another player's tile, so it cannot be self-drawn");
        }
        if (s.robbingKong() && (s.kongReplacement() || s.lastTile())) {
            return HandError.of(HandError.Code.ROBBING_KONG_CONFLICT, "robbing the kong cannot be combined with "
                    + (s.kongReplacement() ? "a kong replacement win" : "the last tile of the wall"));
        }
        boolean hasKong = false;
        Tile win = hand.winTile();
        int inMelds = 0;
        for (int i = 0, k = hand.melds().size(); i < k; i++) {
            Meld m = hand.melds().get(i);
            hasKong |= m.type().isKong();
            int d = win.index() - m.first().index();
            if (m.type() == MeldType.CHOW ? d >= 0 && d <= 2 : d == 0) {
                inMelds++;
            }
        }
        if (s.kongReplacement() && !hasKong) {
            return HandError.of(HandError.Code.KONG_REPLACEMENT_WITHOUT_KONG,
                    "a win on a kong replacement tile needs a kong in the hand, and none is declared");
        }
        if (s.kongReplacement() && !s.selfDrawn()) {
            return HandError.of(HandError.Code.KONG_REPLACEMENT_NOT_SELF_DRAWN,
                    "a kong replacement tile is drawn by the winner, so the win must be self-drawn");
        }
        int held = 0;
        for (int i = 0, k = hand.concealed().size(); i < k; i++) {
            if (hand.concealed().get(i) == win) {
                held++;
            }
        }
        if (s.robbingKong() && held + inMelds > 0) {
            return HandError.of(HandError.Code.ROBBING_KONG_TILE_HELD, "robbing the kong on " + win.code()
                    + " is impossible: the other three " + win.code() + " are in the kong being made, yet the hand"
                    + " holds another one", win.code());
        }
        if (s.fourthTile() && held > 0) {
            return HandError.of(HandError.Code.FOURTH_TILE_HELD, "the winning " + win.code() + " cannot be the"
                    + " last of its kind with the other three visible while the hand hides another "
                    + win.code(), win.code());
        }
        return null;
    }
}

package org.mahjongresults.engine.penalty;

import static org.mahjongresults.engine.penalty.RiichiSanction.chombo;
import static org.mahjongresults.engine.penalty.RiichiSanction.deadHand;
import static org.mahjongresults.engine.penalty.RiichiSanction.disqualification;
import static org.mahjongresults.engine.penalty.RiichiSanction.none;
import static org.mahjongresults.engine.penalty.RiichiSanction.points;

import java.util.Locale;

/**
 * The catalogue of riichi offences beside the MCR one ({@link Offence}), with the sanction of each of the three
 * presets: the EMA Riichi Competition Rules 2016 ({@code RCR 2016}: §3.4.6 chombo, §3.4.7 dead hand, §5.1 errors in
 * claiming tiles), the World Riichi Championship Rules 2015 ({@code WRC 2015}: §7.1 types of penalty, §7.2 fouls) and
 * M.League. Chombo is 20,000 points under all three (RULINGS §10.7); the sheet applies it through the profile's {@code
 * ChomboRule}. Values the stored excerpts of the texts do not show are marked in the constant's comment and listed in
 * RULINGS §10.15; the M.League values other than chombo are the common Japanese professional ones (RULINGS §10.15),
 * not the league's own text.
 */
public enum RiichiOffence {
    /** RCR 2016 §3.4.6 and §5.1.2; WRC 2015 §7.2 "empty call for a win, if the hand has been shown". */
    FALSE_WIN_SHOWN("Declaring a win that is not valid, with the tiles shown", "誤ロン・誤ツモ（倒牌後）",
            "错和（已推倒）", chombo(20_000), chombo(20_000), chombo(20_000)),
    /** RCR 2016 §5.1.2 (calling ron or tsumo but not showing the tiles); WRC 2015 §7.2, hand still concealed. */
    FALSE_WIN_CONCEALED("Calling a win by mistake, the tiles not shown", "誤ロン・誤ツモ（倒牌前）",
            "错误报和（未推倒）", deadHand(), deadHand(), deadHand()),
    /** RCR 2016 §3.4.6: riichi on a hand that is not ready, found at the exhaustive draw (WRC 2015: taken alike). */
    NOTEN_RIICHI("Riichi on a hand that is not ready (found at the exhaustive draw)", "ノーテンリーチ",
            "未听牌立直", chombo(20_000), chombo(20_000), chombo(20_000)),
    /** RCR 2016 §3.4.6: a concealed kong after riichi that changes the wait or the reading (WRC 2015: taken alike). */
    KAN_AFTER_RIICHI("A concealed kong after riichi that changes the wait or the reading", "リーチ後の不正な暗槓",
            "立直后违规暗杠", chombo(20_000), chombo(20_000), chombo(20_000)),
    /**
     * RCR 2016 §3.4.6 (exposing more than five tiles of the wall or the hands); WRC 2015 §7.1: a chonbo is a foul
     * after which the other players' hands cannot go on normally.
     */
    HAND_CANNOT_CONTINUE("Exposing or scattering tiles so the hand cannot go on", "山崩し・続行不能",
            "推乱牌墙致使本局无法继续", chombo(20_000), chombo(20_000), chombo(20_000)),
    /**
     * RCR 2012/2016 §3.4.6 list claiming after one's hand is dead as chombo; WRC 2015 §7.1's own example gives a 20
     * point penalty for "calling with a dead hand", no redeal.
     */
    CLAIM_WITH_DEAD_HAND("Calling a tile while one's hand is dead", "和了放棄後の発声", "死手后吃碰杠",
            chombo(20_000), points(20_000), chombo(20_000)),
    /** RCR 2016 §3.4.7: too few or too many tiles (WRC 2015: taken alike, a dead hand by its §7.1 definition). */
    WRONG_TILE_COUNT("Too few or too many tiles in the hand", "少牌・多牌", "相公（多牌或少牌）",
            deadHand(), deadHand(), deadHand()),
    /** RCR 2016 §3.4.7: exposing tiles of an opponent's hand or of the dead wall. */
    EXPOSED_OTHERS_TILES("Exposing tiles of an opponent's hand or of the dead wall", "他家の手牌・王牌を見せた",
            "翻开他人手牌或王牌", deadHand(), deadHand(), deadHand()),
    /** RCR 2016 §3.4.7 and §5.1.4; WRC 2015 §7.2 "invalid group": a false chow, pung or kong. */
    INVALID_MELD("Calling a chow, pung or kong that is not one", "誤チー・誤ポン・誤カン", "错吃、错碰、错杠",
            deadHand(), deadHand(), deadHand()),
    /** RCR 2016 §5.1.1: the claimed tile not taken before the next two players have discarded. */
    CLAIMED_TILE_NOT_TAKEN("Not taking a claimed tile in time", "鳴いた牌を取らなかった", "吃碰后未及时取牌",
            deadHand(), deadHand(), deadHand()),
    /** WRC 2015 §7.2: swap-calling is found at the discard and makes a dead hand (RCR 2016 §3.3.2 forbids it). */
    SWAP_CALLING("Swap-calling (kuikae): discarding the called tile or its other side", "喰い替え", "食替",
            deadHand(), deadHand(), deadHand()),
    /**
     * RCR 2016 §5.1.2 and WRC 2015 §7.2: an empty call for a chow, pung or kong is not penalized; the common Japanese
     * professional rule takes 1000 points.
     */
    EMPTY_CALL("An empty call for a chow, pung or kong", "空ポン・空チー・空カン", "空吃、空碰、空杠",
            none(), none(), points(1_000)),
    /** WRC 2015 §7.2: an empty riichi declaration is not penalized (RCR 2016: not in the stored text, taken alike). */
    EMPTY_RIICHI("An empty riichi declaration", "リーチの取り消し", "宣告立直后取消",
            none(), none(), points(1_000)),
    /** RCR 2016 §5.1.2: a win called with a wrong word ("ippatsu") and the tiles shown. */
    WRONG_WORD_FOR_WIN("Calling a win with a word that is not ron or tsumo, the tiles shown",
            "ロン・ツモ以外の発声での和了", "用错误的词宣布和牌", chombo(20_000), none(), chombo(20_000)),
    /** WRC 2015 §7.1: repeated trivial offences or refusal to follow the referee, at the referee's discretion. */
    OBSTRUCTION("Repeated minor offences or refusing the referee's requests", "進行妨害", "妨碍比赛",
            points(1_000), points(1_000), points(1_000)),
    /** WRC 2015 §7.1: disqualification for cheating. */
    CHEATING("Cheating", "不正行為", "作弊", disqualification(), disqualification(), disqualification());

    private final String english;
    private final String japanese;
    private final String chinese;
    private final RiichiSanction ema;
    private final RiichiSanction wrc;
    private final RiichiSanction mleague;

    RiichiOffence(String english, String japanese, String chinese, RiichiSanction ema, RiichiSanction wrc,
            RiichiSanction mleague) {
        this.english = english;
        this.japanese = japanese;
        this.chinese = chinese;
        this.ema = ema;
        this.wrc = wrc;
        this.mleague = mleague;
    }

    /**
     * The sanction under the preset of this name ({@code EMA2016}, {@code WRC}, {@code MLEAGUE}, as the riichi
     * presets are named), or null for another name.
     */
    public RiichiSanction sanction(String preset) {
        return switch (preset.toUpperCase(Locale.ROOT)) {
            case "EMA2016" -> ema;
            case "WRC" -> wrc;
            case "MLEAGUE" -> mleague;
            default -> null;
        };
    }

    /** The name in a language ({@code ja}, {@code zh}, anything else English). */
    public String name(Locale locale) {
        return switch (locale.getLanguage()) {
            case "ja" -> japanese;
            case "zh" -> chinese;
            default -> english;
        };
    }

    /** The website's message key: {@code riichi.offence.noten_riichi}. */
    public String messageKey() {
        return "riichi.offence." + name().toLowerCase(Locale.ROOT);
    }
}

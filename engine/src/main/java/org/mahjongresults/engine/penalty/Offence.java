package org.mahjongresults.engine.penalty;

import static org.mahjongresults.engine.penalty.SanctionKind.DEAD_HAND;
import static org.mahjongresults.engine.penalty.SanctionKind.DEDUCTION;
import static org.mahjongresults.engine.penalty.SanctionKind.DISQUALIFICATION;
import static org.mahjongresults.engine.penalty.SanctionKind.FORFEIT;
import static org.mahjongresults.engine.penalty.SanctionKind.PAY_FOR_THREE;
import static org.mahjongresults.engine.penalty.SanctionKind.SUSPENSION;
import static org.mahjongresults.engine.penalty.SanctionKind.TRANSFER_EACH;
import static org.mahjongresults.engine.penalty.SanctionKind.TRANSFER_TO_VICTIM;
import static org.mahjongresults.engine.penalty.SanctionKind.WARNING;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * The catalogue of offences (MCR 2006 §3.11.6, 000 §3.11.6 with 004 and 001, plus late arrival of §6.2), each with its
 * code in RULES, its names in Chinese (000's wording), English and Japanese (004's wording; where 004 has no such
 * row the Japanese is ours, see {@link #japaneseFrom004()}), the sanction the website proposes (000, the default
 * {@code WMO} reading) and the other kinds of sanction the documents name for it.
 *
 * <p>Row 6-7(2) of RULES names two offences with different sanctions (laying one's hand down when another declares
 * a win, and scrambling tiles so the hand cannot go on); they are two constants, coded 6-7(2)a and 6-7(2)b.
 * Rows that are rulings rather than sanctions (6-7(1), 6-7(4), 6-11(5): the tiles become penalty tiles, the tiles
 * are not treated as exposed, the right to claim is lost) propose a warning, the lightest recorded sanction.
 */
public enum Offence {
    /** 6-1: 000 lets the referee suspend; 004 disqualifies. */
    CHEATING("6-1", "换牌、偷牌、藏牌或其它作弊行为", "Swapping, stealing or hiding tiles, or other cheating",
            "牌のすり替え、牌の盗み、牌の隠し持ちなどの行為", true,
            Rule.FIXED, Sanction.suspension(), kinds(SUSPENSION, DISQUALIFICATION)),
    /** 6-2: dead hand; if it leads to another player's win, 包付三家 (001 L42). */
    WRONG_CLAIM("6-2", "错吃、错碰、错杠、错补花", "Wrong chow, pung, kong or flower replacement",
            "間違ったチー、ポン、カン、花", true,
            Rule.FIXED, Sanction.deadHandOnly(), kinds(DEAD_HAND, PAY_FOR_THREE)),
    /** 6-3: escalation within the hand (RULINGS §4). */
    EMPTY_CLAIM("6-3", "空吃、空碰、空杠", "Empty chow, pung or kong (a call not completed)",
            "発声間違い、発声後行為を取りやめた", true,
            Rule.ESCALATING, Sanction.warning(), kinds(WARNING, DEDUCTION)),
    /** 6-4: escalation within the hand; 004 adds a dead hand once the early tile is in the hand. */
    EARLY_DRAW("6-4", "提前摸牌", "Drawing before the previous discard is in the pool",
            "先ヅモ", true,
            Rule.ESCALATING, Sanction.warning(), kinds(WARNING, DEDUCTION, DEAD_HAND)),
    /**
     * 6-4a: once the wrong tile is among one's tiles, dead hand (000); before that it goes back, and 001 L18 deducts
     * 10; if it leads to another's win, 包付三家 (001 L18).
     */
    WRONG_TILE_DRAWN("6-4a", "摸错牌张", "Drawing a wrong tile",
            "ツモ間違い（牌の取り間違い）", false,
            Rule.FIXED, Sanction.deadHandOnly(), kinds(DEAD_HAND, DEDUCTION, PAY_FOR_THREE)),
    /** 6-5: a pung called more than 3 seconds after the discard; escalation within the hand. */
    LATE_PUNG("6-5", "超过三秒钟碰牌", "Late pung (more than 3 seconds)",
            "遅ポン", true,
            Rule.ESCALATING, Sanction.warning(), kinds(WARNING, DEDUCTION)),
    /** 6-6a: below the 8-point minimum, or another's discard taken for one's winning tile: dead hand, 10 to each. */
    WRONG_WIN("6-6a", "错和", "Wrong win (below 8 points, or the wrong tile taken for the winning tile)",
            "不十分なアガリ", true,
            Rule.FIXED, Sanction.transferEach(10).withDeadHand(), kinds(TRANSFER_EACH, DEAD_HAND)),
    /** 6-6b: a win declared one or more tiles short of ready: dead hand, 20 to each. */
    FALSE_WIN("6-6b", "诈和", "False win (not ready)",
            "ノーテンアガリ", true,
            Rule.FIXED, Sanction.transferEach(20).withDeadHand(), kinds(TRANSFER_EACH, DEAD_HAND)),
    /** 6-7(1): the exposed tiles become penalty tiles, discarded in turn; no points. */
    OWN_TILES_EXPOSED("6-7(1)", "手中立牌暴露（罚张）", "Own concealed tiles exposed during play",
            "対局中、自分の手牌を倒して見せた（見せ牌）", true,
            Rule.FIXED, Sanction.warning(), kinds(WARNING)),
    /** 6-7(2), first part: warning if the win stands; if not, the exposed tiles are discarded and dead hand. */
    HAND_LAID_DOWN_AT_WIN("6-7(2)a", "他人报和时推倒立牌", "Laying one's hand down when another declares a win",
            "他家がアガリを宣言したとき、自分の手牌を倒した", true,
            Rule.FIXED, Sanction.warning(), kinds(WARNING, DEAD_HAND)),
    /** 6-7(2), second part: scrambling one's hand or the wall (004: or the discards) so the hand cannot go on. */
    TILES_SCRAMBLED("6-7(2)b", "将手牌或牌墙推乱致使本盘无法继续", "Scrambling one's hand or the wall so the hand cannot go on",
            "自分の手牌や捨て牌を混ぜて競技会続行に影響を与えた", true,
            Rule.FIXED, Sanction.transferEach(30), kinds(TRANSFER_EACH)),
    /**
     * 6-7(3): 000: 5 to 60 paid to the victim, the amount at the referee's discretion (the website proposes 5); 004:
     * the same range as a deduction (RULINGS §4).
     */
    OTHERS_TILES_EXPOSED("6-7(3)", "将他人手中立牌暴露", "Exposing another player's concealed tiles",
            "相手の手牌をひっくり返した", true,
            Rule.FIXED, Sanction.transferToVictim(5), kinds(TRANSFER_TO_VICTIM, DEDUCTION)),
    /** 6-7(4): tiles shown in a win declaration that fails are not exposed tiles; the false win is 6-6a or 6-6b. */
    INVALID_WIN_TILES_SHOWN("6-7(4)", "报和不成立所亮之牌", "Tiles shown in a win declaration that is invalid",
            "アガリで倒した手がアガリでなかった", true,
            Rule.FIXED, Sanction.warning(), kinds(WARNING)),
    /** 6-8: 多张 / 少张: dead hand. */
    WRONG_TILE_COUNT("6-8", "牌张数目错误（多张、少张）", "Wrong number of tiles (too many or too few)",
            "牌数の間違い", true,
            Rule.FIXED, Sanction.deadHandOnly(), kinds(DEAD_HAND)),
    /** 6-9: 000: penalty points or dead hand; 004: dead hand or a penalty for the whole session (RULINGS C20). */
    ILLEGAL_INFORMATION("6-9", "非法信息", "Illegal information (hints, expressions, gestures, explanations)",
            "不法情報", true,
            Rule.FIXED, Sanction.deadHandOnly(), kinds(DEAD_HAND, DEDUCTION)),
    /** 6-10: disqualification and public notice. */
    SERIOUS_DISTURBANCE("6-10", "严重干扰竞赛", "Serious disturbance of the competition",
            "競技会への重大な妨害", true,
            Rule.FIXED, Sanction.disqualification(), kinds(DISQUALIFICATION, SUSPENSION)),
    /** 6-11(1): claimed tiles not taken before the second draw: dead hand. */
    CLAIMED_TILES_NOT_TAKEN("6-11(1)", "吃、碰、开明杠的牌张未及时取回", "Claimed tiles not taken in time",
            "チー、ポン、明槓の牌を適切なときに持ってこなかった", true,
            Rule.FIXED, Sanction.deadHandOnly(), kinds(DEAD_HAND)),
    /** 6-11(2): treated as 错和 (000); 001 makes the win invalid with a dead hand and no payment (RULINGS C17). */
    WINNING_TILE_NOT_TAKEN("6-11(2)", "所和的牌张未在算分前取回", "Winning tile not taken before counting the score",
            "アガリ牌を持ってくる前に役と点数を数えた", true,
            Rule.FIXED, Sanction.transferEach(10).withDeadHand(), kinds(TRANSFER_EACH, DEAD_HAND)),
    /**
     * 6-11(3): with the hand revealed, dead hand (proposed; 004 in both cases); not revealed, no win on this turn
     * (000), recorded as a warning (RULINGS C16).
     */
    CALL_CHANGED_TO_WIN("6-11(3)", "报吃、碰、杠又改报和牌，或未用规范语言报和牌",
            "Changing a chow, pung or kong call to a win, or declaring a win without the standard word",
            "「チー」「ポン」「カン」の発声後に「フー」とアガリを宣言した、或いは規範用語を使わずにアガリを宣言した", true,
            Rule.FIXED, Sanction.deadHandOnly(), kinds(DEAD_HAND, WARNING)),
    /** 6-11(4): dead hand. */
    HAND_REVEALED_BEFORE_WIN_CALL("6-11(4)", "先亮手中立牌后报和牌", "Revealing the hand before declaring the win",
            "「フー」という前に手牌を倒した", true,
            Rule.FIXED, Sanction.deadHandOnly(), kinds(DEAD_HAND)),
    /** 6-11(5): the right to claim the previous discard is waived; no points. */
    REACHING_FOR_WALL("6-11(5)", "伸手进入牌池抓牌", "Reaching for the wall to draw",
            "ツモ牌に手を伸ばし牌山に触った", true,
            Rule.FIXED, Sanction.warning(), kinds(WARNING)),
    /** 6-11(6): counting with the winning tile mixed with other tiles (004: with one's own hand tiles): dead hand. */
    COUNTING_IRREGULARITY("6-11(6)", "将所和的牌与其它牌张混在一起计算分", "Counting the score with the winning tile mixed in",
            "手牌を使って点数計算をした", true,
            Rule.FIXED, Sanction.deadHandOnly(), kinds(DEAD_HAND)),
    /** 6-11(7), 004 only (its 3.11.6-11(8)): warning; the referee may deduct points from one who disturbed others. */
    SLOW_TO_LEAVE("6-11(7)", "比赛结束后未及时离场", "Not leaving promptly after finishing",
            "ゲームを終えた選手が速やかに会場から出なかった", true,
            Rule.FIXED, Sanction.warning(), kinds(WARNING, DEDUCTION)),
    /** 6-D, 001 L8 only: dice not taken back after one go-around: dead hand (not with automatic tables). */
    DICE_NOT_TAKEN_BACK("6-D", "掷骰后未及时取回骰子", "Dice not taken back after throwing",
            "サイコロを振った後に取り戻さなかった", false,
            Rule.FIXED, Sanction.deadHandOnly(), kinds(DEAD_HAND)),
    /** 6-C, 001 L12 only: an irregular call that leads to another's win: the caller pays for all three. */
    IRREGULAR_CALL_LEADS_TO_WIN("6-C", "出牌报牌违规导致他家和牌", "Irregular call when discarding that leads to another's win",
            "打牌時の発声違反により他家がアガった", false,
            Rule.FIXED, Sanction.payForThree(), kinds(PAY_FOR_THREE)),
    /** 6-P, 001 L115 only: 赖付, misconduct with no amount; the referee chooses. */
    REFUSING_TO_PAY("6-P", "赖付", "Refusing to pay",
            "支払いの拒否", false,
            Rule.FIXED, Sanction.warning(), kinds(WARNING, DEDUCTION, DISQUALIFICATION)),
    /** §6.2 and §13.3: up to 10 minutes −10; more than 10 up to 15 −20; more than 15 forfeit. */
    LATE_ARRIVAL("6.2", "迟到", "Late arrival",
            "遅刻", true,
            Rule.BY_MINUTES_LATE, Sanction.deduction(10), kinds(DEDUCTION, FORFEIT));

    /** How the proposed sanction is found. */
    public enum Rule {
        /** Always the catalogue sanction. */
        FIXED,
        /** The escalation ladder within one hand: warning, −5, −10, −20, −40, −60, −60 … (RULINGS §4). */
        ESCALATING,
        /** From the minutes late (§6.2, RULINGS §4). */
        BY_MINUTES_LATE
    }

    private final String code;
    private final String chinese;
    private final String english;
    private final String japanese;
    private final boolean japaneseFrom004;
    private final Rule rule;
    private final Sanction catalogueSanction;
    private final Set<SanctionKind> catalogueKinds;

    Offence(String code, String chinese, String english, String japanese, boolean japaneseFrom004, Rule rule,
            Sanction catalogueSanction, Set<SanctionKind> catalogueKinds) {
        this.code = code;
        this.chinese = chinese;
        this.english = english;
        this.japanese = japanese;
        this.japaneseFrom004 = japaneseFrom004;
        this.rule = rule;
        this.catalogueSanction = catalogueSanction;
        this.catalogueKinds = catalogueKinds;
    }

    private static Set<SanctionKind> kinds(SanctionKind first, SanctionKind... rest) {
        return Collections.unmodifiableSet(EnumSet.of(first, rest));
    }

    /** The code of the row in MCR 2006 §3.11.6 (6-1 … 6-P), or 6.2 for late arrival; printed on the penalty record. */
    public String code() {
        return code;
    }

    /** The name in Chinese, in 000's words. */
    public String chinese() {
        return chinese;
    }

    /** The name in English (ours: the supplied documents have no official English, RULINGS §1). */
    public String english() {
        return english;
    }

    /** The name in Japanese. */
    public String japanese() {
        return japanese;
    }

    /** True if the Japanese name is 004's wording; false for 6-4a, 6-D, 6-C and 6-P, which 004 does not have. */
    public boolean japaneseFrom004() {
        return japaneseFrom004;
    }

    /** How the proposal is found: fixed, the escalation ladder, or the minutes late. */
    public Rule rule() {
        return rule;
    }

    /** True for the offences sanctioned by the escalation ladder within a hand (6-3, 6-4, 6-5). */
    public boolean escalates() {
        return rule == Rule.ESCALATING;
    }

    /**
     * The catalogue sanction: the one to propose for a fixed offence; for an escalating offence its first step (a
     * warning); for late arrival the lightest (−10). {@link PenaltyAdvisor} gives the full proposal.
     */
    public Sanction catalogueSanction() {
        return catalogueSanction;
    }

    /** Every kind of sanction the documents name for this offence; the referee may still choose another. */
    public Set<SanctionKind> catalogueKinds() {
        return catalogueKinds;
    }

    /** The offence with this code (as printed, e.g. {@code 6-6a}); null if none. */
    public static Offence ofCode(String code) {
        for (Offence o : values()) {
            if (o.code.equalsIgnoreCase(code)) {
                return o;
            }
        }
        return null;
    }

    /** The message key for translations, {@code penalty.offence.<name>}. */
    public String messageKey() {
        return "penalty.offence." + name().toLowerCase(Locale.ROOT);
    }
}

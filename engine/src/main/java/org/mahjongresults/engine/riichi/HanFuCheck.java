package org.mahjongresults.engine.riichi;

import java.util.Locale;
import java.util.Set;
import org.mahjongresults.engine.riichi.yaku.Exclusions;
import org.mahjongresults.engine.riichi.yaku.Yaku;

/**
 * Says whether a win entered as han and fu with its yaku named can exist (the score sheet's second way of entry).
 * The checks follow the fu rules ({@link Fu}) and the yaku definitions: closed-only yaku on an open hand, yaku that
 * exclude each other, self-draw and ron yaku, han below the named yaku, and fu that the named yaku cannot give
 * (20 fu is only a closed pinfu tsumo, 25 only seven pairs, 30 on a closed ron only pinfu, the least fu that
 * triplets, kans and yakuhai named imply). It cannot prove the hand exists, only that nothing named rules it out.
 */
public final class HanFuCheck {

    /** Why an entry cannot exist; {@code OK} when it can. Message key {@code riichi.check.<name in lower case>}. */
    public enum Reason {
        OK, NO_YAKU, CLOSED_ONLY, NOT_IN_RULES, CONFLICT, TSUMO_ONLY, RON_ONLY, NEEDS_RIICHI,
        MISSING_MENZEN_TSUMO, YAKUMAN_WITH_YAKU, HAN_BELOW_YAKU, FU_VALUE, FU_SEVEN_PAIRS, FU_PINFU, FU_20,
        FU_CLOSED_RON_30, FU_TOO_LOW;

        public String messageKey() {
            return "riichi.check." + name().toLowerCase(Locale.ROOT);
        }
    }

    /** The answer: possible or not, and why not in English. */
    public record Verdict(boolean possible, Reason reason, String message) {

        static final Verdict OK = new Verdict(true, Reason.OK, "");

        static Verdict no(Reason reason, String message) {
            return new Verdict(false, reason, message);
        }
    }

    /** Pairs of yaku that no hand has together, beyond the replacements of {@link Exclusions}. */
    private static final Yaku[][] NEVER_TOGETHER = {
        {Yaku.RIICHI, Yaku.DOUBLE_RIICHI},
        {Yaku.HAITEI, Yaku.RINSHAN_KAIHOU},
        {Yaku.HOUTEI, Yaku.CHANKAN},
        {Yaku.CHANTA, Yaku.JUNCHAN},
        {Yaku.CHANTA, Yaku.HONROUTOU},
        {Yaku.JUNCHAN, Yaku.HONROUTOU},
        {Yaku.HONITSU, Yaku.CHINITSU},
        {Yaku.IIPEIKOU, Yaku.RYANPEIKOU},
        {Yaku.ITTSUU, Yaku.SANSHOKU_DOUJUN},
        {Yaku.RYANPEIKOU, Yaku.SANSHOKU_DOUJUN},
        {Yaku.RYANPEIKOU, Yaku.ITTSUU},
        {Yaku.TANYAO, Yaku.HONITSU},
        {Yaku.TANYAO, Yaku.ITTSUU},
        {Yaku.HONITSU, Yaku.JUNCHAN},
        {Yaku.ITTSUU, Yaku.CHANTA},
        {Yaku.ITTSUU, Yaku.JUNCHAN},
    };

    /** Yaku that need sequences (so no toitoi, honroutou or seven pairs with them). */
    private static final Set<Yaku> SEQUENCES = Set.of(Yaku.PINFU, Yaku.IIPEIKOU, Yaku.RYANPEIKOU,
            Yaku.SANSHOKU_DOUJUN, Yaku.ITTSUU, Yaku.CHANTA, Yaku.JUNCHAN);
    /** Yaku that need triplets or kans, or a standard shape with them. */
    private static final Set<Yaku> TRIPLETS = Set.of(Yaku.TOITOI, Yaku.SANANKOU, Yaku.SANSHOKU_DOUKOU,
            Yaku.SANKANTSU, Yaku.SHOUSANGEN, Yaku.YAKUHAI_HAKU, Yaku.YAKUHAI_HATSU, Yaku.YAKUHAI_CHUN,
            Yaku.YAKUHAI_SEAT_WIND, Yaku.YAKUHAI_ROUND_WIND, Yaku.RINSHAN_KAIHOU);
    /** Yaku with honours or terminals in every group, or honours at all (never with tanyao). */
    private static final Set<Yaku> NOT_SIMPLE = Set.of(Yaku.CHANTA, Yaku.JUNCHAN, Yaku.HONROUTOU,
            Yaku.YAKUHAI_HAKU, Yaku.YAKUHAI_HATSU, Yaku.YAKUHAI_CHUN, Yaku.YAKUHAI_SEAT_WIND,
            Yaku.YAKUHAI_ROUND_WIND, Yaku.SHOUSANGEN);
    private static final Set<Yaku> TSUMO = Set.of(Yaku.MENZEN_TSUMO, Yaku.HAITEI, Yaku.RINSHAN_KAIHOU);
    private static final Set<Yaku> RON = Set.of(Yaku.HOUTEI, Yaku.CHANKAN, Yaku.RENHOU);

    private HanFuCheck() {
    }

    /** Checks an entry under the rules. */
    public static Verdict check(HanFuEntry e, HandRules rules) {
        Set<Yaku> y = e.yaku();
        if (y.isEmpty()) {
            return Verdict.no(Reason.NO_YAKU, "a win needs at least one yaku; dora are not yaku");
        }
        for (Yaku k : y) {
            if (e.open() && k.closedOnly()) {
                return Verdict.no(Reason.CLOSED_ONLY, k.english() + " needs a closed hand");
            }
            if (e.open() && k == Yaku.TANYAO && !rules.openTanyao()
                    || k == Yaku.IPPATSU && !rules.ippatsu()
                    || k == Yaku.RENHOU && rules.renhou() == HandRules.Renhou.NONE) {
                return Verdict.no(Reason.NOT_IN_RULES, k.english() + " is not a yaku here under " + rules.name());
            }
            if (e.tsumo() && RON.contains(k)) {
                return Verdict.no(Reason.RON_ONLY, k.english() + " is won on a discard, not by self-draw");
            }
            if (!e.tsumo() && TSUMO.contains(k)) {
                return Verdict.no(Reason.TSUMO_ONLY, k.english() + " is won by self-draw, not on a discard");
            }
        }
        Verdict conflict = conflicts(y);
        if (conflict != null) {
            return conflict;
        }
        if (y.contains(Yaku.IPPATSU) && !y.contains(Yaku.RIICHI) && !y.contains(Yaku.DOUBLE_RIICHI)) {
            return Verdict.no(Reason.NEEDS_RIICHI, "ippatsu needs riichi or double riichi named");
        }
        if (!e.open() && e.tsumo() && !y.contains(Yaku.MENZEN_TSUMO) && !anyYakuman(y, rules)) {
            return Verdict.no(Reason.MISSING_MENZEN_TSUMO, "a closed hand won by self-draw always scores menzen"
                    + " tsumo; name it");
        }
        if (anyYakuman(y, rules)) {
            for (Yaku k : y) {
                if (!k.isYakuman(rules)) {
                    return Verdict.no(Reason.YAKUMAN_WITH_YAKU, "with a yakuman no other yaku counts; name only the"
                            + " yakuman, not " + k.english());
                }
            }
            return Verdict.OK;
        }
        if (y.equals(Set.of(Yaku.RENHOU)) && rules.renhou() == HandRules.Renhou.MANGAN) {
            // a strict mangan: the fu do not count
            return e.han() == 5 ? Verdict.OK : Verdict.no(Reason.HAN_BELOW_YAKU, "renhou alone is a mangan, 5 han,"
                    + " under " + rules.name());
        }
        int yakuHan = 0;
        for (Yaku k : y) {
            yakuHan += k.han(e.open());
        }
        if (e.han() < yakuHan) {
            return Verdict.no(Reason.HAN_BELOW_YAKU, "the yaku named make " + yakuHan + " han, more than the "
                    + e.han() + " entered");
        }
        return checkFu(e, y);
    }

    private static boolean anyYakuman(Set<Yaku> y, HandRules rules) {
        for (Yaku k : y) {
            if (k.isYakuman(rules)) {
                return true;
            }
        }
        return false;
    }

    private static Verdict conflicts(Set<Yaku> y) {
        for (Yaku[] p : Exclusions.pairs()) {
            if (y.contains(p[0]) && y.contains(p[1])) {
                return Verdict.no(Reason.CONFLICT, p[0].english() + " replaces " + p[1].english()
                        + "; name only the first");
            }
        }
        for (Yaku[] p : NEVER_TOGETHER) {
            if (y.contains(p[0]) && y.contains(p[1])) {
                return together(p[0], p[1]);
            }
        }
        boolean sequences = false;
        Yaku seq = null;
        for (Yaku k : y) {
            if (SEQUENCES.contains(k)) {
                sequences = true;
                seq = k;
            }
        }
        if (sequences && (y.contains(Yaku.TOITOI) || y.contains(Yaku.HONROUTOU) || y.contains(Yaku.CHIITOITSU))) {
            Yaku other = y.contains(Yaku.TOITOI) ? Yaku.TOITOI : y.contains(Yaku.HONROUTOU) ? Yaku.HONROUTOU
                    : Yaku.CHIITOITSU;
            return together(seq, other);
        }
        for (Yaku k : y) {
            if (y.contains(Yaku.CHIITOITSU) && TRIPLETS.contains(k) || y.contains(Yaku.PINFU) && TRIPLETS.contains(k)
                    && k != Yaku.RINSHAN_KAIHOU) {
                return together(y.contains(Yaku.CHIITOITSU) ? Yaku.CHIITOITSU : Yaku.PINFU, k);
            }
            if (y.contains(Yaku.PINFU) && k == Yaku.RINSHAN_KAIHOU) {
                return together(Yaku.PINFU, k);
            }
            if (y.contains(Yaku.TANYAO) && NOT_SIMPLE.contains(k)) {
                return together(Yaku.TANYAO, k);
            }
            if ((y.contains(Yaku.HONITSU) || y.contains(Yaku.CHINITSU))
                    && (k == Yaku.SANSHOKU_DOUJUN || k == Yaku.SANSHOKU_DOUKOU)) {
                return together(k, y.contains(Yaku.HONITSU) ? Yaku.HONITSU : Yaku.CHINITSU);
            }
            if (y.contains(Yaku.CHINITSU) && NOT_SIMPLE.contains(k) && k != Yaku.JUNCHAN) {
                return together(Yaku.CHINITSU, k);
            }
        }
        return null;
    }

    private static Verdict together(Yaku a, Yaku b) {
        return Verdict.no(Reason.CONFLICT, a.english() + " and " + b.english() + " cannot be in one hand");
    }

    private static Verdict checkFu(HanFuEntry e, Set<Yaku> y) {
        int fu = e.fu();
        if (fu != 25 && (fu < 20 || fu > 140 || fu % 10 != 0)) {
            return Verdict.no(Reason.FU_VALUE, fu + " fu does not exist: fu are 25 or a multiple of 10 from 20 to 140");
        }
        if (y.contains(Yaku.CHIITOITSU) != (fu == 25)) {
            return Verdict.no(Reason.FU_SEVEN_PAIRS, "seven pairs are always 25 fu, and only seven pairs are");
        }
        boolean pinfu = y.contains(Yaku.PINFU);
        if (pinfu && fu != (e.tsumo() ? 20 : 30)) {
            return Verdict.no(Reason.FU_PINFU, "pinfu is " + (e.tsumo() ? "20 fu by self-draw" : "30 fu on a ron")
                    + ", not " + fu);
        }
        if (fu == 20 && !(pinfu && e.tsumo())) {
            return Verdict.no(Reason.FU_20, "20 fu is only a closed pinfu won by self-draw; an open hand has at"
                    + " least 30");
        }
        if (fu == 30 && !e.open() && !e.tsumo() && !pinfu) {
            return Verdict.no(Reason.FU_CLOSED_RON_30, "a closed hand won on a discard has 30 fu only as pinfu;"
                    + " anything else adds fu and rounds to 40 or more");
        }
        int least = leastFu(e, y);
        if (fu != 25 && fu < least) {
            return Verdict.no(Reason.FU_TOO_LOW, "the yaku named need at least " + least + " fu, not " + fu);
        }
        return Verdict.OK;
    }

    /** A lower bound of the fu that the named triplet yaku imply (each attribute added to a 2-fu triplet). */
    static int leastFu(HanFuEntry e, Set<Yaku> y) {
        if (y.contains(Yaku.CHIITOITSU)) {
            return 25;
        }
        int raw = 20 + (!e.open() && !e.tsumo() ? 10 : 0) + (e.tsumo() && !y.contains(Yaku.PINFU) ? 2 : 0);
        int honourTriplets = (y.contains(Yaku.YAKUHAI_HAKU) ? 1 : 0) + (y.contains(Yaku.YAKUHAI_HATSU) ? 1 : 0)
                + (y.contains(Yaku.YAKUHAI_CHUN) ? 1 : 0)
                + (y.contains(Yaku.YAKUHAI_SEAT_WIND) || y.contains(Yaku.YAKUHAI_ROUND_WIND) ? 1 : 0);
        int triplets = honourTriplets;
        if (y.contains(Yaku.TOITOI) || y.contains(Yaku.HONROUTOU)) {
            triplets = 4;
        } else if (y.contains(Yaku.SANANKOU) || y.contains(Yaku.SANSHOKU_DOUKOU) || y.contains(Yaku.SANKANTSU)) {
            triplets = Math.max(triplets, 3);
        }
        int terminalTriplets = y.contains(Yaku.HONROUTOU) ? 4 : honourTriplets;
        int concealed = y.contains(Yaku.SANANKOU) ? 3 : 0;
        int kans = y.contains(Yaku.SANKANTSU) ? 3 : 0;
        raw += 2 * triplets + 2 * terminalTriplets + 2 * concealed + 6 * kans;
        if (y.contains(Yaku.SHOUSANGEN)) {
            raw += 2;
        }
        if (e.open() && raw == 20) {
            return 30;
        }
        return (raw + 9) / 10 * 10;
    }
}

package org.mahjongresults.engine.riichi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.riichi.yaku.Yaku;

/** Wins entered as han and fu with the yaku named: which combinations exist, and why the others do not. */
class HanFuCheckTest {

    @ParameterizedTest(name = "[{index}] {0}, {1} {2}, {3} han {4} fu: {5}")
    @DisplayName("the han/fu entry check accepts what can exist and names the reason otherwise (EMA 2016)")
    @CsvSource(delimiter = '|', value = {
        "RIICHI PINFU                     | closed | ron   | 2 | 30 | OK",
        "MENZEN_TSUMO PINFU               | closed | tsumo | 2 | 20 | OK",
        "MENZEN_TSUMO PINFU               | closed | tsumo | 2 | 30 | FU_PINFU",
        "RIICHI PINFU                     | closed | ron   | 2 | 40 | FU_PINFU",
        "PINFU                            | closed | tsumo | 2 | 20 | MISSING_MENZEN_TSUMO",
        "RIICHI                           | closed | ron   | 1 | 20 | FU_20",
        "TANYAO                           | open   | ron   | 1 | 20 | FU_20",
        "TANYAO                           | open   | ron   | 1 | 30 | OK",
        "RIICHI                           | closed | ron   | 1 | 30 | FU_CLOSED_RON_30",
        "RIICHI                           | closed | ron   | 1 | 40 | OK",
        "RIICHI MENZEN_TSUMO              | closed | tsumo | 2 | 30 | OK",
        "CHIITOITSU                       | closed | ron   | 2 | 25 | OK",
        "CHIITOITSU                       | closed | ron   | 2 | 30 | FU_SEVEN_PAIRS",
        "RIICHI                           | closed | ron   | 1 | 25 | FU_SEVEN_PAIRS",
        "RIICHI                           | closed | ron   | 1 | 35 | FU_VALUE",
        "RIICHI                           | closed | ron   | 1 | 150 | FU_VALUE",
        "RIICHI                           | closed | ron   | 3 | 40 | OK",
        "ITTSUU                           | open   | ron   | 1 | 30 | OK",
        "ITTSUU                           | closed | ron   | 1 | 40 | HAN_BELOW_YAKU",
        "CHINITSU                         | open   | ron   | 4 | 30 | HAN_BELOW_YAKU",
        "                                 | closed | ron   | 1 | 40 | NO_YAKU",
        "PINFU                            | open   | ron   | 1 | 30 | CLOSED_ONLY",
        "RIICHI                           | open   | ron   | 1 | 30 | CLOSED_ONLY",
        "IIPEIKOU                         | open   | ron   | 1 | 30 | CLOSED_ONLY",
        "RIICHI DOUBLE_RIICHI             | closed | ron   | 3 | 40 | CONFLICT",
        "IIPEIKOU RYANPEIKOU              | closed | ron   | 4 | 40 | CONFLICT",
        "CHANTA JUNCHAN                   | closed | ron   | 5 | 40 | CONFLICT",
        "HONITSU CHINITSU                 | closed | ron   | 9 | 40 | CONFLICT",
        "PINFU TOITOI                     | closed | ron   | 3 | 30 | CONFLICT",
        "CHIITOITSU IIPEIKOU              | closed | ron   | 3 | 25 | CONFLICT",
        "TANYAO YAKUHAI_HAKU              | open   | ron   | 2 | 30 | CONFLICT",
        "ITTSUU SANSHOKU_DOUJUN           | closed | ron   | 4 | 40 | CONFLICT",
        "HONITSU SANSHOKU_DOUKOU          | open   | ron   | 4 | 40 | CONFLICT",
        "HAITEI RINSHAN_KAIHOU            | open   | tsumo | 2 | 40 | CONFLICT",
        "TANYAO ITTSUU                    | open   | ron   | 2 | 30 | CONFLICT",
        "HONITSU JUNCHAN                  | open   | ron   | 4 | 30 | CONFLICT",
        "ITTSUU CHANTA                    | closed | ron   | 4 | 40 | CONFLICT",
        "SANSHOKU_DOUJUN CHANTA           | closed | ron   | 4 | 40 | OK",
        "CHINITSU JUNCHAN                 | closed | ron   | 9 | 40 | OK",
        "HOUTEI                           | open   | tsumo | 1 | 30 | RON_ONLY",
        "HAITEI                           | open   | ron   | 1 | 30 | TSUMO_ONLY",
        "CHANKAN                          | open   | tsumo | 1 | 30 | RON_ONLY",
        "IPPATSU PINFU                    | closed | ron   | 2 | 30 | NEEDS_RIICHI",
        "SUUANKOU                         | closed | tsumo | 0 | 0  | OK",
        "SUUANKOU TOITOI                  | closed | tsumo | 0 | 0  | YAKUMAN_WITH_YAKU",
        "KOKUSHI_MUSOU                    | open   | ron   | 0 | 0  | CLOSED_ONLY",
        "DAISANGEN                        | open   | ron   | 0 | 0  | OK",
        "SANANKOU                         | closed | tsumo | 3 | 30 | MISSING_MENZEN_TSUMO",
        "MENZEN_TSUMO SANANKOU            | closed | tsumo | 3 | 30 | FU_TOO_LOW",
        "MENZEN_TSUMO SANANKOU            | closed | tsumo | 3 | 40 | OK",
        "SANKANTSU                        | open   | ron   | 2 | 40 | FU_TOO_LOW",
        "SANKANTSU                        | open   | ron   | 2 | 50 | OK",
        "TOITOI                           | open   | ron   | 2 | 30 | OK",
        "YAKUHAI_HAKU YAKUHAI_HATSU SHOUSANGEN | open | ron | 4 | 30 | OK",
        "HONROUTOU TOITOI                 | open   | ron   | 4 | 30 | FU_TOO_LOW",
        "HONROUTOU TOITOI                 | open   | ron   | 4 | 40 | OK",
        "RENHOU                           | closed | ron   | 5 | 30 | OK",
    })
    void checksEntries(String yaku, String open, String win, int han, int fu, String reason) {
        Set<Yaku> named = EnumSet.noneOf(Yaku.class);
        if (yaku != null) {
            for (String name : yaku.trim().split("\\s+")) {
                named.add(Yaku.ofName(name));
            }
        }
        HanFuEntry e = new HanFuEntry(named, open.equals("open"), win.equals("tsumo"), han, fu);
        HanFuCheck.Verdict v = RiichiScorer.check(e, HandRules.EMA_2016);
        assertThat(v.reason().name()).isEqualTo(reason);
        assertThat(v.possible()).isEqualTo(reason.equals("OK"));
        assertThat(v.message().isEmpty()).isEqualTo(v.possible());
    }

    @ParameterizedTest(name = "{0} under {1}: {2}")
    @DisplayName("the switches decide open tanyao, ippatsu and renhou in entries too")
    @CsvSource(delimiter = '|', value = {
        "TANYAO          | open   | NOKUITAN | NOT_IN_RULES",
        "RIICHI IPPATSU  | closed | JPML     | NOT_IN_RULES",
        "RENHOU          | closed | JPML     | NOT_IN_RULES",
        "TANYAO          | open   | JPML     | OK",
    })
    void followsTheRules(String yaku, String open, String rules, String reason) {
        Set<Yaku> named = EnumSet.noneOf(Yaku.class);
        for (String name : yaku.trim().split("\\s+")) {
            named.add(Yaku.ofName(name));
        }
        HandRules r = rules.equals("NOKUITAN") ? HandRules.EMA_2016.withOpenTanyao(false) : HandRules.ofName(rules);
        HanFuEntry e = new HanFuEntry(named, open.equals("open"), false, 6, 40);
        assertThat(RiichiScorer.check(e, r).reason().name()).isEqualTo(reason);
    }
}

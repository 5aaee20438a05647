package org.mahjongresults.engine.riichi;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every yaku and yakuman in hands written in the notation, with the exact yaku list, han and fu under the EMA 2016
 * rules. Default situation: a ron, East round, South seat, no indicator. Dragons: P white 白, F green 發, C red 中.
 */
class YakuTableTest {

    @ParameterizedTest(name = "[{index}] {0} ({1}) scores {2}")
    @DisplayName("each yaku is found where it applies, with the exact yaku list, han and fu (EMA 2016)")
    @CsvSource(delimiter = '|', value = {
        // riichi, double riichi (replaces riichi), ippatsu, menzen tsumo, pinfu
        "234m456p55p789s23s4s        | riichi                          | RIICHI PINFU = 2/30",
        "234m456p55p789s23s4s        | double-riichi                   | PINFU DOUBLE_RIICHI = 3/30",
        "234m456p55p789s23s4s        | riichi ippatsu tsumo            | RIICHI IPPATSU MENZEN_TSUMO PINFU = 4/20",
        "234m456p55p789s23s4s        | tsumo                           | MENZEN_TSUMO PINFU = 2/20",
        "234m456p55p789s23s4s        |                                 | PINFU = 1/30",
        // pinfu needs a ryanmen and a pair without fu: not on a kanchan, penchan or tanki, not with a seat-wind,
        // round-wind or dragon pair; a guest wind pair is fine
        "13m456p789s234s55p2m        | riichi                          | RIICHI = 1/40",
        "12m456p678s234s55p3m        | riichi                          | RIICHI = 1/40",
        "234m456p789s23sSS4s         | riichi                          | RIICHI = 1/40",
        "234m456p789s23sEE4s         | riichi                          | RIICHI = 1/40",
        "234m456p789s23sCC4s         | riichi                          | RIICHI = 1/40",
        "234m456p789s23sWW4s         | riichi                          | RIICHI PINFU = 2/30",
        // tanyao closed and open (kuitan)
        "234m456p55p678s23s4s        |                                 | PINFU TANYAO = 2/30",
        "[234m]456p55p678s23s4s      |                                 | TANYAO = 1/30",
        // iipeikou; ryanpeikou beats the seven-pairs reading
        "112233m456p789s5p5p         |                                 | IIPEIKOU = 1/40",
        "112233m445566p7s7s          |                                 | RYANPEIKOU = 3/40",
        // yakuhai: each dragon, seat wind, round wind, a double wind
        "[PPP]234m456p678s9s9s       |                                 | YAKUHAI_HAKU = 1/30",
        "[FFF]234m456p678s9s9s       |                                 | YAKUHAI_HATSU = 1/30",
        "CCC234m456p678s9s9s         |                                 | YAKUHAI_CHUN = 1/40",
        "[SSS]234m456p678s9s9s       |                                 | YAKUHAI_SEAT_WIND = 1/30",
        "[EEE]234m456p678s9s9s       |                                 | YAKUHAI_ROUND_WIND = 1/30",
        "[EEE]234m456p678s9s9s       | seat=E                          | YAKUHAI_SEAT_WIND YAKUHAI_ROUND_WIND = 2/30",
        "[WWW]234m456p678s9s9s       |                                 | no yaku",
        // haitei, houtei, rinshan kaihou, chankan
        "234m456p55p789s23s4s        | tsumo haitei                    | MENZEN_TSUMO PINFU HAITEI = 3/20",
        "[234m]456p55p789s23s4s      | tsumo haitei                    | HAITEI = 1/30",
        "[234m]456p55p789s23s4s      | houtei                          | HOUTEI = 1/30",
        "[5555m]234p678s66s34p5p     | tsumo rinshan                   | MENZEN_TSUMO TANYAO RINSHAN_KAIHOU = 3/40",
        "234m456p55p789s23s4s        | chankan                         | PINFU CHANKAN = 2/30",
        // chiitoitsu, with tanyao, with honroutou
        "1199m3377p55sEECC           |                                 | CHIITOITSU = 2/25",
        "2288m3377p5566s4s4s         | riichi tsumo                    | RIICHI MENZEN_TSUMO TANYAO CHIITOITSU = 5/25",
        "1199m1199p11sEENN           |                                 | CHIITOITSU HONROUTOU = 4/25",
        // sanshoku doujun and ittsuu, closed and open (one han less open)
        "123m123p123s456m9p9p        |                                 | SANSHOKU_DOUJUN = 2/40",
        "[123m]123p123s456m9p9p      |                                 | SANSHOKU_DOUJUN = 1/30",
        "123456789m234s5p5p          |                                 | ITTSUU = 2/40",
        "[123m]456789m234s5p5p       |                                 | ITTSUU = 1/30",
        // chanta, junchan (closed and open)
        "123m789p999sNNN1p1p         |                                 | CHANTA = 2/50",
        "[123m]789p999sNNN1p1p       |                                 | CHANTA = 1/40",
        "123m789p999s789s1p1p        |                                 | JUNCHAN = 3/40",
        "[123m]789p999s789s1p1p      |                                 | JUNCHAN = 2/30",
        // toitoi, sanankou, sanshoku doukou, sankantsu
        "[222m][333p]444666s8p8p     |                                 | TANYAO TOITOI = 3/40",
        "111m333p555s234s9p9p        |                                 | SANANKOU = 2/50",
        "111m333p55s234s99p5s        | riichi                          | RIICHI = 1/50",
        "111m333p55s234s99p5s        | tsumo                           | MENZEN_TSUMO SANANKOU = 3/40",
        "222m222p222s567m8p8p        |                                 | TANYAO SANANKOU SANSHOKU_DOUKOU = 5/50",
        "[222m][222p]222s567m8p8p    |                                 | TANYAO SANSHOKU_DOUKOU = 3/30",
        "[2222m1][3333p][4444s1]567m8p8p |                             | TANYAO SANKANTSU = 3/60",
        // shousangen with its two yakuhai and honitsu; honroutou with toitoi
        "[CCC][FFF]234m567mPP        |                                 | YAKUHAI_HATSU YAKUHAI_CHUN SHOUSANGEN HONITSU = 6/40",
        "[111m][999p]EEE111sNN       |                                 | YAKUHAI_ROUND_WIND TOITOI HONROUTOU = 5/50",
        // honitsu, chinitsu (closed and open); chinitsu replaces honitsu by definition
        "123345789mNNNEE             |                                 | HONITSU = 3/50",
        "[123m]345789mNNNEE          |                                 | HONITSU = 2/40",
        "223344567789p5p5p           |                                 | PINFU IIPEIKOU CHINITSU = 8/30",
        "[234s]234678s99s55s5s       |                                 | CHINITSU = 5/30",
        // renhou under EMA 2016: a strict mangan, unless the hand is worth more by itself
        "234m456p55p789s23s4s        | renhou                          | RENHOU = 5/30",
        "223344567789p5p5p           | renhou                          | PINFU IIPEIKOU CHINITSU = 8/30",
        // yakuman
        "19m19p19sESWNCPPF           |                                 | KOKUSHI_MUSOU = yakuman 1",
        "19m19p19sESWNCFPP           |                                 | KOKUSHI_MUSOU_13 = yakuman 1",
        "111m333p555s99p77s7s        | tsumo                           | SUUANKOU = yakuman 1",
        "111m333p555s99p77s7s        |                                 | TOITOI SANANKOU = 4/50",
        "111m333p555s777s9p9p        |                                 | SUUANKOU_TANKI = yakuman 1",
        "[CCC][FFF]PPP234m5m5m       |                                 | DAISANGEN = yakuman 1",
        "[EEE][SSS]WWW234mNN         |                                 | SHOUSUUSHII = yakuman 1",
        "[EEE][SSS][WWW]NNN5m5m      |                                 | DAISUUSHII = yakuman 1",
        "[EEE][SSS]CCCPPPFF          |                                 | TSUUIISOU = yakuman 1",
        "EESSWWNNCCFFPP              |                                 | TSUUIISOU = yakuman 1",
        "[111m][999p]111999s9m9m     |                                 | CHINROUTOU = yakuman 1",
        "[234s][666s]234888sFF       |                                 | RYUUIISOU = yakuman 1",
        "[234s]234666888s4s4s        |                                 | RYUUIISOU = yakuman 1",
        "1112345678999m5m            |                                 | JUNSEI_CHUUREN_POUTOU = yakuman 1",
        "1112345678899m9m            |                                 | CHUUREN_POUTOU = yakuman 1",
        "[1111m][EEEE][5555p1][9999s2]CC |                             | SUUKANTSU = yakuman 1",
        "234m456p55p789s23s4s        | tsumo seat=E tenhou             | TENHOU = yakuman 1",
        "234m456p55p789s23s4s        | tsumo chiihou                   | CHIIHOU = yakuman 1",
        // two yakuman do not add up under EMA 2016: both listed, one yakuman
        "[CCC][FFF][PPP]NNNEE        |                                 | DAISANGEN TSUUIISOU = yakuman 1",
        // not yaku: dora alone, an open hand of nothing
        "[234m]456p55p789s23s4s      | dora=1m                         | no yaku",
    })
    void scoresEachYaku(String hand, String situation, String expected) {
        assertThat(RiichiHands.describe(RiichiHands.score(hand, situation, HandRules.EMA_2016))).isEqualTo(expected);
    }
}

package org.mahjongresults.engine.riichi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.mahjongresults.engine.riichi.yaku.Yaku;

/** The yaku registry: values from the rule texts, names in three languages, one rule class per yaku. */
class YakuRegistryTest {

    @Test
    @DisplayName("the registry holds the 30 yaku, renhou and the 15 yakuman entries")
    void counts() {
        assertThat(Yaku.values()).hasSize(46);
        assertThat(Arrays.stream(Yaku.values()).filter(Yaku::yakuman)).hasSize(15);
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Yaku.class)
    @DisplayName("each yaku has its own rule class named after it and a name in Japanese, English and Chinese")
    void namesAndRules(Yaku y) {
        StringBuilder camel = new StringBuilder();
        for (String part : y.name().split("_")) {
            camel.append(part.charAt(0)).append(part.substring(1).toLowerCase(Locale.ROOT));
        }
        assertThat(y.rule().getClass().getSimpleName()).isEqualTo(camel.toString());
        assertThat(y.japanese()).isNotBlank().matches(".*[\\u3040-\\u30ff\\u4e00-\\u9fff].*");
        assertThat(y.chinese()).isNotBlank().matches(".*[\\u4e00-\\u9fff].*");
        assertThat(y.english()).isNotBlank();
        assertThat(y.name(Locale.JAPANESE)).isEqualTo(y.japanese());
        assertThat(y.name(Locale.CHINESE)).isEqualTo(y.chinese());
        assertThat(y.name(Locale.ENGLISH)).isEqualTo(y.english());
        assertThat(y.messageKey()).isEqualTo("riichi.yaku." + y.name().toLowerCase(Locale.ROOT));
        assertThat(Yaku.ofName(y.name().toLowerCase(Locale.ROOT))).isSameAs(y);
    }

    @Test
    @DisplayName("names are unique in each language")
    void uniqueNames() {
        Set<String> ja = new HashSet<>();
        Set<String> en = new HashSet<>();
        Set<String> zh = new HashSet<>();
        for (Yaku y : Yaku.values()) {
            assertThat(ja.add(y.japanese())).as(y.japanese()).isTrue();
            assertThat(en.add(y.english())).as(y.english()).isTrue();
            assertThat(zh.add(y.chinese())).as(y.chinese()).isTrue();
        }
    }

    @ParameterizedTest(name = "{0}: {1} closed, {2} open")
    @DisplayName("han closed and open as in EMA RCR 2016 §4.2 and WRC 2015 §6.5 (0 open: closed only)")
    @CsvSource({
        "RIICHI,1,0", "IPPATSU,1,0", "MENZEN_TSUMO,1,0", "PINFU,1,0", "IIPEIKOU,1,0", "TANYAO,1,1",
        "YAKUHAI_HAKU,1,1", "YAKUHAI_SEAT_WIND,1,1", "HAITEI,1,1", "HOUTEI,1,1", "RINSHAN_KAIHOU,1,1",
        "CHANKAN,1,1", "DOUBLE_RIICHI,2,0", "CHIITOITSU,2,0", "SANSHOKU_DOUJUN,2,1", "ITTSUU,2,1", "CHANTA,2,1",
        "TOITOI,2,2", "SANANKOU,2,2", "SANSHOKU_DOUKOU,2,2", "SANKANTSU,2,2", "SHOUSANGEN,2,2", "HONROUTOU,2,2",
        "HONITSU,3,2", "JUNCHAN,3,2", "RYANPEIKOU,3,0", "CHINITSU,6,5", "KOKUSHI_MUSOU,1,0", "SUUANKOU,1,0",
        "CHUUREN_POUTOU,1,0", "DAISANGEN,1,1", "RYUUIISOU,1,1", "TENHOU,1,0", "CHIIHOU,1,0"
    })
    void values(String name, int closed, int open) {
        Yaku y = Yaku.valueOf(name);
        assertThat(y.closedHan()).isEqualTo(closed);
        assertThat(y.openHan()).isEqualTo(open);
    }
}

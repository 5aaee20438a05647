package org.mahjongresults.engine.mcr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.mahjongresults.engine.mcr.fan.Fan;

/** The registry of MCR 2006 附件1: 81 fans, their numbers, values and names, each with its rule class. */
class FanRegistryTest {

    @Test
    @DisplayName("the registry has fans 1 to 81 in order, each with three names and a rule class named after it")
    void registryIsComplete() {
        assertThat(Fan.values()).hasSize(81);
        for (Fan f : Fan.values()) {
            assertThat(Fan.ofNumber(f.number())).isSameAs(f);
            assertThat(f.number()).isEqualTo(f.ordinal() + 1);
            assertThat(f.chinese()).isNotBlank();
            assertThat(f.english()).isNotBlank();
            assertThat(f.japanese()).isNotBlank();
            String camel = Arrays.stream(f.name().split("_"))
                    .map(w -> w.charAt(0) + w.substring(1).toLowerCase()).reduce("", String::concat);
            assertThat(f.rule().getClass().getSimpleName()).isEqualTo(camel);
        }
    }

    @Test
    @DisplayName("the values are those of 000: seven 88s, six 64s, two 48s, three 32s, nine 24s, six 16s, five 12s, ten 8s, six 6s, four 4s, ten 2s, thirteen 1s")
    void valuesMatchTheClassificationTable() {
        int[] levels = {88, 64, 48, 32, 24, 16, 12, 8, 6, 4, 2, 1};
        int[] expected = {7, 6, 2, 3, 9, 6, 5, 10, 6, 4, 10, 13};
        for (int i = 0; i < levels.length; i++) {
            int level = levels[i];
            assertThat(Arrays.stream(Fan.values()).filter(f -> f.points() == level).count()).as("%d points", level)
                    .isEqualTo(expected[i]);
        }
        assertThat(Fan.TWO_CONCEALED_KONGS.points(RuleProfile.CN2017)).isEqualTo(6);
        assertThat(Fan.BIG_FOUR_WINDS.chinese()).isEqualTo("四风会");
        assertThat(Fan.BIG_FOUR_WINDS.japanese()).isEqualTo("大四喜");
        assertThat(Fan.ofNumber(0)).isNull();
        assertThat(Fan.ofNumber(82)).isNull();
    }
}

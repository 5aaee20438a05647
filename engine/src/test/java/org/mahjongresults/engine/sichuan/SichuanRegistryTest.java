package org.mahjongresults.engine.sichuan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The registries match the table of Swiss §6 and the score sheet's columns (Swiss score sheets). */
class SichuanRegistryTest {

    @Test
    @DisplayName("the twelve patterns are numbered 1-12 in the table's order, with the table's 番 and points")
    void patterns() {
        int[] fan = {1, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6, 6};
        int[] points = {1, 2, 4, 4, 4, 8, 8, 8, 16, 16, 32, 32};
        String[] chinese = {"平胡", "碰碰胡", "清一色", "带幺九", "七对", "清对", "将对", "龙七对", "清七对", "清幺九",
            "天胡", "地胡"};
        assertThat(SichuanPattern.values()).hasSize(12);
        for (int n = 1; n <= 12; n++) {
            SichuanPattern p = SichuanPattern.ofNumber(n);
            assertThat(p.number()).isEqualTo(n);
            assertThat(p.fan()).isEqualTo(fan[n - 1]);
            assertThat(p.points()).isEqualTo(points[n - 1]);
            assertThat(p.chinese()).isEqualTo(chinese[n - 1]);
            assertThat(p.english()).isNotBlank();
            assertThat(p.japanese()).isNotBlank();
            assertThat(p.pinyin()).isNotBlank();
        }
        assertThat(SichuanPattern.ofNumber(0)).isNull();
        assertThat(SichuanPattern.ofNumber(13)).isNull();
    }

    @Test
    @DisplayName("bonuses are numbered 13-14 and doublings 15-19 in the sheet's column order, never clashing with a"
            + " pattern")
    void bonusesAndDoublings() {
        Set<Integer> numbers = new HashSet<>();
        for (SichuanPattern p : SichuanPattern.values()) {
            numbers.add(p.number());
        }
        assertThat(Bonus.KONG.number()).isEqualTo(13);
        assertThat(Bonus.FOUR_OF_A_KIND.number()).isEqualTo(14);
        for (Bonus b : Bonus.values()) {
            assertThat(numbers.add(b.number())).isTrue();
            assertThat(b.points()).isEqualTo(1);
            assertThat(b.japanese()).isNotBlank();
        }
        int expected = 15;
        for (Doubling d : Doubling.values()) {
            assertThat(d.number()).isEqualTo(expected++);
            assertThat(numbers.add(d.number())).isTrue();
            assertThat(d.factor()).isEqualTo(2);
            assertThat(d.english()).isNotBlank();
        }
        assertThat(numbers).hasSize(19);
    }

    @Test
    @DisplayName("Sichuan error codes never reuse the name of a shared one, so one code string is unambiguous")
    void errorCodesAreDistinct() {
        Set<String> shared = new HashSet<>();
        for (org.mahjongresults.engine.hand.HandError.Code c : org.mahjongresults.engine.hand.HandError.Code.values()) {
            shared.add(c.name());
        }
        for (SichuanError.Code c : SichuanError.Code.values()) {
            assertThat(shared).doesNotContain(c.name());
        }
    }
}

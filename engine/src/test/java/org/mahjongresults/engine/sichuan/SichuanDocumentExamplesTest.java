package org.mahjongresults.engine.sichuan;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The worked examples of 002 §7.7 (Swiss §7.7), scored and settled. Seats: 0 is the winner, 1 the discarder.
 * Where the document's arithmetic is wrong, the test name says so and the test follows the rules (Swiss §7, RULINGS §6).
 */
class SichuanDocumentExamplesTest {

    @Test
    @DisplayName("7.7.1 点胡: 2222 dots, 123 345 characters, 999 66 dots is 平胡 1 + one kong 1 = 2, paid by the discarder")
    void example1() {
        SichuanResult r = SichuanHands.score("[2222p]123m345m999p66p", "discard");
        assertThat(SichuanHands.describe(r)).isEqualTo("1 平胡 +杠 = 2");
        assertThat(SichuanSettlement.settle(r, 0, 1).points()).containsExactly(2, -2, 0, 0);
    }

    @Test
    @DisplayName("7.7.2 自摸: 11 22 99 characters, 44 66 11 99 dots is 七对 4, so the winner gets 4 × 3 = 12; the"
            + " document prints 18, which is an arithmetic error")
    void example2() {
        SichuanResult r = SichuanHands.score("11m22m99m44p66p11p99p", "self");
        assertThat(SichuanHands.describe(r)).isEqualTo("5 七对 = 4");
        assertThat(SichuanSettlement.settle(r, 0, -1).points()).containsExactly(12, -4, -4, -4);
    }

    @Test
    @DisplayName("7.7.3 杠上花: 1111 222 555 999 66 characters is 清对 8 × 2 + one kong 1 = 17, so the winner gets 51;"
            + " the document prints 48 because it leaves out the kong bonus of its own §7.5.1")
    void example3() {
        SichuanResult r = SichuanHands.score("[1111m]222m555m999m66m", "self kong");
        assertThat(SichuanHands.describe(r)).isEqualTo("6 清对 x杠上开花 +杠 = 17");
        assertThat(r.patternPoints()).isEqualTo(8);
        assertThat(r.multiplier()).isEqualTo(2);
        assertThat(r.bonusPoints()).isEqualTo(1);
        assertThat(SichuanSettlement.settle(r, 0, -1).points()).containsExactly(51, -17, -17, -17);
    }

    @Test
    @DisplayName("7.7.4 点胡: 8888 dots, 111 444 characters, 777 33 dots is 对对胡 (碰碰胡) 2 + one kong 1 = 3, paid by the"
            + " discarder")
    void example4() {
        SichuanResult r = SichuanHands.score("[8888p1]111m444m777p33p", "discard");
        assertThat(SichuanHands.describe(r)).isEqualTo("2 碰碰胡 +杠 = 3");
        assertThat(SichuanSettlement.settle(r, 0, 1).points()).containsExactly(3, -3, 0, 0);
    }
}

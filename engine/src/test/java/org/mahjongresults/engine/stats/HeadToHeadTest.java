package org.mahjongresults.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class HeadToHeadTest {

    @Test
    void twoPlayersWhoSharedTwoTablesHaveTwoMeetingsAndTheirHandsBetweenThem() {
        HeadToHead h = HeadToHead.of(1, 2, TournamentStatsTest.EVENT);
        assertThat(h.meetings()).containsExactly(
                new HeadToHead.Meeting(1, 1, 4, 32 - 100 - 26, -16 - 100 - 8, 1, 0),
                new HeadToHead.Meeting(2, 1, 3, -16 - 20, -8 + 36, 0, 1));
        assertThat(h.hands()).isEqualTo(7);
        assertThat(h.aFromB()).isEqualTo(1);
        assertThat(h.aFromBValue()).isEqualTo(8);
        assertThat(h.bFromA()).isEqualTo(1);
        assertThat(h.bFromAValue()).isEqualTo(12);
        assertThat(h.aAhead()).isEqualTo(1);
        assertThat(h.bAhead()).isEqualTo(1);
        assertThat(h.aNet()).isEqualTo(h.meetings().stream().mapToLong(HeadToHead.Meeting::aTotal).sum());
    }

    @Test
    void playersWhoNeverMetHaveNoMeetings() {
        HeadToHead h = HeadToHead.of(1, 8, TournamentStatsTest.EVENT);
        assertThat(h.meetings()).isEmpty();
        assertThat(h.hands()).isZero();
        assertThatThrownBy(() -> HeadToHead.of(3, 3, TournamentStatsTest.EVENT))
                .isInstanceOf(IllegalArgumentException.class);
    }
}

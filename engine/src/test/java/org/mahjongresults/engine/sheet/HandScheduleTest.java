package org.mahjongresults.engine.sheet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongresults.engine.draw.Seat.EAST;
import static org.mahjongresults.engine.draw.Seat.NORTH;
import static org.mahjongresults.engine.draw.Seat.SOUTH;
import static org.mahjongresults.engine.draw.Seat.WEST;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class HandScheduleTest {

    private final HandSchedule full = HandSchedule.fourPlayers();

    @Test
    void aFullTablePlaysSixteenHandsFourInEachWindRound() {
        assertThat(full.size()).isEqualTo(16);
        assertThat(full.hands().stream().map(HandSchedule.HandSlot::prevalentWind).toList()).containsExactly(
                EAST, EAST, EAST, EAST, SOUTH, SOUTH, SOUTH, SOUTH, WEST, WEST, WEST, WEST, NORTH, NORTH, NORTH, NORTH);
    }

    /**
     * Dealers follow the seats of each round (MCR 2006 附件4): in the East round the players sit as they started, so
     * they deal 1, 2, 3, 4 (by starting seat); in the South round player 2 sits East, then 1 (South), 4 (West),
     * 3 (North); in the West round 3, 4, 2, 1; in the North round 4, 3, 1, 2.
     */
    @Test
    void everyPlayerDealsOnceInEveryRoundInTheOrderOfTheSeatTable() {
        assertThat(full.hands().stream().map(HandSchedule.HandSlot::dealer).toList())
                .containsExactly(0, 1, 2, 3, 1, 0, 3, 2, 2, 3, 1, 0, 3, 2, 0, 1);
    }

    @ParameterizedTest(name = "hand {0}: seat winds of players 1-4 are {1}")
    @CsvSource({
            "1, E S W N",
            "2, N E S W",
            "5, S E N W",
            "6, E N W S",
            "16, N E W S"})
    void theDealerIsEastAndTheOthersFollowCounterClockwise(int hand, String winds) {
        List<String> expected = List.of(winds.split(" "));
        assertThat(full.hand(hand).seatWinds().stream().map(s -> s.letter()).toList()).isEqualTo(expected);
        assertThat(full.hand(hand).seatWindOf(full.hand(hand).dealer())).isEqualTo(EAST);
    }

    @Test
    void aThreePlayerTablePlaysTwelveHandsAndTheAbsentPlayerNeverDeals() {
        HandSchedule three = HandSchedule.withAbsent(2);
        assertThat(three.size()).isEqualTo(12);
        assertThat(three.hands()).noneMatch(h -> h.dealer() == 2);
        assertThat(three.hands().stream().filter(h -> h.prevalentWind() == WEST).count()).isEqualTo(3);
        for (int p : new int[] {0, 1, 3}) {
            assertThat(three.hands().stream().filter(h -> h.dealer() == p).count()).as("player " + p).isEqualTo(4);
        }
    }
}

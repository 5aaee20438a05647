package org.mahjongresults.engine.draw;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongresults.engine.draw.Seat.EAST;
import static org.mahjongresults.engine.draw.Seat.NORTH;
import static org.mahjongresults.engine.draw.Seat.SOUTH;
import static org.mahjongresults.engine.draw.Seat.WEST;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The seat-rotation table of MCR 2006 附件4 (000 附件4). */
class SeatRotationTest {

    @ParameterizedTest(name = "starting {0}: {1} {2} {3} {4}")
    @CsvSource({
        "E, E, S, N, W",
        "S, S, E, W, N",
        "W, W, N, E, S",
        "N, N, W, S, E",
    })
    void eachStartingSeatMovesAsTheDerivedSeatSequenceSays(String start, String east, String south, String west,
            String north) {
        assertThat(SeatRotation.itinerary(Seat.ofLetter(start))).containsExactly(
                Seat.ofLetter(east), Seat.ofLetter(south), Seat.ofLetter(west), Seat.ofLetter(north));
    }

    @Test
    void inTheSouthRoundSouthSitsEastAndEastSitsSouthAsInTheRowOfTheSecondRound() {
        Map<Seat, Seat> southRound = SeatRotation.occupantsByRound().get(SOUTH);
        assertThat(southRound).containsEntry(EAST, SOUTH).containsEntry(SOUTH, EAST)
                .containsEntry(WEST, NORTH).containsEntry(NORTH, WEST);
    }

    @Test
    void inTheWestRoundThePlayerWhoStartedEastSitsNorthAndWestSitsEast() {
        assertThat(SeatRotation.seatIn(EAST, WEST)).isEqualTo(NORTH);
        assertThat(SeatRotation.seatIn(WEST, WEST)).isEqualTo(EAST);
    }

    @Test
    void everyPlayerSitsInEverySeatOnceAndEveryRoundFillsEverySeat() {
        for (Seat start : Seat.values()) {
            assertThat(EnumSet.copyOf(SeatRotation.itinerary(start))).isEqualTo(EnumSet.allOf(Seat.class));
        }
        for (Seat round : Seat.values()) {
            assertThat(SeatRotation.occupantsByRound().get(round).keySet()).containsExactly(Seat.values());
        }
    }

    @Test
    void aDrawnTableIsSeatedRoundByRound() {
        Table table = new Table(3, List.of(11, 22, 33, 44));
        assertThat(SeatRotation.seatingInRound(table, EAST)).containsEntry(EAST, 11).containsEntry(NORTH, 44);
        assertThat(SeatRotation.seatingInRound(table, NORTH)).containsEntry(EAST, 44).containsEntry(WEST, 11)
                .containsEntry(SOUTH, 33).containsEntry(NORTH, 22);
    }
}

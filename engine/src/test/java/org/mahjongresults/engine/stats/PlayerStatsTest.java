package org.mahjongresults.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongresults.engine.mcr.fan.Fan;

class PlayerStatsTest {

    static final List<StatHand> EVENT = TournamentStatsTest.EVENT;

    static Stream<Arguments> players() {
        return Stream.of(
                // player, hands seated, wins, self-drawn, deal-ins, biggest win, net
                Arguments.of(1L, 7, 1, 0, 3, 8, 32 - 100 - 26 - 16 - 20),
                Arguments.of(3L, 6, 2, 1, 0, 92, -8 + 300 - 8 - 22 + 37),
                Arguments.of(6L, 6, 2, 1, 0, 29, 52 + 111 - 8 - 8 - 8),
                Arguments.of(9L, 0, 0, 0, 0, null, 0));
    }

    @ParameterizedTest
    @MethodSource("players")
    void aPlayersRecordCountsWinsSelfDrawsDealInsTheBiggestWinAndTheNetResult(long player, int seated, int wins,
                                                                            int selfDrawn, int dealIns,
                                                                            Integer biggest, long net) {
        PlayerStats s = PlayerStats.of(player, Catalogue.MCR, EVENT);
        assertThat(s.seated().hands()).isEqualTo(seated);
        assertThat(s.wins().wins()).isEqualTo(wins);
        assertThat(s.wins().selfDrawn()).isEqualTo(selfDrawn);
        assertThat(s.dealIns()).isEqualTo(dealIns);
        assertThat(s.biggestWin() == null ? null : s.biggestWin().value()).isEqualTo(biggest);
        assertThat(s.net()).isEqualTo(net);
    }

    @Test
    void dealInsSayToWhomAndWinsOnWhoseDiscard() {
        PlayerStats one = PlayerStats.of(1L, Catalogue.MCR, EVENT);
        // Player 1 dealt in to 4 (18), 5 (8) and 2 (12): one each, the lower player number first.
        assertThat(one.dealtInTo()).containsExactly(new PlayerStats.Opponent(2, 1, 12),
                new PlayerStats.Opponent(4, 1, 18), new PlayerStats.Opponent(5, 1, 8));
        assertThat(one.wonFrom()).containsExactly(new PlayerStats.Opponent(2, 1, 8));
        assertThat(one.dealInRate()).isEqualTo(3 / 7.0);
        assertThat(one.winRate()).isEqualTo(1 / 7.0);
    }

    @Test
    void theFansAPlayerScoresMostAreSharesOfTheirDetailedWins() {
        PlayerStats seven = PlayerStats.of(7L, Catalogue.MCR, EVENT);
        // Player 7: one win, a self-drawn Mixed Triple Chow with four more fans.
        assertThat(seven.wins().detailedWins()).isEqualTo(1);
        assertThat(seven.wins().averageWin()).isEqualTo(14.0);
        assertThat(seven.topElements()).hasSize(PlayerStats.TOP);
        assertThat(seven.topElements().get(0).key().id()).isEqualTo(Fan.MIXED_TRIPLE_CHOW.number());
        assertThat(seven.topElements().get(0).share()).isEqualTo(1.0);
    }

    @Test
    void aWinGivenByItsPointsAloneCountsAsAWinWithoutFans() {
        PlayerStats eight = PlayerStats.of(8L, Catalogue.MCR, EVENT);
        assertThat(eight.wins().wins()).isEqualTo(1);
        assertThat(eight.wins().detailedWins()).isZero();
        assertThat(eight.wins().averageWin()).isEqualTo(12.0);
        assertThat(eight.biggestWin().value()).isEqualTo(12);
        assertThat(eight.topElements()).isEmpty();
    }
}

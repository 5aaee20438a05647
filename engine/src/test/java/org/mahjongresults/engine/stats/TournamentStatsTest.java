package org.mahjongresults.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongresults.engine.mcr.fan.Fan;

class TournamentStatsTest {

    /** Two sessions of two tables: 12 hands, 2 draws, one win given by its points alone. */
    static final List<StatHand> EVENT = Hands.parse(
            "1 1 1 1 1>2 [234m1][678p1][555s1]SS34m5m",   // chicken hand, 8, by the dealer
            "1 1 2 2 3* 19m19p19sESWNCFP1m",                // Thirteen Orphans self-drawn, 92
            "1 1 3 3 draw",
            "1 1 4 4 4>1 [234p1]12356789m55s4m",            // Pure Straight, All Chows: 18, by the dealer
            "1 2 1 5 6>5 [123m1]234m567m789m55m",           // Full Flush ...: 28
            "1 2 2 6 6* 1122m3344p5566s77s",                // Seven Pairs self-drawn: 29, by the dealer
            "1 2 3 7 8>7 12",                               // fan points only
            "2 1 1 1 5>1 [234m1][678p1][555s1]NN45m6m",     // chicken hand, 8
            "2 1 2 2 2>1 [123m1]123p123s456m55p",           // Mixed Triple Chow: 12, by the dealer
            "2 1 3 5 draw",
            "2 2 1 3 7* [678s3]234m234p234s66m",            // Mixed Triple Chow self-drawn: 14
            "2 2 2 4 3>4 123m456p789s234s55p");             // Mixed Straight, Concealed Hand: 13

    static Stream<Arguments> tallies() {
        return Stream.of(
                // hands, wins, draws, self-drawn, discard, dealer, detailed, chicken, valued, value total
                Arguments.of(EVENT, new Tally(12, 10, 2, 3, 7, 4, 9, 2, 10, 8 + 92 + 18 + 28 + 29 + 12 + 8 + 12 + 14
                        + 13)),
                Arguments.of(EVENT.subList(0, 7), new Tally(7, 6, 1, 2, 4, 3, 5, 1, 6, 8 + 92 + 18 + 28 + 29 + 12)),
                Arguments.of(EVENT.subList(2, 3), new Tally(1, 0, 1, 0, 0, 0, 0, 0, 0, 0)),
                Arguments.of(List.of(), Tally.EMPTY));
    }

    @ParameterizedTest
    @MethodSource("tallies")
    void theTallyCountsWinsDrawsSelfDrawnDealerWinsDetailAndChickenHands(List<StatHand> hands, Tally expected) {
        assertThat(Tally.of(hands)).isEqualTo(expected);
    }

    @Test
    void theAverageWinningHandCountsHandsGivenByTheirPointsAlone() {
        assertThat(Tally.of(EVENT).averageWin()).isEqualTo(234 / 10.0);
        assertThat(Tally.of(EVENT.subList(2, 3)).averageWin()).isNull();
        assertThat(Tally.of(EVENT).shareOfWins(3)).isEqualTo(0.3);
    }

    static Stream<Arguments> fans() {
        return Stream.of(
                // fan, hands that scored it, occurrences, share of the 9 detailed wins
                Arguments.of(Fan.CHICKEN_HAND, 2, 2),
                Arguments.of(Fan.MIXED_TRIPLE_CHOW, 2, 2),
                Arguments.of(Fan.ALL_CHOWS, 5, 5),
                Arguments.of(Fan.THIRTEEN_ORPHANS, 1, 1),
                Arguments.of(Fan.SELF_DRAWN, 1, 1),
                Arguments.of(Fan.BIG_FOUR_WINDS, 0, 0));
    }

    @ParameterizedTest
    @MethodSource("fans")
    void everyFanIsListedWithTheHandsThatScoredItAndItsShareOfTheDetailedWins(Fan fan, int hands, int times) {
        TournamentStats stats = TournamentStats.of(Catalogue.MCR, EVENT);
        assertThat(stats.elements()).hasSize(81);
        ElementCount c = stats.elements().get(fan.number() - 1);
        assertThat(c.key()).isEqualTo(new Element.Key(Element.Kind.FAN, fan.number()));
        assertThat(c.hands()).isEqualTo(hands);
        assertThat(c.occurrences()).isEqualTo(times);
        assertThat(c.share()).isEqualTo(hands / 9.0);
    }

    @Test
    void theHighestHandsComeHighestFirstAndEqualValuesEarliestFirst() {
        TournamentStats stats = TournamentStats.of(Catalogue.MCR, EVENT);
        assertThat(stats.highest()).extracting(StatHand::value).containsExactly(92, 29, 28, 18, 14, 13, 12, 12, 8, 8);
        assertThat(stats.highest().get(6).session()).isEqualTo(1); // the points-only 12 was played first
        assertThat(stats.highest().get(8).session()).isEqualTo(1);
        assertThat(stats.scored().get(0).key().id()).isEqualTo(Fan.ALL_CHOWS.number());
    }

    @Test
    void theTrendsGiveEachSessionItsOwnTally() {
        TournamentStats stats = TournamentStats.of(Catalogue.MCR, EVENT);
        assertThat(stats.sessions()).extracting(TournamentStats.SessionTally::session).containsExactly(1, 2);
        assertThat(stats.sessions().get(0).tally()).isEqualTo(Tally.of(EVENT.subList(0, 7)));
        assertThat(stats.sessions().get(1).tally()).isEqualTo(Tally.of(EVENT.subList(7, 12)));
    }

    @Test
    void theStatisticsDoNotDependOnTheOrderTheHandsComeIn() {
        TournamentStats expected = TournamentStats.of(Catalogue.MCR, EVENT);
        Random random = new Random(17);
        for (int i = 0; i < 50; i++) {
            List<StatHand> shuffled = new ArrayList<>(EVENT);
            Collections.shuffle(shuffled, random);
            assertThat(TournamentStats.of(Catalogue.MCR, shuffled)).isEqualTo(expected);
        }
    }

    @Test
    void theStatisticsOfTablesCombinedAreTheStatisticsOfAllTheirHands() {
        // One part per table, as the website keeps them; and any other split of the hands into parts.
        Map<String, List<StatHand>> byTable = new TreeMap<>();
        EVENT.forEach(h -> byTable.computeIfAbsent(h.session() + "/" + h.table(), k -> new ArrayList<>()).add(h));
        List<TournamentStats> parts = byTable.values().stream().map(h -> TournamentStats.of(Catalogue.MCR, h)).toList();
        assertThat(parts).hasSizeGreaterThan(1);
        assertThat(TournamentStats.combine(Catalogue.MCR, parts)).isEqualTo(TournamentStats.of(Catalogue.MCR, EVENT));

        Random random = new Random(23);
        for (int i = 0; i < 50; i++) {
            List<List<StatHand>> split = new ArrayList<>();
            for (int p = 0; p < 1 + random.nextInt(5); p++) {
                split.add(new ArrayList<>());
            }
            EVENT.forEach(h -> split.get(random.nextInt(split.size())).add(h));
            assertThat(TournamentStats.combine(Catalogue.MCR,
                    split.stream().map(h -> TournamentStats.of(Catalogue.MCR, h)).toList()))
                    .isEqualTo(TournamentStats.of(Catalogue.MCR, EVENT));
        }
        assertThat(TournamentStats.combine(Catalogue.MCR, List.of())).isEqualTo(TournamentStats.of(Catalogue.MCR,
                List.of()));
    }

    @Test
    void aSichuanTournamentListsItsPatternsDoublingsAndBonuses() {
        TournamentStats stats = TournamentStats.of(Catalogue.SWISS, List.of(new StatHand(1, 1, 1, 1, 1L, 2L, 8,
                List.of(new Element(Element.Kind.PATTERN, 6, 1), new Element(Element.Kind.DOUBLING, 15, 1),
                        new Element(Element.Kind.BONUS, 13, 2)), null, java.util.Map.of(1L, 8, 2L, -8), null)));
        assertThat(stats.elements()).hasSize(12 + 5 + 2);
        assertThat(stats.scored()).extracting(ElementCount::key, ElementCount::occurrences).containsExactly(
                org.assertj.core.groups.Tuple.tuple(new Element.Key(Element.Kind.PATTERN, 6), 1),
                org.assertj.core.groups.Tuple.tuple(new Element.Key(Element.Kind.DOUBLING, 15), 1),
                org.assertj.core.groups.Tuple.tuple(new Element.Key(Element.Kind.BONUS, 13), 2));
        assertThat(stats.tally().chickenHands()).isZero();
    }
}

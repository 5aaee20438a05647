package org.mahjongresults.engine.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The final result: (score - return) / 1000 + uma, oka and leftover sticks to first place, ties split or ordered by
 * seat, chombo deducted after placing (RCR 2016 §3.6.1, WRC 2015 §5.9.2). Worked examples: WRC's own (40,000 in first
 * place is 25), and an M.League line (41,600 in first place is +61.6, 35,800 in second +15.8).
 */
class FinalResultTest {

    private static final RiichiRules LOST_STICKS = RiichiRules.EMA_2016.toBuilder()
            .leftoverSticks(LeftoverSticks.LOST).build();
    private static final RiichiRules SEAT_ORDER = RiichiRules.EMA_2016.toBuilder().ties(TieRule.SEAT_ORDER).build();

    private static RiichiRules rules(String name) {
        return switch (name) {
            case "EMA" -> RiichiRules.EMA_2016;
            case "WRC" -> RiichiRules.WRC_2015;
            case "MLEAGUE" -> RiichiRules.M_LEAGUE;
            case "LOST" -> LOST_STICKS;
            case "SEATS" -> SEAT_ORDER;
            default -> throw new IllegalArgumentException(name);
        };
    }

    @ParameterizedTest(name = "[{index}] {0}: scores {1}, sticks {2}, chombo {3}: places {4}, results {5}")
    @DisplayName("final scores with uma, oka, ties, leftover sticks and chombo, in result points")
    @CsvSource(delimiter = '|', value = {
        // rules | scores | sticks left | chombo deductions | places | results
        "WRC     | 40000,32000,25000,23000 | 0 | 0,0,0,0     | 1,2,3,4 | 25.0,7.0,-10.0,-22.0",
        "EMA     | 23000,25000,32000,40000 | 0 | 0,0,0,0     | 4,3,2,1 | -22.0,-10.0,7.0,25.0",
        "MLEAGUE | 41600,35800,13600,9000  | 0 | 0,0,0,0     | 1,2,3,4 | 61.6,15.8,-26.4,-51.0",
        "EMA     | 35000,20000,35000,30000 | 0 | 0,0,0,0     | 1,4,1,3 | 15.0,-25.0,15.0,-5.0",
        "SEATS   | 35000,20000,35000,30000 | 0 | 0,0,0,0     | 1,4,2,3 | 20.0,-25.0,10.0,-5.0",
        "MLEAGUE | 30000,30000,30000,10000 | 0 | 0,0,0,0     | 1,1,1,4 | 16.7,16.7,16.6,-50.0",
        "MLEAGUE | 10000,30000,30000,30000 | 0 | 0,0,0,0     | 4,1,1,1 | -50.0,16.7,16.7,16.6",
        "EMA     | 30000,30000,30000,30000 | 0 | 0,0,0,0     | 1,1,1,1 | 0.0,0.0,0.0,0.0",
        "EMA     | 20000,30000,30000,40000 | 0 | 0,0,0,0     | 4,2,2,1 | -25.0,0.0,0.0,25.0",
        "EMA     | 38000,31000,27000,22000 | 2 | 0,0,0,0     | 1,2,3,4 | 25.0,6.0,-8.0,-23.0",
        "LOST    | 38000,31000,27000,22000 | 2 | 0,0,0,0     | 1,2,3,4 | 23.0,6.0,-8.0,-23.0",
        "EMA     | 34000,34000,30000,21000 | 1 | 0,0,0,0     | 1,1,3,4 | 14.5,14.5,-5.0,-24.0",
        "EMA     | 40000,32000,25000,23000 | 0 | 0,0,20000,0 | 1,2,3,4 | 25.0,7.0,-30.0,-22.0",
        "WRC     | 40000,32000,25000,23000 | 0 | 20000,0,0,0 | 1,2,3,4 | 5.0,7.0,-10.0,-22.0",
        "MLEAGUE | 25000,25000,25000,25000 | 0 | 0,0,0,0     | 1,1,1,1 | 0.0,0.0,0.0,0.0",
        "MLEAGUE | 50000,30000,15000,5000  | 0 | 0,0,0,0     | 1,2,3,4 | 70.0,10.0,-25.0,-55.0",
    })
    void results(String preset, String scores, int sticks, String chombo, String places, String results) {
        RiichiRules rules = rules(preset);
        TableState end = new TableState(1, 3, 0, sticks, SettlementTest.seats(scores), SettlementTest.seats(chombo),
                true);
        assertThat(end.pointsOnTable(rules)).as("a possible table").isEqualTo(rules.tableTotal());
        FinalResult result = FinalResult.of(end, rules);
        assertThat(result.players().stream().map(FinalResult.PlayerResult::place).toList())
                .isEqualTo(SettlementTest.seats(places));
        assertThat(result.players().stream().map(FinalResult.PlayerResult::result).toList())
                .isEqualTo(java.util.Arrays.stream(results.split(",")).map(BigDecimal::new).toList());
        int sum = result.players().stream().mapToInt(FinalResult.PlayerResult::total).sum();
        int deducted = SettlementTest.seats(chombo).stream().mapToInt(Integer::intValue).sum();
        int lost = rules.leftoverSticks() == LeftoverSticks.LOST ? sticks * rules.riichiStick() : 0;
        assertThat(sum).as("zero-sum but for chombo and lost sticks").isEqualTo(-deducted - lost);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @DisplayName("the uma, oka and stick columns say where each bonus went")
    @CsvSource(delimiter = '|', value = {
        "MLEAGUE | 30000,30000,30000,10000 | 10000,10000,10000,-30000 | 6700,6700,6600,0",
        "MLEAGUE | 41600,35800,13600,9000  | 30000,10000,-10000,-30000 | 20000,0,0,0",
        "EMA     | 35000,20000,35000,30000 | 10000,-15000,10000,-5000 | 0,0,0,0",
    })
    void columns(String preset, String scores, String uma, String oka) {
        FinalResult result = FinalResult.of(new TableState(1, 3, 0, 0, SettlementTest.seats(scores),
                List.of(0, 0, 0, 0), true), rules(preset));
        assertThat(result.players().stream().map(FinalResult.PlayerResult::uma).toList())
                .isEqualTo(SettlementTest.seats(uma));
        assertThat(result.players().stream().map(FinalResult.PlayerResult::oka).toList())
                .isEqualTo(SettlementTest.seats(oka));
    }
}

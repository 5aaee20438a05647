package org.mahjongresults.engine.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.results.SessionTally;
import org.mahjongresults.engine.sheet.HandSchedule;
import org.mahjongresults.engine.sichuan.SichuanHandScoring;
import org.mahjongresults.engine.stats.Catalogue;

class RuleSetTest {

    @ParameterizedTest(name = "{0}: {1} hands a session, {2} with seat {3} absent; table points {4}, knockout {5}")
    @CsvSource(delimiter = '|', textBlock = """
            # rule set | full | short | absent | table points | knockout | grades | tables of three
            MCR        | 16   | 12    | 0      | true         | false    | true   | true
            MCR        | 16   | 12    | 3      | true         | false    | true   | true
            SWISS      | 4    | 4     | 2      | false        | true     | false  | false
            RIICHI     | 8    | 8     | 1      | false        | false    | false  | false
            """)
    void eachRuleSetAnswersItsOwnFacts(RuleSet r, int full, int shortTable, int absent, boolean tablePoints,
                                       boolean knockout, boolean grades, boolean tablesOfThree) {
        assertThat(r.handsPerSession()).isEqualTo(full);
        assertThat(r.handsAtTable(-1)).isEqualTo(full);
        assertThat(r.handsAtTable(absent)).isEqualTo(shortTable);
        assertThat(r.tablePoints()).isEqualTo(tablePoints);
        assertThat(r.knockout()).isEqualTo(knockout);
        assertThat(r.grades()).isEqualTo(grades);
        assertThat(r.tablesOfThree()).isEqualTo(tablesOfThree);
    }

    @Test
    void theHandCountsAgreeWithTheEnginesScheduleAndScoring() {
        // MCR 2006 §3.4.3-§3.4.8 and RULINGS §4: the schedule and the session tally say the same as the rule set.
        assertThat(RuleSet.MCR.handsAtTable(-1)).isEqualTo(HandSchedule.fourPlayers().size())
                .isEqualTo(SessionTally.HANDS);
        for (int absent = 0; absent < 4; absent++) {
            assertThat(RuleSet.MCR.handsAtTable(absent)).isEqualTo(HandSchedule.withAbsent(absent).size())
                    .isEqualTo(SessionTally.THREE_PLAYER_HANDS);
        }
        // 002 §1.4: four hands decide a Swiss table.
        assertThat(RuleSet.SWISS.handsPerSession()).isEqualTo(SichuanHandScoring.HANDS);
    }

    @Test
    void onlyRiichiLetsTheGameDecideWhenTheSessionIsOver() {
        assertThat(RuleSet.MCR.fixedHands()).isTrue();
        assertThat(RuleSet.SWISS.fixedHands()).isTrue();
        assertThat(RuleSet.RIICHI.fixedHands()).isFalse();
    }

    @Test
    void everyRuleSetHasItsStatisticsCatalogue() {
        for (RuleSet r : RuleSet.values()) {
            assertThat(Catalogue.of(r).name()).isEqualTo(r.name());
        }
    }

    @Test
    void perRuleSetFindsTheStrategyThatNamesTheTournamentsRuleSet() {
        record Strategy(RuleSet ruleSet, String name) {
        }
        PerRuleSet<Strategy> strategies = PerRuleSet.of(Strategy::ruleSet,
                new Strategy(RuleSet.SWISS, "knockout"), new Strategy(RuleSet.MCR, "sessions"));
        assertThat(strategies.of(RuleSet.MCR).name()).isEqualTo("sessions");
        assertThat(strategies.of(RuleSet.SWISS).name()).isEqualTo("knockout");
    }

    @Test
    void perRuleSetRefusesTwoStrategiesForOneRuleSetAndNamesAMissingOne() {
        record Strategy(RuleSet ruleSet) {
        }
        assertThatThrownBy(() -> PerRuleSet.of(Strategy::ruleSet, new Strategy(RuleSet.MCR), new Strategy(RuleSet.MCR)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two strategies for MCR");
        PerRuleSet<Strategy> onlyMcr = PerRuleSet.of(Strategy::ruleSet, List.of(new Strategy(RuleSet.MCR)));
        assertThatThrownBy(() -> onlyMcr.of(RuleSet.SWISS))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("SWISS");
    }
}

package org.mahjongresults.web.rulesets;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongresults.db.testing.NoDatabase;
import org.mahjongresults.engine.tournament.RuleSet;

/** Each rule set's web behaviour, as a table: what a feature is told for a tournament of that rule set. */
@NoDatabase
class RuleSetFeaturesTest {

    @Test
    void everyRuleSetHasItsFeaturesRegistered() {
        for (RuleSet r : RuleSet.values()) {
            assertThat(RuleSets.of(r).ruleSet()).isEqualTo(r);
        }
    }

    static Stream<Arguments> answers() {
        // rule set, standings, stages, seasons, teams/nations, grades, draw pages, advancer, bracket on the screen,
        // Sichuan elements, keys
        return Stream.of(
                Arguments.of(RuleSet.MCR, List.of(true, true, true, true, true, true, false, false, false),
                        List.of("live.heading", "stats.session", "mcr", "sheet.progress")),
                Arguments.of(RuleSet.SWISS, List.of(false, false, false, false, false, false, true, true, true),
                        List.of("swiss.liveHeading", "stats.round", "swiss", "sheet.progress")),
                Arguments.of(RuleSet.RIICHI, List.of(true, true, true, true, false, true, false, false, false),
                        List.of("live.heading", "stats.session", "riichi", "sheet.handsPlayed")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("answers")
    void aRuleSetTellsEachFeatureWhatItDoes(RuleSet r, List<Boolean> flags, List<String> names) {
        RuleSetFeatures f = RuleSets.of(r);
        assertThat(List.of(f.keepsStandings(), f.stages(), f.seasons(), f.teamAndNationRankings(), f.grades(),
                f.publishedDrawPages(), f.refereeChoosesAdvancer(), f.screenShowsBracket(), f.sichuanElements()))
                .isEqualTo(flags);
        assertThat(List.of(f.liveHeadingKey(), f.sessionKey(), f.rulesFragment(), f.progressKey())).isEqualTo(names);
        // Riichi ranks by its points alone (no 4-2-1-0): its standings have no table-point columns.
        assertThat(f.tablePointColumns()).isEqualTo(!names.get(2).equals("riichi"));
    }
}

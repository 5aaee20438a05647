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
import org.mahjongresults.web.rulesets.RuleSetFeatures.ScreenPane;
import org.mahjongresults.web.rulesets.RuleSetFeatures.SheetKind;

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
        // rule set, standings, stages, seasons, teams/nations, grades, draw pages, advancer, sheet, screen, keys
        return Stream.of(
                Arguments.of(RuleSet.MCR, List.of(true, true, true, true, true, true, false), SheetKind.HANDS,
                        ScreenPane.STANDINGS, List.of("live.heading", "stats.session", "mcr", "sheet.progress")),
                Arguments.of(RuleSet.SWISS, List.of(false, false, false, false, false, false, true), SheetKind.KNOCKOUT,
                        ScreenPane.BRACKET, List.of("swiss.liveHeading", "stats.round", "swiss", "sheet.progress")),
                Arguments.of(RuleSet.RIICHI, List.of(true, true, true, true, false, true, false), SheetKind.RIICHI,
                        ScreenPane.STANDINGS, List.of("live.heading", "stats.session", "riichi", "sheet.handsPlayed")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("answers")
    void aRuleSetTellsEachFeatureWhatItDoes(RuleSet r, List<Boolean> flags, SheetKind sheet, ScreenPane screen,
                                            List<String> names) {
        RuleSetFeatures f = RuleSets.of(r);
        assertThat(List.of(f.keepsStandings(), f.stages(), f.seasons(), f.teamAndNationRankings(), f.grades(),
                f.publishedDrawPages(), f.refereeChoosesAdvancer())).isEqualTo(flags);
        assertThat(f.sheetKind()).isEqualTo(sheet);
        assertThat(f.screenPane()).isEqualTo(screen);
        assertThat(List.of(f.liveHeadingKey(), f.sessionKey(), f.rulesFragment(), f.progressKey())).isEqualTo(names);
        // Riichi ranks by its points alone (no 4-2-1-0): its standings have no table-point columns.
        assertThat(f.tablePointColumns()).isEqualTo(!names.get(2).equals("riichi"));
    }
}

package org.mahjongresults.engine.penalty;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.mahjongresults.engine.riichi.sheet.RiichiProfile;

/** The riichi penalty catalogue: each offence's sanction per preset as the texts give it (RULINGS §10.15). */
class RiichiOffenceTest {

    @ParameterizedTest(name = "[{index}] {0} under {1}: {2} {3}")
    @DisplayName("each offence has the sanction of the preset's text")
    @CsvSource(delimiter = '|', value = {
        "FALSE_WIN_SHOWN        | EMA2016 | CHOMBO           | 20000",
        "FALSE_WIN_SHOWN        | WRC     | CHOMBO           | 20000",
        "FALSE_WIN_CONCEALED    | WRC     | DEAD_HAND        | 0",
        "NOTEN_RIICHI           | MLEAGUE | CHOMBO           | 20000",
        "KAN_AFTER_RIICHI       | EMA2016 | CHOMBO           | 20000",
        "CLAIM_WITH_DEAD_HAND   | EMA2016 | CHOMBO           | 20000",
        "CLAIM_WITH_DEAD_HAND   | WRC     | POINTS           | 20000",
        "WRONG_TILE_COUNT       | EMA2016 | DEAD_HAND        | 0",
        "SWAP_CALLING           | WRC     | DEAD_HAND        | 0",
        "EMPTY_CALL             | EMA2016 | NONE             | 0",
        "EMPTY_CALL             | WRC     | NONE             | 0",
        "EMPTY_CALL             | MLEAGUE | POINTS           | 1000",
        "WRONG_WORD_FOR_WIN     | EMA2016 | CHOMBO           | 20000",
        "CHEATING               | WRC     | DISQUALIFICATION | 0",
    })
    void sanctions(RiichiOffence offence, String preset, RiichiSanction.Kind kind, int points) {
        assertThat(offence.sanction(preset)).isEqualTo(new RiichiSanction(kind, points));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @EnumSource(RiichiOffence.class)
    @DisplayName("every chombo is the preset's chombo penalty, and every offence is named in three languages")
    void chomboMatchesTheProfiles(RiichiOffence offence) {
        for (RiichiProfile profile : new RiichiProfile[] {RiichiProfile.EMA_2016, RiichiProfile.WRC_2015,
                RiichiProfile.M_LEAGUE}) {
            RiichiSanction s = offence.sanction(profile.name());
            if (s.kind() == RiichiSanction.Kind.CHOMBO) {
                assertThat(s.points()).isEqualTo(profile.game().chombo().points());
            }
        }
        for (String language : new String[] {"en", "ja", "zh"}) {
            assertThat(offence.name(Locale.forLanguageTag(language))).isNotBlank();
        }
        assertThat(offence.messageKey()).startsWith("riichi.offence.");
    }

    @Test
    @DisplayName("an unknown preset has no sanction")
    void unknownPreset() {
        assertThat(RiichiOffence.CHEATING.sanction("JPML")).isNull();
    }
}

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

    @ParameterizedTest(name = "[{index}] {0} is logged as {1}")
    @DisplayName("each riichi kind is logged as one of the log's kinds, chombo as its own")
    @CsvSource(delimiter = '|', value = {
        "NONE             | WARNING",
        "DEAD_HAND        | DEAD_HAND",
        "POINTS           | DEDUCTION",
        "CHOMBO           | CHOMBO",
        "DISQUALIFICATION | DISQUALIFICATION",
    })
    void recordedAs(RiichiSanction.Kind kind, SanctionKind logged) {
        int points = kind == RiichiSanction.Kind.POINTS || kind == RiichiSanction.Kind.CHOMBO ? 20_000 : 0;
        assertThat(new RiichiSanction(kind, points).recordedAs()).isEqualTo(logged);
        assertThat(RiichiSanction.recordedKinds()).contains(logged);
    }

    @Test
    @DisplayName("a chombo in the log moves no points: the sheet's chombo line deducts it")
    void chomboInTheLogMovesNothing() {
        PenaltyEffect effect = PenaltyEffect.of(Penalty.of(Offence.WRONG_WIN,
                new Sanction(SanctionKind.CHOMBO, 0, false), 2));
        for (int seat = 0; seat < 4; seat++) {
            assertThat(effect.delta(seat)).isZero();
        }
    }

    @Test
    @DisplayName("an unknown preset has no sanction")
    void unknownPreset() {
        assertThat(RiichiOffence.CHEATING.sanction("JPML")).isNull();
    }
}

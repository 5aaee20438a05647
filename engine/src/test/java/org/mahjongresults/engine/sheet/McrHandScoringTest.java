package org.mahjongresults.engine.sheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.mcr.Classification;
import org.mahjongresults.engine.mcr.RuleProfile;

/**
 * A reported MCR hand, scored into the hand a sheet stores: the hand schedule's dealer and winds, the engine's total
 * when the hand is given (a claim that differs is a MISMATCH for a referee), and the settlement (MCR 2006 §3.9.1-2, RULINGS §4).
 */
class McrHandScoringTest {

    @ParameterizedTest(name = "[{index}] hand {0}: {4} → {6} {5}, changes {7}")
    @DisplayName("a reported hand is settled by the schedule's seats and the engine's total")
    @CsvSource(delimiter = '|', nullValues = "-", value = {
        // hand | winner | discarder | claimed | hand notation          | recorded | verification | changes E,S,W,N | absent
        "1      | 0      | -         | -       | 1122m3344p5566s77s     | 29       | VERIFIED     | 111,-37,-37,-37 | -1",
        "2      | 1      | 2         | -       | [EEE2]123m456m789m99m  | 26       | VERIFIED     | -8,50,-34,-8    | -1",
        "3      | 1      | 2         | 30      | [EEE2]123m456m789m99m  | 30       | MISMATCH     | -8,54,-38,-8    | -1",
        "5      | 2      | -         | 8       | -                      | 8        | NOT_GIVEN    | -16,-16,32,-    | 3",
    })
    void settlesAReportedHand(int number, int winner, Integer discarder, Integer claimed, String notation,
                              int recorded, HandVerification verification, String changes, int absent) {
        ScoredHand h = McrHandScoring.score(new McrHandScoring.Report(number, false, winner, discarder, claimed, 0,
                notation, false, false, false, false, "r" + number), absent, RuleProfile.WMO).hand();
        assertThat(h.win()).isTrue();
        assertThat(h.fanPoints()).isEqualTo(recorded);
        assertThat(h.verification()).isEqualTo(verification);
        assertThat(h.changes()).containsExactlyElementsOf(Arrays.stream(changes.split(","))
                .map(c -> c.equals("-") ? null : Integer.valueOf(c)).toList());
        assertThat(h.fans() == null).isEqualTo(notation == null);
        assertThat(h.requestId()).isEqualTo("r" + number);
    }

    @Test
    @DisplayName("the schedule gives each hand its dealer and winds: hand 2 is dealt by South's starting seat")
    void dealerAndWindsFollowTheSchedule() {
        ScoredHand h = McrHandScoring.score(McrHandScoring.Report.noWin(2, null), -1, RuleProfile.WMO).hand();
        assertThat(h.win()).isFalse();
        assertThat(h.prevalentWind()).isEqualTo("E");
        assertThat(h.dealerSeat()).isEqualTo(1);
        assertThat(h.seatWinds()).containsExactly("N", "E", "S", "W");
        assertThat(h.changes()).containsExactly(0, 0, 0, 0);
        assertThat(h.verification()).isEqualTo(HandVerification.NOT_GIVEN);
    }

    @Test
    @DisplayName("a hand the engine refuses is not scored, and the verdict says why")
    void aRefusedHandHasNoScoredHand() {
        McrHandScoring.Scored s = McrHandScoring.score(new McrHandScoring.Report(1, false, 0, 1, null, 0, "123m",
                false, false, false, false, null), -1, RuleProfile.WMO);
        assertThat(s.hand()).isNull();
        assertThat(s.verdict().classification()).isEqualTo(Classification.INVALID);
        assertThat(List.of(s.verdict().total())).containsExactly(0);
    }
}

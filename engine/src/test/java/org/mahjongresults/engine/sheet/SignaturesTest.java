package org.mahjongresults.engine.sheet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongresults.engine.sheet.Signatures.Verdict.CONFIRM;
import static org.mahjongresults.engine.sheet.Signatures.Verdict.DISPUTE;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The players sign the sheet after the session (000 §3.9.2-3, RULES §3.5). */
class SignaturesTest {

    @Test
    void theResultStandsOnlyWhenEveryPlayerPresentConfirmedIt() {
        Signatures three = new Signatures(List.of(1L, 2L, 3L, 4L), Map.of(1L, CONFIRM, 2L, CONFIRM, 3L, CONFIRM));
        assertThat(three.state()).isEqualTo(Signatures.State.WAITING);
        assertThat(three.missing()).containsExactly(4L);
        assertThat(three.confirmed()).isEqualTo(3);
        Signatures four = new Signatures(List.of(1L, 2L, 3L, 4L),
                Map.of(1L, CONFIRM, 2L, CONFIRM, 3L, CONFIRM, 4L, CONFIRM));
        assertThat(four.state()).isEqualTo(Signatures.State.CONFIRMED);
    }

    @Test
    void oneDisputeKeepsTheSheetOpenWhateverTheOthersSaid() {
        Signatures s = new Signatures(List.of(1L, 2L, 3L, 4L),
                Map.of(1L, CONFIRM, 2L, DISPUTE, 3L, CONFIRM, 4L, CONFIRM));
        assertThat(s.state()).isEqualTo(Signatures.State.DISPUTED);
    }

    /** RULINGS §4: an absent player forfeits; the three who played sign. */
    @Test
    void aThreePlayerTableIsConfirmedByTheThreeWhoPlayed() {
        Signatures s = new Signatures(List.of(1L, 2L, 4L), Map.of(1L, CONFIRM, 2L, CONFIRM, 4L, CONFIRM));
        assertThat(s.state()).isEqualTo(Signatures.State.CONFIRMED);
        assertThat(s.signs(3L)).isFalse();
    }

    @Test
    void anUnknownModeIsTheRulesDefaultOfEachSession() {
        assertThat(ConfirmationMode.parse("EACH_HAND")).isEqualTo(ConfirmationMode.EACH_HAND);
        assertThat(ConfirmationMode.parse("whatever")).isEqualTo(ConfirmationMode.EACH_SESSION);
    }
}

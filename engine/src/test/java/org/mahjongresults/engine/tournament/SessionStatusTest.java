package org.mahjongresults.engine.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A session's life: the first hand starts it, the last closed sheet of its draw ends it. */
class SessionStatusTest {

    @ParameterizedTest(name = "{0} after a hand is {1}")
    @CsvSource({"SCHEDULED, RUNNING", "RUNNING, RUNNING", "FINISHED, FINISHED"})
    void theFirstHandStartsAScheduledSessionAndLaterHandsChangeNothing(SessionStatus before, SessionStatus after) {
        assertThat(before.afterHand()).isEqualTo(after);
    }

    @ParameterizedTest(name = "{0} tables, {1} closed sheets: {2}")
    @CsvSource({"5, 4, RUNNING", "5, 5, FINISHED", "0, 0, RUNNING", "3, 4, FINISHED"})
    void aSessionFinishesWhenEveryTableOfItsDrawHasAClosedSheet(int tables, int closed, SessionStatus after) {
        assertThat(SessionStatus.RUNNING.afterSheetClosed(tables, closed)).isEqualTo(after);
    }

    @Test
    void onlyAScheduledSessionIsUnplayed() {
        assertThat(SessionStatus.SCHEDULED.played()).isFalse();
        assertThat(SessionStatus.RUNNING.played()).isTrue();
        assertThat(SessionStatus.FINISHED.played()).isTrue();
    }
}

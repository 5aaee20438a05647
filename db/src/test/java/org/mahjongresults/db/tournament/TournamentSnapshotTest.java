package org.mahjongresults.db.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.NoDatabase;

/** The audit log's picture of a tournament holds every field (issue 14: six were left out). */
@NoDatabase
class TournamentSnapshotTest {

    @Test
    void theSnapshotHasEveryFieldOfTheTournamentInOrder() {
        Tournament t = Tournament.newMcr("Spring Open").withId(7);
        assertThat(t.snapshot().keySet()).containsExactlyElementsOf(Arrays.stream(
                Tournament.class.getRecordComponents()).map(RecordComponent::getName).toList());
        assertThat(t.snapshot()).containsEntry("publishPenalties", true).containsEntry("publishAppeals", true)
                .containsEntry("keepCountriesApart", false).containsEntry("defaultLanguage", "en")
                .containsEntry("drawSeed", null).containsEntry("version", 0).containsEntry("ruleSet", "MCR")
                .containsEntry("appealFee", "200.00").containsEntry("id", 7L);
    }
}

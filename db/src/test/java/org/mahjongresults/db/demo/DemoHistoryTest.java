package org.mahjongresults.db.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.person.Entry;
import org.mahjongresults.db.person.Person;
import org.mahjongresults.db.person.PersonRepository;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.db.tournament.TournamentRepository;

class DemoHistoryTest {

    @Test
    void theDemoRegistryHasAPersonInBothDemoTournamentsAndThreePastTournamentsWithEveryLineLinked() {
        Clock clock = Clock.systemUTC();
        try (Database db = TestDatabase.fresh()) {
            new DemoData(db, clock, pw -> "hash-of-" + pw).loadIfEmpty();
            AuditLog audit = new AuditLog(db, clock);
            PersonRepository persons = new PersonRepository(db, clock, audit);
            TournamentRepository tournaments = new TournamentRepository(db, clock, audit);

            List<Person> anna = persons.search("Anna Schmidt", 10);
            assertThat(anna).hasSize(1);
            List<Entry> entries = persons.playersOf(anna.get(0).id());
            assertThat(entries).hasSize(2);
            assertThat(entries.stream().map(e -> tournaments.find(e.tournamentId()).orElseThrow().name()))
                    .containsExactlyInAnyOrder("Spring Mahjong Open 2026", SwissDemo.NAME);
            assertThat(persons.resultsOf(anna.get(0).id())).hasSize(3);

            assertThat(persons.pastTournaments()).hasSize(3);
            for (var t : persons.pastTournaments()) {
                assertThat(persons.unlinkedResults(t.id())).as(t.name()).isEmpty();
                assertThat(persons.pastResults(t.id())).hasSize(t.playerCount());
            }
            for (var t : tournaments.list()) {
                assertThat(persons.unlinkedPlayers(t.id())).as(t.name()).isEmpty();
            }
            assertThat(persons.countries()).contains("CN", "JP", "DE", "GB");
        }
    }
}

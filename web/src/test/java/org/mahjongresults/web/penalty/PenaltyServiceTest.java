package org.mahjongresults.web.penalty;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.ResultsVersion;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.penalty.Offence;
import org.mahjongresults.engine.penalty.SanctionKind;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.standings.StandingsService;
import org.mahjongresults.web.testing.TestApp;

/**
 * The penalty use cases behind the pages, on the demo tournament's database (H2 and PostgreSQL): what a recording
 * checks, and what follows it (MCR 2006 §3.11, MCR 2006 附件6, RULINGS §4).
 */
class PenaltyServiceTest {

    private TestApp app;
    private PenaltyService penalties;
    private SheetRepository sheets;
    private StandingsService standings;
    private Tournament t;
    private List<Seating> table;

    @BeforeEach
    void start() {
        app = TestApp.startWithDemo();
        TournamentRepository tournaments = app.parts().tournaments();
        sheets = app.parts().sheets();
        penalties = app.parts().penaltyService();
        standings = app.parts().standings();
        t = tournaments.find(app.demoTournamentId()).orElseThrow();
        table = penalties.table(t, 1, 1);
    }

    @AfterEach
    void stop() {
        app.close();
    }

    private PenaltyService.Draft deduction(int seat, int points, String note) {
        // MCR 2006 §3.11.6 6-5: a first late pung is proposed a warning; a deduction instead needs a note that says why.
        return new PenaltyService.Draft(table.get(seat).playerId(), 1, Offence.LATE_PUNG,
                SanctionKind.DEDUCTION, points, false, null, null, note, true);
    }

    private PenaltyService.Outcome record(PenaltyService.Draft d) {
        return penalties.record(Actor.SYSTEM, t, 1, 1, table, d, StaffRole.REFEREE);
    }

    @Test
    void aTablesFourPlayersComeFromTheDrawAndATableOutsideItHasNone() {
        assertThat(table).hasSize(4).allMatch(s -> s.session() == 1 && s.table() == 1);
        assertThat(penalties.table(t, 1, 999)).isEmpty();
    }

    @Test
    void aRecordedDeductionLowersTheOffendersTableScoreAndBumpsTheResultsVersionForThatTableOnly() {
        long before = sheets.resultsVersion(t.id());
        long player = table.get(2).playerId();
        int scoreBefore = standings.results(t).total(1, 1, player);

        PenaltyService.Outcome outcome = record(deduction(2, 10, "Third late pung after two warnings."));

        assertThat(outcome).isInstanceOf(PenaltyService.Outcome.Recorded.class);
        assertThat(sheets.resultsVersion(t.id())).isEqualTo(before + 1);
        assertThat(sheets.changesSince(t.id(), before)).containsExactly(new ResultsVersion.Change(before + 1, 1, 1));
        assertThat(standings.results(t).total(1, 1, player)).isEqualTo(scoreBefore - 10);
        PenaltyRecord line = penalties.log(t, 1, 1).get(0);
        assertThat(line.offence()).isEqualTo(Offence.LATE_PUNG);
        assertThat(line.sanction()).isEqualTo(SanctionKind.DEDUCTION);
        assertThat(line.imposedByRole()).isEqualTo(StaffRole.REFEREE);
    }

    @Test
    void anotherSanctionThanTheCataloguesNeedsANoteAndWithoutOneNothingIsWritten() {
        long before = sheets.resultsVersion(t.id());

        PenaltyService.Outcome refused = record(deduction(0, 30, null));

        assertThat(refused).isEqualTo(new PenaltyService.Outcome.Refused(
                List.of(new PenaltyService.Problem("note", "penalty.noteNeeded", List.of()))));
        assertThat(penalties.log(t)).isEmpty();
        assertThat(sheets.resultsVersion(t.id())).isEqualTo(before);
        assertThat(record(deduction(0, 30, "Third time at this table."))).isInstanceOf(
                PenaltyService.Outcome.Recorded.class);
    }

    @Test
    void theChecksNameEachFieldThatBreaksARule() {
        PenaltyService.Draft victimless = new PenaltyService.Draft(table.get(0).playerId(), null,
                Offence.OTHERS_TILES_EXPOSED, SanctionKind.PAY_FOR_THREE, 0, false, table.get(0).playerId(), null,
                null, true);
        assertThat(penalties.check(victimless)).extracting(PenaltyService.Problem::field, PenaltyService.Problem::key)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("victim", "penalty.victimIsOffender"),
                        org.assertj.core.groups.Tuple.tuple("hand", "penalty.handNeeded"));
        PenaltyService.Draft badPoints = new PenaltyService.Draft(table.get(0).playerId(), 1, Offence.LATE_ARRIVAL,
                SanctionKind.DEDUCTION, 7, false, null, null, null, true);
        assertThat(penalties.check(badPoints)).extracting(PenaltyService.Problem::key)
                .containsExactly("penalty.badPoints", "penalty.minutesNeeded");
    }

    @Test
    void aCancellationNeedsAReasonRestoresTheScoreAndCannotBeRepeated() {
        long player = table.get(1).playerId();
        int scoreBefore = standings.results(t).total(1, 1, player);
        long id = ((PenaltyService.Outcome.Recorded) record(deduction(1, 10, "Late again."))).id();
        long recorded = sheets.resultsVersion(t.id());

        assertThat(penalties.cancel(Actor.SYSTEM, t, id, "  ")).isEqualTo("penalty.reasonNeeded");
        assertThat(sheets.resultsVersion(t.id())).isEqualTo(recorded);
        assertThat(penalties.cancel(Actor.SYSTEM, t, id, "The hint was about another table."))
                .isEqualTo("penalty.cancelled");

        assertThat(sheets.resultsVersion(t.id())).isGreaterThan(recorded);
        assertThat(standings.results(t).total(1, 1, player)).isEqualTo(scoreBefore);
        assertThat(penalties.find(t, id).orElseThrow().cancelled()).isTrue();
        assertThat(penalties.cancel(Actor.SYSTEM, t, id, "again")).isEqualTo("penalty.notCancellable");
        assertThat(penalties.publish(Actor.SYSTEM, t, id + 1000, false)).isEqualTo("penalty.gone");
    }
}

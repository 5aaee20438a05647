package org.mahjongresults.web.appeal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.SettableClock;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.appeal.AppealAction;
import org.mahjongresults.engine.appeal.AppealStatus;
import org.mahjongresults.engine.appeal.Refusal;
import org.mahjongresults.engine.penalty.Offence;
import org.mahjongresults.engine.penalty.SanctionKind;
import org.mahjongresults.engine.sheet.SheetStatus;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.penalty.PenaltyService;
import org.mahjongresults.web.standings.StandingsService;
import org.mahjongresults.web.testing.TestApp;

/**
 * The appeal use cases behind the pages (MCR 2006 §3.12-§3.13, RULINGS §5), on the demo tournament's database (H2 and PostgreSQL):
 * the filing window, the checks of a filing, stale and refused steps, and what an upheld appeal changes.
 */
class AppealServiceTest {

    private static final Instant START = Instant.parse("2026-04-17T10:00:00Z");
    private static final Set<StaffRole> CHIEF = Set.of(StaffRole.CHIEF_REFEREE);

    private SettableClock clock;
    private TestApp app;
    private SheetRepository sheets;
    private StandingsService standings;
    private PenaltyService penalties;
    private AppealService appeals;
    private Tournament t;
    private List<Seating> table;

    @BeforeEach
    void start() {
        clock = SettableClock.at(START);
        app = TestApp.start(true, clock);
        TournamentRepository tournaments = app.parts().tournaments();
        sheets = app.parts().sheets();
        penalties = app.parts().penaltyService();
        appeals = app.parts().appealService();
        standings = app.parts().standings();
        t = tournaments.find(app.demoTournamentId()).orElseThrow();
        table = penalties.table(t, 1, 1);
    }

    @AfterEach
    void stop() {
        app.close();
    }

    /** Submits and closes the sheet of session 1, table 1 now: the 30-minute filing window starts. */
    private void closeTable() {
        Sheet s = sheets.open(t.id(), 1, 1);
        int v = sheets.setStatus(Actor.SYSTEM, t.id(), s.id(), s.version(), SheetStatus.OPEN, SheetStatus.SUBMITTED);
        sheets.setStatus(Actor.SYSTEM, t.id(), s.id(), v, SheetStatus.SUBMITTED, SheetStatus.CLOSED);
    }

    /** A deduction of 10 for a late pung at session 1, table 1, by the player in {@code seat}; its id. */
    private long penalty(int seat, StaffRole imposedBy) {
        var outcome = penalties.record(Actor.SYSTEM, t, 1, 1, table, new PenaltyService.Draft(
                table.get(seat).playerId(), 1, Offence.LATE_PUNG, SanctionKind.DEDUCTION, 10, false, null, null,
                "Late pung after two warnings.", true), imposedBy);
        return ((PenaltyService.Outcome.Recorded) outcome).id();
    }

    private AppealService.Filing filing(Long penaltyId, Integer hand) {
        return new AppealService.Filing(1, 1, table.get(0).playerId(), null, penaltyId, hand, "The ruling was wrong.",
                table.get(0).name());
    }

    private long file(Long penaltyId, Integer hand) {
        return ((AppealService.Filed.Done) appeals.file(Actor.SYSTEM, t, filing(penaltyId, hand))).id();
    }

    private AppealService.Acted act(long id, AppealAction action, Set<StaffRole> roles, int version,
                                    boolean cancelPenalty) {
        return appeals.act(Actor.SYSTEM, t, appeals.find(t, id).orElseThrow(), action, roles, "Reasons.", version,
                cancelPenalty);
    }

    @Test
    void aFilingASecondAfterTheThirtyMinutesIsTooLateWithTheDeadlineAndNothingIsFiled() {
        closeTable();
        assertThat(appeals.overview(t, true).windows()).singleElement()
                .satisfies(w -> assertThat(w.deadline().deadline()).isEqualTo(START.plus(Duration.ofMinutes(30))));
        clock.advance(Duration.ofMinutes(30).plusSeconds(1));

        assertThat(appeals.file(Actor.SYSTEM, t, filing(null, 1)))
                .isEqualTo(new AppealService.Filed.TooLate(START.plus(Duration.ofMinutes(30))));
        assertThat(appeals.overview(t, true).open()).isEmpty();
        assertThat(appeals.overview(t, true).windows()).isEmpty();
    }

    @Test
    void aFilingNamesATableOfTheDrawOneOfItsPlayersAndADecisionTakenThere() {
        long penalty = penalty(1, StaffRole.REFEREE);
        long otherTablesPlayer = penalties.table(t, 1, 2).get(0).playerId();

        assertThat(appeals.check(t, filing(penalty, null))).isEmpty();
        assertThat(appeals.check(t, new AppealService.Filing(1, 999, table.get(0).playerId(), null, penalty, null,
                "s", "n"))).extracting(AppealService.Problem::field)
                .containsExactly("table", "appellant", "contested");
        assertThat(appeals.check(t, new AppealService.Filing(1, 1, otherTablesPlayer, null, null, 3, "s", "n")))
                .containsExactly(new AppealService.Problem("appellant", "form.invalidChoice"),
                        new AppealService.Problem("contested", "form.invalidChoice"));
    }

    @Test
    void aDecisionOnAVersionSomeoneElseDecidedMeanwhileIsStaleAndChangesNothing() {
        long id = file(null, 1);
        assertThat(act(id, AppealAction.DECIDE_UPHOLD, CHIEF, 0, false)).isInstanceOf(AppealService.Acted.Done.class);

        AppealService.Acted late = act(id, AppealAction.DECIDE_REJECT, CHIEF, 0, false);

        assertThat(late).isInstanceOf(AppealService.Acted.Stale.class);
        assertThat(((AppealService.Acted.Stale) late).now().version()).isEqualTo(1);
        assertThat(appeals.find(t, id).orElseThrow().status()).isEqualTo(AppealStatus.UPHELD);
    }

    @Test
    void aDirectorMayNotDecideAnAppeal() {
        long id = file(null, 1);
        AppealService.Acted acted = act(id, AppealAction.DECIDE_UPHOLD, Set.of(StaffRole.DIRECTOR), 0, false);
        assertThat(acted).isInstanceOf(AppealService.Acted.Refused.class);
        assertThat(((AppealService.Acted.Refused) acted).reason()).isEqualTo(Refusal.ROLE_NOT_PERMITTED);
    }

    @Test
    void anUpheldAppealThatCancelsThePenaltyRestoresTheScoreAndBumpsTheResultsVersion() {
        long player = table.get(2).playerId();
        int scoreBefore = standings.results(t).total(1, 1, player);
        long penalty = penalty(2, StaffRole.REFEREE);
        long id = file(penalty, null);
        long version = sheets.resultsVersion(t.id());

        assertThat(act(id, AppealAction.DECIDE_UPHOLD, CHIEF, 0, true)).isInstanceOf(AppealService.Acted.Done.class);

        assertThat(penalties.find(t, penalty).orElseThrow().cancelled()).isTrue();
        assertThat(sheets.resultsVersion(t.id())).isGreaterThan(version);
        assertThat(standings.results(t).total(1, 1, player)).isEqualTo(scoreBefore);
    }

    @Test
    void theCommitteeMayNotCancelAPenaltyTheChiefRefereeImposed() {
        // RULINGS §5: the chief referee's penalties are protected from the committee.
        long id = file(penalty(1, StaffRole.CHIEF_REFEREE), null);
        act(id, AppealAction.DECIDE_REJECT, CHIEF, 0, false);
        act(id, AppealAction.APPEAL_FURTHER, Set.of(StaffRole.REFEREE), 1, false);
        var a = appeals.find(t, id).orElseThrow();
        assertThat(appeals.detail(t, a, Set.of(StaffRole.COMMITTEE)).committeeRestricted()).isTrue();

        AppealService.Acted acted = act(id, AppealAction.COMMITTEE_UPHOLD, Set.of(StaffRole.COMMITTEE), 2, true);

        assertThat(acted).isInstanceOf(AppealService.Acted.Refused.class);
        assertThat(((AppealService.Acted.Refused) acted).reason()).isEqualTo(Refusal.COMMITTEE_MAY_NOT_CANCEL_PENALTY);
        assertThat(appeals.find(t, id).orElseThrow().status()).isEqualTo(AppealStatus.FURTHER_APPEAL);
    }

    @Test
    void onlyAnUpheldAppealOfTheSameTableMayLeadToACorrection() {
        long upheld = file(null, 1);
        long rejected = file(null, 2);
        act(upheld, AppealAction.DECIDE_UPHOLD, CHIEF, 0, false);
        act(rejected, AppealAction.DECIDE_REJECT, CHIEF, 0, false);

        assertThat(appeals.mayLeadToCorrection(t, 1, 1, upheld)).isTrue();
        assertThat(appeals.mayLeadToCorrection(t, 1, 2, upheld)).isFalse();
        assertThat(appeals.mayLeadToCorrection(t, 1, 1, rejected)).isFalse();
        assertThat(appeals.mayLeadToCorrection(t, 1, 1, upheld + rejected + 100)).isFalse();
    }
}

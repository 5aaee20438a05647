package org.mahjongresults.web.appeal;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.SettableClock;
import org.mahjongresults.db.account.User;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.appeal.Appeal;
import org.mahjongresults.db.appeal.AppealStep;
import org.mahjongresults.db.appeal.StepAction;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.sheet.Correction;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.appeal.AppealStatus;
import org.mahjongresults.engine.appeal.FeeStatus;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/** Appeals over HTTP (MCR 2006 §3.12-§3.13, RULINGS §5): filing and its deadline, every step of the workflow, the fee, who may act. */
class AppealRouteTest {

    private static final Instant START = Instant.parse("2026-04-17T10:00:00Z");

    private SettableClock clock;
    private TestApp app;
    private AppealFixture f;
    private Staff referee;
    private Staff chief;
    private Staff committee;

    @BeforeEach
    void start() {
        clock = SettableClock.at(START);
        app = TestApp.start(true, clock);
        f = new AppealFixture(app, clock);
        referee = Staff.login(app, "referee", "demo-referee");
        chief = Staff.login(app, "chief", "demo-chief");
        committee = Staff.login(app, "committee", "demo-committee");
    }

    @AfterEach
    void stop() {
        app.close();
    }

    /** Table 1 of session 1 with a hand played and its sheet closed at START. */
    private void closedTable() {
        f.playDraw(referee, 1, 1, 1);
        f.close(1, 1);
    }

    private long handAppeal() {
        closedTable();
        return f.filed(referee, 1, 1, "hand:1");
    }

    private static String error(Http.Response r) {
        return r.html().select(".errors").text();
    }

    @Test
    void aRefereeFilesAnAppealAndTheFeeIsReceivedInTheTournamentsAmountAndCurrency() {
        f.settings(new BigDecimal("150.00"), "EUR", true);
        closedTable();
        Document form = referee.get(app, f.base() + "/appeals/new?lang=en&session=1&table=1&hand=1").html();
        assertThat(form.selectFirst("#contested option[selected]").val()).isEqualTo("hand:1");
        assertThat(form.select("#appellant option").eachAttr("value")).contains(
                "player:" + f.seat(1, 1, 0).playerId(), "player:" + f.seat(1, 1, 3).playerId())
                .anyMatch(v -> v.startsWith("team:"));
        assertThat(form.selectFirst("#fee").text()).contains("150.00 EUR");
        assertThat(form.selectFirst("#deadline").text()).contains("2026-04-17 10:30:00 UTC", "30 min left");

        long id = f.filed(referee, 1, 1, "hand:1");
        Appeal a = f.appeal(id);
        assertThat(a.status()).isEqualTo(AppealStatus.FILED);
        assertThat(a.feeStatus()).isEqualTo(FeeStatus.RECEIVED);
        assertThat(a.feeAmount()).isEqualByComparingTo("150");
        assertThat(a.feeCurrency()).isEqualTo("EUR");
        assertThat(a.handNumber()).isEqualTo(1);
        assertThat(a.signedBy()).isEqualTo(f.seat(1, 1, 0).name());

        Document page = referee.get(app, f.base() + "/appeals/" + id + "?lang=en").html();
        assertThat(page.selectFirst("#appeal-fee").text()).isEqualTo("150.00 EUR · received");
        assertThat(page.selectFirst("#appeal-statement").text()).isEqualTo("The referee's ruling was wrong.");
        assertThat(page.select("#timeline li").text()).contains("Filed", "2026-04-17 10:00 UTC", "by Demo Referee");
        assertThat(page.select(".flash").text()).contains("Appeal " + id + " is filed", "150.00 EUR");
        List<AuditLog.Entry> audit = app.parts().audit().recent(f.tid(), 5);
        assertThat(audit).anyMatch(e -> e.action().equals("appeal.file") && e.entityId() == id);
    }

    @Test
    void refereesFindTheFilingLinksOnTheSheetsHandsAndPenaltiesAndInThePenaltyLog() {
        f.playDraw(referee, 1, 1, 1);
        long penalty = f.deduction(referee, 1, 1, 2);
        Document sheet = referee.get(app, f.table(1, 1) + "/sheet?lang=en").html();
        assertThat(sheet.select("#hand-1 a.appeal-link").attr("href"))
                .isEqualTo(f.base() + "/appeals/new?session=1&table=1&hand=1");
        assertThat(sheet.select(".table-penalties a.appeal-link").attr("href"))
                .isEqualTo(f.base() + "/appeals/new?penalty=" + penalty);
        assertThat(referee.get(app, f.base() + "/penalties").html().select("a.appeal-link").attr("href"))
                .isEqualTo(f.base() + "/appeals/new?penalty=" + penalty);
        Document fromPenalty = referee.get(app, f.base() + "/appeals/new?lang=en&penalty=" + penalty).html();
        assertThat(fromPenalty.selectFirst("#contested option[selected]").val()).isEqualTo("penalty:" + penalty);
        assertThat(fromPenalty.selectFirst("#appellant option[selected]").val())
                .isEqualTo("player:" + f.seat(1, 1, 2).playerId());

        Staff scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
        assertThat(scorekeeper.get(app, f.table(1, 1) + "/sheet").html().select("a.appeal-link")).isEmpty();
        assertThat(new Http().get(app.url(f.base() + "/penalties")).html().select("a.appeal-link")).isEmpty();
    }

    @Test
    void aTeamFilesThroughItsLeaderAndBadInputIsRefusedWithTheInputKept() {
        closedTable();
        Document form = referee.get(app, f.base() + "/appeals/new?lang=en&session=1&table=1").html();
        String team = form.select("#appellant option").eachAttr("value").stream()
                .filter(v -> v.startsWith("team:")).findFirst().orElseThrow();
        Http.Response empty = referee.post(app, f.base() + "/appeals?lang=en", Map.of("session", "1", "table", "1",
                "appellant", team, "contested", "hand:7", "statement", "", "signedBy", "The leader"));
        assertThat(empty.status()).isEqualTo(422);
        assertThat(empty.html().selectFirst("#statement-error").text()).isEqualTo("This field is required.");
        assertThat(empty.html().selectFirst("#contested-error").text()).isNotBlank();
        assertThat(empty.html().selectFirst("#signedBy").val()).isEqualTo("The leader");
        assertThat(empty.html().selectFirst("#appellant option[selected]").val()).isEqualTo(team);

        Http.Response garbled = referee.post(app, f.base() + "/appeals?lang=en", Map.of("session", "x", "table", "99",
                "appellant", "team:abc", "contested", "hand:abc", "statement", "s", "signedBy", "t"));
        assertThat(garbled.status()).as("bad input is a form error, never a stack trace").isEqualTo(422);
        assertThat(garbled.html().select(".errors").text()).isNotBlank();

        Http.Response ok = referee.post(app, f.base() + "/appeals?lang=en", Map.of("session", "1", "table", "1",
                "appellant", team, "contested", "hand:1", "statement", "Our player was wronged.",
                "signedBy", "The leader"));
        assertThat(ok.status()).isEqualTo(302);
        assertThat(f.appeals.list(f.tid()).get(0).teamId()).isEqualTo(Long.parseLong(team.substring(5)));
    }

    @Test
    void filingIsOpenUntilExactlyThirtyMinutesAfterTheSheetClosedAndRefusedASecondLater() {
        closedTable();
        clock.advance(Duration.ofMinutes(30));
        assertThat(f.file(referee, 1, 1, "hand:1").status()).as("at 10:30:00 exactly, still in time").isEqualTo(302);

        clock.advance(Duration.ofSeconds(1));
        Http.Response late = f.file(referee, 1, 1, "hand:1");
        assertThat(late.status()).isEqualTo(422);
        assertThat(error(late)).isEqualTo("Too late: the filing deadline for this table was 2026-04-17 10:30:00 UTC.");
        assertThat(late.html().selectFirst("#deadline").text()).contains("closed at 2026-04-17 10:30:00 UTC");
        assertThat(f.appeals.list(f.tid())).hasSize(1);
    }

    @Test
    void anAppealHandedInBeforeTheSheetIsClosedIsAcceptedAndItsDeadlineRunsFromTheClose() {
        f.playDraw(referee, 1, 1, 1);
        Document form = referee.get(app, f.base() + "/appeals/new?lang=en&session=1&table=1").html();
        assertThat(form.selectFirst("#deadline").text()).contains("runs from its close");
        long id = f.filed(referee, 1, 1, "hand:1");
        assertThat(f.appeal(id).deadlineAt()).isNull();
        assertThat(referee.get(app, f.base() + "/appeals/" + id + "?lang=en").html()
                .selectFirst("#appeal-deadline").text()).isEqualTo("runs from the close of the sheet");

        clock.advance(Duration.ofMinutes(5));
        f.close(1, 1);
        Document list = referee.get(app, f.base() + "/appeals?lang=en").html();
        assertThat(list.select("#appeal-row-" + id).text()).contains("2026-04-17 10:35:00 UTC", "30 min left");
        assertThat(list.select(".appeal-windows li").text()).contains("Session 1 · Table 1", "10:35:00");
    }

    @Test
    void theChiefRefereeUpholdsWithReasonsAndTheFeeIsRefunded() {
        long id = handAppeal();
        Http.Response r = f.decide(chief, id, "UPHOLD");
        assertThat(r.status()).as(r.body()).isEqualTo(302);
        assertThat(f.appeal(id).state().status()).isEqualTo(AppealStatus.UPHELD);
        assertThat(f.appeal(id).feeStatus()).isEqualTo(FeeStatus.REFUNDED);
        List<AppealStep> steps = f.appeals.steps(id);
        assertThat(steps).extracting(AppealStep::action).containsExactly(StepAction.FILE, StepAction.DECIDE_UPHOLD);
        assertThat(steps.get(1).note()).isEqualTo("Reasons of the chief referee");
        assertThat(steps.get(1).actorName()).isEqualTo("Demo Chief Referee");
        assertThat(error(f.decide(chief, id, "REJECT"))).as("no second decision")
                .isEqualTo("This appeal is over: nothing more can be recorded on it.");
        assertThat(f.step(referee, id, "withdraw", Map.of()).status()).as("no withdrawal after it").isEqualTo(409);
    }

    @Test
    void aRejectionHoldsTheFeeUntilAFurtherAppealTheCommitteeRejectsAndThenItIsForfeited() {
        long id = handAppeal();
        assertThat(f.decide(chief, id, "REJECT").status()).isEqualTo(302);
        assertThat(f.appeal(id).feeStatus()).isEqualTo(FeeStatus.RECEIVED);

        Http.Response twice = f.decide(chief, id, "UPHOLD");
        assertThat(twice.status()).isEqualTo(409);
        assertThat(error(twice)).isEqualTo("The chief referee has already decided this appeal.");
        Http.Response withdraw = f.step(referee, id, "withdraw", Map.of());
        assertThat(withdraw.status()).isEqualTo(409);
        assertThat(error(withdraw)).isEqualTo("The chief referee has already decided this appeal.");
        Http.Response early = f.committee(committee, id, "REJECT");
        assertThat(early.status()).isEqualTo(409);
        assertThat(error(early)).isEqualTo("The committee decides only a further appeal that is before it.");

        assertThat(f.further(referee, id).status()).isEqualTo(302);
        assertThat(f.appeal(id).status()).isEqualTo(AppealStatus.FURTHER_APPEAL);
        assertThat(f.appeal(id).feeStatus()).isEqualTo(FeeStatus.RECEIVED);
        assertThat(error(f.further(referee, id))).isEqualTo("This appeal is already before the committee.");
        assertThat(f.decide(chief, id, "UPHOLD").status()).isEqualTo(409);

        assertThat(f.committee(committee, id, "REJECT").status()).isEqualTo(302);
        assertThat(f.appeal(id).status()).isEqualTo(AppealStatus.COMMITTEE_REJECTED);
        assertThat(f.appeal(id).feeStatus()).isEqualTo(FeeStatus.FORFEITED);
        assertThat(f.committee(committee, id, "UPHOLD").status()).isEqualTo(409);
        assertThat(f.appeals.steps(id)).extracting(AppealStep::action)
                .containsExactly(StepAction.FILE, StepAction.DECIDE_REJECT, StepAction.APPEAL_FURTHER,
                        StepAction.COMMITTEE_REJECT);
    }

    @Test
    void theCommitteeUpholdsAFurtherAppealAndTheFeeIsRefunded() {
        long id = handAppeal();
        f.decide(chief, id, "REJECT");
        f.further(referee, id);
        Http.Response r = f.committee(committee, id, "UPHOLD");
        assertThat(r.status()).as(r.body()).isEqualTo(302);
        assertThat(f.appeal(id).status()).isEqualTo(AppealStatus.COMMITTEE_UPHELD);
        assertThat(f.appeal(id).feeStatus()).isEqualTo(FeeStatus.REFUNDED);
    }

    @Test
    void aFurtherAppealNeedsARejectionAndAClosedRejectionForfeitsTheFee() {
        long id = handAppeal();
        Http.Response early = f.further(referee, id);
        assertThat(early.status()).isEqualTo(409);
        assertThat(error(early)).isEqualTo("This needs a rejection by the chief referee that is still open.");
        assertThat(f.step(chief, id, "close", Map.of()).status()).isEqualTo(409);
        f.decide(chief, id, "REJECT");
        assertThat(f.step(chief, id, "close", Map.of("closeNote", "No further appeal")).status()).isEqualTo(302);
        assertThat(f.appeal(id).status()).isEqualTo(AppealStatus.REJECTED);
        assertThat(f.appeal(id).feeStatus()).isEqualTo(FeeStatus.FORFEITED);
        assertThat(f.further(referee, id).status()).as("closed for good").isEqualTo(409);
    }

    @Test
    void withdrawnBeforeADecisionTheFeeIsRefundedAndWithdrawnBeforeTheCommitteeItIsForfeited() {
        long first = handAppeal();
        assertThat(f.step(referee, first, "withdraw", Map.of("withdrawNote", "We accept the ruling")).status())
                .isEqualTo(302);
        assertThat(f.appeal(first).status()).isEqualTo(AppealStatus.WITHDRAWN);
        assertThat(f.appeal(first).feeStatus()).isEqualTo(FeeStatus.REFUNDED);
        assertThat(f.decide(chief, first, "UPHOLD").status()).isEqualTo(409);

        long second = f.filed(referee, 1, 1, "hand:1");
        f.decide(chief, second, "REJECT");
        f.further(referee, second);
        assertThat(f.step(referee, second, "withdraw", Map.of()).status()).isEqualTo(302);
        assertThat(f.appeal(second).status()).isEqualTo(AppealStatus.WITHDRAWN);
        assertThat(f.appeal(second).feeStatus()).isEqualTo(FeeStatus.FORFEITED);
    }

    @Test
    void decisionsNeedWrittenReasonsAndKeepTheInput() {
        long id = handAppeal();
        Http.Response r = f.step(chief, id, "decide", Map.of("decision", "REJECT", "reasons", " "));
        assertThat(r.status()).isEqualTo(422);
        assertThat(r.html().selectFirst("#reasons-error").text()).isEqualTo("This field is required.");
        assertThat(r.html().selectFirst("#decide-form input[value=REJECT]").hasAttr("checked")).isTrue();
        Http.Response none = f.step(chief, id, "decide", Map.of("reasons", "Some reasons"));
        assertThat(none.status()).isEqualTo(422);
        assertThat(none.html().selectFirst("#reasons").text()).isEqualTo("Some reasons");
        assertThat(f.appeal(id).status()).isEqualTo(AppealStatus.FILED);
    }

    @Test
    void ofTwoDecisionsOnTheSameVersionOnlyTheFirstCountsAndTheSecondIsToldWhy() {
        long id = handAppeal();
        String version = String.valueOf(f.appeal(id).version());
        Http.Response first = f.step(chief, id, "decide", Map.of("decision", "UPHOLD", "reasons", "First",
                "version", version));
        Http.Response second = f.step(chief, id, "decide", Map.of("decision", "REJECT", "reasons", "Second",
                "version", version));
        assertThat(first.status()).isEqualTo(302);
        assertThat(second.status()).isEqualTo(409);
        assertThat(error(second)).startsWith("Someone acted on this appeal since you opened the page.");
        assertThat(second.html().selectFirst("#appeal-status").text()).as("as it stands now")
                .isEqualTo("Upheld by the chief referee");
        assertThat(second.html().select("#decide-form")).as("nothing left to decide").isEmpty();
        assertThat(f.appeal(id).status()).isEqualTo(AppealStatus.UPHELD);
        assertThat(f.appeals.steps(id)).extracting(AppealStep::note).containsExactly(
                "The referee's ruling was wrong.", "First");
    }

    @Test
    void anUpheldAppealCancelsTheContestedPenaltyAndTheStandingsFollow() {
        long penalty = f.deduction(referee, 1, 1, 0);
        f.close(1, 1);
        long id = f.filed(referee, 1, 1, "penalty:" + penalty);
        Document page = chief.get(app, f.base() + "/appeals/" + id + "?lang=en").html();
        assertThat(page.select("#decide-form input[name=cancelPenalty]")).hasSize(1);
        Http.Response r = f.step(chief, id, "decide", Map.of("decision", "UPHOLD", "reasons", "Not late at all",
                "cancelPenalty", "on"));
        assertThat(r.status()).as(r.body()).isEqualTo(302);
        assertThat(f.penalty(penalty).cancelled()).isTrue();
        assertThat(f.penalty(penalty).cancelReason()).contains("appeal " + id, "Not late at all");
        Document log = new Http().get(app.url(f.base() + "/penalties?lang=en")).html();
        assertThat(log.select("tr.is-cancelled")).hasSize(1);
    }

    @Test
    void theCommitteeMayNotOverruleAPenaltyTheChiefRefereeImposedButMayOneOfATableReferee() {
        long protectedPenalty = f.deduction(chief, 1, 1, 0);
        long refereePenalty = f.deduction(referee, 1, 1, 1);
        f.close(1, 1);
        assertThat(f.penalty(protectedPenalty).imposedByRole()).isEqualTo(StaffRole.CHIEF_REFEREE);
        assertThat(f.penalty(refereePenalty).imposedByRole()).isEqualTo(StaffRole.REFEREE);

        long against = f.filed(referee, 1, 1, "penalty:" + protectedPenalty);
        f.decide(chief, against, "REJECT");
        f.further(referee, against);
        Document page = committee.get(app, f.base() + "/appeals/" + against + "?lang=en").html();
        assertThat(page.select("#committee-restricted").text()).contains("may not overrule it");
        assertThat(page.select("#committee-form input[value=UPHOLD]")).isEmpty();
        assertThat(page.select("#committee-form input[value=REJECT]")).hasSize(1);
        Http.Response refused = f.step(committee, against, "committee", Map.of("decision", "UPHOLD",
                "committeeReasons", "We disagree", "cancelPenalty", "on"));
        assertThat(refused.status()).isEqualTo(422);
        assertThat(error(refused)).isEqualTo("The committee may not overrule a penalty the chief referee imposed "
                + "under the rules or for discipline.");
        assertThat(f.penalty(protectedPenalty).cancelled()).isFalse();
        assertThat(f.appeal(against).status()).isEqualTo(AppealStatus.FURTHER_APPEAL);
        assertThat(f.committee(committee, against, "REJECT").status()).isEqualTo(302);

        long other = f.filed(referee, 1, 1, "penalty:" + refereePenalty);
        f.decide(chief, other, "REJECT");
        f.further(referee, other);
        Http.Response upheld = f.step(committee, other, "committee", Map.of("decision", "UPHOLD",
                "committeeReasons", "The referee misjudged the timing", "cancelPenalty", "on"));
        assertThat(upheld.status()).as(upheld.body()).isEqualTo(302);
        assertThat(f.penalty(refereePenalty).cancelled()).isTrue();
        assertThat(f.appeal(other).feeStatus()).isEqualTo(FeeStatus.REFUNDED);
    }

    @Test
    void anUpheldAppealLeadsToACorrectionOfTheSheetLinkedBothWays() {
        long id = handAppeal();
        Document filed = referee.get(app, f.base() + "/appeals/" + id + "?lang=en").html();
        assertThat(filed.select("#correct-sheet")).as("only once upheld").isEmpty();
        Http.Response notYet = referee.post(app, f.table(1, 1) + "/hands/1/correct?lang=en", Map.of(
                "version", String.valueOf(f.sheet(1, 1).version()), "result", "DRAW", "reason", "Appeal",
                "appealId", String.valueOf(id)));
        assertThat(notYet.status()).isEqualTo(422);
        assertThat(notYet.html().selectFirst("#appealId").val()).isEqualTo(String.valueOf(id));
        assertThat(notYet.html().select(".errors, .field-error").text())
                .contains("Only an upheld appeal of this table can lead to a correction.");

        f.decide(chief, id, "UPHOLD");
        Document upheld = referee.get(app, f.base() + "/appeals/" + id + "?lang=en").html();
        String correct = upheld.selectFirst("#correct-sheet").attr("href");
        assertThat(correct).isEqualTo(f.table(1, 1) + "/hands/1/correct?appeal=" + id);
        Document form = referee.get(app, correct + "&lang=en").html();
        assertThat(form.selectFirst("#appealId").val()).isEqualTo(String.valueOf(id));

        long winner = f.seat(1, 1, 2).playerId();
        long discarder = f.seat(1, 1, 3).playerId();
        Http.Response r = referee.post(app, f.table(1, 1) + "/hands/1/correct?lang=en", Map.of(
                "version", String.valueOf(f.sheet(1, 1).version()), "result", "WIN",
                "winner", String.valueOf(winner), "discarder", String.valueOf(discarder), "fanPoints", "8",
                "reason", "Appeal upheld: the win was valid", "appealId", String.valueOf(id)));
        assertThat(r.status()).as(r.body()).isEqualTo(302);

        Correction c = f.sheets.corrections(f.sheet(1, 1).id()).get(0);
        assertThat(c.appealId()).isEqualTo(id);
        assertThat(f.appeal(id).correctionId()).isEqualTo(c.id());
        Document sheet = new Http().get(app.url(f.table(1, 1) + "/sheet?lang=en")).html();
        assertThat(sheet.selectFirst("#correction-" + c.id() + " a.appeal-link").attr("href"))
                .isEqualTo(f.base() + "/appeals/" + id);
        Document after = referee.get(app, f.base() + "/appeals/" + id + "?lang=en").html();
        assertThat(after.selectFirst("#appeal-correction a").attr("href"))
                .isEqualTo(f.table(1, 1) + "/sheet#correction-" + c.id());
        assertThat(after.select("#correct-sheet")).as("corrected once").isEmpty();
        assertThat(after.select("#timeline li").last().text()).contains("Sheet corrected", "by Demo Referee");
    }

    @Test
    void onlyTheRightOfficialsMayFileAndDecide() {
        long id = handAppeal();
        Staff scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
        assertThat(scorekeeper.get(app, f.base() + "/appeals/new").status()).isEqualTo(403);
        assertThat(f.file(scorekeeper, 1, 1, "hand:1").status()).isEqualTo(403);
        assertThat(f.decide(scorekeeper, id, "UPHOLD").status()).isEqualTo(403);
        assertThat(f.file(committee, 1, 1, "hand:1").status()).as("the committee does not file").isEqualTo(403);
        Http http = new Http();
        String token = Staff.anonymousCsrf(app, http);
        assertThat(http.post(app.url(f.base() + "/appeals"), Map.of("_csrf", token, "session", "1", "table", "1"))
                .status()).isEqualTo(403);

        assertThat(f.decide(referee, id, "UPHOLD").status()).as("a referee does not decide").isEqualTo(403);
        assertThat(f.decide(committee, id, "UPHOLD").status()).as("nor does the committee").isEqualTo(403);
        assertThat(f.step(committee, id, "withdraw", Map.of()).status()).isEqualTo(403);
        Staff director = Staff.login(app, "director", "demo-director");
        Http.Response byDirector = f.decide(director, id, "UPHOLD");
        assertThat(byDirector.status()).as("the rules give decisions to the chief referee alone").isEqualTo(403);
        assertThat(byDirector.html().select("main p").first().text())
                .contains("This needs a role in this tournament that your account does not hold.");
        Document asReferee = referee.get(app, f.base() + "/appeals/" + id + "?lang=en").html();
        assertThat(asReferee.select("#decide-form")).as("only the steps the viewer may take").isEmpty();
        assertThat(asReferee.select("#withdraw-form")).hasSize(1);
        Document asChief = chief.get(app, f.base() + "/appeals/" + id + "?lang=en").html();
        assertThat(asChief.select("#decide-form")).hasSize(1);
        assertThat(asChief.select("#committee-form, #further-form, #close-form")).isEmpty();
        Document asCommittee = committee.get(app, f.base() + "/appeals/" + id + "?lang=en").html();
        assertThat(asCommittee.select("form.form")).isEmpty();

        UserRepository users = app.parts().users();
        User other = users.create(Actor.SYSTEM, "otherdirector", "Other Director",
                TestApp.HASHER.hash("demo-otherdirector"), false);
        Tournament second = f.tournaments.create(Actor.SYSTEM, Tournament.newMcr("Another Cup"));
        app.parts().staff().assign(Actor.SYSTEM, second.id(), other.id(), StaffRole.DIRECTOR,
                Set.of());
        Staff stranger = Staff.login(app, "otherdirector", "demo-otherdirector");
        assertThat(f.file(stranger, 1, 1, "hand:1").status()).isEqualTo(403);
        assertThat(f.step(stranger, id, "withdraw", Map.of()).status()).isEqualTo(403);
        assertThat(f.step(stranger, id, "close", Map.of()).status()).isEqualTo(403);
        assertThat(f.appeal(id).status()).isEqualTo(AppealStatus.FILED);
    }

    @Test
    void thePublicSeesOnlyDecidedAppealsOfATournamentThatPublishesThemWithoutTheStaffDetails() {
        long pending = handAppeal();
        long decided = f.filed(referee, 1, 1, "hand:1");
        f.decide(chief, decided, "REJECT");
        Http pub = new Http();

        Document list = pub.get(app.url(f.base() + "/appeals?lang=en")).html();
        assertThat(list.select(".appeal-list tbody tr").eachAttr("id")).containsExactly("appeal-row-" + decided);
        assertThat(list.select(".appeal-windows")).isEmpty();
        assertThat(pub.get(app.url(f.base() + "/appeals/" + pending)).status()).isEqualTo(404);
        Document page = pub.get(app.url(f.base() + "/appeals/" + decided + "?lang=en")).html();
        assertThat(page.select("#timeline li").text()).contains("Rejected by the chief referee",
                "Reasons of the chief referee").doesNotContain("Demo Referee", "Demo Chief Referee",
                "The referee's ruling was wrong.");
        assertThat(page.select("#appeal-statement, #appeal-fee, form.form")).isEmpty();
        assertThat(page.select(".tabs a").eachText()).contains("Appeals");

        Document staffList = referee.get(app, f.base() + "/appeals?lang=en").html();
        assertThat(staffList.select("#appeals-open tbody tr")).hasSize(2);
        assertThat(staffList.select("#appeals-open").text()).contains("Filed, awaiting the chief referee",
                "Rejected by the chief referee", "2026-04-17 10:30:00 UTC", "30 min left");

        f.settings(new BigDecimal("200"), "USD", false);
        assertThat(pub.get(app.url(f.base() + "/appeals")).status()).isEqualTo(404);
        assertThat(pub.get(app.url(f.base() + "/appeals/" + decided)).status()).isEqualTo(404);
        assertThat(pub.get(app.url(f.base() + "?lang=en")).html().select(".tabs a").eachText())
                .doesNotContain("Appeals");
        assertThat(referee.get(app, f.base() + "/appeals/" + decided).status()).isEqualTo(200);
        assertThat(committee.get(app, f.base() + "/appeals").status()).isEqualTo(200);
    }
}

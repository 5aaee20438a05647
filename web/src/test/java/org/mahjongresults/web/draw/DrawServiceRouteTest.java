package org.mahjongresults.web.draw;

import org.mahjongresults.db.testing.SessionStatuses;
import org.mahjongresults.engine.tournament.SessionStatus;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.engine.tournament.TournamentStatus;
import org.mahjongresults.web.swiss.SwissDrawRules;
import org.mahjongresults.web.testing.TestApp;

/**
 * The draw's use cases through {@link DrawService} on the real database, for both rule sets: the MCR rules draw every
 * session ahead (MCR 2006 附件4), the Swiss rules draw knockout rounds and refuse the MCR actions.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DrawServiceRouteTest {

    private TestApp app;
    private TournamentRepository tournaments;
    private DrawRepository draws;
    private DrawService service;

    /** One application for the class: each test creates the tournaments it draws. */
    @BeforeAll
    void startApp() {
        app = TestApp.start();
    }

    @BeforeEach
    void start() {
        tournaments = app.parts().tournaments();
        draws = app.parts().draws();
        service = app.parts().drawService();
    }

    @AfterAll
    void stop() {
        app.close();
    }

    private Tournament tournament(RuleSet ruleSet, int players, int sessions) {
        Tournament t = tournaments.create(Actor.SYSTEM, Tournament.newMcr("Service Cup " + ruleSet)
                .withRuleSet(ruleSet).withDetails("Service Cup", "Hall", null, null, false, sessions)
                .withStatus(TournamentStatus.RUNNING));
        for (int i = 1; i <= players; i++) {
            tournaments.createPlayer(Actor.SYSTEM, Player.newPlayer(t.id(), i, "Player " + i, null, null, null,
                    null));
        }
        return t;
    }

    private Tournament reread(Tournament t) {
        return tournaments.find(t.id()).orElseThrow();
    }

    @Test
    void anMcrTournamentIsDrawnAheadForEverySessionAndLockingStopsAnotherGeneration() {
        Tournament t = tournament(RuleSet.MCR, 16, 4);
        assertThat(service.rules(t)).isInstanceOf(McrDrawRules.class);
        assertThat(service.setStatus(Actor.SYSTEM, t, Tournament.DrawStatus.LOCKED, "draw.locked").messageKey())
                .isEqualTo("draw.nothingYet");

        ActionOutcome drawn = service.generate(Actor.SYSTEM, t, 42L);
        assertThat(drawn).isEqualTo(ActionOutcome.message("draw.generated", 4, 42L));
        assertThat(draws.seatings(t.id())).hasSize(64);
        OwnDrawPage page = service.page(reread(t), true, true);
        assertThat(page.template()).isEqualTo("draw/draw");
        DrawPages.DrawPage mcr = (DrawPages.DrawPage) page;
        assertThat(mcr.sessions()).hasSize(4);
        assertThat(mcr.quality()).isNotNull();
        assertThat(mcr.activePlayers()).isEqualTo(16);

        assertThat(service.setStatus(Actor.SYSTEM, reread(t), Tournament.DrawStatus.LOCKED, "draw.locked")
                .messageKey()).isEqualTo("draw.locked");
        List<Seating> locked = draws.seatings(t.id());
        assertThat(service.generate(Actor.SYSTEM, reread(t), 7L).messageKey()).isEqualTo("draw.lockedNoRegenerate");
        assertThat(service.swap(Actor.SYSTEM, reread(t), 1, 1, 2).messageKey()).isEqualTo("draw.lockedNoSwap");
        assertThat(draws.seatings(t.id())).isEqualTo(locked);
        // An MCR tournament has no knockout rounds: the action does not exist for it.
        assertThat(service.drawRound(Actor.SYSTEM, reread(t), 1L)).isEqualTo(ActionOutcome.NO_SUCH_PAGE);
    }

    @Test
    void aSwapNeedsTwoDifferentPlayersOfTheSessionAndChangesOnlyThatSession() {
        Tournament t = tournament(RuleSet.MCR, 16, 3);
        service.generate(Actor.SYSTEM, t, 5L);
        t = reread(t);
        assertThat(service.swap(Actor.SYSTEM, t, 1, 3, 3).messageKey()).isEqualTo("draw.badSwap");
        assertThat(service.swap(Actor.SYSTEM, t, 9, 1, 2).messageKey()).isEqualTo("draw.badSwap");
        assertThat(service.swap(Actor.SYSTEM, t, 1, 1, 99).messageKey()).isEqualTo("draw.badSwap");
        assertThat(service.swap(Actor.SYSTEM, t, null, 1, 2).messageKey()).isEqualTo("draw.badSwap");

        List<Seating> before = draws.seatings(t.id());
        Seating one = before.stream().filter(s -> s.session() == 2 && s.entryNumber() == 1).findFirst().orElseThrow();
        Seating two = before.stream().filter(s -> s.session() == 2 && s.entryNumber() == 2).findFirst().orElseThrow();
        assertThat(service.swap(Actor.SYSTEM, t, 2, 1, 2)).isEqualTo(ActionOutcome.message("draw.swapped", 1, 2, 2));
        List<Seating> after = draws.seatings(t.id());
        Seating oneAfter = after.stream().filter(s -> s.session() == 2 && s.entryNumber() == 1).findFirst()
                .orElseThrow();
        assertThat(oneAfter.table()).isEqualTo(two.table());
        assertThat(oneAfter.seat()).isEqualTo(two.seat());
        Seating twoAfter = after.stream().filter(s -> s.session() == 2 && s.entryNumber() == 2).findFirst()
                .orElseThrow();
        assertThat(twoAfter.table()).isEqualTo(one.table());
        assertThat(twoAfter.seat()).isEqualTo(one.seat());
        assertThat(after.stream().filter(s -> s.session() != 2).toList())
                .isEqualTo(before.stream().filter(s -> s.session() != 2).toList());
    }

    @Test
    void seatingBySessionNeedsAnUnplayedSessionOfTheTournament() {
        Tournament t = tournament(RuleSet.MCR, 16, 3);
        service.generate(Actor.SYSTEM, t, 5L);
        t = reread(t);
        assertThat(service.seatByStandings(Actor.SYSTEM, t, 4))
                .isEqualTo(ActionOutcome.message("draw.standingsBadSession", 1, 3));
        assertThat(service.seatByStandings(Actor.SYSTEM, t, null))
                .isEqualTo(ActionOutcome.message("draw.standingsBadSession", 1, 3));
        assertThat(service.seatByStandings(Actor.SYSTEM, t, 3))
                .isEqualTo(ActionOutcome.message("draw.seatedByStandings", 3));
        assertThat(draws.sessions(t.id()).get(2).seating()).isEqualTo("STANDINGS");
    }

    @Test
    void aFieldThatDoesNotFillTablesOfFourIsRefusedWithTheSubstitutesNeeded() {
        Tournament t = tournament(RuleSet.MCR, 14, 3);
        assertThat(service.generate(Actor.SYSTEM, t, 1L))
                .isEqualTo(ActionOutcome.message("draw.substitutesNeeded", 14, 2));
        assertThat(draws.seatings(t.id())).isEmpty();
        assertThat(service.redraw(Actor.SYSTEM, t, 1L))
                .isEqualTo(ActionOutcome.message("draw.substitutesNeeded", 14, 2));
    }

    @Test
    void aSwissTournamentDrawsKnockoutRoundsAndRefusesTheMcrActionsWithoutChangingAnything() {
        Tournament t = tournament(RuleSet.SWISS, 16, 4);
        assertThat(service.rules(t)).isInstanceOf(SwissDrawRules.class);
        for (ActionOutcome refused : List.of(service.generate(Actor.SYSTEM, t, 1L),
                service.redraw(Actor.SYSTEM, t, 1L), service.swap(Actor.SYSTEM, t, 1, 1, 2),
                service.seatByStandings(Actor.SYSTEM, t, 1))) {
            assertThat(refused).isEqualTo(ActionOutcome.message("swiss.notForSwiss"));
        }
        assertThat(draws.seatings(t.id())).isEmpty();

        assertThat(service.drawRound(Actor.SYSTEM, t, 11L)).isEqualTo(ActionOutcome.message("swiss.drawn", 1, 11L));
        assertThat(draws.seatings(t.id())).hasSize(16);
        OwnDrawPage page = service.page(reread(t), false, false);
        assertThat(page.template()).isEqualTo("swiss/draw");
        SwissDrawRules.KnockoutDrawPage knockout = (SwissDrawRules.KnockoutDrawPage) page;
        assertThat(knockout.visible()).isFalse();
        assertThat(knockout.knockout().rounds()).hasSize(1);
        assertThat(knockout.canDraw()).isTrue();
        assertThat(((SwissDrawRules.KnockoutDrawPage) service.page(reread(t), true, true)).visible()).isTrue();

        // Round 2 waits for the winners of round 1.
        assertThat(service.setStatus(Actor.SYSTEM, reread(t), Tournament.DrawStatus.PUBLISHED, "draw.published")
                .messageKey()).isEqualTo("draw.published");
        SessionStatuses.set(app.db(), t.id(), 1, SessionStatus.RUNNING);
        assertThat(service.drawRound(Actor.SYSTEM, reread(t), 3L).messageKey()).isEqualTo("swiss.undecided");
    }

    @Test
    void aSwissFieldThatDoesNotFitTheBracketIsToldWhy() {
        Tournament t = tournament(RuleSet.SWISS, 18, 4);
        assertThat(service.drawRound(Actor.SYSTEM, t, 1L)).isEqualTo(ActionOutcome.message("swiss.fieldNotFit", 18));
        assertThat(draws.seatings(t.id())).isEmpty();
    }

    @Test
    void theSessionAndTableReadsGiveEachPlayersSeatInEveryWindRound() {
        Tournament t = tournament(RuleSet.MCR, 8, 2);
        service.generate(Actor.SYSTEM, t, 9L);
        assertThat(service.sessionTables(t, 1)).get().satisfies(s -> assertThat(s.tables()).hasSize(2));
        assertThat(service.sessionTables(t, 3)).isEmpty();
        assertThat(service.table(t, 1, 3)).isEmpty();
        DrawPages.TableSeats table = service.table(t, 2, 1).orElseThrow();
        assertThat(table.rounds()).hasSize(4);
        // MCR 2006 附件4: in the first wind round everyone sits at the starting seat.
        assertThat(table.rounds().get(0).bySeat()).isEqualTo(table.table().seats());
        assertThat(table.rounds()).allSatisfy(r -> assertThat(r.bySeat()).doesNotContainNull()
                .containsExactlyInAnyOrderElementsOf(table.table().seats()));
    }
}

package org.mahjongresults.web.players;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.tournament.PlayerStatus;
import org.mahjongresults.web.testing.TestApp;

/** Registering the field through {@link PlayerService} on the real database: its checks and what follows. */
class PlayerServiceRouteTest {

    private TestApp app;
    private TournamentRepository tournaments;
    private PlayerService service;
    private Tournament cup;

    @BeforeEach
    void start() {
        app = TestApp.start();
        tournaments = app.parts().tournaments();
        service = app.parts().players();
        cup = tournaments.create(Actor.SYSTEM, Tournament.newMcr("Service Cup"));
    }

    @AfterEach
    void stop() {
        app.close();
    }

    private Player player(int entry, String name) {
        return Player.newPlayer(cup.id(), entry, name, null, "CN", null, null);
    }

    @Test
    void aPlayerIsRegisteredOnceUnderAnEntryNumberAndTheNextNumberFollows() {
        PlayerService.Outcome added = service.register(Actor.SYSTEM, player(1, "Wang Lei"));
        assertThat(added.ok()).isTrue();
        // No registered person resembles a first player: the player becomes a new person, nothing waits.
        assertThat(added.waitingMatches()).isZero();
        assertThat(service.nextEntryNumber(cup)).isEqualTo(2);

        PlayerService.Outcome again = service.register(Actor.SYSTEM, player(1, "Li Na"));
        assertThat(again.refusal()).isEqualTo(PlayerService.Refusal.ENTRY_TAKEN);
        assertThat(service.players(cup)).extracting(Player::name).containsExactly("Wang Lei");
    }

    @Test
    void anEditToATakenEntryNumberIsRefusedAndTheOtherFieldsStay() {
        service.register(Actor.SYSTEM, player(1, "Wang Lei"));
        service.register(Actor.SYSTEM, player(2, "Li Na"));
        Player li = service.players(cup).stream().filter(p -> p.entryNumber() == 2).findFirst().orElseThrow();
        Player edited = new Player(li.id(), cup.id(), 1, "Li Na", "李娜", "CN", null, null, li.status(),
                li.replacesPlayerId(), li.lastSession());
        assertThat(service.edit(Actor.SYSTEM, edited).refusal()).isEqualTo(PlayerService.Refusal.ENTRY_TAKEN);
        assertThat(service.player(cup, li.id()).orElseThrow().nativeName()).isNull();

        Player renamed = new Player(li.id(), cup.id(), 3, "Li Na", "李娜", "CN", null, null, li.status(),
                li.replacesPlayerId(), li.lastSession());
        assertThat(service.edit(Actor.SYSTEM, renamed).ok()).isTrue();
        assertThat(service.player(cup, li.id()).orElseThrow().entryNumber()).isEqualTo(3);
    }

    @Test
    void aWithdrawnPlayerCannotWithdrawAgainNorBeReplaced() {
        service.register(Actor.SYSTEM, player(1, "Wang Lei"));
        Player wang = service.players(cup).get(0);
        assertThat(service.playedSessions(cup)).isZero();
        assertThat(service.withdraw(Actor.SYSTEM, cup, wang).ok()).isTrue();
        Player withdrawn = service.player(cup, wang.id()).orElseThrow();
        assertThat(withdrawn.status()).isEqualTo(PlayerStatus.WITHDRAWN);
        assertThat(service.withdraw(Actor.SYSTEM, cup, withdrawn).refusal())
                .isEqualTo(PlayerService.Refusal.NOT_ACTIVE);
        assertThat(service.substitute(Actor.SYSTEM, cup, withdrawn, player(2, "Zhang Wei")).refusal())
                .isEqualTo(PlayerService.Refusal.NOT_ACTIVE);
        assertThat(service.players(cup)).hasSize(1);
    }

    @Test
    void aSubstituteTakesTheLeavingPlayersPlaceButNotATakenEntryNumber() {
        service.register(Actor.SYSTEM, player(1, "Wang Lei"));
        service.register(Actor.SYSTEM, player(2, "Li Na"));
        Player wang = service.players(cup).stream().filter(p -> p.entryNumber() == 1).findFirst().orElseThrow();
        assertThat(service.substitute(Actor.SYSTEM, cup, wang, player(2, "Zhang Wei")).refusal())
                .isEqualTo(PlayerService.Refusal.ENTRY_TAKEN);
        assertThat(service.player(cup, wang.id()).orElseThrow().status()).isEqualTo(PlayerStatus.ACTIVE);

        assertThat(service.substitute(Actor.SYSTEM, cup, wang, player(3, "Zhang Wei")).ok()).isTrue();
        Player zhang = service.players(cup).stream().filter(p -> p.entryNumber() == 3).findFirst().orElseThrow();
        assertThat(zhang.replacesPlayerId()).isEqualTo(wang.id());
        assertThat(service.player(cup, wang.id()).orElseThrow().status()).isNotEqualTo(PlayerStatus.ACTIVE);
    }

    @Test
    void teamsAreUniqueByNameInAnyCase() {
        assertThat(service.teamExists(cup, "Red")).isFalse();
        service.createTeam(Actor.SYSTEM, cup, "Red", null, "cn", null);
        assertThat(service.teamExists(cup, "RED")).isTrue();
        assertThat(service.teams(cup)).singleElement().satisfies(team -> assertThat(team.country()).isEqualTo("CN"));
    }

    @Test
    void aCsvIsImportedOnlyWhenCleanAndConfirmedAndCountsTheRegisteredPlayers() {
        service.register(Actor.SYSTEM, player(1, "Wang Lei"));
        String clash = "entry,name,native,country,team,ema\n1,Li Na,,CN,,\n";
        PlayerService.Import refused = service.importCsv(Actor.SYSTEM, cup, clash, true);
        assertThat(refused.imported()).isFalse();
        assertThat(refused.result().clean()).isFalse();
        assertThat(refused.result().lines().get(0).problems()).isNotEmpty();

        String clean = "entry,name,native,country,team,ema\n2,Li Na,,CN,Red,\n3,Zhang Wei,,CN,Red,\n";
        PlayerService.Import preview = service.importCsv(Actor.SYSTEM, cup, clean, false);
        assertThat(preview.result().clean()).isTrue();
        assertThat(preview.imported()).isFalse();
        assertThat(service.players(cup)).hasSize(1);

        PlayerService.Import done = service.importCsv(Actor.SYSTEM, cup, clean, true);
        assertThat(done.imported()).isTrue();
        assertThat(done.players()).isEqualTo(2);
        assertThat(service.players(cup)).hasSize(3);
        assertThat(service.teams(cup)).extracting(team -> team.name()).containsExactly("Red");
    }
}

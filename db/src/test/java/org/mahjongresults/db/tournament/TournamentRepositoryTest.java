package org.mahjongresults.db.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.engine.tournament.McrProfile;
import org.mahjongresults.engine.tournament.PlayerStatus;
import org.mahjongresults.engine.tournament.RuleSet;

class TournamentRepositoryTest {

    private final Clock clock = Clock.fixed(Instant.parse("2026-05-01T09:00:00Z"), ZoneOffset.UTC);
    private Database db;
    private AuditLog audit;
    private TournamentRepository repo;

    @BeforeEach
    void open() {
        db = TestDatabase.fresh();
        audit = new AuditLog(db, clock);
        repo = new TournamentRepository(db, clock, audit);
    }

    @AfterEach
    void close() {
        db.close();
    }

    @Test
    void aTournamentWithTeamsAndPlayersRoundTripsExactly() {
        Tournament t = Tournament.newMcr("Open d'Europe 2026 — \"Paris\" '; DROP TABLE player; --")
                .withDetails("Open d'Europe 2026 — \"Paris\" '; DROP TABLE player; --", "Salle 1",
                        LocalDate.of(2026, 5, 1), LocalDate.of(2026, 5, 3), true, 7);
        Tournament saved = repo.create(Actor.SYSTEM, t);

        Team dragons = repo.createTeam(Actor.SYSTEM,
                new Team(null, saved.id(), "Red Dragons", "红中队", "CN", "Li Wei"));
        Player p = repo.createPlayer(Actor.SYSTEM,
                Player.newPlayer(saved.id(), 7, "Sato Haruka", "佐藤 春香", "JP", dragons.id(), "09010042"));

        Tournament read = repo.find(saved.id()).orElseThrow();
        assertThat(read).isEqualTo(saved);
        assertThat(read.name()).isEqualTo("Open d'Europe 2026 — \"Paris\" '; DROP TABLE player; --");
        assertThat(read.ruleSet()).isEqualTo(RuleSet.MCR);
        assertThat(read.mcrProfile()).isEqualTo(McrProfile.WMO);
        assertThat(read.sessionCount()).isEqualTo(7);
        assertThat(read.appealFee()).isEqualByComparingTo(new BigDecimal("200"));
        assertThat(repo.teams(saved.id())).containsExactly(dragons);
        assertThat(repo.players(saved.id())).containsExactly(p);
        assertThat(p.nativeName()).isEqualTo("佐藤 春香");
        assertThat(p.status()).isEqualTo(PlayerStatus.ACTIVE);
        assertThat(audit.recent(saved.id(), 10)).extracting(AuditLog.Entry::action)
                .containsExactly("player.create", "team.create", "tournament.create");
    }

    @Test
    void anEditFromAStaleFormIsRefusedAndChangesNothing() {
        Tournament saved = repo.create(Actor.SYSTEM, Tournament.newMcr("Spring Cup"));
        Tournament first = repo.update(Actor.SYSTEM,
                saved.withDetails("Spring Cup 2026", null, null, null, false, 6));
        assertThat(first.version()).isEqualTo(1);

        assertThatThrownBy(() -> repo.update(Actor.SYSTEM,
                saved.withDetails("Lost edit", null, null, null, false, 6)))
                .isInstanceOf(StaleDataException.class);
        assertThat(repo.find(saved.id()).orElseThrow().name()).isEqualTo("Spring Cup 2026");
    }

    @Test
    void twoPlayersCannotShareAnEntryNumberAndTheFailedInsertLeavesNoTrace() {
        Tournament saved = repo.create(Actor.SYSTEM, Tournament.newMcr("Cup"));
        repo.createPlayer(Actor.SYSTEM,
                Player.newPlayer(saved.id(), 1, "A", null, null, null, null));
        assertThatThrownBy(() -> repo.createPlayer(Actor.SYSTEM,
                Player.newPlayer(saved.id(), 1, "B", null, null, null, null)))
                .isInstanceOf(RuntimeException.class);
        assertThat(repo.players(saved.id())).extracting(Player::name).containsExactly("A");
        assertThat(audit.recent(saved.id(), 10)).hasSize(2);
    }
}

package org.mahjongresults.db.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.account.StaffRepository;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.SessionInfo;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.engine.mcr.RuleProfile;
import org.mahjongresults.engine.tournament.PlayerStatus;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.engine.tournament.StaffRole;

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
        assertThat(read.mcrProfile()).isEqualTo(RuleProfile.WMO);
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
    void aTournamentIsCreatedWithItsDirectorOrNotAtAll() {
        StaffRepository staff = new StaffRepository(db, audit);
        long director = new UserRepository(db, clock, audit)
                .create(Actor.SYSTEM, "director", "Director", "hash", false).id();
        Tournament saved = repo.create(Actor.SYSTEM, Tournament.newMcr("Spring Cup"), director, staff);
        assertThat(staff.staff(saved.id())).extracting(StaffRepository.StaffMember::userId,
                StaffRepository.StaffMember::role).containsExactly(tuple(director, StaffRole.DIRECTOR));

        // No such user: the assignment fails, and the tournament is not left behind without a director.
        assertThatThrownBy(() -> repo.create(Actor.SYSTEM, Tournament.newMcr("Orphan Cup"), 999_999, staff))
                .isInstanceOf(RuntimeException.class);
        assertThat(repo.list()).extracting(Tournament::name).containsExactly("Spring Cup");
    }

    @Test
    void settingsAreSavedWithTheirScheduleOrNotAtAll() {
        DrawRepository draws = new DrawRepository(db, audit);
        Tournament saved = repo.create(Actor.SYSTEM, Tournament.newMcr("Spring Cup"));
        OffsetDateTime nine = OffsetDateTime.parse("2026-05-01T09:00:00Z");
        Tournament edited = repo.update(Actor.SYSTEM, saved.withDetails("Spring Cup 2026", null, null, null, false, 2),
                Map.of(1, nine));
        assertThat(edited.version()).isEqualTo(1);
        assertThat(draws.sessions(saved.id())).extracting(SessionInfo::number, TournamentRepositoryTest::start)
                .containsExactly(tuple(1, nine.toInstant()), tuple(2, null));

        // A stale form: neither the details nor the schedule change.
        assertThatThrownBy(() -> repo.update(Actor.SYSTEM, saved.withDetails("Lost edit", null, null, null, false, 2),
                Map.of(1, nine.plusHours(1), 2, nine.plusHours(4))))
                .isInstanceOf(StaleDataException.class);
        assertThat(repo.find(saved.id()).orElseThrow().name()).isEqualTo("Spring Cup 2026");
        assertThat(draws.sessions(saved.id())).extracting(TournamentRepositoryTest::start)
                .containsExactly(nine.toInstant(), null);
    }

    private static Instant start(SessionInfo s) {
        return s.scheduledStart() == null ? null : s.scheduledStart().toInstant();
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

    @Test
    void tournamentsAreListedAndTheirPlayersComeByEntryNumberWithTheNextNumberAboveTheHighest() {
        Tournament cup = repo.create(Actor.SYSTEM, Tournament.newMcr("Cup"));
        Tournament other = repo.create(Actor.SYSTEM, Tournament.newMcr("Other"));
        assertThat(repo.list()).extracting(Tournament::id).containsExactlyInAnyOrder(cup.id(), other.id());
        assertThat(repo.nextEntryNumber(cup.id())).isEqualTo(1);
        repo.createPlayer(Actor.SYSTEM, Player.newPlayer(cup.id(), 12, "Twelve", null, null, null, null));
        repo.createPlayer(Actor.SYSTEM, Player.newPlayer(cup.id(), 3, "Three", null, null, null, null));

        assertThat(repo.players(cup.id())).extracting(Player::entryNumber).containsExactly(3, 12);
        assertThat(repo.nextEntryNumber(cup.id())).isEqualTo(13);
        assertThat(repo.countPlayers(cup.id())).isEqualTo(2);
        assertThat(repo.players(other.id())).isEmpty();
        long twelve = repo.players(cup.id()).get(1).id();
        assertThat(repo.findPlayer(other.id(), twelve)).as("a player is found in his tournament only").isEmpty();
    }

    @Test
    void anEditedPlayerIsAuditedBeforeAndAfterAndBumpsTheResultsVersion() {
        Tournament cup = repo.create(Actor.SYSTEM, Tournament.newMcr("Cup"));
        Player p = repo.createPlayer(Actor.SYSTEM, Player.newPlayer(cup.id(), 1, "Li", null, "CN", null, null));
        long version = db.dsl().fetchValue("select results_version from tournament where id = ?", cup.id())
                instanceof Number n ? n.longValue() : -1;

        Player edited = repo.updatePlayer(Actor.SYSTEM, new Player(p.id(), cup.id(), 1, "Li Wei", "李伟", "CN",
                null, "04000001", PlayerStatus.ACTIVE, null, null));

        assertThat(repo.findPlayer(cup.id(), p.id())).contains(edited);
        assertThat(edited.nativeName()).isEqualTo("李伟");
        assertThat(((Number) db.dsl().fetchValue("select results_version from tournament where id = ?", cup.id()))
                .longValue()).isEqualTo(version + 1);
        AuditLog.Entry e = audit.recent(cup.id(), 1).get(0);
        assertThat(e.before()).isEqualTo("{\"id\":" + p.id() + ",\"entryNumber\":1,\"name\":\"Li\","
                + "\"nativeName\":null,\"country\":\"CN\",\"teamId\":null,\"emaId\":null,\"status\":\"ACTIVE\"}");
        assertThat(e.after()).contains("\"name\":\"Li Wei\"").contains("\"emaId\":\"04000001\"");
    }

    @Test
    void aWithdrawnPlayerLeavesOnceAndASubstituteTakesHisPlaceLinkedToHim() {
        Tournament cup = repo.create(Actor.SYSTEM, Tournament.newMcr("Cup"));
        Player leaving = repo.createPlayer(Actor.SYSTEM, Player.newPlayer(cup.id(), 1, "A", null, null, null, null));
        Player other = repo.createPlayer(Actor.SYSTEM, Player.newPlayer(cup.id(), 2, "B", null, null, null, null));

        Player sub = repo.substitute(Actor.SYSTEM, cup.id(), leaving.id(), 2,
                Player.newPlayer(cup.id(), 3, "Sub", null, null, null, null));

        Player gone = repo.findPlayer(cup.id(), leaving.id()).orElseThrow();
        assertThat(gone.status()).isEqualTo(PlayerStatus.WITHDRAWN);
        assertThat(gone.lastSession()).isEqualTo(2);
        assertThat(sub.replacesPlayerId()).isEqualTo(leaving.id());
        assertThat(sub.status()).isEqualTo(PlayerStatus.ACTIVE);
        assertThatThrownBy(() -> repo.withdraw(Actor.SYSTEM, cup.id(), leaving.id(), 3))
                .isInstanceOf(StaleDataException.class).hasMessageContaining("player.notActive");
        assertThatThrownBy(() -> repo.substitute(Actor.SYSTEM, cup.id(), leaving.id(), 3,
                Player.newPlayer(cup.id(), 4, "Second sub", null, null, null, null)))
                .isInstanceOf(StaleDataException.class);
        assertThat(repo.players(cup.id())).extracting(Player::name).containsExactly("A", "B", "Sub");

        repo.withdraw(Actor.SYSTEM, cup.id(), other.id(), 0);
        assertThat(repo.findPlayer(cup.id(), other.id()).orElseThrow().lastSession()).isZero();
    }

    @Test
    void anImportCreatesMissingTeamsByNameWhateverTheCaseAndIsAllOrNothing() {
        Tournament cup = repo.create(Actor.SYSTEM, Tournament.newMcr("Cup"));
        Team existing = repo.createTeam(Actor.SYSTEM, new Team(null, cup.id(), "Red Dragons", null, "CN", null));

        int created = repo.importPlayers(Actor.SYSTEM, cup.id(), java.util.List.of(
                new PlayerImportRow(1, "Li", "李", "CN", "red dragons", null),
                new PlayerImportRow(2, "Kim", null, "KR", "White Tigers", "1"),
                new PlayerImportRow(3, "Lee", null, "KR", "WHITE TIGERS", null),
                new PlayerImportRow(4, "Solo", null, null, null, null)));

        assertThat(created).isEqualTo(4);
        assertThat(repo.teams(cup.id())).extracting(Team::name).containsExactlyInAnyOrder("Red Dragons",
                "White Tigers");
        var players = repo.players(cup.id());
        assertThat(players.get(0).teamId()).isEqualTo(existing.id());
        assertThat(players.get(1).teamId()).isEqualTo(players.get(2).teamId()).isNotNull();
        assertThat(players.get(3).teamId()).isNull();

        assertThatThrownBy(() -> repo.importPlayers(Actor.SYSTEM, cup.id(), java.util.List.of(
                new PlayerImportRow(5, "New", null, null, "Blue Winds", null),
                new PlayerImportRow(1, "Duplicate entry", null, null, null, null))))
                .isInstanceOf(RuntimeException.class);
        assertThat(repo.countPlayers(cup.id())).isEqualTo(4);
        assertThat(repo.teams(cup.id())).hasSize(2);
    }
}

package org.mahjongresults.db.tournament;

import static org.mahjongresults.db.jooq.Tables.PLAYER;
import static org.mahjongresults.db.jooq.Tables.TEAM;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.jooq.DSLContext;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.ResultsVersion;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.account.StaffRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.jooq.tables.records.PlayerRecord;
import org.mahjongresults.db.jooq.tables.records.TeamRecord;
import org.mahjongresults.db.jooq.tables.records.TournamentRecord;
import org.mahjongresults.engine.tournament.PlayerStatus;
import org.mahjongresults.engine.tournament.RankingOrder;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.engine.tournament.TablePointSystem;
import org.mahjongresults.engine.tournament.TieRule;
import org.mahjongresults.engine.tournament.TournamentStatus;

/** Tournaments, their teams and their players. Every write is audited in its own transaction. */
public final class TournamentRepository {

    private final Database db;
    private final Clock clock;
    private final AuditLog audit;

    public TournamentRepository(Database db, Clock clock, AuditLog audit) {
        this.db = db;
        this.clock = clock;
        this.audit = audit;
    }

    public Tournament create(Actor actor, Tournament t) {
        return db.transaction(tx -> insert(tx, actor, t));
    }

    /**
     * Creates a tournament and makes {@code directorId} its director in one transaction, so that no tournament is
     * ever left without the director who created it.
     */
    public Tournament create(Actor actor, Tournament t, long directorId, StaffRepository staff) {
        return db.transaction(tx -> {
            Tournament saved = insert(tx, actor, t);
            staff.assign(tx, actor, saved.id(), directorId, StaffRole.DIRECTOR, java.util.Set.of());
            return saved;
        });
    }

    public Tournament update(Actor actor, Tournament t) {
        return db.transaction(tx -> update(tx, actor, t));
    }

    /**
     * Saves the edited tournament and its sessions' scheduled starts in one transaction: both, or neither when
     * someone else saved the tournament meanwhile ({@link StaleDataException}).
     */
    public Tournament update(Actor actor, Tournament t, java.util.Map<Integer, OffsetDateTime> schedule) {
        return db.transaction(tx -> {
            Tournament saved = update(tx, actor, t);
            org.mahjongresults.db.draw.DrawRepository.schedule(tx, t.id(), t.sessionCount(), schedule);
            return saved;
        });
    }

    /** As {@link #update(Actor, Tournament, java.util.Map)}, with a riichi tournament's preset and length in the same transaction. */
    public Tournament update(Actor actor, Tournament t, java.util.Map<Integer, OffsetDateTime> schedule,
                             org.mahjongresults.db.riichi.RiichiSettings riichi) {
        return db.transaction(tx -> {
            Tournament saved = update(tx, actor, t);
            org.mahjongresults.db.draw.DrawRepository.schedule(tx, t.id(), t.sessionCount(), schedule);
            org.mahjongresults.db.riichi.RiichiSettingsRepository.save(tx, t.id(), riichi);
            return saved;
        });
    }

    public Optional<Tournament> find(long id) {
        return find(db.dsl(), id);
    }

    public List<Tournament> list() {
        return list(db.dsl());
    }

    public Team createTeam(Actor actor, Team team) {
        return db.transaction(tx -> insertTeam(tx, actor, team));
    }

    public List<Team> teams(long tournamentId) {
        return teams(db.dsl(), tournamentId);
    }

    public Player createPlayer(Actor actor, Player player) {
        return db.transaction(tx -> insertPlayer(tx, actor, player));
    }

    public List<Player> players(long tournamentId) {
        return players(db.dsl(), tournamentId);
    }

    public Optional<Player> findPlayer(long tournamentId, long playerId) {
        return db.dsl().selectFrom(PLAYER)
                .where(PLAYER.ID.eq(playerId))
                .and(PLAYER.TOURNAMENT_ID.eq(tournamentId))
                .fetchOptional(TournamentRepository::mapPlayer);
    }

    /** The next free entry number (one above the highest). */
    public int nextEntryNumber(long tournamentId) {
        Integer max = db.dsl().select(org.jooq.impl.DSL.max(PLAYER.ENTRY_NUMBER))
                .from(PLAYER)
                .where(PLAYER.TOURNAMENT_ID.eq(tournamentId))
                .fetchOne(0, Integer.class);
        return max == null ? 1 : max + 1;
    }

    /** Saves a player's edited details (names, country, team, EMA id). */
    public Player updatePlayer(Actor actor, Player p) {
        return db.transaction(tx -> {
            Player before = tx.selectFrom(PLAYER).where(PLAYER.ID.eq(p.id())).fetchOptional(TournamentRepository::mapPlayer)
                    .orElseThrow(() -> new StaleDataException("player.gone"));
            tx.update(PLAYER)
                    .set(PLAYER.ENTRY_NUMBER, p.entryNumber())
                    .set(PLAYER.NAME, p.name())
                    .set(PLAYER.NATIVE_NAME, p.nativeName())
                    .set(PLAYER.FAMILY_NAME, p.familyName())
                    .set(PLAYER.GIVEN_NAME, p.givenName())
                    .set(PLAYER.COUNTRY, p.country())
                    .set(PLAYER.TEAM_ID, p.teamId())
                    .set(PLAYER.EMA_ID, p.emaId())
                    .where(PLAYER.ID.eq(p.id()))
                    .execute();
            Player after = tx.selectFrom(PLAYER).where(PLAYER.ID.eq(p.id())).fetchOne(TournamentRepository::mapPlayer);
            resultsChanged(tx, p.tournamentId());
            audit.record(tx, actor, "player.update", "player", p.id(), p.tournamentId(),
                    JsonCodec.write(before.snapshot()), JsonCodec.write(after.snapshot()));
            return after;
        });
    }

    /** The player leaves after session {@code lastSession} (0: before the first); results so far stand. */
    public void withdraw(Actor actor, long tournamentId, long playerId, int lastSession) {
        db.transaction(tx -> {
            withdraw(tx, actor, tournamentId, playerId, lastSession);
            return null;
        });
    }

    private void withdraw(DSLContext tx, Actor actor, long tournamentId, long playerId, int lastSession) {
        int n = tx.update(PLAYER)
                .set(PLAYER.STATUS, PlayerStatus.WITHDRAWN)
                .set(PLAYER.LAST_SESSION, lastSession)
                .where(PLAYER.ID.eq(playerId))
                .and(PLAYER.TOURNAMENT_ID.eq(tournamentId))
                .and(PLAYER.STATUS.eq(PlayerStatus.ACTIVE))
                .execute();
        if (n == 0) {
            throw new StaleDataException("player.notActive");
        }
        resultsChanged(tx, tournamentId);
        audit.record(tx, actor, "player.withdraw", "player", playerId, tournamentId, null,
                JsonCodec.write(java.util.Map.of("lastSession", lastSession)));
    }

    /** A referee's sanction takes the player out (suspended or disqualified) after session {@code lastSession}. */
    public void setStatus(Actor actor, long tournamentId, long playerId, PlayerStatus status, int lastSession) {
        db.transaction(tx -> {
            tx.update(PLAYER)
                    .set(PLAYER.STATUS, status)
                    .set(PLAYER.LAST_SESSION, lastSession)
                    .where(PLAYER.ID.eq(playerId))
                    .and(PLAYER.TOURNAMENT_ID.eq(tournamentId))
                    .execute();
            resultsChanged(tx, tournamentId);
            audit.record(tx, actor, "player.status", "player", playerId, tournamentId, null,
                    JsonCodec.write(new StatusChange(status.name(), lastSession)));
            return null;
        });
    }

    /** A substitute takes the place of a player who leaves after {@code lastSession}; one transaction. */
    public Player substitute(Actor actor, long tournamentId, long leavingPlayerId, int lastSession, Player substitute) {
        return db.transaction(tx -> {
            withdraw(tx, actor, tournamentId, leavingPlayerId, lastSession);
            Player withLink = new Player(null, tournamentId, substitute.entryNumber(), substitute.name(),
                    substitute.nativeName(), substitute.country(), substitute.teamId(), substitute.emaId(),
                    PlayerStatus.ACTIVE, leavingPlayerId, null, substitute.familyName(), substitute.givenName());
            return insertPlayer(tx, actor, withLink);
        });
    }

    /** Imports checked rows: missing teams are created by name; all or nothing. Returns the players created. */
    public int importPlayers(Actor actor, long tournamentId, List<PlayerImportRow> rows) {
        return db.transaction(tx -> {
            java.util.Map<String, Long> teamIds = new java.util.HashMap<>();
            for (Team t : teams(tx, tournamentId)) {
                teamIds.put(t.name().toLowerCase(java.util.Locale.ROOT), t.id());
            }
            for (PlayerImportRow row : rows) {
                Long teamId = null;
                if (row.teamName() != null) {
                    String key = row.teamName().toLowerCase(java.util.Locale.ROOT);
                    teamId = teamIds.get(key);
                    if (teamId == null) {
                        teamId = insertTeam(tx, actor, new Team(null, tournamentId, row.teamName(), null, row.country(),
                                null)).id();
                        teamIds.put(key, teamId);
                    }
                }
                insertPlayer(tx, actor, Player.newPlayer(tournamentId, row.entryNumber(), row.name(), row.nativeName(),
                        row.country(), teamId, row.emaId()).withNameParts(row.familyName(), row.givenName()));
            }
            return rows.size();
        });
    }

    public int countPlayers(long tournamentId) {
        return countPlayers(db.dsl(), tournamentId);
    }

    public Tournament insert(DSLContext tx, Actor actor, Tournament t) {
        TournamentRecord r = tx.newRecord(TOURNAMENT);
        fill(r, t);
        r.setCreatedAt(OffsetDateTime.now(clock));
        r.store();
        Tournament saved = map(r);
        audit.record(tx, actor, "tournament.create", "tournament", saved.id(), saved.id(), null,
                JsonCodec.write(saved.snapshot()));
        return saved;
    }

    /** Saves an edited tournament; refused with {@link StaleDataException} if someone saved it in between. */
    public Tournament update(DSLContext tx, Actor actor, Tournament t) {
        Tournament before = find(tx, t.id()).orElseThrow(() -> new StaleDataException("tournament.gone"));
        TournamentRecord r = tx.newRecord(TOURNAMENT);
        fill(r, t);
        r.setVersion(t.version() + 1);
        int n = tx.update(TOURNAMENT)
                .set(r)
                .where(TOURNAMENT.ID.eq(t.id()))
                .and(TOURNAMENT.VERSION.eq(t.version()))
                .execute();
        if (n == 0) {
            throw new StaleDataException("tournament.stale");
        }
        Tournament after = find(tx, t.id()).orElseThrow();
        audit.record(tx, actor, "tournament.update", "tournament", t.id(), t.id(),
                JsonCodec.write(before.snapshot()), JsonCodec.write(after.snapshot()));
        return after;
    }

    public Optional<Tournament> find(DSLContext dsl, long id) {
        return dsl.selectFrom(TOURNAMENT)
                .where(TOURNAMENT.ID.eq(id))
                .fetchOptional(TournamentRepository::map);
    }

    /** All tournaments, newest first. */
    public List<Tournament> list(DSLContext dsl) {
        return dsl.selectFrom(TOURNAMENT)
                .orderBy(TOURNAMENT.STARTS_ON.desc().nullsFirst(), TOURNAMENT.ID.desc())
                .fetch(TournamentRepository::map);
    }

    public Team insertTeam(DSLContext tx, Actor actor, Team team) {
        TeamRecord r = tx.newRecord(TEAM);
        r.setTournamentId(team.tournamentId());
        r.setName(team.name());
        r.setNativeName(team.nativeName());
        r.setCountry(team.country());
        r.setLeaderName(team.leaderName());
        r.store();
        Team saved = mapTeam(r);
        resultsChanged(tx, saved.tournamentId());
        audit.record(tx, actor, "team.create", "team", saved.id(), saved.tournamentId(), null,
                JsonCodec.write(java.util.Map.of("name", saved.name())));
        return saved;
    }

    public List<Team> teams(DSLContext dsl, long tournamentId) {
        return dsl.selectFrom(TEAM)
                .where(TEAM.TOURNAMENT_ID.eq(tournamentId))
                .orderBy(TEAM.NAME)
                .fetch(TournamentRepository::mapTeam);
    }

    public Player insertPlayer(DSLContext tx, Actor actor, Player p) {
        PlayerRecord r = tx.newRecord(PLAYER);
        r.setTournamentId(p.tournamentId());
        r.setEntryNumber(p.entryNumber());
        r.setName(p.name());
        r.setNativeName(p.nativeName());
        r.setFamilyName(p.familyName());
        r.setGivenName(p.givenName());
        r.setCountry(p.country());
        r.setTeamId(p.teamId());
        r.setEmaId(p.emaId());
        r.setStatus(p.status());
        r.setReplacesPlayerId(p.replacesPlayerId());
        r.setLastSession(p.lastSession());
        r.store();
        Player saved = mapPlayer(r);
        resultsChanged(tx, saved.tournamentId());
        audit.record(tx, actor, "player.create", "player", saved.id(), saved.tournamentId(), null,
                JsonCodec.write(saved.snapshot()));
        return saved;
    }

    /** The players of a tournament in entry-number order. */
    public List<Player> players(DSLContext dsl, long tournamentId) {
        return dsl.selectFrom(PLAYER)
                .where(PLAYER.TOURNAMENT_ID.eq(tournamentId))
                .orderBy(PLAYER.ENTRY_NUMBER)
                .fetch(TournamentRepository::mapPlayer);
    }

    public int countPlayers(DSLContext dsl, long tournamentId) {
        return dsl.fetchCount(PLAYER, PLAYER.TOURNAMENT_ID.eq(tournamentId));
    }

    /** Names and fields shown on the results pages changed: their cached renderings must go. */
    private static void resultsChanged(DSLContext tx, long tournamentId) {
        ResultsVersion.bump(tx, tournamentId);
    }

    private static void fill(TournamentRecord r, Tournament t) {
        r.setName(t.name());
        r.setVenue(t.venue());
        r.setStartsOn(t.startsOn());
        r.setEndsOn(t.endsOn());
        r.setRuleSet(t.ruleSet());
        r.setMcrProfile(t.mcrProfile());
        r.setTablePointSystem(t.tablePointSystem());
        r.setTieRule(t.tieRule());
        r.setRankingOrder(t.rankingOrder());
        r.setSessionCount(t.sessionCount());
        r.setHandsPerSession(t.handsPerSession());
        r.setSessionMinutes(t.sessionMinutes());
        r.setStartingStake(t.startingStake());
        r.setAppealFee(t.appealFee());
        r.setAppealCurrency(t.appealCurrency());
        r.setTeamEvent(t.teamEvent());
        r.setKeepCountriesApart(t.keepCountriesApart());
        r.setStandingsVisible(t.standingsVisible());
        r.setPublishPenalties(t.publishPenalties());
        r.setPublishAppeals(t.publishAppeals());
        r.setDefaultLanguage(t.defaultLanguage());
        r.setStatus(t.status());
        r.setDrawStatus(t.drawStatus());
        r.setDrawSeed(t.drawSeed());
        r.setVersion(t.version());
    }

    static Tournament map(TournamentRecord r) {
        return new Tournament(r.getId(), r.getName(), r.getVenue(), r.getStartsOn(), r.getEndsOn(),
                r.getRuleSet(), r.getMcrProfile(), r.getTablePointSystem(), r.getTieRule(), r.getRankingOrder(),
                r.getSessionCount(), r.getHandsPerSession(),
                r.getSessionMinutes(), r.getStartingStake(), r.getAppealFee(), r.getAppealCurrency(),
                r.getTeamEvent(), r.getKeepCountriesApart(), r.getStandingsVisible(), r.getPublishPenalties(),
                r.getPublishAppeals(), r.getDefaultLanguage(), r.getStatus(),
                r.getDrawStatus(), r.getDrawSeed(), r.getVersion());
    }

    static Team mapTeam(TeamRecord r) {
        return new Team(r.getId(), r.getTournamentId(), r.getName(), r.getNativeName(), r.getCountry(),
                r.getLeaderName());
    }

    static Player mapPlayer(PlayerRecord r) {
        return new Player(r.getId(), r.getTournamentId(), r.getEntryNumber(), r.getName(), r.getNativeName(),
                r.getCountry(), r.getTeamId(), r.getEmaId(), r.getStatus(),
                r.getReplacesPlayerId(), r.getLastSession(), r.getFamilyName() == null ? r.getName() : r.getFamilyName(),
                r.getGivenName());
    }

    /** The audit log's record of a player's status set by a sanction. */
    private record StatusChange(String status, int lastSession) {
    }
}

package org.mahjongresults.db.season;

import static org.mahjongresults.db.jooq.Tables.PERSON;
import static org.mahjongresults.db.jooq.Tables.PLAYER;
import static org.mahjongresults.db.jooq.Tables.SEASON;
import static org.mahjongresults.db.jooq.Tables.SEASON_TOURNAMENT;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.jooq.tables.records.SeasonRecord;
import org.mahjongresults.engine.season.SeasonBasis;

/** Seasons across tournaments: their rule and tournaments, and the persons behind the tournaments' players. */
public final class SeasonRepository {

    private final Database db;
    private final Clock clock;
    private final AuditLog audit;

    public SeasonRepository(Database db, Clock clock, AuditLog audit) {
        this.db = db;
        this.clock = clock;
        this.audit = audit;
    }

    public List<Season> list() {
        List<SeasonRecord> seasons = db.dsl().selectFrom(SEASON)
                .orderBy(SEASON.ID.desc())
                .fetch();
        List<Season> out = new ArrayList<>();
        for (SeasonRecord r : seasons) {
            out.add(map(r, members(db.dsl(), r.getId())));
        }
        return out;
    }

    public Optional<Season> find(long id) {
        return db.dsl().selectFrom(SEASON)
                .where(SEASON.ID.eq(id))
                .fetchOptional(r -> map(r, members(db.dsl(), r.getId())));
    }

    public Season create(Actor actor, Season s) {
        return db.transaction(tx -> {
            long id = tx.insertInto(SEASON)
                    .set(SEASON.NAME, s.name())
                    .set(SEASON.BASIS, s.basis().name())
                    .set(SEASON.BEST_K, s.bestK())
                    .set(SEASON.PLACE_POINTS, points(s.placePoints()))
                    .set(SEASON.CREATED_BY, actor.userId())
                    .set(SEASON.CREATED_AT, OffsetDateTime.now(clock))
                    .returningResult(SEASON.ID)
                    .fetchOne()
                    .value1();
            writeMembers(tx, id, s.tournaments());
            audit.record(tx, actor, "season.create", "season", id, null, null, JsonCodec.write(snapshot(s)));
            return find(tx, id);
        });
    }

    /** Saves the rule and the tournaments; {@link StaleDataException} if someone saved it since {@code s} was read. */
    public Season update(Actor actor, Season s) {
        return db.transaction(tx -> {
            Season before = find(tx, s.id());
            int updated = tx.update(SEASON)
                    .set(SEASON.NAME, s.name())
                    .set(SEASON.BASIS, s.basis().name())
                    .set(SEASON.BEST_K, s.bestK())
                    .set(SEASON.PLACE_POINTS, points(s.placePoints()))
                    .set(SEASON.VERSION, SEASON.VERSION.plus(1))
                    .where(SEASON.ID.eq(s.id()))
                    .and(SEASON.VERSION.eq(s.version()))
                    .execute();
            if (updated == 0) {
                throw new StaleDataException("season " + s.id() + " changed since it was read");
            }
            tx.deleteFrom(SEASON_TOURNAMENT)
                    .where(SEASON_TOURNAMENT.SEASON_ID.eq(s.id()))
                    .execute();
            writeMembers(tx, s.id(), s.tournaments());
            audit.record(tx, actor, "season.update", "season", s.id(), null, JsonCodec.write(snapshot(before)),
                    JsonCodec.write(snapshot(s)));
            return find(tx, s.id());
        });
    }

    /**
     * The person of each player of these tournaments, by player id, a merged duplicate followed to the person it was
     * merged into; players not linked to a person are left out.
     */
    public Map<Long, Long> personsOfPlayers(List<Long> tournamentIds) {
        Map<Long, Long> mergedInto = new HashMap<>();
        db.dsl().select(PERSON.ID, PERSON.MERGED_INTO)
                .from(PERSON)
                .where(PERSON.MERGED_INTO.isNotNull())
                .forEach(r -> mergedInto.put(r.value1(), r.value2()));
        Map<Long, Long> out = new HashMap<>();
        db.dsl().select(PLAYER.ID, PLAYER.PERSON_ID)
                .from(PLAYER)
                .where(PLAYER.TOURNAMENT_ID.in(tournamentIds))
                .and(PLAYER.PERSON_ID.isNotNull())
                .forEach(r -> {
                    long person = r.value2();
                    for (int hops = 0; hops < 10 && mergedInto.containsKey(person); hops++) {
                        person = mergedInto.get(person);
                    }
                    out.put(r.value1(), person);
                });
        return out;
    }

    /**
     * What a season's standings are computed from: the season's own version, each of its tournaments' versions and
     * results versions, and the players' links to persons (how many, the sum of the persons linked, the merges).
     * Equal fingerprints, equal standings.
     */
    public record Fingerprint(Integer season, List<TournamentAt> tournaments, int linked, BigDecimal linkedSum,
                              Integer merges) {
    }

    /** One of a season's tournaments at its tournament version and results version. */
    public record TournamentAt(long id, int version, long results) {
    }

    public Fingerprint fingerprint(long seasonId) {
        Integer version = db.dsl().select(SEASON.VERSION)
                .from(SEASON)
                .where(SEASON.ID.eq(seasonId))
                .fetchOne(SEASON.VERSION);
        List<TournamentAt> tournaments = db.dsl()
                .select(TOURNAMENT.ID, TOURNAMENT.VERSION, TOURNAMENT.RESULTS_VERSION)
                .from(SEASON_TOURNAMENT)
                .join(TOURNAMENT).on(TOURNAMENT.ID.eq(SEASON_TOURNAMENT.TOURNAMENT_ID))
                .where(SEASON_TOURNAMENT.SEASON_ID.eq(seasonId))
                .orderBy(TOURNAMENT.ID)
                .fetch(r -> new TournamentAt(r.value1(), r.value2(), r.value3()));
        var links = db.dsl().select(DSL.count(PLAYER.PERSON_ID), DSL.sum(PLAYER.PERSON_ID))
                .from(PLAYER)
                .join(SEASON_TOURNAMENT).on(SEASON_TOURNAMENT.TOURNAMENT_ID.eq(PLAYER.TOURNAMENT_ID))
                .where(SEASON_TOURNAMENT.SEASON_ID.eq(seasonId))
                .fetchOne();
        Integer merges = db.dsl().selectCount()
                .from(PERSON)
                .where(PERSON.MERGED_INTO.isNotNull())
                .fetchOne(0, Integer.class);
        return new Fingerprint(version, tournaments, links == null ? 0 : links.value1(),
                links == null || links.value2() == null ? BigDecimal.ZERO : links.value2(), merges);
    }

    private Season find(DSLContext tx, long id) {
        return tx.selectFrom(SEASON)
                .where(SEASON.ID.eq(id))
                .fetchOptional(r -> map(r, members(tx, id)))
                .orElseThrow();
    }

    private static void writeMembers(DSLContext tx, long seasonId, List<Season.Member> members) {
        int position = 0;
        for (Season.Member m : members) {
            tx.insertInto(SEASON_TOURNAMENT)
                    .set(SEASON_TOURNAMENT.SEASON_ID, seasonId)
                    .set(SEASON_TOURNAMENT.TOURNAMENT_ID, m.tournamentId())
                    .set(SEASON_TOURNAMENT.POSITION, position++)
                    .set(SEASON_TOURNAMENT.CLASS_WEIGHT, m.classWeight())
                    .set(SEASON_TOURNAMENT.DAYS, m.days())
                    .set(SEASON_TOURNAMENT.QUALIFICATION, m.qualification())
                    .execute();
        }
    }

    private static List<Season.Member> members(DSLContext dsl, long seasonId) {
        return dsl.selectFrom(SEASON_TOURNAMENT)
                .where(SEASON_TOURNAMENT.SEASON_ID.eq(seasonId))
                .orderBy(SEASON_TOURNAMENT.POSITION)
                .fetch(r -> new Season.Member(r.getTournamentId(), r.getClassWeight(), r.getDays(),
                        r.getQualification()));
    }

    private static Season map(SeasonRecord r, List<Season.Member> members) {
        List<BigDecimal> points = r.getPlacePoints() == null || r.getPlacePoints().isBlank() ? List.of()
                : Arrays.stream(r.getPlacePoints().split(",")).map(String::strip).map(BigDecimal::new).toList();
        return new Season(r.getId(), r.getName(), SeasonBasis.valueOf(r.getBasis()), r.getBestK(), points,
                r.getCreatedBy(), r.getVersion(), members);
    }

    private static String points(List<BigDecimal> points) {
        return points.isEmpty() ? null
                : points.stream().map(BigDecimal::toPlainString).collect(Collectors.joining(","));
    }

    private static Map<String, Object> snapshot(Season s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", s.name());
        m.put("basis", s.basis().name());
        m.put("bestK", s.bestK());
        m.put("placePoints", points(s.placePoints()));
        m.put("tournaments", s.tournaments().stream()
                .map(t -> t.tournamentId() + ":" + t.classWeight().toPlainString() + ":" + t.days() + "d"
                        + (t.qualification() ? ":q" : "")).toList());
        return m;
    }
}

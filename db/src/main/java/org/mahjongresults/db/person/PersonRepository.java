package org.mahjongresults.db.person;

import static org.mahjongresults.db.jooq.Tables.PAST_RESULT;
import static org.mahjongresults.db.jooq.Tables.PAST_TOURNAMENT;
import static org.mahjongresults.db.jooq.Tables.PERSON;
import static org.mahjongresults.db.jooq.Tables.PERSON_MERGE;
import static org.mahjongresults.db.jooq.Tables.PERSON_MERGE_ENTRY;
import static org.mahjongresults.db.jooq.Tables.PLAYER;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.mahjongresults.engine.tournament.TournamentStatus;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Record;
import org.jooq.impl.DSL;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.jooq.tables.records.PastResultRecord;
import org.mahjongresults.db.jooq.tables.records.PastTournamentRecord;
import org.mahjongresults.db.jooq.tables.records.PersonRecord;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.engine.results.TablePoints;

/**
 * The registry of persons: matching tournament entries to persons, linking them once confirmed, merging duplicates
 * (audited, undoable), and past tournaments imported from results files. Every write is audited in its transaction.
 */
public final class PersonRepository {

    private final Database db;
    private final Clock clock;
    private final AuditLog audit;

    public PersonRepository(Database db, Clock clock, AuditLog audit) {
        this.db = db;
        this.clock = clock;
        this.audit = audit;
    }

    public Optional<Person> find(long id) {
        return db.dsl().selectFrom(PERSON)
                .where(PERSON.ID.eq(id))
                .fetchOptional(PersonRepository::map);
    }

    /**
     * Persons with an entry the public may see (a published tournament whose standings are shown, or a past
     * tournament), whose name, native-script name or EMA number matches {@code query}; merged duplicates left out.
     */
    public List<Person> search(String query, int limit) {
        String like = "%" + query.toLowerCase(Locale.ROOT).replace("\\", "\\\\").replace("%", "\\%")
                .replace("_", "\\_") + "%";
        return db.dsl().selectFrom(PERSON)
                .where(PERSON.MERGED_INTO.isNull())
                .and(DSL.lower(PERSON.NAME).like(like, '\\')
                        .or(DSL.lower(PERSON.NATIVE_NAME).like(like, '\\'))
                        .or(PERSON.EMA_ID.eq(query)))
                .and(publiclyEntered())
                .orderBy(PERSON.NAME, PERSON.ID)
                .limit(limit)
                .fetch(PersonRepository::map);
    }

    /** The persons of one country with an entry the public may see, merged duplicates left out. */
    public List<Person> ofCountry(String country) {
        return db.dsl().selectFrom(PERSON)
                .where(PERSON.MERGED_INTO.isNull())
                .and(PERSON.COUNTRY.eq(country))
                .and(publiclyEntered())
                .orderBy(PERSON.NAME, PERSON.ID)
                .fetch(PersonRepository::map);
    }

    /** The countries of persons the public may see, in order. */
    public List<String> countries() {
        return db.dsl().selectDistinct(PERSON.COUNTRY)
                .from(PERSON)
                .where(PERSON.MERGED_INTO.isNull())
                .and(PERSON.COUNTRY.isNotNull())
                .and(publiclyEntered())
                .orderBy(PERSON.COUNTRY)
                .fetch(PERSON.COUNTRY);
    }

    private static Condition publiclyEntered() {
        return DSL.exists(DSL.selectOne()
                        .from(PLAYER)
                        .join(TOURNAMENT).on(TOURNAMENT.ID.eq(PLAYER.TOURNAMENT_ID))
                        .where(PLAYER.PERSON_ID.eq(PERSON.ID))
                        .and(TOURNAMENT.STATUS.ne(TournamentStatus.DRAFT))
                        .and(TOURNAMENT.STANDINGS_VISIBLE.isTrue()))
                .or(DSL.exists(DSL.selectOne()
                        .from(PAST_RESULT)
                        .where(PAST_RESULT.PERSON_ID.eq(PERSON.ID))));
    }

    /** The administrator's edit of a person's details (audited); stale if merged meanwhile. */
    public Person update(Actor actor, Person p) {
        return db.transaction(tx -> {
            Person before = active(tx, p.id());
            tx.update(PERSON)
                    .set(PERSON.NAME, p.name())
                    .set(PERSON.NATIVE_NAME, p.nativeName())
                    .set(PERSON.COUNTRY, p.country())
                    .set(PERSON.EMA_ID, p.emaId())
                    .set(PERSON.FEDERATION_ID, p.federationId())
                    .where(PERSON.ID.eq(p.id()))
                    .execute();
            Person after = active(tx, p.id());
            audit.record(tx, actor, "person.update", "person", p.id(), null, JsonCodec.write(before.snapshot()),
                    JsonCodec.write(after.snapshot()));
            return after;
        });
    }

    // Matching -----------------------------------------------------------------------------------------------

    /**
     * The persons an entry may be: those with its EMA number exactly; without an EMA number (or none with it),
     * those with its name (Latin, case aside, or native script) and its country. Merged duplicates are never
     * proposed.
     */
    public List<Person> candidates(Entry e) {
        return candidates(db.dsl(), e);
    }

    private static List<Person> candidates(DSLContext tx, Entry e) {
        if (e.emaId() != null && !e.emaId().isBlank()) {
            List<Person> byEma = tx.selectFrom(PERSON)
                    .where(PERSON.MERGED_INTO.isNull())
                    .and(PERSON.EMA_ID.eq(e.emaId()))
                    .orderBy(PERSON.ID)
                    .fetch(PersonRepository::map);
            if (!byEma.isEmpty()) {
                return byEma;
            }
        }
        Condition name = DSL.lower(PERSON.NAME).eq(e.name().toLowerCase(Locale.ROOT));
        if (e.nativeName() != null && !e.nativeName().isBlank()) {
            name = name.or(PERSON.NATIVE_NAME.eq(e.nativeName()));
        }
        Condition country = e.country() == null ? PERSON.COUNTRY.isNull() : PERSON.COUNTRY.eq(e.country());
        return tx.selectFrom(PERSON)
                .where(PERSON.MERGED_INTO.isNull())
                .and(name)
                .and(country)
                .orderBy(PERSON.ID)
                .limit(10)
                .fetch(PersonRepository::map);
    }

    /** The tournament's players not yet linked to a person, by entry number. */
    public List<Entry> unlinkedPlayers(long tournamentId) {
        return unlinkedPlayers(db.dsl(), tournamentId);
    }

    private static List<Entry> unlinkedPlayers(DSLContext tx, long tournamentId) {
        return tx.selectFrom(PLAYER)
                .where(PLAYER.TOURNAMENT_ID.eq(tournamentId))
                .and(PLAYER.PERSON_ID.isNull())
                .orderBy(PLAYER.ENTRY_NUMBER)
                .fetch(r -> new Entry(false, r.getId(), r.getTournamentId(), r.getName(), r.getNativeName(),
                        r.getCountry(), r.getEmaId(), null));
    }

    /** The past tournament's result lines not yet linked to a person, in file order. */
    public List<Entry> unlinkedResults(long pastTournamentId) {
        return unlinkedResults(db.dsl(), pastTournamentId);
    }

    private static List<Entry> unlinkedResults(DSLContext tx, long pastTournamentId) {
        return tx.selectFrom(PAST_RESULT)
                .where(PAST_RESULT.PAST_TOURNAMENT_ID.eq(pastTournamentId))
                .and(PAST_RESULT.PERSON_ID.isNull())
                .orderBy(PAST_RESULT.LINE_NUMBER)
                .fetch(r -> new Entry(true, r.getId(), r.getPastTournamentId(), r.getName(), null, r.getCountry(),
                        r.getEmaId(), null));
    }

    /** One entry of a tournament (a player) or of a past tournament (a result line), linked or not. */
    public Optional<Entry> entry(boolean pastResult, long tournamentId, long entryId) {
        if (pastResult) {
            return db.dsl().selectFrom(PAST_RESULT)
                    .where(PAST_RESULT.ID.eq(entryId))
                    .and(PAST_RESULT.PAST_TOURNAMENT_ID.eq(tournamentId))
                    .fetchOptional(r -> new Entry(true, r.getId(), r.getPastTournamentId(), r.getName(), null,
                            r.getCountry(), r.getEmaId(), r.getPersonId()));
        }
        return db.dsl().selectFrom(PLAYER)
                .where(PLAYER.ID.eq(entryId))
                .and(PLAYER.TOURNAMENT_ID.eq(tournamentId))
                .fetchOptional(r -> new Entry(false, r.getId(), r.getTournamentId(), r.getName(), r.getNativeName(),
                        r.getCountry(), r.getEmaId(), r.getPersonId()));
    }

    /** The director confirms that an unlinked entry is {@code personId}. Stale if it was linked meanwhile. */
    public void link(Actor actor, Entry e, long personId) {
        db.transaction(tx -> {
            link(tx, actor, e, personId);
            return null;
        });
    }

    /**
     * One answer of the director: the entry is {@code personId}, or (null) a new person. {@code emaId}, when not
     * null, is the EMA number the director chose where the entry's and the person's differ: both then carry it.
     */
    public record Answer(Entry entry, Long personId, String emaId) {
        public Answer(Entry entry, Long personId) {
            this(entry, personId, null);
        }
    }

    /** The director's answers, all in one transaction: all stand, or none if one entry was linked meanwhile. */
    public void confirm(Actor actor, List<Answer> answers) {
        db.transaction(tx -> {
            for (Answer a : answers) {
                if (a.personId() == null) {
                    createFor(tx, actor, a.entry());
                } else {
                    link(tx, actor, a.entry(), a.personId());
                    if (a.emaId() != null) {
                        settleEma(tx, actor, a.entry(), a.personId(), a.emaId());
                    }
                }
            }
            return null;
        });
    }

    /** The entry and its person both carry the EMA number the director chose (audited where it changed). */
    private void settleEma(DSLContext tx, Actor actor, Entry e, long personId, String emaId) {
        int person = tx.update(PERSON).set(PERSON.EMA_ID, emaId)
                .where(PERSON.ID.eq(personId))
                .and(PERSON.EMA_ID.isNull().or(PERSON.EMA_ID.ne(emaId)))
                .execute();
        if (person > 0) {
            audit.record(tx, actor, "person.emaId", "person", personId, null, null,
                    JsonCodec.write(Map.of("emaId", emaId)));
        }
        int entry = e.pastResult()
                ? tx.update(PAST_RESULT).set(PAST_RESULT.EMA_ID, emaId)
                        .where(PAST_RESULT.ID.eq(e.id()))
                        .execute()
                : tx.update(PLAYER).set(PLAYER.EMA_ID, emaId)
                        .where(PLAYER.ID.eq(e.id()))
                        .execute();
        if (entry > 0 && !emaId.equals(e.emaId())) {
            audit.record(tx, actor, "entry.emaId", e.pastResult() ? "past_result" : "player", e.id(),
                    e.pastResult() ? null : e.tournamentId(), null, JsonCodec.write(Map.of("emaId", emaId)));
        }
    }

    private void link(DSLContext tx, Actor actor, Entry e, long personId) {
        Person p = tx.selectFrom(PERSON).where(PERSON.ID.eq(personId)).and(PERSON.MERGED_INTO.isNull())
                .fetchOptional(PersonRepository::map).orElseThrow(() -> new StaleDataException("person.gone"));
        setPerson(tx, e, p.id());
        audit.record(tx, actor, "person.link", e.pastResult() ? "past_result" : "player", e.id(),
                e.pastResult() ? null : e.tournamentId(), null, JsonCodec.write(Map.of("personId", p.id())));
    }

    /** The director confirms that an unlinked entry is a person not yet registered: the person is created. */
    public Person createFor(Actor actor, Entry e) {
        return db.transaction(tx -> createFor(tx, actor, e));
    }

    private Person createFor(DSLContext tx, Actor actor, Entry e) {
        PersonRecord r = tx.newRecord(PERSON);
        r.setName(e.name());
        r.setNativeName(e.nativeName());
        r.setCountry(e.country());
        r.setEmaId(e.emaId());
        r.setCreatedAt(OffsetDateTime.now(clock));
        r.store();
        Person p = map(r);
        setPerson(tx, e, p.id());
        audit.record(tx, actor, "person.create", "person", p.id(), e.pastResult() ? null : e.tournamentId(), null,
                JsonCodec.write(p.snapshot()));
        return p;
    }

    private static void setPerson(DSLContext tx, Entry e, long personId) {
        int n = e.pastResult()
                ? tx.update(PAST_RESULT).set(PAST_RESULT.PERSON_ID, personId)
                        .where(PAST_RESULT.ID.eq(e.id())).and(PAST_RESULT.PERSON_ID.isNull()).execute()
                : tx.update(PLAYER).set(PLAYER.PERSON_ID, personId)
                        .where(PLAYER.ID.eq(e.id())).and(PLAYER.PERSON_ID.isNull()).execute();
        if (n == 0) {
            throw new StaleDataException("entry.linked");
        }
    }

    /**
     * Every unlinked entry of the tournament (or past tournament) for which no person is proposed becomes a new
     * person: that is no merge, so it needs no confirmation. Entries with a proposal wait for the director.
     * Returns how many still wait.
     */
    public int registerUnmatched(Actor actor, boolean past, long tournamentId) {
        return db.transaction(tx -> {
            int waiting = 0;
            for (Entry e : past ? unlinkedResults(tx, tournamentId) : unlinkedPlayers(tx, tournamentId)) {
                if (candidates(tx, e).isEmpty()) {
                    createFor(tx, actor, e);
                } else {
                    waiting++;
                }
            }
            return waiting;
        });
    }

    /** A person's entries in tournaments (players), oldest tournament first. */
    public List<Entry> playersOf(long personId) {
        return db.dsl().selectFrom(PLAYER)
                .where(PLAYER.PERSON_ID.eq(personId))
                .orderBy(PLAYER.TOURNAMENT_ID)
                .fetch(r -> new Entry(false, r.getId(), r.getTournamentId(), r.getName(), r.getNativeName(),
                        r.getCountry(), r.getEmaId(), r.getPersonId()));
    }

    /** A person's lines in past tournaments' results. */
    public List<PastResult> resultsOf(long personId) {
        return db.dsl().selectFrom(PAST_RESULT)
                .where(PAST_RESULT.PERSON_ID.eq(personId))
                .orderBy(PAST_RESULT.PAST_TOURNAMENT_ID)
                .fetch(PersonRepository::mapResult);
    }

    // Merging ------------------------------------------------------------------------------------------------

    /**
     * Merges the duplicate {@code mergedId} into {@code keptId}: its entries move to the kept person, and it stays
     * as a row pointing at the kept one. Audited; returns the merge's id for {@link #undo}.
     */
    public long merge(Actor actor, long keptId, long mergedId) {
        if (keptId == mergedId) {
            throw new StaleDataException("person.mergeSelf");
        }
        return db.transaction(tx -> {
            Person kept = active(tx, keptId);
            Person merged = active(tx, mergedId);
            long mergeId = tx.insertInto(PERSON_MERGE)
                    .set(PERSON_MERGE.KEPT_PERSON_ID, kept.id())
                    .set(PERSON_MERGE.MERGED_PERSON_ID, merged.id())
                    .set(PERSON_MERGE.MERGED_AT, OffsetDateTime.now(clock))
                    .set(PERSON_MERGE.MERGED_BY, actor.name())
                    .returning(PERSON_MERGE.ID)
                    .fetchOne()
                    .getId();
            List<Long> players = tx.select(PLAYER.ID).from(PLAYER).where(PLAYER.PERSON_ID.eq(merged.id()))
                    .fetch(PLAYER.ID);
            List<Long> results = tx.select(PAST_RESULT.ID).from(PAST_RESULT)
                    .where(PAST_RESULT.PERSON_ID.eq(merged.id())).fetch(PAST_RESULT.ID);
            for (Long id : players) {
                tx.insertInto(PERSON_MERGE_ENTRY).set(PERSON_MERGE_ENTRY.MERGE_ID, mergeId)
                        .set(PERSON_MERGE_ENTRY.PLAYER_ID, id).execute();
            }
            for (Long id : results) {
                tx.insertInto(PERSON_MERGE_ENTRY).set(PERSON_MERGE_ENTRY.MERGE_ID, mergeId)
                        .set(PERSON_MERGE_ENTRY.PAST_RESULT_ID, id).execute();
            }
            tx.update(PLAYER).set(PLAYER.PERSON_ID, kept.id()).where(PLAYER.PERSON_ID.eq(merged.id())).execute();
            tx.update(PAST_RESULT).set(PAST_RESULT.PERSON_ID, kept.id())
                    .where(PAST_RESULT.PERSON_ID.eq(merged.id())).execute();
            tx.update(PERSON).set(PERSON.MERGED_INTO, kept.id()).where(PERSON.ID.eq(merged.id())).execute();
            audit.record(tx, actor, "person.merge", "person", merged.id(), null, JsonCodec.write(merged.snapshot()),
                    JsonCodec.write(Map.of("mergeId", mergeId, "keptPersonId", kept.id(),
                            "players", players, "pastResults", results)));
            return mergeId;
        });
    }

    /**
     * Undoes a merge: the entries it moved go back to the duplicate, which is a person of its own again. Refused
     * (stale) when already undone, or when the kept person has since been merged itself (undo that first).
     */
    public void undo(Actor actor, long mergeId) {
        db.transaction(tx -> {
            var m = tx.selectFrom(PERSON_MERGE).where(PERSON_MERGE.ID.eq(mergeId)).forUpdate().fetchOptional()
                    .orElseThrow(() -> new StaleDataException("merge.gone"));
            if (m.getUndoneAt() != null) {
                throw new StaleDataException("merge.undone");
            }
            active(tx, m.getKeptPersonId());
            long back = m.getMergedPersonId();
            List<Long> players = new ArrayList<>();
            List<Long> results = new ArrayList<>();
            for (var e : tx.selectFrom(PERSON_MERGE_ENTRY).where(PERSON_MERGE_ENTRY.MERGE_ID.eq(mergeId)).fetch()) {
                if (e.getPlayerId() != null) {
                    players.add(e.getPlayerId());
                }
                if (e.getPastResultId() != null) {
                    results.add(e.getPastResultId());
                }
            }
            if (!players.isEmpty()) {
                tx.update(PLAYER).set(PLAYER.PERSON_ID, back)
                        .where(PLAYER.ID.in(players)).and(PLAYER.PERSON_ID.eq(m.getKeptPersonId())).execute();
            }
            if (!results.isEmpty()) {
                tx.update(PAST_RESULT).set(PAST_RESULT.PERSON_ID, back)
                        .where(PAST_RESULT.ID.in(results)).and(PAST_RESULT.PERSON_ID.eq(m.getKeptPersonId()))
                        .execute();
            }
            tx.update(PERSON).setNull(PERSON.MERGED_INTO).where(PERSON.ID.eq(back)).execute();
            tx.update(PERSON_MERGE).set(PERSON_MERGE.UNDONE_AT, OffsetDateTime.now(clock))
                    .where(PERSON_MERGE.ID.eq(mergeId)).execute();
            audit.record(tx, actor, "person.unmerge", "person", back, null,
                    JsonCodec.write(Map.of("mergeId", mergeId, "keptPersonId", m.getKeptPersonId())),
                    JsonCodec.write(Map.of("players", players, "pastResults", results)));
            return null;
        });
    }

    private static Person active(DSLContext tx, long id) {
        Person p = tx.selectFrom(PERSON).where(PERSON.ID.eq(id)).forUpdate().fetchOptional(PersonRepository::map)
                .orElseThrow(() -> new StaleDataException("person.gone"));
        if (p.mergedInto() != null) {
            throw new StaleDataException("person.merged");
        }
        return p;
    }

    /** The newest merges first. */
    public List<PersonMerge> merges(int limit) {
        List<PersonMerge> list = new ArrayList<>();
        for (var m : db.dsl().selectFrom(PERSON_MERGE).orderBy(PERSON_MERGE.ID.desc()).limit(limit).fetch()) {
            int entries = db.dsl().fetchCount(PERSON_MERGE_ENTRY, PERSON_MERGE_ENTRY.MERGE_ID.eq(m.getId()));
            list.add(new PersonMerge(m.getId(), find(m.getKeptPersonId()).orElseThrow(),
                    find(m.getMergedPersonId()).orElseThrow(), m.getMergedAt(), m.getMergedBy(), m.getUndoneAt(),
                    entries));
        }
        return list;
    }

    // Past tournaments ---------------------------------------------------------------------------------------

    /**
     * Imports a past tournament's checked results in one transaction; lines with no proposed person get a new one,
     * the others wait for the director's confirmation. Returns the past tournament with its id.
     */
    public PastTournament importPast(Actor actor, PastTournament t, List<PastResult> lines) {
        return db.transaction(tx -> {
            PastTournamentRecord r = tx.newRecord(PAST_TOURNAMENT);
            r.setName(t.name());
            r.setVenue(t.venue());
            r.setStartsOn(t.startsOn());
            r.setEndsOn(t.endsOn());
            r.setSessionCount(t.sessionCount());
            r.setPlayerCount(t.playerCount());
            r.setImportedAt(OffsetDateTime.now(clock));
            r.store();
            for (PastResult line : lines) {
                PastResultRecord lr = tx.newRecord(PAST_RESULT);
                lr.setPastTournamentId(r.getId());
                lr.setLineNumber(line.lineNumber());
                lr.setPlace(line.place());
                lr.setName(line.name());
                lr.setEmaId(line.emaId());
                lr.setCountry(line.country());
                lr.setTablePointsTwelfths(line.tablePoints().twelfths());
                lr.setMatchPoints(line.matchPoints());
                lr.store();
            }
            audit.record(tx, actor, "past.import", "past_tournament", r.getId(), null, null,
                    JsonCodec.write(Map.of("name", t.name(), "lines", lines.size(), "sessions", t.sessionCount())));
            return mapPast(r);
        });
    }

    public Optional<PastTournament> pastTournament(long id) {
        return db.dsl().selectFrom(PAST_TOURNAMENT)
                .where(PAST_TOURNAMENT.ID.eq(id))
                .fetchOptional(PersonRepository::mapPast);
    }

    public List<PastTournament> pastTournaments() {
        return db.dsl().selectFrom(PAST_TOURNAMENT)
                .orderBy(PAST_TOURNAMENT.STARTS_ON.desc().nullsLast(), PAST_TOURNAMENT.ID.desc())
                .fetch(PersonRepository::mapPast);
    }

    public List<PastResult> pastResults(long pastTournamentId) {
        return db.dsl().selectFrom(PAST_RESULT)
                .where(PAST_RESULT.PAST_TOURNAMENT_ID.eq(pastTournamentId))
                .orderBy(PAST_RESULT.PLACE, PAST_RESULT.LINE_NUMBER)
                .fetch(PersonRepository::mapResult);
    }

    private static Person map(Record r) {
        PersonRecord p = r.into(PERSON);
        return new Person(p.getId(), p.getName(), p.getNativeName(), p.getCountry(), p.getEmaId(),
                p.getFederationId(), p.getMergedInto());
    }

    private static PastTournament mapPast(PastTournamentRecord r) {
        return new PastTournament(r.getId(), r.getName(), r.getVenue(), r.getStartsOn(), r.getEndsOn(),
                r.getSessionCount(), r.getPlayerCount());
    }

    private static PastResult mapResult(PastResultRecord r) {
        return new PastResult(r.getId(), r.getPastTournamentId(), r.getLineNumber(), r.getPlace(), r.getName(),
                r.getEmaId(), r.getCountry(), TablePoints.ofTwelfths(r.getTablePointsTwelfths()), r.getMatchPoints(),
                r.getPersonId());
    }
}

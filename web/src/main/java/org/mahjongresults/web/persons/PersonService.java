package org.mahjongresults.web.persons;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.person.Entry;
import org.mahjongresults.db.person.PastResult;
import org.mahjongresults.db.person.PastTournament;
import org.mahjongresults.db.person.Person;
import org.mahjongresults.db.person.PersonRepository;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.grade.CompetitionClass;
import org.mahjongresults.engine.grade.CompetitionResult;
import org.mahjongresults.engine.grade.GradeAssessment;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.engine.results.Standings;
import org.mahjongresults.engine.results.TablePoints;
import org.mahjongresults.engine.tournament.TournamentStatus;
import org.mahjongresults.web.rulesets.RuleSets;
import org.mahjongresults.web.publish.TournamentChanged;
import org.mahjongresults.web.publish.TournamentEvents;
import org.mahjongresults.web.standings.StandingsService;

/**
 * A person's career and grades across tournaments (MCR 2014 付録9, RULINGS §7), and the registry's use cases: confirming
 * proposed matches and registering entries without a proposal.
 *
 * <p>Privacy: only what each tournament publishes is read. A draft tournament, or one whose standings are hidden,
 * is left out of every person's pages entirely.
 */
public final class PersonService {

    /**
     * One tournament of a person's career.
     *
     * @param past        true for a past tournament imported from a results file
     * @param href        the tournament's results page
     * @param place       the individual place (0 for none: excluded, or a knockout tournament)
     * @param placeLabel  the place as shown ("=3")
     * @param teamPlace   the place of the person's team, 0 for none
     * @param tablePoints null for a knockout (Sichuan) tournament, which has no table points
     * @param players     the number of players, for the class
     * @param counts      true when it counts for the grades: a finished MCR tournament with a class, or a past one
     */
    public record CareerRow(boolean past, long tournamentId, String name, String venue, LocalDate startsOn,
                            LocalDate endsOn, String href, int place, String placeLabel, int teamPlace,
                            TablePoints tablePoints, Integer matchPoints, int sessions, int players,
                            int sessionCount, CompetitionClass competitionClass, boolean finished, boolean mcr,
                            boolean counts) {

        CompetitionResult result() {
            return new CompetitionResult(counts ? competitionClass : null,
                    tablePoints == null ? TablePoints.ZERO : tablePoints, matchPoints == null ? 0 : matchPoints,
                    place, teamPlace);
        }
    }

    /** A person's published tournaments, newest first, and the grade assessment over those that count. */
    public record Career(Person person, List<CareerRow> rows, GradeAssessment grades) {

        /** The rows that count for the grades. */
        public List<CareerRow> counted() {
            return rows.stream().filter(CareerRow::counts).toList();
        }
    }

    /** A person and the grade reached, for the lists by country. */
    public record Graded(Person person, GradeAssessment grades, int tournaments) {
    }

    private final PersonRepository persons;
    private final TournamentRepository tournaments;
    private final StandingsService standings;
    private final TournamentEvents events;

    /** {@code events}: where a director's confirmed links of a tournament's players are announced. */
    public PersonService(PersonRepository persons, TournamentRepository tournaments, StandingsService standings,
                         TournamentEvents events) {
        this.persons = persons;
        this.tournaments = tournaments;
        this.standings = standings;
        this.events = events;
    }

    /** The person (a merged duplicate leads to the person it was merged into), or empty. */
    public Optional<Person> person(long id) {
        Optional<Person> p = persons.find(id);
        for (int hops = 0; hops < 10 && p.isPresent() && p.get().mergedInto() != null; hops++) {
            p = persons.find(p.get().mergedInto());
        }
        return p;
    }

    public Career career(Person person) {
        List<CareerRow> rows = new ArrayList<>();
        for (Entry e : persons.playersOf(person.id())) {
            Tournament t = tournaments.find(e.tournamentId()).orElse(null);
            if (t == null || !t.isPublic() || !t.standingsVisible()) {
                continue;
            }
            rows.add(liveRow(t, e.id()));
        }
        for (PastResult r : persons.resultsOf(person.id())) {
            PastTournament t = persons.pastTournament(r.pastTournamentId()).orElseThrow();
            CompetitionClass cls = CompetitionClass.of(t.playerCount(), t.sessionCount()).orElse(null);
            rows.add(new CareerRow(true, t.id(), t.name(), t.venue(), t.startsOn(), t.endsOn(), "/history/" + t.id(),
                    r.place(), String.valueOf(r.place()), 0, r.tablePoints(), r.matchPoints(), t.sessionCount(),
                    t.playerCount(), t.sessionCount(), cls, true, true, cls != null));
        }
        rows.sort(Comparator.comparing((CareerRow r) -> r.startsOn() == null ? LocalDate.MIN : r.startsOn())
                .reversed());
        GradeAssessment grades = GradeAssessment.of(rows.stream().map(CareerRow::result).toList());
        return new Career(person, rows, grades);
    }

    private CareerRow liveRow(Tournament t, long playerId) {
        String href = "/tournaments/" + t.id() + "/players/" + playerId;
        boolean finished = t.status() == TournamentStatus.FINISHED;
        int playerCount = tournaments.countPlayers(t.id());
        CompetitionClass cls = CompetitionClass.of(playerCount, t.sessionCount()).orElse(null);
        if (!RuleSets.of(t).grades()) {
            // A knockout under the Swiss (Sichuan) rules: not an MCR competition, so no class counts (MCR 2014 付録9 §5).
            return new CareerRow(false, t.id(), t.name(), t.venue(), t.startsOn(), t.endsOn(), href, 0, "", 0, null,
                    null, 0, playerCount, t.sessionCount(), null, finished, false, false);
        }
        Standings s = standings.results(t).standings();
        StandingRow row = s.players().stream().filter(r -> r.playerId() == playerId).findFirst().orElse(null);
        if (row == null) {
            return new CareerRow(false, t.id(), t.name(), t.venue(), t.startsOn(), t.endsOn(), href, 0, "", 0,
                    TablePoints.ZERO, 0, 0, playerCount, t.sessionCount(), cls, finished, true, false);
        }
        int teamPlace = 0;
        if (t.teamEvent() && row.teamId() != null) {
            teamPlace = s.teams().stream().filter(team -> team.teamId() == row.teamId()).findFirst()
                    .map(team -> team.place()).orElse(0);
        }
        return new CareerRow(false, t.id(), t.name(), t.venue(), t.startsOn(), t.endsOn(), href, row.place(),
                row.placeLabel(), teamPlace, row.tablePoints(), row.matchPoints(), row.sessionsPlayed(), playerCount,
                t.sessionCount(), cls, finished, true, finished && cls != null);
    }

    public List<Person> search(String query) {
        return persons.search(query, 100);
    }

    public List<String> countries() {
        return persons.countries();
    }

    /** Everyone of a country with the grade reached, highest grade first, then by table points. */
    public List<Graded> gradeList(String country) {
        List<Graded> list = new ArrayList<>();
        for (Person p : persons.ofCountry(country)) {
            Career c = career(p);
            list.add(new Graded(p, c.grades(), c.rows().size()));
        }
        list.sort(Comparator.comparingInt((Graded g) -> g.grades().grade() == null ? 99 : g.grades().grade().number())
                .thenComparing(g -> g.grades().tablePoints(), Comparator.reverseOrder())
                .thenComparing(g -> g.person().name()));
        return list;
    }

    // The registry's use cases ---------------------------------------------------------------------------------

    /** An unlinked entry with the persons proposed for it. */
    public record Proposal(Entry entry, List<Person> candidates) {

        /**
         * True when the candidate has the entry's name but another EMA number: a warning, and the director must
         * say which number is right before they are linked (neither is silently kept).
         */
        public boolean conflicts(Person candidate) {
            return entry.emaId() != null && candidate.emaId() != null && !entry.emaId().equals(candidate.emaId());
        }
    }

    /** Entries waiting for the director: unlinked and with at least one proposed person. */
    public List<Proposal> proposals(boolean past, long tournamentId) {
        List<Proposal> list = new ArrayList<>();
        for (Entry e : past ? persons.unlinkedResults(tournamentId) : persons.unlinkedPlayers(tournamentId)) {
            list.add(new Proposal(e, persons.candidates(e)));
        }
        return list;
    }

    /**
     * After players were entered or imported: those no person is proposed for are registered as new persons;
     * returns how many wait for the director's confirmation.
     */
    public int registerUnmatched(Actor actor, boolean past, long tournamentId) {
        return persons.registerUnmatched(actor, past, tournamentId);
    }

    /** True when {@code personId} is null (a new person) or one of the persons proposed for the entry. */
    public boolean isProposed(Proposal proposal, Long personId) {
        return personId == null || proposal.candidates().stream().anyMatch(p -> p.id().equals(personId));
    }

    /**
     * A director's answer for an entry: an existing person, or null for a new one; where their EMA numbers
     * conflict, the one the director chose (else null).
     */
    public record Answer(Entry entry, Long personId, String emaId) {
    }

    /** The director's checked answers, in one transaction. */
    public void confirm(Actor actor, List<Answer> answers) {
        persons.confirm(actor, answers.stream().map(a -> new PersonRepository.Answer(a.entry(), a.personId(),
                a.emaId()))
                .toList());
        // A current tournament's players now name their persons: its spectators see it at once.
        answers.stream().map(Answer::entry).filter(e -> !e.pastResult()).map(Entry::tournamentId).distinct()
                .forEach(id -> events.announce(TournamentChanged.whole(id)));
    }

    /** The entry of a tournament's player (or of a past tournament's result line), with its person if linked. */
    public Optional<Entry> entry(boolean past, long tournamentId, long entryId) {
        return persons.entry(past, tournamentId, entryId);
    }

    /** Any person by id, merged ones included (the editor refuses those itself). */
    public Optional<Person> find(long id) {
        return persons.find(id);
    }

    /**
     * A person's corrected details, audited.
     *
     * @throws org.mahjongresults.db.StaleDataException if the person is gone
     */
    public Person update(Actor actor, Person p) {
        return persons.update(actor, p);
    }

    // Past tournaments ------------------------------------------------------------------------------------------

    public List<PastTournament> pastTournaments() {
        return persons.pastTournaments();
    }

    public Optional<PastTournament> pastTournament(long id) {
        return persons.pastTournament(id);
    }

    public List<PastResult> pastResults(long pastTournamentId) {
        return persons.pastResults(pastTournamentId);
    }

    /**
     * Imports a checked EMA results file as a past tournament with all its lines in one transaction, then registers
     * the lines no person is proposed for as new persons. Returns the tournament and how many lines wait for the
     * organiser's confirmation.
     */
    public Imported importPast(Actor actor, PastTournament details, List<PastResult> lines) {
        PastTournament saved = persons.importPast(actor, details, lines);
        return new Imported(saved, registerUnmatched(actor, true, saved.id()));
    }

    /** A past tournament just imported, and how many of its lines wait for a confirmed person. */
    public record Imported(PastTournament tournament, int waiting) {
    }

    // Duplicates ------------------------------------------------------------------------------------------------

    /** The newest merges, for the administrator's list with its undo buttons. */
    public List<org.mahjongresults.db.person.PersonMerge> merges(int limit) {
        return persons.merges(limit);
    }

    /**
     * Merges person {@code mergedId} into {@code keptId}, audited.
     *
     * @throws org.mahjongresults.db.StaleDataException if either is gone or already merged
     */
    public long merge(Actor actor, long keptId, long mergedId) {
        return persons.merge(actor, keptId, mergedId);
    }

    /**
     * Undoes a merge, audited.
     *
     * @throws org.mahjongresults.db.StaleDataException if it cannot be undone any more
     */
    public void undo(Actor actor, long mergeId) {
        persons.undo(actor, mergeId);
    }
}

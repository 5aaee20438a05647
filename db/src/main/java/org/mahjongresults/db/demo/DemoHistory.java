package org.mahjongresults.db.demo;

import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.person.Entry;
import org.mahjongresults.db.person.PastResult;
import org.mahjongresults.db.person.PastTournament;
import org.mahjongresults.db.person.Person;
import org.mahjongresults.db.person.PersonRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.results.TablePoints;

/**
 * The demo's registry of persons: the players of both demo tournaments as persons (Anna Schmidt plays in both),
 * and three past tournaments known by their final results, so careers and grades show something real. The loader
 * answers the proposed matches as a director would: a single proposal is the same person. Deterministic.
 */
final class DemoHistory {

    static final long SEED = 1808L;

    /** A past tournament of the demo: name, venue, first day, sessions, field size. */
    private record Past(String name, String venue, LocalDate startsOn, int sessions, int field) {
    }

    private static final List<Past> PAST = List.of(
            new Past("Continental Mahjong Open 2024", "Messe, Wien", LocalDate.of(2024, 6, 14), 8, 84),
            new Past("Autumn Cup 2025", "Stadsgehoorzaal, Leiden", LocalDate.of(2025, 10, 10), 6, 64),
            new Past("Winter Classic 2026", "Tivoli Hall, Copenhagen", LocalDate.of(2026, 1, 23), 6, 44));

    /** The demo players who do well in every past tournament. */
    private static final Set<String> STRONG = Set.of("Wang Lei", "Sato Haruka", "Mette Jensen", "Anna Schmidt");

    private static final String[][] FIELD = {
        {"Peter", "GB"}, {"Olivia", "GB"}, {"Tomasz", "PL"}, {"Agnieszka", "PL"}, {"Bence", "HU"}, {"Zsofia", "HU"},
        {"Mikko", "FI"}, {"Aino", "FI"}, {"Pablo", "ES"}, {"Lucia", "ES"}, {"Joao", "PT"}, {"Ines", "PT"},
        {"Erik", "SE"}, {"Astrid", "SE"}, {"Martin", "CZ"}, {"Tereza", "CZ"}, {"Ole", "NO"}, {"Ingrid", "NO"},
        {"Luca", "IT"}, {"Giulia", "IT"}, {"Tobias", "AT"}, {"Lisa", "AT"}, {"Noah", "CH"}, {"Mia", "CH"},
        {"Kevin", "BE"}, {"Emma", "BE"}};
    private static final String[] SURNAMES = {"Novak", "Berg", "Kovacs", "Lindqvist", "Moreau", "Ricci", "Santos",
        "Horvath"};

    private final Database db;
    private final Clock clock;
    private final AuditLog audit;

    DemoHistory(Database db, Clock clock, AuditLog audit) {
        this.db = db;
        this.clock = clock;
        this.audit = audit;
    }

    /** Registers a demo tournament's players as persons, each linked (a tournament loaded after the history). */
    void register(long tournamentId) {
        PersonRepository persons = new PersonRepository(db, clock, audit);
        persons.registerUnmatched(Actor.SYSTEM, false, tournamentId);
        answer(persons, persons.unlinkedPlayers(tournamentId));
    }

    /** Registers the demo tournaments' players as persons and loads the past tournaments. */
    void load(long mcrId, long swissId) {
        PersonRepository persons = new PersonRepository(db, clock, audit);
        persons.registerUnmatched(Actor.SYSTEM, false, mcrId);
        answer(persons, persons.unlinkedPlayers(mcrId));
        persons.registerUnmatched(Actor.SYSTEM, false, swissId);
        answer(persons, persons.unlinkedPlayers(swissId));

        List<String[]> names = new ArrayList<>();
        TournamentRepository tournaments = new TournamentRepository(db, clock, audit);
        for (Player p : tournaments.players(mcrId)) {
            names.add(new String[] {p.name(), p.country(), p.emaId()});
        }
        for (Player p : tournaments.players(swissId)) {
            if (names.stream().noneMatch(n -> n[0].equals(p.name()))) {
                names.add(new String[] {p.name(), p.country(), null});
            }
        }
        for (int i = 0; names.size() < 90; i++) {
            String[] f = FIELD[i % FIELD.length];
            names.add(new String[] {f[0] + " " + SURNAMES[i % SURNAMES.length], f[1], null});
        }
        Random random = new Random(SEED);
        for (Past past : PAST) {
            PastTournament t = persons.importPast(Actor.SYSTEM, new PastTournament(null, past.name(), past.venue(),
                    past.startsOn(), past.startsOn().plusDays(2), past.sessions(), past.field()),
                    results(past, names.subList(0, past.field()), random));
            persons.registerUnmatched(Actor.SYSTEM, true, t.id());
            answer(persons, persons.unlinkedResults(t.id()));
        }
    }

    /** A single proposal is the same person; otherwise somebody new. */
    private static void answer(PersonRepository persons, List<Entry> waiting) {
        for (Entry e : waiting) {
            List<Person> candidates = persons.candidates(e);
            if (candidates.size() == 1) {
                persons.link(Actor.SYSTEM, e, candidates.get(0).id());
            } else {
                persons.createFor(Actor.SYSTEM, e);
            }
        }
    }

    /** Final results of a field over the sessions: each session's table points 4-2-1-0 and a session score. */
    private static List<PastResult> results(Past past, List<String[]> field, Random random) {
        record Line(String[] who, int tablePoints, int matchPoints) {
        }
        List<Line> lines = new ArrayList<>();
        for (String[] who : field) {
            boolean strong = STRONG.contains(who[0]);
            int tp = 0;
            int mp = 0;
            for (int s = 0; s < past.sessions(); s++) {
                int roll = random.nextInt(100);
                int place = strong ? (roll < 55 ? 0 : roll < 85 ? 1 : roll < 95 ? 2 : 3) : roll / 25;
                tp += new int[] {4, 2, 1, 0}[place];
                mp += (strong ? 30 + random.nextInt(120) : -70 + random.nextInt(140)) - place * 15;
            }
            lines.add(new Line(who, tp, mp));
        }
        lines.sort(Comparator.comparingInt((Line l) -> -l.tablePoints()).thenComparingInt(l -> -l.matchPoints()));
        List<PastResult> results = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Line l = lines.get(i);
            results.add(new PastResult(null, 0, i + 2, i + 1, l.who()[0], l.who()[2], l.who()[1],
                    TablePoints.of(l.tablePoints()), l.matchPoints(), null));
        }
        return results;
    }
}

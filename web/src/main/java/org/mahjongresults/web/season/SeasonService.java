package org.mahjongresults.web.season;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.person.Person;
import org.mahjongresults.db.season.Season;
import org.mahjongresults.db.season.SeasonRepository;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.engine.season.EmaRanking;
import org.mahjongresults.engine.season.Mers;
import org.mahjongresults.engine.season.SeasonBasis;
import org.mahjongresults.engine.season.SeasonResult;
import org.mahjongresults.engine.season.SeasonRow;
import org.mahjongresults.engine.season.SeasonScoring;
import org.mahjongresults.web.persons.PersonService;
import org.mahjongresults.web.rulesets.RuleSets;
import org.mahjongresults.web.standings.StandingsService;

/**
 * A season across tournaments (issue 28 item 5): a series director defines it from a list of tournaments and a
 * scoring rule; its standings come from each tournament's individual standings and the registry of persons (a player
 * counts for the person the director linked them to). Only what the tournaments publish counts: a tournament that is
 * not public, hides its standings, or is a Swiss knockout (no places by table points) is listed as not counted.
 */
public final class SeasonService {

    /** A tournament of the season as its pages show it. {@code counted}: its results enter the standings. */
    /**
     * A tournament of the season: {@code mersWeight} is the weight of the season's rule (the class weight plus the
     * size bonus, or under the EMA rule its TOTAL_MERS); {@code notCounted} the message key of the true reason a
     * tournament is left out, null when it counts.
     */
    public record Event(long tournamentId, String name, java.time.LocalDate startsOn, BigDecimal classWeight,
                        int players, BigDecimal mersWeight, boolean counted, int days, boolean qualification,
                        String notCounted) {
    }

    /** One of a person's results with the tournament's name and place as shown. */
    public record ResultLine(Event event, String placeLabel, SeasonRow.Scored scored) {
    }

    /** A person's line: the engine's row, the person, and each result in the season's order of tournaments. */
    public record Line(SeasonRow row, Person person, List<ResultLine> results) {

        /** The result of tournament {@code id}, or null when the person did not play it. */
        public ResultLine resultIn(long id) {
            return results.stream().filter(r -> r.event().tournamentId() == id).findFirst().orElse(null);
        }
    }

    /** The season's standings. */
    public record Standings(Season season, List<Event> events, List<Line> lines) {

        public Optional<Line> of(long personId) {
            return lines.stream().filter(l -> l.person().id() == personId).findFirst();
        }
    }

    /** A season as the director's form gives it; {@link #check} names what is wrong. */
    public record Problem(String field, String key) {
    }

    private final SeasonRepository seasons;
    private final TournamentRepository tournaments;
    private final StandingsService standings;
    private final PersonService persons;

    public SeasonService(SeasonRepository seasons, TournamentRepository tournaments, StandingsService standings,
                         PersonService persons) {
        this.seasons = seasons;
        this.tournaments = tournaments;
        this.standings = standings;
        this.persons = persons;
    }

    public List<Season> list() {
        return seasons.list();
    }

    public Optional<Season> find(long id) {
        return seasons.find(id);
    }

    /**
     * The tournaments a director may put in a season, newest first: every MCR tournament. A Swiss knockout ranks by
     * its bracket, not by places over a field, so no season rule can count it (issue 35: the form no longer offers it).
     */
    public List<Tournament> tournaments() {
        List<Tournament> all = new ArrayList<>(tournaments.list().stream()
                .filter(t -> RuleSets.of(t).seasons()).toList());
        all.sort(java.util.Comparator.comparing((Tournament t) -> t.startsOn() == null ? java.time.LocalDate.MIN
                : t.startsOn()).reversed());
        return all;
    }

    /** The version of the season's standings: equal fingerprints, equal standings (for the publisher's kept pages). */
    public SeasonRepository.Fingerprint version(long seasonId) {
        return seasons.fingerprint(seasonId);
    }

    /** What is wrong with a season before it is saved: message keys by field. */
    public List<Problem> check(Season s) {
        List<Problem> problems = new ArrayList<>();
        if (s.tournaments().isEmpty()) {
            problems.add(new Problem("tournament", "season.noTournaments"));
        }
        if (s.basis() == org.mahjongresults.engine.season.SeasonBasis.PLACE && s.placePoints().isEmpty()) {
            problems.add(new Problem("placePoints", "season.placePointsNeeded"));
        }
        for (Season.Member m : s.tournaments()) {
            if (tournaments.find(m.tournamentId()).isEmpty()) {
                problems.add(new Problem("tournament", "form.invalidChoice"));
            }
        }
        return problems;
    }

    public Season create(Actor actor, Season s) {
        return seasons.create(actor, s);
    }

    /** Saves a changed season; empty when somebody saved it since it was read. */
    public Optional<Season> update(Actor actor, Season s) {
        try {
            return Optional.of(seasons.update(actor, s));
        } catch (StaleDataException e) {
            return Optional.empty();
        }
    }

    /** The standings of a season now. */
    public Standings standings(Season season) {
        List<Event> events = new ArrayList<>();
        List<SeasonResult> results = new ArrayList<>();
        Map<String, String> placeLabels = new HashMap<>();
        Map<Long, Long> personOf = seasons.personsOfPlayers(season.tournaments().stream()
                .map(Season.Member::tournamentId).toList());
        for (Season.Member m : season.tournaments()) {
            Tournament t = tournaments.find(m.tournamentId()).orElse(null);
            if (t == null) {
                continue;
            }
            String notCounted = !RuleSets.of(t).seasons() ? "season.notCounted.KNOCKOUT"
                    : !t.isPublic() ? "season.notCounted.PRIVATE"
                    : !t.standingsVisible() ? "season.notCounted.HIDDEN" : null;
            boolean counted = notCounted == null;
            // The tournament's one final ranking (issue 35): with stages, the stages' places.
            StandingsService.Results res = counted ? standings.results(t) : null;
            List<StandingRow> rows = res == null ? List.of() : res.standings().players();
            int ranked = (int) rows.stream().filter(r -> !r.excluded()).count();
            int substitutes = 0;
            java.util.Set<String> countries = new java.util.HashSet<>();
            for (StandingRow r : rows) {
                var p = res.players().get(r.playerId());
                if (p == null || r.excluded()) {
                    continue;
                }
                if (p.replacesPlayerId() != null) {
                    substitutes++;
                }
                if (p.country() != null && !p.country().isBlank()) {
                    countries.add(p.country().strip().toUpperCase(java.util.Locale.ROOT));
                }
            }
            // The EMA counts at most three substitutes on top of the players they stood in for.
            EmaRanking.Event ema = new EmaRanking.Event(Math.max(1, Math.min(3, m.days())), ranked - substitutes,
                    substitutes, countries.size(), m.qualification());
            BigDecimal weight = season.basis() == SeasonBasis.EMA ? ema.weight() : Mers.weight(ranked, m.classWeight());
            events.add(new Event(t.id(), t.name(), t.startsOn(), m.classWeight(), ranked, weight, counted, m.days(),
                    m.qualification(), notCounted));
            java.time.LocalDate playedOn = t.endsOn() != null ? t.endsOn() : t.startsOn();
            for (StandingRow r : rows) {
                Long person = personOf.get(r.playerId());
                if (person == null) {
                    continue; // not linked to a person yet: the director confirms it on the tournament's persons page
                }
                results.add(new SeasonResult(person, t.id(), r.excluded() ? 0 : r.place(), ranked, r.tablePoints(),
                        m.classWeight(), ema, playedOn));
                placeLabels.put(person + "/" + t.id(), r.placeLabel());
            }
        }
        Map<Long, Event> eventById = new HashMap<>();
        events.forEach(e -> eventById.put(e.tournamentId(), e));
        List<Line> lines = new ArrayList<>();
        // The EMA rule decays to the season's last tournament day (not today: the same season, the same figures).
        for (SeasonRow row : SeasonScoring.standings(season.rule(), results, null)) {
            Person p = persons.person(row.personId()).orElse(null);
            if (p == null) {
                continue;
            }
            List<ResultLine> mine = row.results().stream().map(s -> new ResultLine(
                    eventById.get(s.result().tournamentId()),
                    placeLabels.getOrDefault(row.personId() + "/" + s.result().tournamentId(), ""), s)).toList();
            lines.add(new Line(row, p, mine));
        }
        return new Standings(season, events, lines);
    }
}

package org.mahjongresults.web.persons;

import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.mahjongresults.db.person.PastResult;
import org.mahjongresults.db.person.PastTournament;
import org.mahjongresults.db.person.Person;
import org.mahjongresults.engine.grade.CompetitionClass;
import org.mahjongresults.engine.grade.Grade;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The public pages of the registry: search for persons across tournaments, a person's career, grade, grade
 * application form (004 付録10, MCR 2014 付録10) and certificates, the grade lists by country, and past tournaments.
 */
public final class PersonsController {

    /** The search: the query as typed and the persons found. */
    public record SearchPage(String query, List<Person> found, boolean searched, List<String> countries) {
    }

    /** A person's career: every published tournament with its results. */
    public record CareerPage(PersonService.Career career) {
    }

    /** A person's grade: the criteria's totals, the grade reached, what the next one still needs. */
    public record GradePage(PersonService.Career career, List<Grade> grades) {
    }

    /** The grade application form filled in for the grade reached, printable. */
    public record ApplicationPage(PersonService.Career career, Grade grade, LocalDate today) {
    }

    /** The record of one grade reached. */
    public record CertificatePage(PersonService.Career career, Grade grade, PersonService.CareerRow placing,
                                  LocalDate today) {
    }

    /** The countries with persons, each linking to its grade list. */
    public record CountriesPage(List<String> countries) {
    }

    /** One country's persons and their grades. */
    public record GradeListPage(String country, List<PersonService.Graded> persons) {
    }

    /** The past tournaments imported from results files. */
    public record HistoryPage(List<PastTournament> tournaments) {
    }

    /** One past tournament's final results. */
    public record PastPage(PastTournament tournament, CompetitionClass competitionClass, List<PastResult> results) {
    }

    private final PersonService service;
    private final TournamentLookup lookup;
    private final java.time.Clock clock;

    public PersonsController(PersonService service, TournamentLookup lookup, java.time.Clock clock) {
        this.service = service;
        this.lookup = lookup;
        this.clock = clock;
    }

    /** From a tournament's player to the person's career, when the tournament publishes its standings. */
    public void ofPlayer(Context ctx) {
        var t = lookup.visible(ctx);
        if (!t.standingsVisible()) {
            throw new NotFoundResponse();
        }
        Long personId = service.entry(false, t.id(), TournamentLookup.id(ctx, "playerId"))
                .map(e -> e.personId()).orElse(null);
        if (personId == null) {
            throw new NotFoundResponse();
        }
        ctx.redirect("/persons/" + service.person(personId).map(Person::id).orElse(personId));
    }

    public void search(Context ctx) {
        String q = ctx.queryParam("q");
        q = q == null ? "" : q.replaceAll("\\p{Cntrl}", "").strip();
        if (q.length() > 100) {
            q = q.substring(0, 100);
        }
        List<Person> found = q.isEmpty() ? List.of() : service.search(q);
        ctx.render("persons/search", Map.of("page", new SearchPage(q, found, !q.isEmpty(), service.countries())));
    }

    public void career(Context ctx) {
        long id = TournamentLookup.id(ctx, "personId");
        Person p = service.person(id).orElseThrow(NotFoundResponse::new);
        if (p.id() != id) {
            // A merged duplicate's old address leads to the person it was merged into.
            ctx.redirect("/persons/" + p.id());
            return;
        }
        ctx.render("persons/career", Map.of("page", new CareerPage(published(ctx))));
    }

    public void grade(Context ctx) {
        ctx.render("persons/grade", Map.of("page", new GradePage(published(ctx), List.of(Grade.values()))));
    }

    public void application(Context ctx) {
        PersonService.Career c = published(ctx);
        if (c.grades().grade() == null) {
            throw new NotFoundResponse();
        }
        ctx.render("persons/application", Map.of("page", new ApplicationPage(c, c.grades().grade(),
                LocalDate.now(clock))));
    }

    public void certificate(Context ctx) {
        PersonService.Career c = published(ctx);
        int n = TournamentLookup.number(ctx, "grade");
        if (n > 9 || !c.grades().reached().contains(Grade.numbered(n))) {
            throw new NotFoundResponse();
        }
        Grade g = Grade.numbered(n);
        var from = c.grades().placingFrom(g);
        PersonService.CareerRow placing = from == null ? null
                : c.counted().stream().filter(r -> r.result().equals(from)).findFirst().orElse(null);
        ctx.render("persons/certificate", Map.of("page", new CertificatePage(c, g, placing, LocalDate.now(clock))));
    }

    public void countries(Context ctx) {
        ctx.render("persons/countries", Map.of("page", new CountriesPage(service.countries())));
    }

    public void gradeList(Context ctx) {
        String country = ctx.pathParam("country").toUpperCase(Locale.ROOT);
        // A country the registry holds, or at least one that exists (ISO 3166): /grades/XX is no page (issue 37).
        if (!country.matches("[A-Z]{2,3}") || !(service.countries().contains(country) || isoCountry(country))) {
            throw new NotFoundResponse();
        }
        ctx.render("persons/grade-list", Map.of("page", new GradeListPage(country, service.gradeList(country))));
    }

    private static boolean isoCountry(String code) {
        if (code.length() == 2) {
            return java.util.Set.of(Locale.getISOCountries()).contains(code);
        }
        return Locale.getISOCountries(Locale.IsoCountryCode.PART1_ALPHA3).contains(code);
    }

    public void history(Context ctx) {
        ctx.render("persons/history", Map.of("page", new HistoryPage(service.pastTournaments())));
    }

    public void past(Context ctx) {
        PastTournament t = service.pastTournament(TournamentLookup.id(ctx, "pastId"))
                .orElseThrow(NotFoundResponse::new);
        ctx.render("persons/past", Map.of("page", new PastPage(t,
                CompetitionClass.of(t.playerCount(), t.sessionCount()).orElse(null), service.pastResults(t.id()))));
    }

    private PersonService.Career published(Context ctx) {
        long id = TournamentLookup.id(ctx, "personId");
        Person p = service.person(id).orElseThrow(NotFoundResponse::new);
        if (p.id() != id) {
            throw new NotFoundResponse();
        }
        PersonService.Career c = service.career(p);
        if (c.rows().isEmpty()) {
            // Nothing published: the person is not admitted to exist (privacy, as for draft tournaments).
            throw new NotFoundResponse();
        }
        return c;
    }
}

package org.mahjongresults.web.persons;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.person.PastResult;
import org.mahjongresults.db.person.PastTournament;
import org.mahjongresults.db.person.Person;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.CsvFile;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.forms.Numbers;
import org.mahjongresults.web.forms.UploadedText;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.persons.RegistryPages.HistoryImportPage;
import org.mahjongresults.web.persons.RegistryPages.LinkPage;
import org.mahjongresults.web.persons.RegistryPages.MergesPage;
import org.mahjongresults.web.persons.RegistryPages.PersonFormPage;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The registry's staff pages: the director confirms each proposed match of a tournament's players (or of a past
 * tournament's result lines); an organiser imports a past tournament from an EMA results file; the site
 * administrator merges duplicate persons and undoes merges. The pages' records are {@link RegistryPages}.
 */
public final class RegistryController {

    private final PersonService service;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final Messages messages;

    public RegistryController(PersonService service, TournamentLookup lookup, Auth auth,
                                     Messages messages) {
        this.service = service;
        this.lookup = lookup;
        this.auth = auth;
        this.messages = messages;
    }

    // Confirming matches -------------------------------------------------------------------------------------

    public void links(Context ctx) {
        Tournament t = lookup.visible(ctx);
        ctx.render("persons/link", Map.of("page", new LinkPage(t, null, "/tournaments/" + t.id() + "/persons",
                service.proposals(false, t.id()), Form.empty(ctx, messages))));
    }

    public void confirm(Context ctx) {
        Tournament t = lookup.visible(ctx);
        confirm(ctx, false, t.id(), t, null, "/tournaments/" + t.id() + "/persons");
    }

    public void pastLinks(Context ctx) {
        PastTournament p = past(ctx);
        ctx.render("persons/link", Map.of("page", new LinkPage(null, p, "/history/" + p.id() + "/persons",
                service.proposals(true, p.id()), Form.empty(ctx, messages))));
    }

    public void pastConfirm(Context ctx) {
        PastTournament p = past(ctx);
        confirm(ctx, true, p.id(), null, p, "/history/" + p.id() + "/persons");
    }

    /**
     * Each entry's answer is a field {@code e<entry id>}: a proposed person's id, or "new"; for a person whose EMA
     * number differs from the entry's, the id and which number is right ({@code 12/entry} or {@code 12/person}).
     * Entries left without an answer keep waiting. Nothing chosen, or a choice that was not proposed, is an error (422).
     */
    private void confirm(Context ctx, boolean past, long tournamentId, Tournament t, PastTournament p, String action) {
        List<PersonService.Proposal> proposals = service.proposals(past, tournamentId);
        Form form = Form.empty(ctx, messages);
        List<PersonService.Answer> answers = new ArrayList<>();
        for (PersonService.Proposal proposal : proposals) {
            String field = "e" + proposal.entry().id();
            String answer = ctx.formParam(field);
            if (answer == null || answer.isBlank()) {
                continue;
            }
            form.set(field, answer);
            Long personId = null;
            String emaFrom = null;
            if (!answer.equals("new")) {
                // "<person id>", or "<person id>/entry" or "<person id>/person" where their EMA numbers differ
                String[] parts = answer.trim().split("/", 2);
                try {
                    personId = Numbers.parseLong(parts[0]);
                } catch (NumberFormatException e) {
                    form.error(field, "form.invalidChoice");
                    continue;
                }
                emaFrom = parts.length > 1 ? parts[1] : null;
            }
            if (!service.isProposed(proposal, personId)) {
                form.error(field, "form.invalidChoice");
                continue;
            }
            String emaId = null;
            if (personId != null) {
                long chosen = personId;
                var candidate = proposal.candidates().stream().filter(c -> c.id() == chosen).findFirst()
                        .orElseThrow();
                if (proposal.conflicts(candidate)) {
                    if ("entry".equals(emaFrom)) {
                        emaId = proposal.entry().emaId();
                    } else if ("person".equals(emaFrom)) {
                        emaId = candidate.emaId();
                    } else {
                        form.error(field, "persons.link.emaChoose");
                        continue;
                    }
                } else if (emaFrom != null) {
                    form.error(field, "form.invalidChoice");
                    continue;
                }
            }
            answers.add(new PersonService.Answer(proposal.entry(), personId, emaId));
        }
        if (answers.isEmpty() && form.ok()) {
            form.error(Form.GLOBAL, "persons.link.noneChosen");
        }
        if (form.ok()) {
            try {
                service.confirm(auth.actor(ctx), answers);
                auth.flash(ctx, "persons.link.done", answers.size());
                ctx.redirect(action);
                return;
            } catch (StaleDataException e) {
                form.error(Form.GLOBAL, "persons.link.stale");
            }
        }
        ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
        ctx.render("persons/link", Map.of("page", new LinkPage(t, p, action, service.proposals(past, tournamentId),
                form)));
    }

    // Past tournaments from EMA results files ----------------------------------------------------------------

    private static final String[] HISTORY_FIELDS = {"name", "venue", "startsOn", "endsOn", "sessions"};

    public void historyForm(Context ctx) {
        ctx.render("persons/history-import", Map.of("page", new HistoryImportPage(
                Form.empty(ctx, messages).set("sessions", 6), "", null, Map.of(), List.of())));
    }

    /**
     * Checks the file and the details (the default); with {@code action=import} and everything right, writes the
     * past tournament and all its lines at once, then asks the organiser to confirm the proposed persons.
     */
    public void historyImport(Context ctx) {
        Form form = Form.from(ctx, messages, HISTORY_FIELDS);
        String name = form.required("name", 200);
        String venue = form.optional("venue", 200);
        LocalDate startsOn = form.date("startsOn");
        LocalDate endsOn = form.date("endsOn");
        Integer sessions = form.integer("sessions", 1, 40, true);
        if (startsOn != null && endsOn != null && endsOn.isBefore(startsOn)) {
            form.error("endsOn", "history.endsBeforeStart");
        }
        String csv = UploadedText.of(ctx);
        CsvFile.Result<PastResult> result = EmaResultsFile.read(csv, sessions);
        boolean confirm = "import".equals(ctx.formParam("action"));
        if (confirm && form.ok() && result.clean()) {
            PersonService.Imported imported = service.importPast(auth.actor(ctx), new PastTournament(null, name, venue,
                    startsOn, endsOn, sessions, result.lines().size()), result.values());
            PastTournament saved = imported.tournament();
            int waiting = imported.waiting();
            auth.flash(ctx, "history.imported", result.lines().size(), waiting);
            ctx.redirect(waiting > 0 ? "/history/" + saved.id() + "/persons" : "/history/" + saved.id());
            return;
        }
        if (!result.clean() || !form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
        }
        ctx.render("persons/history-import", Map.of("page", RegistryPages.checked(form, csv, result, messages,
                RequestLanguage.of(ctx))));
    }

    private PastTournament past(Context ctx) {
        return service.pastTournament(TournamentLookup.id(ctx, "pastId")).orElseThrow(NotFoundResponse::new);
    }

    // Merging duplicates -------------------------------------------------------------------------------------

    public void merges(Context ctx) {
        renderMerges(ctx, Form.empty(ctx, messages));
    }

    /** Merges person {@code merge} into person {@code keep}: audited, and listed with an undo button. */
    public void merge(Context ctx) {
        Form form = Form.from(ctx, messages, "keep", "merge");
        Integer keep = form.integer("keep", 1, Integer.MAX_VALUE, true);
        Integer merge = form.integer("merge", 1, Integer.MAX_VALUE, true);
        if (form.ok() && keep.equals(merge)) {
            form.error("merge", "persons.merge.self");
        }
        if (form.ok()) {
            try {
                service.merge(auth.actor(ctx), keep, merge);
                auth.flash(ctx, "persons.merge.done", merge, keep);
                ctx.redirect("/admin/persons");
                return;
            } catch (StaleDataException e) {
                form.error(Form.GLOBAL, "persons.merge.stale");
            }
        }
        ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
        renderMerges(ctx, form);
    }

    public void undo(Context ctx) {
        long id = TournamentLookup.id(ctx, "mergeId");
        try {
            service.undo(auth.actor(ctx), id);
            auth.flash(ctx, "persons.merge.undone");
            ctx.redirect("/admin/persons");
        } catch (StaleDataException e) {
            Form form = Form.empty(ctx, messages);
            form.error(Form.GLOBAL, "persons.merge.cannotUndo");
            ctx.status(HttpStatus.CONFLICT);
            renderMerges(ctx, form);
        }
    }

    private void renderMerges(Context ctx, Form form) {
        ctx.render("persons/merges", Map.of("page", new MergesPage(service.merges(100), form)));
    }

    // A person's details -------------------------------------------------------------------------------------

    private static final String[] PERSON_FIELDS = {"name", "nativeName", "country", "emaId", "federationId"};

    public void editForm(Context ctx) {
        Person p = editable(ctx);
        Form form = Form.empty(ctx, messages).set("name", p.name()).set("nativeName", p.nativeName())
                .set("country", p.country()).set("emaId", p.emaId()).set("federationId", p.federationId());
        ctx.render("persons/edit", Map.of("page", new PersonFormPage(p, form)));
    }

    public void edit(Context ctx) {
        Person p = editable(ctx);
        Form form = Form.from(ctx, messages, PERSON_FIELDS);
        String name = form.required("name", 200);
        String nativeName = form.optional("nativeName", 200);
        String country = form.optional("country", 3);
        if (country != null && !country.toUpperCase(java.util.Locale.ROOT).matches("[A-Z]{2,3}")) {
            form.error("country", "players.country");
        }
        String ema = form.optional("emaId", 32);
        if (ema != null && !ema.matches("\\d{8}")) {
            form.error("emaId", "players.emaId");
        }
        String federation = form.optional("federationId", 64);
        if (federation != null && !federation.matches("[\\p{L}\\p{N} ._/-]{1,64}")) {
            form.error("federationId", "persons.federationId.invalid");
        }
        if (!form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT).render("persons/edit", Map.of("page",
                    new PersonFormPage(p, form)));
            return;
        }
        try {
            service.update(auth.actor(ctx), new Person(p.id(), name, nativeName,
                    country == null ? null : country.toUpperCase(java.util.Locale.ROOT), ema, federation, null));
        } catch (StaleDataException e) {
            throw new NotFoundResponse();
        }
        auth.flash(ctx, "persons.saved", name);
        ctx.redirect("/persons/" + p.id());
    }

    private Person editable(Context ctx) {
        Person p = service.find(TournamentLookup.id(ctx, "personId")).orElseThrow(NotFoundResponse::new);
        if (p.mergedInto() != null) {
            throw new NotFoundResponse();
        }
        return p;
    }
}

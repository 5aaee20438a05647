package org.mahjongresults.web.stages;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.stage.CarryOver;
import org.mahjongresults.engine.stage.Formation;
import org.mahjongresults.engine.stage.StageSeating;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.draw.ActionOutcome;
import org.mahjongresults.web.forms.Numbers;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.publish.Page;
import org.mahjongresults.web.publish.PageKey;
import org.mahjongresults.web.publish.PageVersion;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.publish.Scope;
import org.mahjongresults.web.publish.SpectatorPage;
import org.mahjongresults.web.publish.TournamentRead;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.rulesets.RuleSets;
import org.mahjongresults.web.stages.StagePages.AddForm;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The stages page (issue 28): each stage's standings group by group and the overall result for everyone; for the
 * director, adding a stage after the qualification and seating its next session. Parses and renders; the work is
 * {@link StageService}'s. Spectators are sent the page rendered once per version through the publisher.
 */
public final class StagesController {

    /** The stages page, prepared with the standings before the whole tournament's watchers are told. */
    static final String PAGE = "stages";

    private final StageService service;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final ThymeleafRenderer renderer;
    private final Publisher publisher;
    private final Messages messages;

    public StagesController(StageService service, TournamentLookup lookup, Auth auth, ThymeleafRenderer renderer,
                            Publisher publisher, Messages messages) {
        this.messages = messages;
        this.service = service;
        this.lookup = lookup;
        this.auth = auth;
        this.renderer = renderer;
        this.publisher = publisher;
        publisher.declare(new SpectatorPage(PAGE, SpectatorPage.Scope.TOURNAMENT, this::prepare));
    }

    /** {@code GET /tournaments/{id}/stages}: each stage's standings and the overall result. */
    public void page(Context ctx) {
        TournamentRead read = lookup.read(ctx);
        Tournament t = mcr(read.tournament());
        boolean visible = lookup.standingsVisible(ctx, t);
        if (Publisher.servesSpectator(ctx) && visible) {
            StageService.Results results = service.shown(t, read.resultsVersion());
            Language language = RequestLanguage.of(ctx);
            publisher.send(ctx, Page.at(PageKey.of("stages", t.id(), language),
                    new PageVersion(t.version(), results.version()), () -> renderer.render("stages/stages",
                            Map.of("page", StagePages.page(t, true, false, results, AddForm.empty(), null,
                                    service.planView(t).orElse(null))), ctx)));
            return;
        }
        render(ctx, t, read.resultsVersion(), AddForm.empty());
    }

    /** {@code POST /tournaments/{id}/stages}: a director adds a stage. */
    public void add(Context ctx) {
        TournamentRead read = lookup.read(ctx);
        Tournament t = mcr(read.tournament());
        AddForm typed = new AddForm(ctx.formParam("formation"), ctx.formParam("groupSize"), ctx.formParam("sessions"),
                ctx.formParam("carry"), ctx.formParam("seating"), ctx.formParam("seed"), null);
        StageService.Request request = new StageService.Request(parse(Formation.class, typed.formation()),
                number(typed.groupSize()), number(typed.sessions()), parse(CarryOver.class, typed.carry()),
                parse(StageSeating.class, typed.seating()), seed(typed.seed()));
        if (ctx.formParam("preview") != null) {
            // Issue 35: the groups and the first session's tables, nothing saved; the seed kept for the add.
            Object preview = service.preview(t, request);
            if (preview instanceof StageService.Preview shown) {
                AddForm kept = new AddForm(typed.formation(), typed.groupSize(), typed.sessions(), typed.carry(),
                        typed.seating(), Long.toString(shown.seed()), null);
                boolean visible = lookup.standingsVisible(ctx, t);
                ctx.render("stages/stages", Map.of("page", StagePages.page(t, visible, lookup.canManage(ctx, t),
                        service.shown(t, read.resultsVersion()), kept, shown,
                        service.planView(t).orElse(null))));
                return;
            }
            answer(ctx, t, (ActionOutcome) preview, typed);
            return;
        }
        answer(ctx, t, service.add(auth.actor(ctx), t, request), typed);
    }

    /** {@code POST /tournaments/{id}/stages/seat}: a director seats the last stage's next session. */
    public void seat(Context ctx) {
        Tournament t = mcr(lookup.visible(ctx));
        answer(ctx, t, service.seatNext(auth.actor(ctx), t), AddForm.empty());
    }

    /** {@code POST /tournaments/{id}/stages/plan/cancel}: a director cancels the stage planned for later. */
    public void cancelPlan(Context ctx) {
        Tournament t = mcr(lookup.visible(ctx));
        answer(ctx, t, service.cancelPlan(auth.actor(ctx), t), AddForm.empty());
    }

    /** {@code POST /tournaments/{id}/stages/undo}: a director undoes the last stage before any of it is played. */
    public void undo(Context ctx) {
        Tournament t = mcr(lookup.visible(ctx));
        answer(ctx, t, service.undo(auth.actor(ctx), t), AddForm.empty());
    }

    private void answer(Context ctx, Tournament t, ActionOutcome outcome, AddForm typed) {
        if (outcome.noSuchPage()) {
            throw new NotFoundResponse();
        }
        if (outcome.refused()) {
            // The page again with the director's input and the reason beside the form.
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            render(ctx, t, -1, new AddForm(typed.formation(), typed.groupSize(), typed.sessions(), typed.carry(),
                    typed.seating(), typed.seed(), messages.get(RequestLanguage.of(ctx),
                            outcome.messageKey(), outcome.argArray())));
            return;
        }
        auth.flash(ctx, outcome.messageKey(), outcome.argArray());
        ctx.redirect("/tournaments/" + t.id() + "/stages");
    }

    /** {@code known}: the results version the tournament was read at (-1: a director's write, the newest). */
    private void render(Context ctx, Tournament t, long known, AddForm form) {
        boolean visible = lookup.standingsVisible(ctx, t);
        StageService.PlanView plan = service.planView(t).orElse(null);
        // The director changes a plan by sending the form again: it opens with the plan's settings.
        AddForm shown = plan != null && form == AddForm.EMPTY ? AddForm.of(plan.stage()) : form;
        ctx.render("stages/stages", Map.of("page", StagePages.page(t, visible, lookup.canManage(ctx, t),
                service.shown(t, known), shown, null, plan)));
    }

    /**
     * Prepares the stages' results for a new version before the spectators are told of it, and at start; a
     * tournament of one stage has nothing here that its standings do not already prepare.
     */
    private void prepare(TournamentRead read, Scope scope, Set<Language> languages) {
        Optional.of(read.tournament()).filter(t -> t.standingsVisible() && RuleSets.of(t).stages())
                .filter(t -> service.stages(t).size() > 1)
                .ifPresent(t -> service.results(t, read.resultsVersion()));
    }

    /** Stages cut a field ranked by table points; a Swiss knockout has its own rounds. */
    private static Tournament mcr(Tournament t) {
        if (!RuleSets.of(t).stages()) {
            throw new NotFoundResponse();
        }
        return t;
    }

    private static <E extends Enum<E>> E parse(Class<E> type, String text) {
        if (text == null) {
            return null;
        }
        try {
            return Enum.valueOf(type, text.trim());
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static Integer number(String text) {
        try {
            return text == null || text.isBlank() ? null : Numbers.parseInt(text.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Long seed(String text) {
        try {
            return text == null || text.isBlank() ? null : Numbers.parseLong(text.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}

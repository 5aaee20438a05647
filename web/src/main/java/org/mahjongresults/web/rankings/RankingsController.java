package org.mahjongresults.web.rankings;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.rankings.StandingsRule;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.TeamScoring;
import org.mahjongresults.engine.tournament.TieBreaker;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.publish.Page;
import org.mahjongresults.web.publish.PageKey;
import org.mahjongresults.web.publish.PageVersion;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.publish.SpectatorPage;
import org.mahjongresults.web.publish.TournamentRead;
import org.mahjongresults.web.rankings.RankingsPages.NationsPage;
import org.mahjongresults.web.rankings.RankingsPages.RulesPage;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.rulesets.RuleSets;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The director's standings rule (the team rule and the tie-breakers, issue 28) and the public nation ranking with its
 * CSV. A Swiss knockout ranks by the round reached and has neither (404).
 */
public final class RankingsController {

    /** The nation ranking, a spectator page of the whole tournament. */
    static final String PAGE = "nations";

    private final RankingsService service;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final Messages messages;
    private final ThymeleafRenderer renderer;
    private final Publisher publisher;

    public RankingsController(RankingsService service, TournamentLookup lookup, Auth auth, Messages messages,
                                     ThymeleafRenderer renderer, Publisher publisher) {
        this.service = service;
        this.lookup = lookup;
        this.auth = auth;
        this.messages = messages;
        this.renderer = renderer;
        this.publisher = publisher;
        // The nation ranking comes from the kept results: preparing them is all its open pages need.
        publisher.declare(new SpectatorPage(PAGE, SpectatorPage.Scope.TOURNAMENT, (read, scope, languages) ->
                service.prepare(read.tournament().id())));
    }

    /** {@code GET /tournaments/{id}/standings/rules}: the director's form. */
    public void form(Context ctx) {
        Tournament t = tablePoints(lookup.visible(ctx));
        StandingsRule rule = service.rule(t);
        Form form = Form.empty(ctx, messages).set("teamScoring", rule.teamScoring().name())
                .set("bestK", rule.bestK() == 0 ? "" : String.valueOf(rule.bestK()));
        for (int i = 1; i <= RankingsPages.SLOTS; i++) {
            form.set("tieBreaker" + i, i <= rule.tieBreakers().size() ? rule.tieBreakers().get(i - 1).name() : "");
        }
        ctx.render("rankings/rules", Map.of("page", new RulesPage(t, form, rule, true)));
    }

    /** {@code POST /tournaments/{id}/standings/rules}: saves them, or shows the form again with the input (422). */
    public void save(Context ctx) {
        Tournament t = tablePoints(lookup.visible(ctx));
        String[] fields = new String[RankingsPages.SLOTS + 2];
        fields[0] = "teamScoring";
        fields[1] = "bestK";
        for (int i = 1; i <= RankingsPages.SLOTS; i++) {
            fields[i + 1] = "tieBreaker" + i;
        }
        Form form = Form.from(ctx, messages, fields);
        TeamScoring scoring = form.choice("teamScoring", TeamScoring.class);
        Integer bestK = scoring == null || scoring == TeamScoring.ALL_MEMBERS ? Integer.valueOf(0)
                : form.integer("bestK", 1, 99, true);
        List<TieBreaker> chain = new ArrayList<>();
        for (int i = 1; i <= RankingsPages.SLOTS; i++) {
            String field = "tieBreaker" + i;
            if (form.get(field).isBlank()) {
                continue;
            }
            TieBreaker b = form.choice(field, TieBreaker.class);
            if (b != null && chain.contains(b)) {
                form.error(field, "rankings.tieBreakerTwice");
            } else if (b != null) {
                chain.add(b);
            }
        }
        if (!form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            ctx.render("rankings/rules", Map.of("page", new RulesPage(t, form, service.rule(t), true)));
            return;
        }
        try {
            StandingsRule before = service.rule(t);
            StandingsRule saved = service.save(auth.actor(ctx), t, scoring, bestK, chain);
            auth.flash(ctx, before.lotSeed() == null && saved.lotSeed() != null ? "rankings.savedLotDrawn"
                    : "rankings.saved");
        } catch (StaleDataException e) {
            form.error(Form.GLOBAL, e.getMessage());
            ctx.status(HttpStatus.CONFLICT);
            ctx.render("rankings/rules", Map.of("page", new RulesPage(t, form, service.rule(t), true)));
            return;
        }
        ctx.redirect("/tournaments/" + t.id() + "/standings/rules");
    }

    /** {@code GET /tournaments/{id}/standings/nations}: the nation ranking from the players' countries. */
    public void nations(Context ctx) {
        TournamentRead read = lookup.read(ctx);
        Tournament t = tablePoints(read.tournament());
        boolean visible = lookup.standingsVisible(ctx, t);
        if (visible && Publisher.servesSpectator(ctx)) {
            var results = service.results(t, read.resultsVersion());
            PageVersion version = new PageVersion(t.version(), results.version());
            publisher.send(ctx, Page.at(PageKey.of("nations", t.id(), RequestLanguage.of(ctx)), version,
                    () -> renderer.render("rankings/nations", Map.of("page", new NationsPage(t, true,
                            service.nations(t, results), service.rule(t), false)), ctx)));
            return;
        }
        var rows = visible ? service.nations(t, service.results(t, read.resultsVersion()))
                : List.<RankingsService.NationLine>of();
        ctx.render("rankings/nations", Map.of("page", new NationsPage(t, visible, rows, service.rule(t),
                lookup.canManage(ctx, t))));
    }

    /** {@code GET /tournaments/{id}/standings/nations.csv}. */
    public void nationsCsv(Context ctx) {
        Tournament t = tablePoints(lookup.visibleStandings(ctx));
        ctx.contentType("text/csv; charset=utf-8")
                .header("Content-Disposition", "attachment; filename=\"nations-" + t.id() + ".csv\"")
                .result(service.nationsCsv(t));
    }

    /** {@code GET /api/tournaments/{id}/nations}: the nation ranking as JSON. */
    public void nationsJson(Context ctx) {
        ctx.json(service.nationsJson(tablePoints(lookup.visibleStandings(ctx))));
    }

    /** Table-point rankings only: a Swiss knockout ranks by the round reached (002), with no teams or nations. */
    private static Tournament tablePoints(Tournament t) {
        if (!RuleSets.of(t).teamAndNationRankings()) {
            throw new NotFoundResponse();
        }
        return t;
    }
}

package org.mahjongresults.web.season;

import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mahjongresults.db.season.Season;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.season.SeasonBasis;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.auth.CurrentUser;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.publish.Page;
import org.mahjongresults.web.publish.PageKey;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * Seasons across tournaments (issue 28 item 5): the list, a series director's form (the tournaments with their class
 * weights, the basis, the sum or the best K), the public standings (a spectator's copy through the publisher, once
 * per version of what they come from), each person's contributing results, and the CSV and JSON exports.
 */
public final class SeasonController {

    record ListPage(List<Season> seasons, boolean canCreate) {
    }

    /** The form; {@code selected} the tournaments ticked, {@code seasonId} null for a new season. */
    record FormPage(Long seasonId, Form form, List<Tournament> tournaments, Set<Long> selected,
                    List<SeasonBasis> bases) {
    }

    record StandingsPage(SeasonService.Standings standings, boolean canEdit) {
    }

    record PersonPage(SeasonService.Standings standings, SeasonService.Line line) {
    }

    private static final int MAX_PLACE_POINTS = 200;

    private final SeasonService service;
    private final Auth auth;
    private final Messages messages;
    private final ThymeleafRenderer renderer;
    private final Publisher publisher;

    public SeasonController(SeasonService service, Auth auth, Messages messages, ThymeleafRenderer renderer,
                            Publisher publisher) {
        this.service = service;
        this.auth = auth;
        this.messages = messages;
        this.renderer = renderer;
        this.publisher = publisher;
    }

    /** {@code GET /seasons}. */
    public void list(Context ctx) {
        boolean organiser = auth.user(ctx).map(CurrentUser::organiser).orElse(false);
        ctx.render("season/list", Map.of("page", new ListPage(service.list(), organiser)));
    }

    /** {@code GET /seasons/new}: a series director's form. */
    public void newForm(Context ctx) {
        Form form = Form.empty(ctx, messages).set("basis", SeasonBasis.PLACE.name())
                .set("placePoints", "25,18,15,12,10,8,6,4,2,1");
        renderForm(ctx, null, form, Set.of());
    }

    /** {@code POST /seasons}. */
    public void create(Context ctx) {
        Parsed p = parse(ctx, null, 0);
        if (!p.form().ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            renderForm(ctx, null, p.form(), p.selected());
            return;
        }
        Season saved = service.create(auth.actor(ctx), p.season());
        auth.flash(ctx, "season.saved");
        ctx.redirect("/seasons/" + saved.id());
    }

    /** {@code GET /seasons/{seasonId}/edit}. */
    public void editForm(Context ctx) {
        Season s = editable(ctx);
        Form form = Form.empty(ctx, messages).set("name", s.name()).set("basis", s.basis().name())
                .set("bestK", s.bestK() == null ? "" : s.bestK())
                .set("placePoints", String.join(",", s.placePoints().stream().map(BigDecimal::toPlainString)
                        .toList()))
                .set("version", s.version());
        Set<Long> selected = new LinkedHashSet<>();
        for (Season.Member m : s.tournaments()) {
            selected.add(m.tournamentId());
            form.set("weight_" + m.tournamentId(), m.classWeight().stripTrailingZeros().toPlainString());
            form.set("days_" + m.tournamentId(), m.days());
            if (m.qualification()) {
                form.set("qual_" + m.tournamentId(), "on");
            }
        }
        renderForm(ctx, s.id(), form, selected);
    }

    /** {@code POST /seasons/{seasonId}/edit}. */
    public void edit(Context ctx) {
        Season s = editable(ctx);
        Parsed p = parse(ctx, s, -1);
        if (!p.form().ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            renderForm(ctx, s.id(), p.form(), p.selected());
            return;
        }
        if (service.update(auth.actor(ctx), p.season()).isEmpty()) {
            p.form().error(Form.GLOBAL, "season.stale");
            ctx.status(HttpStatus.CONFLICT);
            renderForm(ctx, s.id(), p.form(), p.selected());
            return;
        }
        auth.flash(ctx, "season.saved");
        ctx.redirect("/seasons/" + s.id());
    }

    /** The public standings: a spectator's copy is rendered once per version of what they come from. */
    public void standings(Context ctx) {
        Season s = season(ctx);
        if (Publisher.servesSpectator(ctx)) {
            publisher.send(ctx, Page.shown(PageKey.of("season", s.id(), RequestLanguage.of(ctx)),
                    service.version(s.id()), () -> renderer.render("season/standings",
                            Map.of("page", new StandingsPage(service.standings(s), false)), ctx)));
            return;
        }
        ctx.render("season/standings", Map.of("page", new StandingsPage(service.standings(s), canEdit(ctx, s))));
    }

    /** A person's contributing results in the season. */
    public void person(Context ctx) {
        Season s = season(ctx);
        long personId = TournamentLookup.id(ctx, "personId");
        SeasonService.Standings standings = service.standings(s);
        SeasonService.Line line = standings.of(personId).orElseThrow(NotFoundResponse::new);
        ctx.render("season/person", Map.of("page", new PersonPage(standings, line)));
    }

    /** {@code GET /seasons/{seasonId}/standings.csv}. */
    public void csv(Context ctx) {
        Season s = season(ctx);
        ctx.contentType("text/csv; charset=utf-8")
                .header("Content-Disposition", "attachment; filename=\"season-" + s.id() + ".csv\"")
                .result(SeasonExports.csv(service.standings(s)));
    }

    /** {@code GET /seasons/{seasonId}/standings.json} and the API. */
    public void json(Context ctx) {
        ctx.json(SeasonExports.body(service.standings(season(ctx))));
    }

    private Season season(Context ctx) {
        return service.find(TournamentLookup.id(ctx, "seasonId")).orElseThrow(NotFoundResponse::new);
    }

    /** The season, if this organiser may change it: its creator or a site administrator. */
    private Season editable(Context ctx) {
        Season s = season(ctx);
        if (!canEdit(ctx, s)) {
            throw new ForbiddenResponse();
        }
        return s;
    }

    private boolean canEdit(Context ctx, Season s) {
        return auth.user(ctx).map(u -> u.siteAdmin() || (s.createdBy() != null && s.createdBy() == u.user().id()))
                .orElse(false);
    }

    private record Parsed(Form form, Season season, Set<Long> selected) {
    }

    private Parsed parse(Context ctx, Season existing, int version) {
        List<Tournament> all = service.tournaments();
        List<String> fields = new ArrayList<>(List.of("name", "basis", "bestK", "placePoints", "version"));
        all.forEach(t -> {
            fields.add("weight_" + t.id());
            fields.add("days_" + t.id());
            fields.add("qual_" + t.id());
        });
        Form form = Form.from(ctx, messages, fields.toArray(String[]::new));
        String name = form.required("name", 200);
        SeasonBasis basis = form.choice("basis", SeasonBasis.class);
        Integer bestK = form.get("bestK").isBlank() ? null : form.integer("bestK", 1, 100, false);
        List<BigDecimal> points = placePoints(form);
        if (existing != null) {
            // The version the form was read at: a save over somebody else's answers 409 (optimistic locking).
            Integer read = form.integer("version", 0, Integer.MAX_VALUE, true);
            version = read == null ? existing.version() : read;
        }
        Set<Long> known = new LinkedHashSet<>();
        all.forEach(t -> known.add(t.id()));
        Set<Long> selected = new LinkedHashSet<>();
        for (String v : ctx.formParams("tournament")) {
            try {
                long id = Long.parseLong(v.strip());
                if (!known.contains(id)) {
                    throw new NumberFormatException();
                }
                selected.add(id);
            } catch (NumberFormatException e) {
                form.error("tournament", "form.invalidChoice");
            }
        }
        List<Season.Member> members = new ArrayList<>();
        for (Tournament t : all) { // in the list's order, newest first: the season's order
            if (selected.contains(t.id())) {
                // The EMA rule's settings of the tournament: its days of play and whether one had to qualify.
                Integer days = form.get("days_" + t.id()).isBlank() ? Integer.valueOf(1)
                        : form.integer("days_" + t.id(), 1, 3, false);
                members.add(new Season.Member(t.id(), weight(form, "weight_" + t.id()), days == null ? 1 : days,
                        !form.get("qual_" + t.id()).isBlank()));
            }
        }
        Season season = new Season(existing == null ? null : existing.id(), name,
                basis == null ? SeasonBasis.PLACE : basis, bestK, points,
                existing == null ? null : existing.createdBy(), version, members);
        if (basis != null) {
            // Every problem at once; a field already marked keeps its first message.
            service.check(season).forEach(p -> form.error(p.field(), p.key()));
        }
        return new Parsed(form, season, selected);
    }

    /** The points by place, "25,18,15": each a number from 0 to 10000, at most 200 places. */
    private static List<BigDecimal> placePoints(Form form) {
        String text = form.get("placePoints").strip();
        if (text.isEmpty()) {
            return List.of();
        }
        List<BigDecimal> out = new ArrayList<>();
        for (String part : text.split("[,;\\s]+")) {
            try {
                BigDecimal v = new BigDecimal(part);
                if (v.signum() < 0 || v.compareTo(BigDecimal.valueOf(10_000)) > 0 || v.scale() > 2) {
                    throw new NumberFormatException();
                }
                out.add(v);
            } catch (NumberFormatException e) {
                form.error("placePoints", "season.badPlacePoints");
                return List.of();
            }
        }
        if (out.size() > MAX_PLACE_POINTS) {
            form.error("placePoints", "season.badPlacePoints");
            return List.of();
        }
        return out;
    }

    /** A class weight from 0.1 to 10 (empty: 1). */
    private static BigDecimal weight(Form form, String field) {
        String text = form.get(field).strip().replace(',', '.');
        if (text.isEmpty()) {
            return BigDecimal.ONE;
        }
        try {
            BigDecimal w = new BigDecimal(text);
            if (w.compareTo(new BigDecimal("0.1")) < 0 || w.compareTo(BigDecimal.TEN) > 0 || w.scale() > 2) {
                throw new NumberFormatException();
            }
            return w;
        } catch (NumberFormatException e) {
            form.error(field, "season.badWeight");
            return BigDecimal.ONE;
        }
    }

    private void renderForm(Context ctx, Long seasonId, Form form, Set<Long> selected) {
        ctx.render("season/form", Map.of("page", new FormPage(seasonId, form, service.tournaments(), selected,
                List.of(SeasonBasis.values()))));
    }
}

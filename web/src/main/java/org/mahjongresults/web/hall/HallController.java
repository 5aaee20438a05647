package org.mahjongresults.web.hall;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.hall.HallSettings;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.publish.Page;
import org.mahjongresults.web.publish.PageKey;
import org.mahjongresults.web.publish.PageVersion;
import org.mahjongresults.web.publish.TournamentRead;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.standings.StandingsService;
import org.mahjongresults.web.swiss.SwissService;
import org.mahjongresults.web.system.PublicAddress;
import org.mahjongresults.web.tournament.TournamentLookup;
import org.mahjongresults.web.forms.Numbers;
import org.mahjongresults.web.clock.ClockService;
import org.mahjongresults.web.rendering.QrCodes;
import org.mahjongresults.web.rulesets.RuleSets;

/**
 * Event day in the hall: the session clock (its JSON for every view, and the officials' controls), the big screen
 * for a projector, the hall settings (venue time zone, what the screen shows), and the players' search.
 */
public final class HallController {

    /** The officials' hall page: the clock of a session and its controls, and the hall settings. */
    public record HallPage(Tournament tournament, HallSettings hall, Form form, List<Integer> sessions,
                           int session, ClockService.ClockView clock, List<Integer> tables, boolean canClock,
                           boolean canSettings, List<String> zones, String screenUrl, boolean canManage) {

        /** Every pane the big screen can show, for the settings' checkboxes. */
        public List<String> allPanes() {
            return HallSettings.PANES;
        }
    }

    /** The search page: the query and what it found. */
    public record FindPage(Tournament tournament, String query, List<HallService.FindHit> hits, boolean canManage) {
    }

    private final HallService hall;
    private final ClockService clocks;
    private final StandingsService results;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final Messages messages;
    private final ThymeleafRenderer renderer;
    private final Publisher publisher;
    private final SwissService swiss;

    public HallController(HallService hall, ClockService clocks, StandingsService results, TournamentLookup lookup,
                                 Auth auth, Messages messages, ThymeleafRenderer renderer, Publisher publisher,
                                 SwissService swiss) {
        this.hall = hall;
        this.clocks = clocks;
        this.results = results;
        this.lookup = lookup;
        this.auth = auth;
        this.messages = messages;
        this.renderer = renderer;
        this.publisher = publisher;
        this.swiss = swiss;
    }

    // ----- the clock ---------------------------------------------------------------------------------------------

    /**
     * {@code GET /tournaments/{id}/clock?session=n&table=t}: the clock as JSON with this server's "now", never
     * cached, so a browser's countdown agrees with every other view to within its round trip. A spectator's clock
     * comes from the stored clocks at the results version the request's tournament was read with (no database
     * read while the version stands); staff read the database.
     */
    public void clock(Context ctx) {
        TournamentRead read = lookup.read(ctx);
        Tournament t = read.tournament();
        Integer session = intParam(ctx.queryParam("session"));
        Integer table = intParam(ctx.queryParam("table"));
        ctx.header("Cache-Control", "no-store");
        ctx.contentType("application/json; charset=utf-8").result(
                clocks.clock(t, read.resultsVersion(), session, table).json());
    }

    /** {@code GET /tournaments/{id}/hall}: the officials' page. */
    public void hall(Context ctx) {
        Tournament t = lookup.visible(ctx);
        HallSettings s = hall.settings(t.id());
        renderHall(ctx, t, withSettings(Form.empty(ctx, messages), s), s);
    }

    /**
     * The page's one form model carries the clock's fields and the hall settings' fields: a refused clock action
     * keeps the settings form filled with the saved settings (its template reads them all).
     */
    private static Form withSettings(Form form, HallSettings s) {
        return form.set("timeZone", s.zone().getId()).set("theme", s.theme()).set("seconds", s.seconds())
                .set("panes", String.join(",", s.panes()));
    }

    /** {@code POST /tournaments/{id}/hall}: the director saves the hall settings. */
    public void saveSettings(Context ctx) {
        Tournament t = lookup.visible(ctx);
        Form form = Form.from(ctx, messages, "timeZone", "theme", "seconds");
        List<String> panes = ctx.formParams("pane").stream().filter(HallSettings.PANES::contains).distinct()
                .sorted(java.util.Comparator.comparingInt(HallSettings.PANES::indexOf)).toList();
        form.set("panes", String.join(",", panes));
        ZoneId zone = null;
        String zoneId = form.required("timeZone", 64);
        if (!zoneId.isEmpty()) {
            try {
                zone = ZoneId.of(zoneId);
            } catch (RuntimeException e) {
                form.error("timeZone", "hall.badZone");
            }
        }
        String theme = form.get("theme");
        if (!theme.equals("dark") && !theme.equals("light")) {
            form.error("theme", "form.invalidChoice");
        }
        Integer seconds = form.integer("seconds", 5, 120, true);
        if (panes.isEmpty()) {
            form.error("panes", "hall.noPanes");
        }
        if (!form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            renderHall(ctx, t, form, hall.settings(t.id()));
            return;
        }
        hall.saveSettings(auth.actor(ctx), new HallSettings(t.id(), zone, panes, theme, seconds));
        auth.flash(ctx, "hall.saved");
        ctx.redirect("/tournaments/" + t.id() + "/hall");
    }

    /** {@code POST /tournaments/{id}/sessions/{n}/clock}: start, pause, resume, extend or call time. */
    public void act(Context ctx) {
        Tournament t = lookup.visible(ctx);
        int session = TournamentLookup.number(ctx, "n");
        Form form = Form.from(ctx, messages, "action", "minutes");
        ClockService.Action action = form.choice("action", ClockService.Action.class);
        Integer minutes = action == ClockService.Action.EXTEND ? form.integer("minutes", 1, 120, true) : null;
        if (!form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            HallSettings saved = hall.settings(t.id());
            renderHall(ctx, t, withSettings(form, saved), saved, session);
            return;
        }
        try {
            hall.act(auth.actor(ctx), t, session, action, minutes == null ? 0 : minutes);
            auth.flash(ctx, "clock.done." + action.name());
        } catch (StaleDataException e) {
            form.error(Form.GLOBAL, e.getMessage());
            ctx.status(HttpStatus.CONFLICT);
            HallSettings saved = hall.settings(t.id());
            renderHall(ctx, t, withSettings(form, saved), saved, session);
            return;
        }
        ctx.redirect("/tournaments/" + t.id() + "/hall?session=" + session);
    }

    /** {@code POST /tournaments/{id}/sessions/{n}/clock/table}: extra time for one table. */
    public void extendTable(Context ctx) {
        Tournament t = lookup.visible(ctx);
        int session = TournamentLookup.number(ctx, "n");
        Form form = Form.from(ctx, messages, "table", "minutes");
        Integer table = form.integer("table", 1, 10_000, true);
        Integer minutes = form.integer("minutes", 1, 120, true);
        if (table != null && !hall.hasTable(t.id(), session, table)) {
            form.error("table", "clock.noTable");
        }
        if (!form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            HallSettings saved = hall.settings(t.id());
            renderHall(ctx, t, withSettings(form, saved), saved, session);
            return;
        }
        try {
            hall.extendTable(auth.actor(ctx), t, session, table, minutes);
            auth.flash(ctx, "clock.tableExtended", table, minutes);
        } catch (StaleDataException e) {
            form.error(Form.GLOBAL, e.getMessage());
            ctx.status(HttpStatus.CONFLICT);
            HallSettings saved = hall.settings(t.id());
            renderHall(ctx, t, withSettings(form, saved), saved, session);
            return;
        }
        ctx.redirect("/tournaments/" + t.id() + "/hall?session=" + session);
    }

    private void renderHall(Context ctx, Tournament t, Form form, HallSettings s) {
        Integer session = intParam(ctx.queryParam("session"));
        renderHall(ctx, t, form, s, session == null ? clocks.currentSession(t).orElse(0) : session);
    }

    private void renderHall(Context ctx, Tournament t, Form form, HallSettings s, int session) {
        List<Integer> sessions = hall.sessions(t.id());
        List<Integer> tables = hall.tables(t.id(), session);
        List<String> zones = ZoneId.getAvailableZoneIds().stream().filter(z -> z.contains("/") && !z.startsWith("Etc"))
                .sorted().toList();
        ctx.render("hall/hall", Map.of("page", new HallPage(t, s, form, sessions, session,
                clocks.view(t, session, null), tables, auth.has(ctx, t.id(), StaffRole.CHIEF_REFEREE),
                auth.has(ctx, t.id(), StaffRole.DIRECTOR), zones, "/tournaments/" + t.id() + "/screen",
                lookup.canManage(ctx, t))));
    }

    // ----- the big screen ----------------------------------------------------------------------------------------

    /**
     * {@code GET /tournaments/{id}/screen}: the projector's page. It needs no interaction: a script rotates its panes,
     * the live events refresh its region, and the clock script counts down from the server's clock.
     */
    public void screen(Context ctx) {
        TournamentRead read = lookup.read(ctx);
        Tournament t = read.tournament();
        if (t.drawStatus() != Tournament.DrawStatus.PUBLISHED && !auth.isStaff(ctx, t.id())) {
            throw new NotFoundResponse();
        }
        HallSettings s = hall.settings(t.id());
        String theme = "light".equals(ctx.queryParam("theme")) || "dark".equals(ctx.queryParam("theme"))
                ? ctx.queryParam("theme") : s.theme();
        int session = clocks.currentSession(t, read.resultsVersion()).orElse(1);
        Language language = RequestLanguage.of(ctx);
        String absolute = QrCodes.absolute(ctx, "/tournaments/" + t.id());
        // Never a loopback address on the screen's footer: a phone cannot open it (issue 37).
        String phoneUrl = PublicAddress.reachableByPhones(absolute) ? absolute : "";
        String qr = QrCodes.svg(phoneUrl, messages.get(language, "screen.qrLabel"));
        StandingsService.Results r = results.results(t);
        // The session being played is part of what the region shows, and changes with the clock, not the results.
        PageVersion version = new PageVersion(t.version(), r.version());
        String region = publisher.part(Page.at(PageKey.of("screen", t.id(), language, phoneUrl, session), version,
                () -> renderer.renderShared("hall/screen-region", "region", Map.of("region", ScreenPages.region(t, s,
                        session, r, qr, phoneUrl, clocks.extraMinutes(t, session),
                        RuleSets.of(t).screenShowsBracket() && t.standingsVisible()
                                ? swiss.load(t) : null, results.rules(t).scoreBase(t))),
                        language.locale())));
        if (ctx.queryParam("region") != null) {
            ctx.header("Cache-Control", "no-cache");
            ctx.html(region);
            return;
        }
        ctx.render("hall/screen", Map.of("page", new ScreenPages.ScreenPage(t, s, theme, session, region, qr, phoneUrl)));
    }

    // ----- find yourself -----------------------------------------------------------------------------------------

    /**
     * {@code GET /tournaments/{id}/find?q=}: players by name (Latin letters with or without accents, or the native
     * script), entry number or country, each with the next table to go to.
     */
    public void find(Context ctx) {
        Tournament t = lookup.visible(ctx);
        String q = Optional.ofNullable(ctx.queryParam("q")).map(String::strip).orElse("");
        if (q.length() > 100) {
            q = q.substring(0, 100);
        }
        List<HallService.FindHit> hits = q.isEmpty() ? List.of() : hall.find(t, q,
                t.drawStatus() == Tournament.DrawStatus.PUBLISHED || auth.isStaff(ctx, t.id()));
        if (hits.size() == 1 && ctx.queryParam("go") != null) {
            ctx.redirect("/tournaments/" + t.id() + "/players/" + hits.get(0).player().id());
            return;
        }
        ctx.render("hall/find", Map.of("page", new FindPage(t, q, hits, lookup.canManage(ctx, t))));
    }

    private static Integer intParam(String s) {
        try {
            return s == null || s.isBlank() ? null : Integer.valueOf(Numbers.parseInt(s.trim()));
        } catch (NumberFormatException e) {
            return null;
        }
    }
}

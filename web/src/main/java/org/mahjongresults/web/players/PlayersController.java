package org.mahjongresults.web.players;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.PlayerImportRow;
import org.mahjongresults.db.tournament.Team;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.PlayerStatus;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.CsvFile;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.forms.UploadedText;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.players.PlayerPages.ImportPage;
import org.mahjongresults.web.players.PlayerPages.ManagePage;
import org.mahjongresults.web.players.PlayerPages.PlayerFormPage;
import org.mahjongresults.web.tournament.TournamentLookup;

/** The director registers players and teams: forms, CSV import with preview, withdrawals and substitutes. */
public final class PlayersController {

    private final PlayerService service;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final Messages messages;

    public PlayersController(PlayerService service, TournamentLookup lookup, Auth auth, Messages messages) {
        this.service = service;
        this.lookup = lookup;
        this.auth = auth;
        this.messages = messages;
    }

    public void manage(Context ctx) {
        Tournament t = lookup.visible(ctx);
        Form playerForm = Form.empty(ctx, messages).set("entryNumber", service.nextEntryNumber(t));
        renderManage(ctx, t, playerForm, Form.empty(ctx, messages));
    }

    public void create(Context ctx) {
        Tournament t = lookup.visible(ctx);
        Form form = Form.from(ctx, messages, PlayerForm.FIELDS);
        Player p = PlayerForm.read(form, t, service.teams(t), null);
        if (form.ok()) {
            PlayerService.Outcome outcome = service.register(auth.actor(ctx), p);
            if (outcome.ok()) {
                auth.flash(ctx, "players.added", p.name());
                ctx.redirect(afterEntry(t, outcome));
                return;
            }
            form.error("entryNumber", "players.entryTaken", p.entryNumber());
        }
        ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
        renderManage(ctx, t, form, Form.empty(ctx, messages));
    }

    public void createTeam(Context ctx) {
        Tournament t = lookup.visible(ctx);
        Form form = Form.from(ctx, messages, "teamName", "teamNativeName", "teamCountry", "leaderName");
        String name = form.required("teamName", 200);
        String nativeName = form.optional("teamNativeName", 200);
        String country = form.optional("teamCountry", 3);
        String leader = form.optional("leaderName", 200);
        if (service.teamExists(t, name)) {
            form.error("teamName", "players.teamExists");
        }
        if (!form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            renderManage(ctx, t, Form.empty(ctx, messages), form);
            return;
        }
        service.createTeam(auth.actor(ctx), t, name, nativeName, country, leader);
        auth.flash(ctx, "players.teamAdded", name);
        ctx.redirect("/tournaments/" + t.id() + "/players/manage");
    }

    public void editForm(Context ctx) {
        Tournament t = lookup.visible(ctx);
        Player p = player(ctx, t);
        Form form = Form.empty(ctx, messages).set("entryNumber", p.entryNumber()).set("name", p.name())
                .set("nativeName", p.nativeName()).set("familyName", p.familyName()).set("givenName", p.givenName())
                .set("country", p.country()).set("teamId", p.teamId()).set("emaId", p.emaId());
        ctx.render("players/edit", formPage(t, p, form));
    }

    public void edit(Context ctx) {
        Tournament t = lookup.visible(ctx);
        Player existing = player(ctx, t);
        Form form = Form.from(ctx, messages, PlayerForm.FIELDS);
        Player p = PlayerForm.read(form, t, service.teams(t), existing);
        if (form.ok()) {
            PlayerService.Outcome outcome = service.edit(auth.actor(ctx), p);
            if (outcome.ok()) {
                auth.flash(ctx, "players.saved", p.name());
                ctx.redirect("/tournaments/" + t.id() + "/players/manage");
                return;
            }
            if (outcome.refusal() == PlayerService.Refusal.GONE) {
                throw new NotFoundResponse();
            }
            form.error("entryNumber", "players.entryTaken", p.entryNumber());
        }
        ctx.status(HttpStatus.UNPROCESSABLE_CONTENT).render("players/edit", formPage(t, existing, form));
    }

    /** The player leaves after the sessions already played; later draws leave the player out. */
    public void withdraw(Context ctx) {
        Tournament t = lookup.visible(ctx);
        Player p = player(ctx, t);
        if (service.withdraw(auth.actor(ctx), t, p).ok()) {
            auth.flash(ctx, "players.withdrawn", p.name());
        } else {
            auth.flash(ctx, "players.notActive", p.name());
        }
        ctx.redirect("/tournaments/" + t.id() + "/players/manage");
    }

    public void substituteForm(Context ctx) {
        Tournament t = lookup.visible(ctx);
        Player p = player(ctx, t);
        Form form = Form.empty(ctx, messages).set("entryNumber", service.nextEntryNumber(t))
                .set("teamId", p.teamId()).set("country", p.country());
        ctx.render("players/substitute", formPage(t, p, form));
    }

    public void substitute(Context ctx) {
        Tournament t = lookup.visible(ctx);
        Player leaving = player(ctx, t);
        Form form = Form.from(ctx, messages, PlayerForm.FIELDS);
        Player sub = PlayerForm.read(form, t, service.teams(t), null);
        if (leaving.status() != PlayerStatus.ACTIVE) {
            form.error(Form.GLOBAL, "players.notActive", leaving.name());
        }
        if (form.ok()) {
            PlayerService.Outcome outcome = service.substitute(auth.actor(ctx), t, leaving, sub);
            if (outcome.ok()) {
                auth.flash(ctx, "players.substituted", sub.name(), leaving.name());
                ctx.redirect(afterEntry(t, outcome));
                return;
            }
            if (outcome.refusal() == PlayerService.Refusal.NOT_ACTIVE) {
                form.error(Form.GLOBAL, "players.notActive", leaving.name());
            } else {
                form.error("entryNumber", "players.entryTaken", sub.entryNumber());
            }
        }
        ctx.status(HttpStatus.UNPROCESSABLE_CONTENT).render("players/substitute", formPage(t, leaving, form));
    }

    public void importForm(Context ctx) {
        Tournament t = lookup.visible(ctx);
        ctx.render("players/import", Map.of("page", new ImportPage(t, "", null, Map.of(), List.of(), true)));
    }

    /** Preview (the default) shows every line and its problems; import writes only a clean file, all at once. */
    public void importCsv(Context ctx) {
        Tournament t = lookup.visible(ctx);
        String csv = UploadedText.of(ctx);
        PlayerService.Import outcome = service.importCsv(auth.actor(ctx), t, csv,
                "import".equals(ctx.formParam("action")));
        if (outcome.imported()) {
            auth.flash(ctx, "import.done", outcome.players());
            ctx.redirect(outcome.waitingMatches() > 0 ? "/tournaments/" + t.id() + "/persons"
                    : "/tournaments/" + t.id() + "/players/manage");
            return;
        }
        CsvFile.Result<PlayerImportRow> result = outcome.result();
        var lang = RequestLanguage.of(ctx);
        Function<CsvFile.Problem, String> say = p -> messages.get(lang, p.key(), p.args().toArray());
        Map<Integer, List<String>> reasons = result.reasons(say);
        List<String> fileReasons = result.fileReasons(say);
        if (!result.clean()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
        }
        ctx.render("players/import", Map.of("page", new ImportPage(t, csv, result, reasons, fileReasons, true)));
    }

    /**
     * After players are entered: if some match a registered person, the director goes on to confirm each proposed
     * match (issue 18: nothing is merged silently); otherwise back to the players.
     */
    private static String afterEntry(Tournament t, PlayerService.Outcome outcome) {
        return outcome.waitingMatches() > 0 ? "/tournaments/" + t.id() + "/persons"
                : "/tournaments/" + t.id() + "/players/manage";
    }


    private void renderManage(Context ctx, Tournament t, Form playerForm, Form teamForm) {
        List<Team> teams = service.teams(t);
        Map<Long, String> teamNames = teams.stream().collect(Collectors.toMap(Team::id, Team::name));
        ctx.render("players/manage", Map.of("page", new ManagePage(t, service.players(t), teamNames, teams,
                playerForm, teamForm, service.playedSessions(t), true)));
    }

    private Map<String, Object> formPage(Tournament t, Player p, Form form) {
        return Map.of("page", new PlayerFormPage(t, p, service.teams(t), form, service.playedSessions(t), true));
    }

    private Player player(Context ctx, Tournament t) {
        return service.player(t, TournamentLookup.id(ctx, "playerId")).orElseThrow(NotFoundResponse::new);
    }
}

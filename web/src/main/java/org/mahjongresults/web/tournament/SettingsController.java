package org.mahjongresults.web.tournament;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.mcr.RuleProfile;
import org.mahjongresults.engine.tournament.RankingOrder;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.db.riichi.RiichiSettings;
import org.mahjongresults.engine.riichi.game.GameLength;
import org.mahjongresults.engine.tournament.TablePointSystem;
import org.mahjongresults.engine.tournament.TieRule;
import org.mahjongresults.engine.tournament.TournamentStatus;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.clock.VenueTime;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.forms.Numbers;

/** The director edits a tournament's details and the rules in force. */
public final class SettingsController {

    /** The settings form with the choices it offers; {@code fewSessions} warns below the rules' six. */
    public record SettingsPage(Tournament tournament, Form form, List<Integer> sessionNumbers, boolean fewSessions,
                               Map<String, List<String>> choices, boolean canManage, String timeZone) {
    }

    static final String[] FIELDS = {"name", "venue", "startsOn", "endsOn", "ruleSet", "mcrProfile", "tablePointSystem",
            "tieRule", "rankingOrder", "sessionCount", "sessionMinutes", "startingStake", "appealFee",
            "appealCurrency", "teamEvent", "keepCountriesApart", "standingsVisible", "publishPenalties",
            "publishAppeals", "defaultLanguage", "status", "version", "confirmFewer", "riichiPreset", "riichiLength"};

    private final TournamentService service;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final Messages messages;

    public SettingsController(TournamentService service, TournamentLookup lookup, Auth auth, Messages messages) {
        this.service = service;
        this.lookup = lookup;
        this.auth = auth;
        this.messages = messages;
    }

    public void form(Context ctx) {
        Tournament t = lookup.visible(ctx);
        Form form = Form.empty(ctx, messages);
        t.snapshot().forEach((k, v) -> form.set(k, v));
        form.set("keepCountriesApart", t.keepCountriesApart()).set("publishPenalties", t.publishPenalties())
                .set("publishAppeals", t.publishAppeals()).set("defaultLanguage", t.defaultLanguage())
                .set("version", t.version());
        RiichiSettings riichi = service.riichi(t);
        form.set("riichiPreset", riichi.preset()).set("riichiLength", riichi.length());
        ZoneId zone = service.zone(t);
        service.schedule(t).forEach((n, start) -> form.set("start" + n, VenueTime.toLocalField(start, zone)));
        render(ctx, t, form);
    }

    public void save(Context ctx) {
        Tournament t = lookup.visible(ctx);
        List<String> fields = new ArrayList<>(List.of(FIELDS));
        for (int n = 1; n <= 40; n++) {
            fields.add("start" + n);
        }
        Form form = Form.from(ctx, messages, fields.toArray(String[]::new));
        String name = form.required("name", 200);
        String venue = form.optional("venue", 200);
        var startsOn = form.date("startsOn");
        var endsOn = form.date("endsOn");
        if (startsOn != null && endsOn != null && endsOn.isBefore(startsOn)) {
            form.error("endsOn", "tournament.endsBeforeStart");
        }
        RuleSet ruleSet = form.choice("ruleSet", RuleSet.class);
        RuleProfile profile = form.choice("mcrProfile", RuleProfile.class);
        TablePointSystem tablePoints = form.choice("tablePointSystem", TablePointSystem.class);
        TieRule tieRule = form.choice("tieRule", TieRule.class);
        RankingOrder ranking = form.choice("rankingOrder", RankingOrder.class);
        TournamentStatus status = form.choice("status", TournamentStatus.class);
        // Kept whatever the rule set, so that a tournament switched to riichi and back keeps its riichi choice.
        // Left out (a form of an older page), they stay as they are.
        RiichiSettings kept = service.riichi(t);
        String preset = form.get("riichiPreset").isBlank() ? kept.preset() : form.get("riichiPreset").trim();
        if (!RiichiSettings.PRESETS.contains(preset)) {
            form.error("riichiPreset", "form.invalidChoice");
        }
        GameLength length = form.get("riichiLength").isBlank() ? kept.length()
                : form.choice("riichiLength", GameLength.class);
        Integer sessions = form.integer("sessionCount", 1, 40, true);
        // Issue 35: fewer sessions take the published draws of the removed ones off every card; say so first.
        List<Integer> dropped = sessions == null ? List.of() : service.publishedBeyond(t, sessions);
        if (!dropped.isEmpty() && !form.checkbox("confirmFewer")) {
            form.error("sessionCount", "settings.publishedDrawsDrop", dropped.get(0),
                    dropped.get(dropped.size() - 1));
        }
        // A complete sheet's hands are the rule set's, not a setting (RuleSet.handsPerSession). The column keeps that number.
        int hands = ruleSet == null ? t.handsPerSession() : ruleSet.handsPerSession();
        Integer minutes = form.integer("sessionMinutes", 10, 600, true);
        // Changing the profile moves an untouched default length (RuleProfile.sessionMinutes, MCR 2006 §3.5.6).
        if (minutes != null && profile != null && profile != t.mcrProfile()
                && minutes == t.mcrProfile().sessionMinutes()) {
            minutes = profile.sessionMinutes();
        }
        Integer stake = form.integer("startingStake", 0, 100_000, true);
        Integer version = form.integer("version", 0, Integer.MAX_VALUE, true);
        BigDecimal fee = null;
        try {
            fee = new BigDecimal(form.get("appealFee").trim());
            if (fee.signum() < 0 || fee.scale() > 2 || fee.compareTo(new BigDecimal("1000000")) >= 0) {
                form.error("appealFee", "tournament.badFee");
            }
        } catch (NumberFormatException e) {
            form.error("appealFee", "tournament.badFee");
        }
        String currency = form.required("appealCurrency", 3).toUpperCase(java.util.Locale.ROOT);
        if (!currency.matches("[A-Z]{3}")) {
            form.error("appealCurrency", "tournament.badCurrency");
        }
        String language = Language.fromCode(form.get("defaultLanguage")).map(Language::code).orElse(null);
        if (language == null) {
            form.error("defaultLanguage", "form.invalidChoice");
        }
        Map<Integer, OffsetDateTime> schedule = new LinkedHashMap<>();
        for (int n = 1; sessions != null && n <= sessions; n++) {
            String v = form.get("start" + n).trim();
            if (v.isEmpty()) {
                continue;
            }
            try {
                // Typed in the venue's time zone; kept in UTC.
                schedule.put(n, VenueTime.fromLocal(LocalDateTime.parse(v), zone(t))
                        .withOffsetSameInstant(ZoneOffset.UTC));
            } catch (DateTimeParseException e) {
                form.error("start" + n, "form.notADate");
            }
        }
        if (!form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            render(ctx, t, form);
            return;
        }
        Tournament edited = new Tournament(t.id(), name, venue, startsOn, endsOn, ruleSet, profile, tablePoints,
                tieRule, ranking, sessions, hands, minutes, stake, fee, currency, form.checkbox("teamEvent"),
                form.checkbox("keepCountriesApart"), form.checkbox("standingsVisible"),
                form.checkbox("publishPenalties"), form.checkbox("publishAppeals"), language, status,
                t.drawStatus(), t.drawSeed(), version);
        if (!service.save(auth.actor(ctx), edited, schedule, new RiichiSettings(preset, length))) {
            form.error(Form.GLOBAL, "tournament.stale");
            form.set("version", t.version());
            ctx.status(HttpStatus.CONFLICT);
            render(ctx, t, form);
            return;
        }
        auth.flash(ctx, "tournament.saved");
        ctx.redirect("/tournaments/" + t.id());
    }

    private void render(Context ctx, Tournament t, Form form) {
        Integer count = null;
        try {
            count = Numbers.parseInt(form.get("sessionCount").trim());
        } catch (NumberFormatException ignored) {
            // the form shows the error; keep the tournament's count for the schedule fields
        }
        int sessions = count == null || count < 1 || count > 40 ? t.sessionCount() : count;
        List<Integer> numbers = new ArrayList<>();
        for (int n = 1; n <= sessions; n++) {
            numbers.add(n);
        }
        Map<String, List<String>> choices = new LinkedHashMap<>();
        choices.put("ruleSet", names(RuleSet.values()));
        choices.put("mcrProfile", names(RuleProfile.values()));
        choices.put("riichiPreset", RiichiSettings.PRESETS);
        choices.put("riichiLength", names(GameLength.values()));
        choices.put("tablePointSystem", names(TablePointSystem.values()));
        choices.put("tieRule", names(TieRule.values()));
        choices.put("rankingOrder", names(RankingOrder.values()));
        choices.put("status", names(TournamentStatus.values()));
        choices.put("defaultLanguage", java.util.Arrays.stream(Language.values()).map(Language::code).toList());
        ctx.render("tournament/settings", Map.of("page",
                new SettingsPage(t, form, numbers, sessions < 6, choices, true, zone(t).getId())));
    }

    private ZoneId zone(Tournament t) {
        return service.zone(t);
    }

    private static List<String> names(Enum<?>[] values) {
        return java.util.Arrays.stream(values).map(Enum::name).toList();
    }
}

package org.mahjongresults.web.appeal;

import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.mahjongresults.db.appeal.Appeal;
import org.mahjongresults.db.appeal.AppealStep;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.appeal.AppealAction;
import org.mahjongresults.engine.appeal.AppealDeadline;
import org.mahjongresults.engine.appeal.Refusal;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.appeal.AppealPages.AppealPage;
import org.mahjongresults.web.appeal.AppealPages.FormPage;
import org.mahjongresults.web.appeal.AppealPages.ListPage;
import org.mahjongresults.web.appeal.AppealPages.Row;
import org.mahjongresults.web.appeal.AppealPages.StepLine;
import org.mahjongresults.web.appeal.AppealPages.Window;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The appeal pages (MCR 2006 §3.12-§3.13, RULINGS §5): the list, the filing form, and one appeal with its timeline and the steps the
 * viewer may take. Officials (referees and up, the committee) see every appeal; the public sees the decided ones when
 * the tournament publishes appeals, without the staff-only details (the statement, who signed, the fee, names). This
 * parses and renders; {@link AppealService} owns the rules, the workflow's steps and the writes.
 */
public final class AppealController {

    private final AppealService appeals;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final Messages messages;

    public AppealController(AppealService appeals, TournamentLookup lookup, Auth auth, Messages messages) {
        this.appeals = appeals;
        this.lookup = lookup;
        this.auth = auth;
        this.messages = messages;
    }

    public void list(Context ctx) {
        Tournament t = lookup.visible(ctx);
        boolean official = official(ctx, t);
        if (!official && !t.publishAppeals()) {
            throw new NotFoundResponse();
        }
        AppealText text = text(ctx, t);
        AppealService.Overview o = appeals.overview(t, official);
        List<Row> open = o.open().stream().map(l -> text.row(l, o.log(), o.now())).toList();
        List<Row> done = o.done().stream().map(l -> text.row(l, o.log(), o.now())).toList();
        List<Window> windows = o.windows().stream().map(w -> new Window(w.session(), w.table(),
                text.seconds(w.deadline().deadline()), text.timeLeft(w.deadline().timeLeft(o.now())))).toList();
        ctx.render("appeal/list", Map.of("page", new ListPage(t, official, auth.has(ctx, t.id(), StaffRole.REFEREE),
                open, done, windows, lookup.canManage(ctx, t))));
    }

    /** The filing form; {@code ?penalty=} or {@code ?session=&table=&hand=} fill it in. */
    public void form(Context ctx) {
        Tournament t = lookup.visible(ctx);
        Form form = Form.empty(ctx, messages);
        Optional<PenaltyRecord> p = AppealForm.number(query(ctx, "penalty")).flatMap(id -> appeals.penalty(t, id));
        if (p.isPresent()) {
            form.set("session", p.get().session()).set("table", p.get().table())
                    .set("contested", "penalty:" + p.get().id()).set("appellant", "player:" + p.get().playerId());
        } else {
            form.set("session", query(ctx, "session")).set("table", query(ctx, "table"));
            if (!query(ctx, "hand").isEmpty()) {
                form.set("contested", "hand:" + query(ctx, "hand"));
            }
        }
        renderForm(ctx, t, form);
    }

    public void file(Context ctx) {
        Tournament t = lookup.visible(ctx);
        Form form = Form.from(ctx, messages, AppealForm.FIELDS);
        AppealService.Filing filing = AppealForm.parse(form, t);
        appeals.check(t, filing).forEach(p -> form.error(p.field() == null ? Form.GLOBAL : p.field(), p.key()));
        AppealService.Filed filed = form.ok() ? appeals.file(auth.actor(ctx), t, filing) : null;
        if (filed instanceof AppealService.Filed.Done done) {
            auth.flash(ctx, "appeal.filed", done.id(), t.appealFee().toPlainString() + " " + t.appealCurrency());
            ctx.redirect(appealPath(t, done.id()));
            return;
        }
        if (filed instanceof AppealService.Filed.Conflict conflict) {
            form.error("contested", conflict.key());
        } else if (filed instanceof AppealService.Filed.TooLate late) {
            form.error(Form.GLOBAL, "appeal.tooLate", text(ctx, t).seconds(late.deadline()));
        }
        ctx.status(filed instanceof AppealService.Filed.Conflict ? HttpStatus.CONFLICT
                : HttpStatus.UNPROCESSABLE_CONTENT);
        renderForm(ctx, t, form);
    }

    public void page(Context ctx) {
        Tournament t = lookup.visible(ctx);
        Appeal a = appeals.visible(t, TournamentLookup.id(ctx, "aid"), official(ctx, t))
                .orElseThrow(NotFoundResponse::new);
        renderPage(ctx, t, a, Form.empty(ctx, messages));
    }

    /** The chief referee upholds or rejects, with written reasons. */
    public void decide(Context ctx) {
        act(ctx, "decision", AppealAction.DECIDE_UPHOLD, AppealAction.DECIDE_REJECT, "reasons", true);
    }

    /** The appellant's further appeal to the committee, in writing, recorded by an official. */
    public void further(Context ctx) {
        act(ctx, null, AppealAction.APPEAL_FURTHER, null, "furtherStatement", true);
    }

    /** The arbitration committee upholds or rejects the further appeal. */
    public void committee(Context ctx) {
        act(ctx, "decision", AppealAction.COMMITTEE_UPHOLD, AppealAction.COMMITTEE_REJECT, "committeeReasons", true);
    }

    /** The appellant withdraws before a decision. */
    public void withdraw(Context ctx) {
        act(ctx, null, AppealAction.WITHDRAW, null, "withdrawNote", false);
    }

    /** The chief referee's rejection becomes final without a further appeal (the fee is forfeited). */
    public void close(Context ctx) {
        act(ctx, null, AppealAction.CLOSE, null, "closeNote", false);
    }

    /**
     * One step: with {@code choiceField}, its value UPHOLD picks {@code uphold}, REJECT {@code reject}; otherwise
     * the step is {@code uphold}. The note is the written text of the step.
     */
    private void act(Context ctx, String choiceField, AppealAction uphold, AppealAction reject, String noteField,
                     boolean noteRequired) {
        Tournament t = lookup.visible(ctx);
        Appeal a = appeals.find(t, TournamentLookup.id(ctx, "aid")).orElseThrow(NotFoundResponse::new);
        Form form = Form.from(ctx, messages, "version", noteField, "decision", "cancelPenalty");
        Integer version = form.integer("version", 0, Integer.MAX_VALUE, true);
        AppealAction action = uphold;
        if (choiceField != null) {
            String choice = form.get(choiceField);
            if (choice.equals("REJECT")) {
                action = reject;
            } else if (!choice.equals("UPHOLD")) {
                form.error(choiceField, choice.isEmpty() ? "form.required" : "form.invalidChoice");
            }
        }
        String note = noteRequired ? form.required(noteField, 8000) : form.optional(noteField, 8000);
        if (!form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            renderPage(ctx, t, a, form);
            return;
        }
        AppealService.Acted acted = appeals.act(auth.actor(ctx), t, a, action, roles(ctx, t), note, version,
                form.checkbox("cancelPenalty"));
        if (acted instanceof AppealService.Acted.Done) {
            auth.flash(ctx, "appeal.done." + action.name().toLowerCase(Locale.ROOT), a.id());
            ctx.redirect(appealPath(t, a.id()));
            return;
        }
        Appeal now = a;
        if (acted instanceof AppealService.Acted.Refused refused) {
            if (refused.reason() == Refusal.ROLE_NOT_PERMITTED) {
                // Past the route's guard but not the rules: a director holds every power except deciding appeals.
                throw new ForbiddenResponse();
            }
            now = refused.now();
            form.error(Form.GLOBAL, refused.reason().messageKey());
            ctx.status(refused.reason() == Refusal.COMMITTEE_MAY_NOT_CANCEL_PENALTY ? HttpStatus.UNPROCESSABLE_CONTENT
                    : HttpStatus.CONFLICT);
        } else if (acted instanceof AppealService.Acted.Stale stale) {
            now = stale.now();
            form.error(Form.GLOBAL, "appeal.stale");
            ctx.status(HttpStatus.CONFLICT);
        }
        form.set("version", now.version());
        renderPage(ctx, t, now, form);
    }

    private void renderPage(Context ctx, Tournament t, Appeal a, Form form) {
        boolean official = official(ctx, t);
        AppealText text = text(ctx, t);
        AppealService.Detail d = appeals.detail(t, a, roles(ctx, t));
        if (form.get("version").isEmpty()) {
            form.set("version", a.version());
        }
        List<StepLine> steps = new ArrayList<>();
        for (AppealStep s : d.steps()) {
            // The public reads the decisions and their reasons; the appellant's papers and the names stay inside.
            steps.add(new StepLine(s, s.action().messageKey(), official ? s.actorName() : null,
                    text.minutes(s.at().toInstant()), official || s.action().decision() ? s.note() : null));
        }
        String table = "/tournaments/" + t.id() + "/sessions/" + a.session() + "/tables/" + a.table();
        String correctHref = official && a.upheld() && d.hand() != null && a.correctionId() == null
                && auth.has(ctx, t.id(), StaffRole.REFEREE)
                ? table + "/hands/" + d.hand() + "/correct?appeal=" + a.id() : null;
        String correctionHref = a.correctionId() == null ? null : table + "/sheet#correction-" + a.correctionId();
        ctx.render("appeal/appeal", Map.of("page", new AppealPage(t, a, official, AppealText.appellant(a),
                text.contested(a, d.log()), text.minutes(a.filedAt().toInstant()),
                a.deadlineAt() == null ? null : text.seconds(a.deadlineAt().toInstant()), steps, d.actions(),
                d.committeeRestricted(), d.penalty().map(p -> !p.cancelled()).orElse(false), form, correctHref,
                correctionHref, table + "/sheet", lookup.canManage(ctx, t))));
    }

    private void renderForm(Context ctx, Tournament t, Form form) {
        Integer session = AppealForm.number(form.get("session")).map(Long::intValue).orElse(null);
        Integer table = AppealForm.number(form.get("table")).map(Long::intValue).orElse(null);
        AppealService.Choices choices = appeals.choices(t, session, table);
        AppealText text = text(ctx, t);
        Optional<AppealDeadline> d = choices.table() ? appeals.deadline(t, session, table) : Optional.empty();
        Instant now = appeals.now();
        boolean tooLate = d.isPresent() && !d.get().allows(now);
        String deadline = choices.table() ? text.deadline(d, now) : null;
        ctx.render("appeal/new", Map.of("page", new FormPage(t, form, choices.table(), session, table,
                text.appellants(choices), text.contestable(choices),
                t.appealFee().toPlainString() + " " + t.appealCurrency(), deadline, tooLate,
                lookup.canManage(ctx, t))));
    }

    private AppealText text(Context ctx, Tournament t) {
        return new AppealText(messages, RequestLanguage.of(ctx), appeals.zone(t));
    }

    private Set<StaffRole> roles(Context ctx, Tournament t) {
        return auth.user(ctx).map(u -> u.roles(t.id())).orElse(Set.of());
    }

    /** Referees and up, and the committee: they see every appeal and its details. */
    private boolean official(Context ctx, Tournament t) {
        return auth.has(ctx, t.id(), StaffRole.REFEREE) || auth.has(ctx, t.id(), StaffRole.COMMITTEE);
    }

    private static String appealPath(Tournament t, long id) {
        return "/tournaments/" + t.id() + "/appeals/" + id;
    }

    private static String query(Context ctx, String name) {
        String v = ctx.queryParam(name);
        return v == null ? "" : v.trim();
    }

}

package org.mahjongresults.web.sheet;

import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.appeal.Appeal;
import org.mahjongresults.db.appeal.AppealRepository;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.hall.HallRepository;
import org.mahjongresults.db.hall.SheetEnd;
import org.mahjongresults.db.penalty.PenaltyEffects;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.penalty.PenaltyRepository;
import org.mahjongresults.db.sheet.Correction;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.mcr.RuleProfile;
import org.mahjongresults.engine.results.TableResult;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.hall.ClockService;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.penalty.PenaltyLines;
import org.mahjongresults.web.rendering.PageCache;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.standings.StandingsService;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * A table's score sheet: everyone sees it fill hand by hand; the scorekeeper enters hands and submits; a referee
 * accepts disputed totals, corrects hands with a reason, and closes the sheet.
 */
public final class SheetController {

    /** The sheet page: the sheet, the entry form for the next hand, and what the user may do. */
    public record SheetPage(Tournament tournament, int session, int table, SheetView view, Form form,
                            int nextHand, String requestId, boolean canScore, boolean canEnter, boolean canReferee,
                            List<HandRecord> missed, List<Correction> corrections, TableResult result,
                            List<PenaltyLine> penalties, boolean canManage, Ending ending) {
    }

    /**
     * How the sheet stands against a full session (RULES §2.2, §2.3): hands played and a full sheet's hands, whether
     * time is called for this table, how it ended if it ended short, and the short-submission form.
     */
    public record Ending(int handsPlayed, int handsFull, boolean timeCalled, SheetEnd recorded, Form form,
                         java.time.ZoneId zone) {

        public boolean isShort() {
            return handsPlayed < handsFull;
        }
    }

    /** A penalty of this table, with the offence named in the reader's language. */
    public record PenaltyLine(PenaltyRecord record, String offence) {
    }

    /** The correction form of one hand. */
    public record CorrectPage(Tournament tournament, int session, int table, SheetView view, HandRecord hand,
                              Form form, boolean canManage) {
    }

    private final ThymeleafRenderer renderer;
    private final PageCache pages;
    private final SheetRepository sheets;
    private final DrawRepository draws;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final Messages messages;
    private final LiveEvents events;
    private final StandingsService standings;
    private final PenaltyRepository penalties;
    private final AppealRepository appeals;
    private final ClockService clocks;

    public SheetController(SheetRepository sheets, DrawRepository draws, TournamentLookup lookup, Auth auth,
                           Messages messages, LiveEvents events, StandingsService standings,
                           PenaltyRepository penalties, AppealRepository appeals, ThymeleafRenderer renderer,
                           PageCache pages, ClockService clocks) {
        this.clocks = clocks;
        this.renderer = renderer;
        this.pages = pages;
        this.appeals = appeals;
        this.standings = standings;
        this.penalties = penalties;
        this.sheets = sheets;
        this.draws = draws;
        this.lookup = lookup;
        this.auth = auth;
        this.messages = messages;
        this.events = events;
    }

    public void page(Context ctx) {
        Table table = table(ctx);
        Form form = Form.empty(ctx, messages).set("result", "WIN");
        if (PageCache.servesSpectator(ctx)) {
            // A spectator's sheet has no controls: one rendering per results version, shared by every spectator.
            long known = TournamentLookup.knownResultsVersion(ctx);
            String version = table.t.version() + "/" + (known >= 0 ? known : sheets.resultsVersion(table.t.id()));
            PageCache.sendHtml(ctx, pages.get("sheet/" + table.t.id() + "/" + table.session + "/" + table.number + "/"
                    + RequestLanguage.of(ctx).code(), version, () -> renderer.render("sheet/sheet",
                    Map.of("page", sheetPage(ctx, table, form, List.of())), ctx)));
            return;
        }
        render(ctx, table, form, List.of());
    }

    public void addHand(Context ctx) {
        Table table = table(ctx);
        mayScore(ctx, table);
        Sheet sheet = sheets.open(table.t.id(), table.session, table.number);
        Form form = Form.from(ctx, messages, HandEntry.FIELDS);
        Integer number = form.integer("number", 1, 64, true);
        Integer version = form.integer("version", 0, Integer.MAX_VALUE, true);
        int size = org.mahjongresults.engine.sheet.HandSchedule.withAbsent(SheetView.absentIndex(sheet)).size();
        if (number != null && number > size) {
            form.error(Form.GLOBAL, "sheet.sessionComplete", size);
        }
        if (!form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            render(ctx, table, form, List.of());
            return;
        }
        HandEntry.Checked checked = HandEntry.read(form, number, table.players, SheetView.absentIndex(sheet),
                profile(table.t));
        if (checked == null) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            render(ctx, table, form, List.of());
            return;
        }
        SheetRepository.AddOutcome outcome = sheets.addHand(auth.actor(ctx), table.t.id(), sheet.id(), version,
                checked.record(), checked.seats());
        if (outcome instanceof SheetRepository.AddOutcome.Added added) {
            events.changed(table.t.id());
            HandRecord h = added.hand();
            auth.flash(ctx, h.verification().equals("MISMATCH") ? "sheet.savedMismatch" : "sheet.saved",
                    h.number(), h.engineFanPoints() == null ? 0 : h.engineFanPoints());
            ctx.redirect(sheetPath(table) + "#hand-" + h.number());
        } else if (outcome instanceof SheetRepository.AddOutcome.Duplicate duplicate) {
            auth.flash(ctx, "sheet.duplicate", duplicate.hand().number());
            ctx.redirect(sheetPath(table) + "#hand-" + duplicate.hand().number());
        } else if (outcome instanceof SheetRepository.AddOutcome.Stale stale) {
            form.error(Form.GLOBAL, "sheet.stale");
            ctx.status(HttpStatus.CONFLICT);
            render(ctx, table, form, stale.since());
        } else {
            form.error(Form.GLOBAL, "sheet.notOpen");
            ctx.status(HttpStatus.CONFLICT);
            render(ctx, table, form, List.of());
        }
    }

    public void accept(Context ctx) {
        Table table = table(ctx);
        Sheet sheet = existingSheet(table);
        Integer number = intParam(ctx.pathParam("h"));
        Integer version = intParam(ctx.formParam("version"));
        try {
            sheets.acceptClaim(auth.actor(ctx), table.t.id(), sheet.id(), version == null ? -1 : version,
                    number == null ? -1 : number);
            events.changed(table.t.id());
            auth.flash(ctx, "sheet.accepted", number);
        } catch (StaleDataException e) {
            auth.flash(ctx, e.getMessage());
        }
        ctx.redirect(sheetPath(table));
    }

    public void correctForm(Context ctx) {
        Table table = table(ctx);
        Sheet sheet = existingSheet(table);
        mayCorrect(ctx, table, sheet);
        HandRecord hand = hand(sheet, ctx);
        Form form = Form.empty(ctx, messages).set("result", hand.result())
                .set("winner", hand.winnerId()).set("discarder", hand.selfDrawn() ? "self" : hand.discarderId())
                .set("fanPoints", hand.fanPoints()).set("notation", hand.notation()).set("flowers", hand.flowers())
                .set("version", sheet.version()).set("appealId", ctx.queryParam("appeal"));
        renderCorrect(ctx, table, sheet, hand, form);
    }

    /**
     * Replaces a hand; the reason and the before and after are kept. While the sheet is open its scorekeeper
     * may fix a mistake; once submitted or closed only a referee or the director may.
     */
    public void correct(Context ctx) {
        Table table = table(ctx);
        Sheet sheet = existingSheet(table);
        mayCorrect(ctx, table, sheet);
        HandRecord old = hand(sheet, ctx);
        String[] fields = java.util.stream.Stream.concat(java.util.Arrays.stream(HandEntry.FIELDS),
                java.util.stream.Stream.of("reason", "appealId")).toArray(String[]::new);
        Form form = Form.from(ctx, messages, fields);
        Integer version = form.integer("version", 0, Integer.MAX_VALUE, true);
        String reason = form.required("reason", 2000);
        Integer appealId = form.integer("appealId", 1, Integer.MAX_VALUE, false);
        if (appealId != null && !upheldHere(table, appealId)) {
            form.error("appealId", "appeal.notForCorrection");
        }
        HandEntry.Checked checked = HandEntry.read(form, old.number(), table.players, SheetView.absentIndex(sheet),
                profile(table.t));
        if (checked == null || !form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            renderCorrect(ctx, table, sheet, old, form);
            return;
        }
        try {
            sheets.correctHand(auth.actor(ctx), table.t.id(), sheet.id(), version, checked.record(), checked.seats(),
                    reason, appealId == null ? null : appealId.longValue());
        } catch (StaleDataException e) {
            form.error(Form.GLOBAL, "sheet.stale");
            ctx.status(HttpStatus.CONFLICT);
            renderCorrect(ctx, table, existingSheet(table), old, form);
            return;
        }
        events.changed(table.t.id());
        auth.flash(ctx, "sheet.corrected", old.number());
        ctx.redirect(sheetPath(table) + "#hand-" + old.number());
    }

    /**
     * A referee records a forfeit before play starts (RULES §13.3): the player who started in the given seat is
     * absent, and the other three play a three-player table of 12 hands. An empty seat undoes it.
     */
    public void absent(Context ctx) {
        Table table = table(ctx);
        Sheet sheet = sheets.open(table.t.id(), table.session, table.number);
        String seat = ctx.formParam("seat");
        if (seat != null && !seat.isEmpty() && !List.of("E", "S", "W", "N").contains(seat)) {
            auth.flash(ctx, "form.invalidChoice");
        } else {
            try {
                sheets.setAbsent(auth.actor(ctx), table.t.id(), sheet.id(), seat == null || seat.isEmpty() ? null : seat);
                events.changed(table.t.id());
                auth.flash(ctx, seat == null || seat.isEmpty() ? "sheet.allPresent" : "sheet.absentRecorded");
            } catch (StaleDataException e) {
                auth.flash(ctx, e.getMessage());
            }
        }
        ctx.redirect(sheetPath(table));
    }

    /**
     * The scorekeeper submits the sheet. A full sheet goes at once. A short one goes as "time called after hand k"
     * once time is called for the table (RULES §2.3: the hand in play stops, the points obtained stand); before
     * that, only with the scorekeeper's confirmation and a reason, kept with the sheet and in the audit log.
     */
    public void submit(Context ctx) {
        Table table = table(ctx);
        mayScore(ctx, table);
        Sheet sheet = existingSheet(table);
        int played = sheets.hands(sheet.id()).size();
        int full = table.t.ruleSet() == RuleSet.SICHUAN ? 4
                : org.mahjongresults.engine.sheet.HandSchedule.withAbsent(SheetView.absentIndex(sheet)).size();
        if (played >= full) {
            status(ctx, table, "OPEN", "SUBMITTED", "sheet.submitted");
            return;
        }
        if (table.t.ruleSet() == RuleSet.SICHUAN) {
            // RULES §8: four hands decide a Swiss table; there is no time limit to end it sooner.
            auth.flash(ctx, "sheet.swissAllHands", full);
            ctx.redirect(sheetPath(table));
            return;
        }
        Form form = Form.from(ctx, messages, "version", "confirmShort", "reason");
        Integer version = intParam(form.get("version"));
        boolean byTime = clocks.timeCalled(table.t, table.session, table.number);
        String reason = null;
        if (!byTime) {
            if (!form.checkbox("confirmShort")) {
                form.error("confirmShort", "sheet.shortConfirmNeeded", played, full);
            }
            reason = form.required("reason", 500);
            if (!form.ok()) {
                ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
                render(ctx, table, Form.empty(ctx, messages).set("result", "WIN"), List.of(), form);
                return;
            }
        }
        try {
            var actor = auth.actor(ctx);
            sheets.setStatus(actor, table.t.id(), sheet.id(), version == null ? -1 : version, "OPEN", "SUBMITTED",
                    clocks.recordEnd(actor, table.t.id(), played, byTime, reason));
            events.changed(table.t.id());
            auth.flash(ctx, byTime ? "sheet.submittedByTime" : "sheet.submittedShort", played);
        } catch (StaleDataException e) {
            auth.flash(ctx, e.getMessage());
        }
        ctx.redirect(sheetPath(table));
    }

    public void close(Context ctx) {
        status(ctx, table(ctx), "SUBMITTED", "CLOSED", "sheet.closed");
    }

    public void reopen(Context ctx) {
        // Reopened, the sheet is no longer ended: how it ended is recorded again when it is submitted again.
        status(ctx, table(ctx), "SUBMITTED", "OPEN", "sheet.reopened", clocks.clearEnd());
    }

    private void status(Context ctx, Table table, String from, String to, String message) {
        status(ctx, table, from, to, message, null);
    }

    private void status(Context ctx, Table table, String from, String to, String message,
                        HallRepository.Alongside alongside) {
        Sheet sheet = existingSheet(table);
        Integer version = intParam(ctx.formParam("version"));
        try {
            if (alongside == null) {
                sheets.setStatus(auth.actor(ctx), table.t.id(), sheet.id(), version == null ? -1 : version, from, to);
            } else {
                sheets.setStatus(auth.actor(ctx), table.t.id(), sheet.id(), version == null ? -1 : version, from, to,
                        alongside);
            }
            events.changed(table.t.id());
            auth.flash(ctx, message);
        } catch (StaleDataException e) {
            auth.flash(ctx, e.getMessage());
        }
        ctx.redirect(sheetPath(table));
    }

    // -----------------------------------------------------------------------------------------------------

    private void render(Context ctx, Table table, Form form, List<HandRecord> missed) {
        render(ctx, table, form, missed, null);
    }

    private void render(Context ctx, Table table, Form form, List<HandRecord> missed, Form endForm) {
        ctx.render("sheet/sheet", Map.of("page", sheetPage(ctx, table, form, missed, endForm)));
    }

    private SheetPage sheetPage(Context ctx, Table table, Form form, List<HandRecord> missed) {
        return sheetPage(ctx, table, form, missed, null);
    }

    private SheetPage sheetPage(Context ctx, Table table, Form form, List<HandRecord> missed, Form endForm) {
        Sheet sheet = sheets.find(table.t.id(), table.session, table.number).orElse(null);
        List<HandRecord> hands = sheet == null ? List.of() : sheets.hands(sheet.id());
        Map<Long, Integer> penaltyDeltas = new java.util.HashMap<>();
        List<Long> seats = table.players.stream().map(Seating::playerId).toList();
        List<PenaltyLine> penaltyLines = new java.util.ArrayList<>();
        Map<Integer, List<String>> deadHands = new java.util.HashMap<>();
        boolean staff = auth.isStaff(ctx, table.t.id());
        for (PenaltyRecord pr : penalties.list(table.t.id(), table.session, table.number)) {
            if (pr.session() == table.session && pr.table() == table.number) {
                if (PenaltyLines.shown(table.t, pr, staff)) {
                    penaltyLines.add(new PenaltyLine(pr, PenaltyLines.offenceName(pr.offence(),
                            RequestLanguage.of(ctx))));
                    if (pr.deadHand() && !pr.cancelled() && pr.hand() != null) {
                        deadHands.computeIfAbsent(pr.hand(), k -> new java.util.ArrayList<>()).add(pr.playerName());
                    }
                }
                HandRecord hand = hands.stream().filter(h -> pr.hand() != null && h.number() == pr.hand())
                        .findFirst().orElse(null);
                PenaltyEffects.deltas(pr, seats, hand, SheetView.absentIndex(sheet)).forEach((id, d) -> penaltyDeltas.merge(id, d, Integer::sum));
            }
        }
        SheetView view = SheetView.of(sheet, table.players, hands, RequestLanguage.of(ctx), penaltyDeltas,
                deadHands);
        boolean open = sheet == null || sheet.open();
        boolean canScore = open && mayScoreTable(ctx, table);
        boolean canEnter = canScore && hands.size() < view.handsInSession();
        boolean canReferee = auth.has(ctx, table.t.id(), StaffRole.REFEREE);
        if (form.get("version").isEmpty() || !missed.isEmpty()) {
            form.set("version", sheet == null ? 0 : sheet.version());
        }
        List<Correction> corrections = sheet == null ? List.of() : sheets.corrections(sheet.id());
        return new SheetPage(table.t, table.session, table.number, view, form,
                hands.size() + 1, UUID.randomUUID().toString(), canScore, canEnter, canReferee, missed, corrections,
                sheet == null ? null : standings.results(table.t, TournamentLookup.knownResultsVersion(ctx))
                        .table(table.session, table.number),
                penaltyLines, lookup.canManage(ctx, table.t), new Ending(hands.size(), view.handsInSession(),
                        clocks.timeCalled(table.t, table.session, table.number),
                        sheet == null ? null : clocks.end(sheet.id()).orElse(null),
                        endForm == null ? Form.empty(ctx, messages) : endForm,
                        clocks.settings(table.t.id()).zone()));
    }

    private void renderCorrect(Context ctx, Table table, Sheet sheet, HandRecord hand, Form form) {
        SheetView view = SheetView.of(sheet, table.players, sheets.hands(sheet.id()), RequestLanguage.of(ctx));
        ctx.render("sheet/correct", Map.of("page", new CorrectPage(table.t, table.session, table.number, view, hand,
                form, lookup.canManage(ctx, table.t))));
    }

    /** True if the appeal is an upheld one of this table: only such an appeal may lead to a correction (§13.4). */
    private boolean upheldHere(Table table, long appealId) {
        return appeals.find(table.t.id(), appealId)
                .filter(a -> a.session() == table.session && a.table() == table.number)
                .map(Appeal::upheld)
                .orElse(false);
    }

    /** A table of a session: the tournament, and its four players by starting seat. */
    private record Table(Tournament t, int session, int number, List<Seating> players) {
    }

    private Table table(Context ctx) {
        Tournament t = lookup.visible(ctx);
        int session = TournamentLookup.number(ctx, "n");
        int number = TournamentLookup.number(ctx, "t");
        if (t.drawStatus() != Tournament.DrawStatus.PUBLISHED && !auth.isStaff(ctx, t.id())) {
            throw new NotFoundResponse();
        }
        List<Seating> players = draws.seatings(t.id(), session, number);
        if (players.size() != 4) {
            throw new NotFoundResponse();
        }
        return new Table(t, session, number, players);
    }

    private Sheet existingSheet(Table table) {
        return sheets.find(table.t.id(), table.session, table.number).orElseThrow(NotFoundResponse::new);
    }

    private HandRecord hand(Sheet sheet, Context ctx) {
        Integer number = intParam(ctx.pathParam("h"));
        return sheets.hands(sheet.id()).stream().filter(h -> number != null && h.number() == number).findFirst()
                .orElseThrow(NotFoundResponse::new);
    }

    /** A scorekeeper limited to some tables may score only those; referees and directors every table. */
    private boolean mayScoreTable(Context ctx, Table table) {
        if (auth.has(ctx, table.t.id(), StaffRole.REFEREE)) {
            return true;
        }
        return auth.user(ctx)
                .filter(u -> u.has(table.t.id(), StaffRole.SCOREKEEPER))
                .map(u -> auth.staff().mayScoreTable(u.user().id(), table.t.id(), table.number))
                .orElse(false);
    }

    private void mayScore(Context ctx, Table table) {
        if (!mayScoreTable(ctx, table)) {
            throw new ForbiddenResponse();
        }
    }

    private void mayCorrect(Context ctx, Table table, Sheet sheet) {
        boolean referee = auth.has(ctx, table.t.id(), StaffRole.REFEREE);
        if (!referee && !(sheet.open() && mayScoreTable(ctx, table))) {
            throw new ForbiddenResponse();
        }
    }

    private static RuleProfile profile(Tournament t) {
        return RuleProfile.valueOf(t.mcrProfile().name());
    }

    private static String sheetPath(Table table) {
        return "/tournaments/" + table.t.id() + "/sessions/" + table.session + "/tables/" + table.number + "/sheet";
    }

    private static Integer intParam(String s) {
        try {
            return s == null ? null : Integer.parseInt(s.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}

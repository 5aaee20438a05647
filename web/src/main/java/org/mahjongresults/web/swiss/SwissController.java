package org.mahjongresults.web.swiss;

import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.knockout.KnockoutRepository;
import org.mahjongresults.db.knockout.SichuanHandBuilder;
import org.mahjongresults.db.sheet.Correction;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.sichuan.Doubling;
import org.mahjongresults.engine.sichuan.SichuanPattern;
import org.mahjongresults.engine.sichuan.SichuanResult;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.sheet.LiveEvents;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * A Swiss championship (Sichuan rules) run as a knockout: the Swiss score sheet of each table (RULES §11.8) with its
 * hand entry, and the referee's choice of who advances from a tied table. (Its draw and standings are the draw and
 * standings routes', answered by {@link KnockoutDrawRules} and {@link KnockoutStandingsRules}.) Rounds are stored as
 * sessions; the sheets share the MCR sheets' locking, versions,
 * request ids and audit log ({@link SheetRepository}), but Sichuan hands are scored by the Sichuan engine.
 */
public final class SwissController {

    static final String[] FIELDS = {"number", "version", "requestId", "result", "winner", "discarder", "notation",
            "pattern", "kongs", "fours", "kongReplacement", "kongDiscard", "robbingKong", "lastTile", "lastDiscard",
            "heavenlyHand", "earthlyHand"};

    /** One hand row of the Swiss sheet. */
    public record HandRow(int number, Seating dealer, HandRecord hand, SichuanHandBuilder.Reading reading,
                          List<Integer> deltas, String winnerName, String discarderName) {

        public boolean played() {
            return hand != null;
        }
    }

    /** The Swiss score sheet page. */
    public record SheetPage(Tournament tournament, int round, int table, boolean isFinal, List<Seating> players,
                            List<HandRow> rows, KnockoutService.TableView view, Sheet sheet, Form form, int nextHand,
                            String requestId, boolean canScore, boolean canEnter, boolean canReferee,
                            boolean canChoose, boolean canCorrect, List<SichuanPattern> patterns,
                            List<Doubling> doublings, List<Correction> corrections, boolean canManage) {
    }

    /** The correction form of one hand of a Swiss sheet. */
    public record CorrectPage(Tournament tournament, int round, int table, int number, List<Seating> players,
                              Form form, List<SichuanPattern> patterns, List<Doubling> doublings, boolean canManage) {
    }

    private final DrawRepository draws;
    private final SheetRepository sheets;
    private final KnockoutRepository knockout;
    private final KnockoutService service;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final Messages messages;
    private final LiveEvents events;

    public SwissController(DrawRepository draws, SheetRepository sheets, KnockoutRepository knockout,
                           KnockoutService service, TournamentLookup lookup, Auth auth, Messages messages,
                           LiveEvents events) {
        this.draws = draws;
        this.sheets = sheets;
        this.knockout = knockout;
        this.service = service;
        this.lookup = lookup;
        this.auth = auth;
        this.messages = messages;
        this.events = events;
    }

    // The sheet's MCR-only actions --------------------------------------------------------------------------

    /** An MCR-only page of a Swiss tournament: there is no such page. */
    public void noSuchPage(Context ctx) {
        throw new NotFoundResponse();
    }

    // The sheet ---------------------------------------------------------------------------------------------

    public void sheet(Context ctx) {
        TableRef ref = table(ctx);
        render(ctx, ref, Form.empty(ctx, messages).set("result", "WIN").set("discarder", "self"));
    }

    public void addHand(Context ctx) {
        TableRef ref = table(ctx);
        if (!mayScoreTable(ctx, ref)) {
            throw new ForbiddenResponse();
        }
        Sheet sheet = sheets.open(ref.t.id(), ref.round, ref.table);
        Form form = Form.from(ctx, messages, FIELDS);
        Integer number = form.integer("number", 1, SichuanHandBuilder.HANDS, true);
        Integer version = form.integer("version", 0, Integer.MAX_VALUE, true);
        if (number == null && form.get("number").trim().matches("\\d+")) {
            form.errors().clear();
            form.error(Form.GLOBAL, "swiss.roundComplete", SichuanHandBuilder.HANDS);
        }
        SichuanHandBuilder.Built built = form.ok() ? read(form, number, ref) : null;
        if (built == null) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            render(ctx, ref, form);
            return;
        }
        SheetRepository.AddOutcome outcome = sheets.addHand(auth.actor(ctx), ref.t.id(), sheet.id(), version,
                built.record(), built.seats());
        if (outcome instanceof SheetRepository.AddOutcome.Added added) {
            events.changed(ref.t.id());
            HandRecord h = added.hand();
            if (h.win()) {
                auth.flash(ctx, "swiss.saved", h.number(), h.fanPoints());
            } else {
                auth.flash(ctx, "swiss.savedNoWin", h.number());
            }
            ctx.redirect(sheetPath(ref) + "#hand-" + h.number());
        } else if (outcome instanceof SheetRepository.AddOutcome.Duplicate duplicate) {
            auth.flash(ctx, "sheet.duplicate", duplicate.hand().number());
            ctx.redirect(sheetPath(ref) + "#hand-" + duplicate.hand().number());
        } else if (outcome instanceof SheetRepository.AddOutcome.Stale) {
            form.error(Form.GLOBAL, "sheet.stale");
            form.set("version", "");
            ctx.status(HttpStatus.CONFLICT);
            render(ctx, ref, form);
        } else {
            form.error(Form.GLOBAL, "sheet.notOpen");
            ctx.status(HttpStatus.CONFLICT);
            render(ctx, ref, form);
        }
    }

    /** A referee closes a submitted sheet; the table's winner is recorded unless the top total is shared. */
    public void close(Context ctx) {
        TableRef ref = table(ctx);
        Sheet sheet = sheets.find(ref.t.id(), ref.round, ref.table).orElseThrow(NotFoundResponse::new);
        Integer version = intParam(ctx.formParam("version"));
        try {
            knockout.close(auth.actor(ctx), ref.t.id(), sheet, version == null ? -1 : version);
            events.changed(ref.t.id());
            KnockoutService.TableView view = tableView(service.load(ref.t), ref);
            if (view != null && view.winnerSeat() != null) {
                auth.flash(ctx, "swiss.closedWinner", view.winnerSeat().seating().name());
            } else {
                auth.flash(ctx, "swiss.closedTie");
            }
        } catch (StaleDataException e) {
            auth.flash(ctx, e.getMessage());
        }
        ctx.redirect(sheetPath(ref));
    }

    /** A referee records who advances from a table whose top total is shared (RULES §13.5). */
    public void advance(Context ctx) {
        TableRef ref = table(ctx);
        Long player = longParam(ctx.formParam("player"));
        Seating chosen = ref.players.stream().filter(s -> player != null && s.playerId() == player).findFirst()
                .orElse(null);
        if (chosen == null) {
            auth.flash(ctx, "swiss.chooseAdvancer");
        } else {
            try {
                knockout.chooseAdvancer(auth.actor(ctx), ref.t.id(), ref.round, ref.table, chosen.playerId());
                events.changed(ref.t.id());
                auth.flash(ctx, "swiss.advancerRecorded", chosen.name());
            } catch (StaleDataException e) {
                auth.flash(ctx, e.getMessage());
            }
        }
        ctx.redirect(sheetPath(ref));
    }

    /** The correction form, filled with the hand as stored. */
    public void correctForm(Context ctx) {
        TableRef ref = table(ctx);
        Sheet sheet = sheets.find(ref.t.id(), ref.round, ref.table).orElseThrow(NotFoundResponse::new);
        mayCorrect(ctx, ref, sheet);
        HandRecord hand = hand(sheet, ctx);
        Form form = Form.empty(ctx, messages).set("result", hand.result()).set("winner", hand.winnerId())
                .set("discarder", hand.selfDrawn() || hand.discarderId() == null ? "self" : hand.discarderId())
                .set("notation", hand.notation()).set("version", sheet.version());
        SichuanHandBuilder.Reading reading = SichuanHandBuilder.read(hand);
        if (reading != null && reading.declared()) {
            form.set("pattern", reading.pattern().number()).set("kongs", reading.kongs()).set("fours", reading.fours());
        }
        String situation = hand.situation() == null ? "" : hand.situation();
        for (String flag : List.of("kongReplacement", "kongDiscard", "robbingKong", "lastTile", "lastDiscard",
                "heavenlyHand", "earthlyHand")) {
            if (List.of(situation.split(" ")).contains(flag)) {
                form.set(flag, "on");
            }
        }
        renderCorrect(ctx, ref, hand.number(), form);
    }

    /**
     * Replaces a hand of a Swiss sheet with its reason (kept in the sheet's history and the audit log). While the
     * sheet is open its scorekeeper may; afterwards a referee. On a closed sheet the table's winner is recorded
     * again from the corrected totals, unless the next round is drawn already.
     */
    public void correct(Context ctx) {
        TableRef ref = table(ctx);
        Sheet sheet = sheets.find(ref.t.id(), ref.round, ref.table).orElseThrow(NotFoundResponse::new);
        mayCorrect(ctx, ref, sheet);
        HandRecord old = hand(sheet, ctx);
        String[] fields = java.util.stream.Stream.concat(java.util.Arrays.stream(FIELDS), java.util.stream.Stream.of(
                "reason")).toArray(String[]::new);
        Form form = Form.from(ctx, messages, fields);
        Integer version = form.integer("version", 0, Integer.MAX_VALUE, true);
        String reason = form.required("reason", 2000);
        SichuanHandBuilder.Built built = read(form, old.number(), ref);
        if (built == null || !form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            renderCorrect(ctx, ref, old.number(), form);
            return;
        }
        try {
            knockout.correct(auth.actor(ctx), ref.t.id(), sheet, ref.round, version, built.record(), built.seats(),
                    reason);
        } catch (StaleDataException e) {
            form.error(Form.GLOBAL, "sheet.stale");
            form.set("version", sheets.find(ref.t.id(), ref.round, ref.table).map(Sheet::version).orElse(0));
            ctx.status(HttpStatus.CONFLICT);
            renderCorrect(ctx, ref, old.number(), form);
            return;
        }
        events.changed(ref.t.id());
        auth.flash(ctx, "sheet.corrected", old.number());
        ctx.redirect(sheetPath(ref) + "#hand-" + old.number());
    }

    private void renderCorrect(Context ctx, TableRef ref, int number, Form form) {
        ctx.render("swiss/correct", Map.of("page", new CorrectPage(ref.t, ref.round, ref.table, number, ref.players,
                form, List.of(SichuanPattern.values()), List.of(Doubling.values()), lookup.canManage(ctx, ref.t))));
    }

    private void mayCorrect(Context ctx, TableRef ref, Sheet sheet) {
        boolean referee = auth.has(ctx, ref.t.id(), StaffRole.REFEREE);
        if (!referee && !(sheet.open() && mayScoreTable(ctx, ref))) {
            throw new ForbiddenResponse();
        }
    }

    private HandRecord hand(Sheet sheet, Context ctx) {
        Integer number = intParam(ctx.pathParam("h"));
        return sheets.hands(sheet.id()).stream().filter(h -> number != null && h.number() == number).findFirst()
                .orElseThrow(NotFoundResponse::new);
    }

    // -----------------------------------------------------------------------------------------------------

    private SichuanHandBuilder.Built read(Form form, int number, TableRef ref) {
        List<Long> ids = ref.players.stream().map(Seating::playerId).toList();
        String requestId = form.get("requestId").trim();
        if (requestId.isEmpty() || requestId.length() > 64) {
            requestId = null;
        }
        String result = form.get("result");
        if (result.equals("DRAW")) {
            return SichuanHandBuilder.build(SichuanHandBuilder.Report.noWin(number, requestId), ids);
        }
        if (!result.equals("WIN")) {
            form.error("result", "sheet.chooseResult");
            return null;
        }
        Integer winner = seat(form, "winner", ids);
        boolean selfDrawn = form.get("discarder").equals("self");
        Integer discarder = selfDrawn ? null : seat(form, "discarder", ids);
        if (winner == null && form.errors().get("winner") == null) {
            form.error("winner", "sheet.chooseWinner");
        }
        if (!selfDrawn && discarder == null && form.errors().get("discarder") == null) {
            form.error("discarder", "sheet.chooseDiscarder");
        }
        if (winner != null && winner.equals(discarder)) {
            form.error("discarder", "sheet.discarderIsWinner");
        }
        String notation = form.optional("notation", 200);
        SichuanPattern pattern = null;
        int kongs = 0;
        int fours = 0;
        if (notation == null) {
            Integer n = form.integer("pattern", 1, 12, false);
            pattern = n == null ? null : SichuanPattern.ofNumber(n);
            if (pattern == null && form.errors().get("pattern") == null) {
                form.error("pattern", "swiss.notationOrPattern");
            }
            Integer k = form.get("kongs").isBlank() ? Integer.valueOf(0) : form.integer("kongs", 0, 4, false);
            Integer f = form.get("fours").isBlank() ? Integer.valueOf(0) : form.integer("fours", 0, 3, false);
            kongs = k == null ? 0 : k;
            fours = f == null ? 0 : f;
        }
        if (!form.ok()) {
            return null;
        }
        SichuanHandBuilder.Built built = SichuanHandBuilder.build(new SichuanHandBuilder.Report(number, false, winner,
                discarder, notation, pattern, kongs, fours, form.checkbox("kongReplacement"),
                form.checkbox("kongDiscard"), form.checkbox("robbingKong"), form.checkbox("lastTile"),
                form.checkbox("lastDiscard"), form.checkbox("heavenlyHand"), form.checkbox("earthlyHand"),
                requestId), ids);
        if (built.record() == null) {
            SichuanResult verdict = built.verdict();
            String field = notation == null ? "pattern" : "notation";
            if (verdict.error() != null) {
                form.errorWithDetail(field, verdict.error().messageKey(), verdict.error().args());
            } else {
                form.error(field, "sheet.notComplete");
            }
            return null;
        }
        return built;
    }

    private void render(Context ctx, TableRef ref, Form form) {
        Sheet sheet = sheets.find(ref.t.id(), ref.round, ref.table).orElse(null);
        List<HandRecord> hands = sheet == null ? List.of() : sheets.hands(sheet.id());
        Map<Long, String> names = new HashMap<>();
        ref.players.forEach(p -> names.put(p.playerId(), p.name()));
        List<HandRow> rows = new ArrayList<>();
        for (int n = 1; n <= SichuanHandBuilder.HANDS; n++) {
            int number = n;
            HandRecord h = hands.stream().filter(x -> x.number() == number).findFirst().orElse(null);
            List<Integer> deltas = new ArrayList<>();
            for (Seating p : ref.players) {
                deltas.add(h == null ? null : h.results().getOrDefault(p.playerId(), 0));
            }
            rows.add(new HandRow(n, ref.players.get(SichuanHandBuilder.dealer(n)), h,
                    h == null ? null : SichuanHandBuilder.read(h), deltas,
                    h == null || h.winnerId() == null ? null : names.get(h.winnerId()),
                    h == null || h.discarderId() == null ? null : names.get(h.discarderId())));
        }
        KnockoutService.Knockout k = service.load(ref.t);
        KnockoutService.TableView view = tableView(k, ref);
        boolean open = sheet == null || sheet.open();
        boolean canScore = open && mayScoreTable(ctx, ref);
        boolean canEnter = canScore && hands.size() < SichuanHandBuilder.HANDS;
        boolean canReferee = auth.has(ctx, ref.t.id(), StaffRole.REFEREE);
        boolean canChoose = canReferee && view != null && view.tied() && k.round(ref.round + 1) == null;
        boolean canCorrect = sheet != null && (canReferee || canScore);
        if (form.get("version").isEmpty()) {
            form.set("version", sheet == null ? 0 : sheet.version());
        }
        boolean isFinal = k.plan() != null && ref.round == k.plan().size();
        ctx.render("swiss/sheet", Map.of("page", new SheetPage(ref.t, ref.round, ref.table, isFinal, ref.players,
                rows, view, sheet, form, hands.size() + 1, UUID.randomUUID().toString(), canScore, canEnter,
                canReferee, canChoose, canCorrect, List.of(SichuanPattern.values()), List.of(Doubling.values()),
                sheet == null ? List.of() : sheets.corrections(sheet.id()), lookup.canManage(ctx, ref.t))));
    }

    private static KnockoutService.TableView tableView(KnockoutService.Knockout k, TableRef ref) {
        KnockoutService.RoundView round = k.round(ref.round);
        return round == null ? null : round.tables().stream().filter(x -> x.number() == ref.table).findFirst()
                .orElse(null);
    }

    /** A table of a round: the tournament, and its four players by starting seat. */
    private record TableRef(Tournament t, int round, int table, List<Seating> players) {
    }

    private TableRef table(Context ctx) {
        Tournament t = sichuan(ctx);
        int round = TournamentLookup.number(ctx, "n");
        int number = TournamentLookup.number(ctx, "t");
        if (t.drawStatus() != Tournament.DrawStatus.PUBLISHED && !auth.isStaff(ctx, t.id())) {
            throw new NotFoundResponse();
        }
        List<Seating> players = draws.seatings(t.id()).stream()
                .filter(s -> s.session() == round && s.table() == number)
                .toList();
        if (players.size() != 4) {
            throw new NotFoundResponse();
        }
        return new TableRef(t, round, number, players);
    }

    private Tournament sichuan(Context ctx) {
        Tournament t = lookup.visible(ctx);
        if (t.ruleSet() != RuleSet.SICHUAN) {
            throw new NotFoundResponse();
        }
        return t;
    }

    /** A scorekeeper limited to some tables may score only those; referees and directors every table. */
    private boolean mayScoreTable(Context ctx, TableRef ref) {
        if (auth.has(ctx, ref.t.id(), StaffRole.REFEREE)) {
            return true;
        }
        return auth.user(ctx)
                .filter(u -> u.has(ref.t.id(), StaffRole.SCOREKEEPER))
                .map(u -> auth.staff().mayScoreTable(u.user().id(), ref.t.id(), ref.table))
                .orElse(false);
    }

    /** The starting seat of the player chosen in a select (by player id); null with an error if not at the table. */
    private static Integer seat(Form form, String field, List<Long> ids) {
        String v = form.get(field).trim();
        if (v.isEmpty() || v.equals("self")) {
            return null;
        }
        Long id = longParam(v);
        int seat = id == null ? -1 : ids.indexOf(id);
        if (seat < 0) {
            form.error(field, "form.invalidChoice");
            return null;
        }
        return seat;
    }

    private static String sheetPath(TableRef ref) {
        return "/tournaments/" + ref.t.id() + "/sessions/" + ref.round + "/tables/" + ref.table + "/sheet";
    }

    private static Integer intParam(String s) {
        try {
            return s == null ? null : Integer.parseInt(s.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Long longParam(String s) {
        try {
            return s == null ? null : Long.parseLong(s.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}

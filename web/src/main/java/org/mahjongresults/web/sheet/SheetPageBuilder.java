package org.mahjongresults.web.sheet;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.hall.SheetEnd;
import org.mahjongresults.db.penalty.PenaltyEffects;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.sheet.Correction;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.results.TableResult;
import org.mahjongresults.engine.sichuan.Doubling;
import org.mahjongresults.engine.sichuan.SichuanHandScoring;
import org.mahjongresults.engine.sichuan.SichuanPattern;
import org.mahjongresults.engine.sichuan.SichuanWin;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.engine.riichi.game.FinalResult;
import org.mahjongresults.engine.riichi.sheet.RiichiSheet;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.penalty.PenaltyLines;
import org.mahjongresults.web.publish.PageKey;
import org.mahjongresults.web.rulesets.RuleSetFeatures.SheetKind;
import org.mahjongresults.web.rulesets.RuleSetFeatures;
import org.mahjongresults.web.rulesets.RuleSets;
import org.mahjongresults.web.publish.PageVersion;
import org.mahjongresults.web.swiss.SwissService;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * Builds the pages of the score sheet, one typed record per template: the MCR sheet, the Swiss sheet and the
 * correction form. Whether the reader keeps the table's sheet (scores, corrects) is {@link SheetService}'s decision,
 * as is the data; the page records carry what it decided.
 */
public final class SheetPageBuilder {

    /** The MCR sheet page: the sheet, the entry form for the next hand, and what the user may do. */
    public record SheetPage(Tournament tournament, int session, int table, SheetView view, Form form,
                            int nextHand, String requestId, boolean canScore, boolean canEnter, boolean canReferee,
                            List<HandRecord> missed, List<Correction> corrections, TableResult result,
                            List<PenaltyLine> penalties, boolean canManage, Ending ending) {
    }

    /**
     * How the sheet stands against a full session (MCR 2006 §3.4.3-§3.4.8, MCR 2006 §3.5.6): hands played and a full sheet's hands, whether
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

    /** One hand row of the Swiss sheet. */
    public record HandRow(int number, Seating dealer, HandRecord hand, SichuanWin reading, List<Integer> deltas,
                          String winnerName, String discarderName) {

        public boolean played() {
            return hand != null;
        }
    }

    /** The Swiss score sheet page (Swiss score sheets). */
    public record SwissPage(Tournament tournament, int round, int table, boolean isFinal, List<Seating> players,
                            List<HandRow> rows, SwissService.TableView view, Sheet sheet, Form form, int nextHand,
                            String requestId, boolean canScore, boolean canEnter, boolean canReferee,
                            boolean canChoose, boolean canCorrect, List<SichuanPattern> patterns,
                            List<Doubling> doublings, List<Correction> corrections, boolean canManage) {
    }

    /**
     * The correction form of one hand, for any rule set: {@code view} is the MCR sheet (null on a Swiss one),
     * {@code patterns} and {@code doublings} the Swiss form's choices (empty on an MCR one), {@code riichi} a riichi
     * line's choices under the preset (null on the others).
     */
    public record CorrectPage(Tournament tournament, int session, int table, int number, List<Seating> players,
                              SheetView view, HandRecord hand, Form form, List<SichuanPattern> patterns,
                              List<Doubling> doublings, boolean canManage, String rules,
                              RiichiPages.Choices riichi) {

        /** What the page shows differently under the tournament's rule set (issue 34 item 5). */
        public RuleSetFeatures features() {
            return RuleSets.of(tournament);
        }

        /** The Swiss page's name for the session. */
        public int round() {
            return session;
        }
    }

    /**
     * One player's line of the result the table confirms (issue 37): the session score with penalties, and the
     * table points (MCR) or the place at the table (a Swiss knockout table, whose top advances); null until known.
     */
    public record ResultLine(Seating player, Integer score, String tablePoints, String place) {
    }

    private final SheetService service;
    private final Auth auth;
    private final TournamentLookup lookup;
    private final Messages messages;

    public SheetPageBuilder(SheetService service, Auth auth, TournamentLookup lookup, Messages messages) {
        this.service = service;
        this.auth = auth;
        this.lookup = lookup;
        this.messages = messages;
    }

    /**
     * The route's table, if the reader may see it (a draft draw is seen by the tournament's staff only), for the
     * signing's routes: the sheet's controller finds its table the same way itself.
     */
    public java.util.Optional<SheetTable> table(Context ctx) {
        return service.table(lookup.readDraw(ctx), TournamentLookup.number(ctx, "n"),
                TournamentLookup.number(ctx, "t"));
    }

    /** The sheet page of the table's rule set. */
    Object sheet(Context ctx, SheetTable table, Form form, List<HandRecord> missed, Form endForm) {
        return switch (RuleSets.of(table.t()).sheetKind()) {
            case KNOCKOUT -> swiss(ctx, table, form);
            case HANDS -> mcr(ctx, table, form, missed, endForm);
            case RIICHI -> riichi(ctx, table, form, missed);
        };
    }

    private RiichiPages.RiichiPage riichi(Context ctx, SheetTable table, Form form, List<HandRecord> missed) {
        Sheet sheet = service.find(table).orElse(null);
        List<HandRecord> hands = service.hands(sheet);
        RiichiSheet game = service.riichiGame(table, hands);
        boolean open = sheet == null || sheet.open();
        boolean canScore = open && service.mayScore(auth.scorer(ctx), table);
        boolean canReferee = auth.has(ctx, table.t().id(), StaffRole.REFEREE);
        if (form.get("version").isEmpty() || !missed.isEmpty()) {
            form.set("version", sheet == null ? 0 : sheet.version());
        }
        java.util.Locale locale = java.util.Locale.forLanguageTag(RequestLanguage.of(ctx).code());
        return new RiichiPages.RiichiPage(table.t(), table.session(), table.number(), table.players(), sheet,
                RiichiPages.rows(game, hands, table.players(), locale), RiichiPages.Next.of(game.state()),
                game.isOver(), RiichiPages.result(game, table.players()), game.profile().game().tableTotal(),
                game.profile().name(), form, hands.size() + 1, UUID.randomUUID().toString(), canScore,
                canScore && !game.isOver(), canReferee, sheet != null && (canReferee || canScore), missed,
                service.corrections(sheet), lookup.canManage(ctx, table.t()),
                RiichiPages.Choices.of(game.profile()));
    }

    private SheetPage mcr(Context ctx, SheetTable table, Form form, List<HandRecord> missed, Form endForm) {
        Sheet sheet = service.find(table).orElse(null);
        List<HandRecord> hands = service.hands(sheet);
        Map<Long, Integer> penaltyDeltas = new HashMap<>();
        List<Long> seats = table.ids();
        List<PenaltyLine> penaltyLines = new ArrayList<>();
        Map<Integer, List<String>> deadHands = new HashMap<>();
        boolean staff = auth.isStaff(ctx, table.t().id());
        for (PenaltyRecord pr : service.penalties(table)) {
            if (PenaltyLines.shown(table.t(), pr, staff)) {
                penaltyLines.add(new PenaltyLine(pr, PenaltyLines.offenceName(pr,
                        RequestLanguage.of(ctx))));
                if (pr.deadHand() && !pr.cancelled() && pr.hand() != null) {
                    deadHands.computeIfAbsent(pr.hand(), k -> new ArrayList<>()).add(pr.playerName());
                }
            }
            HandRecord hand = hands.stream().filter(h -> pr.hand() != null && h.number() == pr.hand())
                    .findFirst().orElse(null);
            PenaltyEffects.deltas(pr, seats, hand, SheetView.absentIndex(sheet))
                    .forEach((id, d) -> penaltyDeltas.merge(id, d, Integer::sum));
        }
        SheetView view = SheetView.of(sheet, table.players(), hands, RequestLanguage.of(ctx), penaltyDeltas,
                deadHands);
        boolean open = sheet == null || sheet.open();
        boolean canScore = open && service.mayScore(auth.scorer(ctx), table);
        boolean canEnter = canScore && hands.size() < view.handsInSession();
        boolean canReferee = auth.has(ctx, table.t().id(), StaffRole.REFEREE);
        if (form.get("version").isEmpty() || !missed.isEmpty()) {
            form.set("version", sheet == null ? 0 : sheet.version());
        }
        SheetService.Progress progress = service.progress(table, sheet);
        return new SheetPage(table.t(), table.session(), table.number(), view, form,
                hands.size() + 1, UUID.randomUUID().toString(), canScore, canEnter, canReferee, missed,
                service.corrections(sheet),
                sheet == null ? null : service.result(table, table.resultsVersion()),
                penaltyLines, lookup.canManage(ctx, table.t()), new Ending(hands.size(), view.handsInSession(),
                        progress.timeCalled(), service.end(sheet).orElse(null),
                        endForm == null ? Form.empty(ctx, messages) : endForm, service.zone(table.t())));
    }

    private SwissPage swiss(Context ctx, SheetTable table, Form form) {
        Sheet sheet = service.find(table).orElse(null);
        List<HandRecord> hands = service.hands(sheet);
        Map<Long, String> names = new HashMap<>();
        table.players().forEach(p -> names.put(p.playerId(), p.name()));
        List<HandRow> rows = new ArrayList<>();
        for (int n = 1; n <= SichuanHandScoring.HANDS; n++) {
            int number = n;
            HandRecord h = hands.stream().filter(x -> x.number() == number).findFirst().orElse(null);
            List<Integer> deltas = new ArrayList<>();
            for (Seating p : table.players()) {
                deltas.add(h == null ? null : h.results().getOrDefault(p.playerId(), 0));
            }
            rows.add(new HandRow(n, table.players().get(SichuanHandScoring.dealer(n)), h,
                    h == null ? null : h.sichuanWin(), deltas,
                    h == null || h.winnerId() == null ? null : names.get(h.winnerId()),
                    h == null || h.discarderId() == null ? null : names.get(h.discarderId())));
        }
        SwissService.Knockout k = service.knockout(table);
        SwissService.TableView view = SwissSheetRules.tableView(k, table);
        boolean open = sheet == null || sheet.open();
        boolean canScore = open && service.mayScore(auth.scorer(ctx), table);
        boolean canEnter = canScore && hands.size() < SichuanHandScoring.HANDS;
        boolean canReferee = auth.has(ctx, table.t().id(), StaffRole.REFEREE);
        boolean canChoose = canReferee && view != null && view.tied() && k.round(table.session() + 1) == null;
        boolean canCorrect = sheet != null && (canReferee || canScore);
        if (form.get("version").isEmpty()) {
            form.set("version", sheet == null ? 0 : sheet.version());
        }
        boolean isFinal = k.plan() != null && table.session() == k.plan().size();
        return new SwissPage(table.t(), table.session(), table.number(), isFinal, table.players(), rows, view, sheet,
                form, hands.size() + 1, UUID.randomUUID().toString(), canScore, canEnter, canReferee, canChoose,
                canCorrect, List.of(SichuanPattern.values()), List.of(Doubling.values()), service.corrections(sheet),
                lookup.canManage(ctx, table.t()));
    }

    /** The result the players of the table confirm, one line per player by starting seat. */
    public List<ResultLine> result(Context ctx, SheetTable table) {
        List<ResultLine> lines = new ArrayList<>();
        if (RuleSets.of(table.t()).sheetKind() == SheetKind.RIICHI) {
            RiichiSheet game = service.riichiGame(table, service.hands(service.find(table).orElse(null)));
            for (int seat = 0; seat < 4; seat++) {
                FinalResult.PlayerResult r = game.isOver() ? game.result().of(seat) : null;
                lines.add(new ResultLine(table.players().get(seat), game.state().score(seat),
                        r == null ? null : new RiichiPages.ResultLine(table.players().get(seat), r).total(),
                        r == null ? null : String.valueOf(r.place())));
            }
            return lines;
        }
        if (RuleSets.of(table.t()).sheetKind() == SheetKind.KNOCKOUT) {
            SwissService.TableView view = SwissSheetRules.tableView(service.knockout(table), table);
            for (Seating p : table.players()) {
                SwissService.SeatView seat = view == null ? null : view.seats().stream()
                        .filter(s -> s.seating().playerId() == p.playerId()).findFirst().orElse(null);
                lines.add(new ResultLine(p, seat == null ? null : seat.total(), null,
                        seat == null ? null : (seat.placeShared() ? "=" : "") + seat.place()));
            }
            return lines;
        }
        SheetPage page = mcr(ctx, table, Form.empty(ctx, messages), List.of(), null);
        for (int i = 0; i < table.players().size(); i++) {
            Seating p = table.players().get(i);
            org.mahjongresults.engine.results.Placing placing = page.result() == null ? null
                    : page.result().placings().stream().filter(x -> x.playerId() == p.playerId()).findFirst()
                    .orElse(null);
            lines.add(new ResultLine(p, page.view().scores().get(i),
                    placing == null || !placing.present() ? null : placing.tablePoints().toString(),
                    placing == null || !placing.present() ? null : placing.placeLabel()));
        }
        return lines;
    }

    CorrectPage correct(Context ctx, SheetTable table, Sheet sheet, HandRecord hand, Form form) {
        boolean swiss = RuleSets.of(table.t()).sheetKind() == SheetKind.KNOCKOUT;
        SheetView view = swiss ? null
                : SheetView.of(sheet, table.players(), service.hands(sheet), RequestLanguage.of(ctx));
        return new CorrectPage(table.t(), table.session(), table.number(), hand.number(), table.players(), view,
                hand, form, swiss ? List.of(SichuanPattern.values()) : List.of(),
                swiss ? List.of(Doubling.values()) : List.of(), lookup.canManage(ctx, table.t()),
                table.rules().ruleSet().name(), RuleSets.of(table.t()).sheetKind() == SheetKind.RIICHI
                        ? RiichiPages.Choices.of(service.riichiGame(table, List.of()).profile()) : null);
    }

    /** The key of a spectator's rendering of the sheet, per table and language. */
    PageKey cacheKey(Context ctx, SheetTable table) {
        return PageKey.of("sheet", table.t().id(), RequestLanguage.of(ctx), table.session(), table.number());
    }

    /** What a spectator's rendering depends on: the tournament's settings and its results version. */
    PageVersion cacheVersion(SheetTable table) {
        long known = table.resultsVersion();
        return new PageVersion(table.t().version(), known >= 0 ? known : service.resultsVersion(table.t().id()));
    }
}

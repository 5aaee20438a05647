package org.mahjongresults.web.sheet;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.penalty.PenaltyEffects;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.engine.results.Placing;
import org.mahjongresults.engine.results.TableResult;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.penalty.PenaltyLines;
import org.mahjongresults.web.sheet.SheetPageBuilder.CorrectPage;
import org.mahjongresults.web.sheet.SheetPageBuilder.Ending;
import org.mahjongresults.web.sheet.SheetPageBuilder.PenaltyLine;
import org.mahjongresults.web.sheet.SheetPageBuilder.ResultLine;
import org.mahjongresults.web.sheet.SheetPageBuilder.SheetPage;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The MCR sheet's pages: sixteen hands (twelve at a table of three) scored in fans, each player's running score with
 * penalties, table points 4-2-1-0 at the end (MCR 2006 §3.9.2), and how a short session ended (§3.4.3-§3.4.8).
 */
final class McrSheetPageBuilder implements RuleSetSheetPageBuilder {

    private final SheetService service;
    private final Auth auth;
    private final TournamentLookup lookup;
    private final Messages messages;

    McrSheetPageBuilder(SheetService service, Auth auth, TournamentLookup lookup, Messages messages) {
        this.service = service;
        this.auth = auth;
        this.lookup = lookup;
        this.messages = messages;
    }

    @Override
    public RuleSet ruleSet() {
        return RuleSet.MCR;
    }

    @Override
    public SheetPageBuilder.SheetPage sheet(Context ctx, SheetTable table, Form form, List<HandRecord> missed,
                                            Form endForm) {
        SheetState state = SheetState.of(service, auth, ctx, table);
        Sheet sheet = state.sheet();
        List<HandRecord> hands = state.hands();
        Penalties penalties = penalties(ctx, table, sheet, hands);
        SheetView view = SheetView.of(sheet, table.players(), hands, RequestLanguage.of(ctx), penalties.deltas(),
                penalties.deadHands());
        boolean canEnter = state.canScore() && hands.size() < view.handsInSession();
        state.versionInto(form, missed);
        SheetService.Progress progress = service.progress(table, sheet);
        return new SheetPage(table.t(), table.session(), table.number(), view, form,
                hands.size() + 1, UUID.randomUUID().toString(), state.canScore(), canEnter, state.canReferee(), missed,
                service.corrections(sheet),
                sheet == null ? null : service.result(table, table.resultsVersion()),
                penalties.lines(), lookup.canManage(ctx, table.t()), new Ending(hands.size(), view.handsInSession(),
                        progress.timeCalled(), service.end(sheet).orElse(null),
                        endForm == null ? Form.empty(ctx, messages) : endForm, service.zone(table.t())));
    }

    /**
     * The result the players sign: each player's score with penalties and table points, read without the rest of the
     * sheet's page (its corrections, progress, ending and forms).
     */
    @Override
    public List<ResultLine> result(Context ctx, SheetTable table) {
        Sheet sheet = service.find(table).orElse(null);
        List<HandRecord> hands = service.hands(sheet);
        Penalties penalties = penalties(ctx, table, sheet, hands);
        SheetView view = SheetView.of(sheet, table.players(), hands, RequestLanguage.of(ctx), penalties.deltas(),
                penalties.deadHands());
        TableResult result = sheet == null ? null : service.result(table, table.resultsVersion());
        List<ResultLine> lines = new ArrayList<>();
        for (int i = 0; i < table.players().size(); i++) {
            Seating p = table.players().get(i);
            Placing placing = result == null ? null
                    : result.placings().stream().filter(x -> x.playerId() == p.playerId()).findFirst().orElse(null);
            lines.add(new ResultLine(p, view.scores().get(i),
                    placing == null || !placing.present() ? null : placing.tablePoints().toString(),
                    placing == null || !placing.present() ? null : placing.placeLabel()));
        }
        return lines;
    }

    /** The sheet's penalties: the lines this reader is shown, each player's points from all of them, dead hands. */
    private record Penalties(List<PenaltyLine> lines, Map<Long, Integer> deltas, Map<Integer, List<String>> deadHands) {
    }

    private Penalties penalties(Context ctx, SheetTable table, Sheet sheet, List<HandRecord> hands) {
        Map<Long, Integer> deltas = new HashMap<>();
        List<PenaltyLine> lines = new ArrayList<>();
        Map<Integer, List<String>> deadHands = new HashMap<>();
        boolean staff = auth.isStaff(ctx, table.t().id());
        for (PenaltyRecord pr : service.penalties(table)) {
            if (PenaltyLines.shown(table.t(), pr, staff)) {
                lines.add(new PenaltyLine(pr, PenaltyLines.offenceName(pr, RequestLanguage.of(ctx))));
                if (pr.deadHand() && !pr.cancelled() && pr.hand() != null) {
                    deadHands.computeIfAbsent(pr.hand(), k -> new ArrayList<>()).add(pr.playerName());
                }
            }
            HandRecord hand = hands.stream().filter(h -> pr.hand() != null && h.number() == pr.hand())
                    .findFirst().orElse(null);
            PenaltyEffects.deltas(pr, table.ids(), hand, SheetView.absentIndex(sheet))
                    .forEach((id, d) -> deltas.merge(id, d, Integer::sum));
        }
        return new Penalties(lines, deltas, deadHands);
    }

    @Override
    public CorrectPage correct(Context ctx, SheetTable table, Sheet sheet, HandRecord hand, Form form) {
        SheetView view = SheetView.of(sheet, table.players(), service.hands(sheet), RequestLanguage.of(ctx));
        return new CorrectPage(table.t(), table.session(), table.number(), hand.number(), table.players(), view,
                hand, form, List.of(), List.of(), lookup.canManage(ctx, table.t()), false, null);
    }
}

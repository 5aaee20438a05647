package org.mahjongresults.web.sheet;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.engine.riichi.game.FinalResult;
import org.mahjongresults.engine.riichi.sheet.RiichiSheet;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.sheet.SheetPageBuilder.CorrectPage;
import org.mahjongresults.web.sheet.SheetPageBuilder.ResultLine;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The riichi sheet's pages (issue 38): a game hand by hand until the engine ends it, the next dealer and bonus
 * counters, then each player's points after uma and oka and place.
 */
final class RiichiSheetPageBuilder implements RuleSetSheetPageBuilder {

    private final SheetService service;
    private final Auth auth;
    private final TournamentLookup lookup;

    RiichiSheetPageBuilder(SheetService service, Auth auth, TournamentLookup lookup) {
        this.service = service;
        this.auth = auth;
        this.lookup = lookup;
    }

    @Override
    public RuleSet ruleSet() {
        return RuleSet.RIICHI;
    }

    @Override
    public RiichiPages.RiichiPage sheet(Context ctx, SheetTable table, Form form, List<HandRecord> missed,
                                       Form endForm) {
        SheetState state = SheetState.of(service, auth, ctx, table);
        List<HandRecord> hands = state.hands();
        RiichiSheet game = service.riichiGame(table, hands);
        state.versionInto(form, missed);
        java.util.Locale locale = java.util.Locale.forLanguageTag(RequestLanguage.of(ctx).code());
        return new RiichiPages.RiichiPage(table.t(), table.session(), table.number(), table.players(), state.sheet(),
                RiichiPages.rows(game, hands, table.players(), locale), RiichiPages.Next.of(game.state()),
                game.isOver(), RiichiPages.result(game, table.players()), game.profile().game().tableTotal(),
                game.profile().name(), form, hands.size() + 1, UUID.randomUUID().toString(), state.canScore(),
                state.canScore() && !game.isOver(), state.canReferee(), state.canCorrect(), missed,
                service.corrections(state.sheet()), lookup.canManage(ctx, table.t()),
                RiichiPages.Choices.of(game.profile()));
    }

    @Override
    public List<ResultLine> result(Context ctx, SheetTable table) {
        List<ResultLine> lines = new ArrayList<>();
        RiichiSheet game = service.riichiGame(table, service.hands(service.find(table).orElse(null)));
        for (int seat = 0; seat < 4; seat++) {
            FinalResult.PlayerResult r = game.isOver() ? game.result().of(seat) : null;
            lines.add(new ResultLine(table.players().get(seat), game.state().score(seat),
                    r == null ? null : new RiichiPages.ResultLine(table.players().get(seat), r).total(),
                    r == null ? null : String.valueOf(r.place())));
        }
        return lines;
    }

    @Override
    public CorrectPage correct(Context ctx, SheetTable table, Sheet sheet, HandRecord hand, Form form) {
        SheetView view = SheetView.of(sheet, table.players(), service.hands(sheet), RequestLanguage.of(ctx));
        return new CorrectPage(table.t(), table.session(), table.number(), hand.number(), table.players(), view,
                hand, form, List.of(), List.of(), lookup.canManage(ctx, table.t()), false,
                RiichiPages.Choices.of(service.riichiGame(table, List.of()).profile()));
    }
}

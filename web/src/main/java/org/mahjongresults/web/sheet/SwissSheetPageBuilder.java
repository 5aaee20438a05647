package org.mahjongresults.web.sheet;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.engine.sichuan.Doubling;
import org.mahjongresults.engine.sichuan.SichuanHandScoring;
import org.mahjongresults.engine.sichuan.SichuanPattern;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.sheet.SheetPageBuilder.CorrectPage;
import org.mahjongresults.web.sheet.SheetPageBuilder.HandRow;
import org.mahjongresults.web.sheet.SheetPageBuilder.ResultLine;
import org.mahjongresults.web.sheet.SheetPageBuilder.SwissPage;
import org.mahjongresults.web.swiss.SwissService;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The Swiss knockout table's pages (RULES §8): its hands with patterns and doublings, each player's place at the
 * table, the first advancing, a tie the referee breaks; the players sign their places.
 */
final class SwissSheetPageBuilder implements RuleSetSheetPageBuilder {

    private final SheetService service;
    private final Auth auth;
    private final TournamentLookup lookup;

    SwissSheetPageBuilder(SheetService service, Auth auth, TournamentLookup lookup) {
        this.service = service;
        this.auth = auth;
        this.lookup = lookup;
    }

    @Override
    public RuleSet ruleSet() {
        return RuleSet.SWISS;
    }

    @Override
    public SwissPage sheet(Context ctx, SheetTable table, Form form, List<HandRecord> missed, Form endForm) {
        SheetState state = SheetState.of(service, auth, ctx, table);
        Sheet sheet = state.sheet();
        List<HandRecord> hands = state.hands();
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
        boolean canEnter = state.canScore() && hands.size() < SichuanHandScoring.HANDS;
        boolean canChoose = state.canReferee() && view != null && view.tied()
                && k.round(table.session() + 1) == null;
        // A knockout's sheet shows no missed hands: its form keeps the version it was sent at.
        state.versionInto(form, List.of());
        boolean isFinal = k.plan() != null && table.session() == k.plan().size();
        return new SwissPage(table.t(), table.session(), table.number(), isFinal, table.players(), rows, view, sheet,
                form, hands.size() + 1, UUID.randomUUID().toString(), state.canScore(), canEnter, state.canReferee(),
                canChoose, state.canCorrect(), List.of(SichuanPattern.values()), List.of(Doubling.values()),
                service.corrections(sheet),
                lookup.canManage(ctx, table.t()));
    }

    @Override
    public List<ResultLine> result(Context ctx, SheetTable table) {
        List<ResultLine> lines = new ArrayList<>();
        SwissService.TableView view = SwissSheetRules.tableView(service.knockout(table), table);
        for (Seating p : table.players()) {
            SwissService.SeatView seat = view == null ? null : view.seats().stream()
                    .filter(s -> s.seating().playerId() == p.playerId()).findFirst().orElse(null);
            lines.add(new ResultLine(p, seat == null ? null : seat.total(), null,
                    seat == null ? null : (seat.placeShared() ? "=" : "") + seat.place()));
        }
        return lines;
    }

    @Override
    public CorrectPage correct(Context ctx, SheetTable table, Sheet sheet, HandRecord hand, Form form) {
        return new CorrectPage(table.t(), table.session(), table.number(), hand.number(), table.players(), null,
                hand, form, List.of(SichuanPattern.values()), List.of(Doubling.values()),
                lookup.canManage(ctx, table.t()), true, null);
    }

    /** A knockout's hand is entered as self-drawn until the scorekeeper picks a discarder. */
    @Override
    public void blank(Form form) {
        form.set("discarder", "self");
    }

    @Override
    public boolean sharedWithSpectators() {
        return false;
    }

    @Override
    public boolean signsPlaces() {
        return true;
    }
}

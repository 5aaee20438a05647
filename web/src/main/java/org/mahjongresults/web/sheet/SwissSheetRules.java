package org.mahjongresults.web.sheet;

import java.util.List;
import java.util.Map;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.swiss.SwissRepository;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.engine.sichuan.SichuanHandScoring;
import org.mahjongresults.engine.sichuan.SichuanPattern;
import org.mahjongresults.engine.sichuan.SichuanResult;
import org.mahjongresults.engine.sichuan.SichuanWin;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.swiss.SwissService;

/**
 * The Swiss sheet (Sichuan rules, Swiss rules, Swiss score sheets): four hands a round, each given by its tiles or declared by its
 * pattern, kongs and four-of-a-kinds, scored and settled by {@link SichuanHandScoring}; no table of three and no
 * short sheet.
 */
final class SwissSheetRules implements SheetRules {

    static final String[] FIELDS = {"number", "version", "requestId", "result", "winner", "discarder", "notation",
            "pattern", "kongs", "fours", "kongReplacement", "kongDiscard", "robbingKong", "lastTile", "lastDiscard",
            "heavenlyHand", "earthlyHand"};
    private static final List<String> WAYS = List.of("kongReplacement", "kongDiscard", "robbingKong", "lastTile",
            "lastDiscard", "heavenlyHand", "earthlyHand");

    /** A Sichuan hand as reported. */
    record Swiss(SichuanHandScoring.Report report) implements Report {
    }

    private final SheetRepository sheets;
    private final SwissRepository knockout;
    private final SwissService knockouts;

    SwissSheetRules(SheetRepository sheets, SwissRepository knockout, SwissService knockouts) {
        this.sheets = sheets;
        this.knockout = knockout;
        this.knockouts = knockouts;
    }

    @Override
    public RuleSet ruleSet() {
        return RuleSet.SWISS;
    }

    @Override
    public String[] fields() {
        return FIELDS;
    }

    @Override
    public Report readNext(Form form, Sheet sheet, List<Long> ids) {
        Integer number = form.integer("number", 1, handsFull(sheet), true);
        if (number == null && form.get("number").trim().matches("\\d+")) {
            form.errors().clear();
            form.error(Form.GLOBAL, "swiss.roundComplete", handsFull(sheet));
        }
        return form.ok() ? read(form, number, ids, SheetView.absentIndex(sheet)) : null;
    }

    @Override
    public Report read(Form form, int number, List<Long> ids, int absent) {
        String requestId = McrSheetRules.requestId(form);
        String result = form.get("result");
        if (result.equals("DRAW")) {
            return new Swiss(SichuanHandScoring.Report.noWin(number, requestId));
        }
        if (!result.equals("WIN")) {
            form.error("result", "sheet.chooseResult");
            return null;
        }
        Integer winner = McrSheetRules.seat(form, "winner", ids, -1);
        boolean selfDrawn = form.get("discarder").equals("self");
        Integer discarder = selfDrawn ? null : McrSheetRules.seat(form, "discarder", ids, -1);
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
        return new Swiss(new SichuanHandScoring.Report(number, false, winner, discarder, notation, pattern, kongs,
                fours, form.checkbox("kongReplacement"), form.checkbox("kongDiscard"), form.checkbox("robbingKong"),
                form.checkbox("lastTile"), form.checkbox("lastDiscard"), form.checkbox("heavenlyHand"),
                form.checkbox("earthlyHand"), requestId));
    }

    @Override
    public Scoring score(Report report, SheetTable table, int absent) {
        SichuanHandScoring.Report r = ((Swiss) report).report();
        SichuanHandScoring.Scored scored = SichuanHandScoring.score(r);
        if (scored.hand() != null) {
            return new Scoring(scored.hand(), null);
        }
        SichuanResult verdict = scored.verdict();
        String field = r.notation() == null ? "pattern" : "notation";
        return new Scoring(null, verdict.error() != null
                ? new Refusal(field, verdict.error().messageKey(), verdict.error().args())
                : new Refusal(field, "sheet.notComplete", null));
    }

    @Override
    public Message saved(HandRecord h) {
        return h.win() ? new Message("swiss.saved", h.number(), h.fanPoints())
                : new Message("swiss.savedNoWin", h.number());
    }

    @Override
    public void fill(Form form, HandRecord hand) {
        form.set("result", hand.result()).set("winner", hand.winnerId())
                .set("discarder", hand.selfDrawn() || hand.discarderId() == null ? "self" : hand.discarderId())
                .set("notation", hand.notation());
        SichuanWin win = hand.sichuanWin();
        if (win != null && win.declared()) {
            form.set("pattern", win.pattern().number()).set("kongs", win.kongs()).set("fours", win.fours());
        }
        List<String> situation = List.of((hand.situation() == null ? "" : hand.situation()).split(" "));
        for (String flag : WAYS) {
            if (situation.contains(flag)) {
                form.set(flag, "on");
            }
        }
    }

    @Override
    public SheetRepository sheets() {
        return sheets;
    }

    /** On a closed sheet the table's winner follows the corrected totals, unless the next round is drawn. */
    @Override
    public int storeCorrection(Actor actor, SheetTable table, Sheet sheet, int version, HandRecord hand,
                               Map<Long, String> seats, String reason, Long appealId) {
        return knockout.correct(actor, table.t().id(), sheet, table.session(), version, hand, seats, reason);
    }

    /** The table's winner is recorded unless the top total is shared (RULINGS §6). */
    @Override
    public Message close(Actor actor, SheetTable table, Sheet sheet, int version, String reason) {
        knockout.close(actor, table.t().id(), sheet, version, reason);
        SwissService.Knockout k = knockouts.load(table.t());
        SwissService.TableView view = tableView(k, table);
        // The final table's winner does not advance: the tournament is won (issue 27).
        boolean isFinal = k.plan() != null && view != null && view.round() == k.plan().size();
        return view != null && view.winnerSeat() != null
                ? new Message(isFinal ? "swiss.closedChampion" : "swiss.closedWinner",
                        view.winnerSeat().seating().name())
                : new Message("swiss.closedTie");
    }

    /** A referee records who advances from a table whose top total is shared (RULINGS §6). */
    void chooseAdvancer(Actor actor, SheetTable table, long playerId) {
        knockout.chooseAdvancer(actor, table.t().id(), table.session(), table.number(), playerId);
    }

    SwissService.Knockout load(SheetTable table) {
        return knockouts.load(table.t());
    }

    static SwissService.TableView tableView(SwissService.Knockout k, SheetTable table) {
        SwissService.RoundView round = k.round(table.session());
        return round == null ? null : round.tables().stream().filter(x -> x.number() == table.number()).findFirst()
                .orElse(null);
    }

    @Override
    public String sheetTemplate() {
        return "swiss/sheet";
    }
}

package org.mahjongresults.web.sheet;

import java.util.List;
import java.util.Map;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.engine.mcr.McrScorer;
import org.mahjongresults.engine.mcr.ScoreResult;
import org.mahjongresults.engine.sheet.HandVerification;
import org.mahjongresults.engine.sheet.McrHandScoring;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.forms.Numbers;

/**
 * The MCR sheet: 16 hands (12 at a table of three, RULINGS §4), fan points claimed and, when the hand is given,
 * verified by the engine ({@link McrHandScoring}); a claim that differs goes to a referee.
 */
final class McrSheetRules implements SheetRules {

    static final String[] FIELDS = {"number", "version", "requestId", "result", "winner", "discarder", "selfDrawn",
            "fanPoints", "notation", "flowers", "lastTile", "kongReplacement", "robbingKong", "fourthTile"};
    static final int MAX_FAN_POINTS = 1000;

    /** An MCR hand as reported, with the tournament's rule profile. */
    record Mcr(McrHandScoring.Report report) implements Report {
    }

    private final SheetRepository sheets;

    McrSheetRules(SheetRepository sheets) {
        this.sheets = sheets;
    }

    @Override
    public RuleSet ruleSet() {
        return RuleSet.MCR;
    }

    @Override
    public String[] fields() {
        return FIELDS;
    }

    @Override
    public Report readNext(Form form, Sheet sheet, List<Long> ids) {
        Integer number = form.integer("number", 1, 64, true);
        int size = handsFull(sheet);
        if (number != null && number > size) {
            form.error(Form.GLOBAL, "sheet.sessionComplete", size);
        }
        return form.ok() ? read(form, number, ids, SheetView.absentIndex(sheet)) : null;
    }

    @Override
    public Report read(Form form, int number, List<Long> ids, int absent) {
        String result = form.get("result");
        String requestId = requestId(form);
        if (result.equals("DRAW")) {
            return new Mcr(McrHandScoring.Report.noWin(number, requestId));
        }
        if (!result.equals("WIN")) {
            form.error("result", "sheet.chooseResult");
            return null;
        }
        Integer winner = seat(form, "winner", ids, absent);
        boolean selfDrawn = form.checkbox("selfDrawn") || form.get("discarder").equals("self");
        Integer discarder = selfDrawn ? null : seat(form, "discarder", ids, absent);
        if (winner == null) {
            form.error("winner", "sheet.chooseWinner");
        }
        if (!selfDrawn && discarder == null) {
            form.error("discarder", "sheet.chooseDiscarder");
        }
        if (winner != null && winner.equals(discarder)) {
            form.error("discarder", "sheet.discarderIsWinner");
        }
        // Blank means no flowers; anything else must be a number 0-8 (a control character alone is not blank).
        Integer flowers = form.integer("flowers", 0, 8, false);
        if (flowers == null && !form.errors().containsKey("flowers")) {
            flowers = 0;
        }
        String notation = form.optional("notation", 200);
        // With the hand given, the fan points may be left out: the engine adds them up (issue 15)
        Integer claimed = form.integer("fanPoints", McrScorer.MINIMUM, MAX_FAN_POINTS, false);
        if (notation == null && form.get("fanPoints").isBlank()) {
            form.error("fanPoints", "tiles.fanPointsOrHand");
        }
        if (claimed != null && flowers != null && claimed - flowers < McrScorer.MINIMUM) {
            form.error("fanPoints", "sheet.flowersBelowMinimum", McrScorer.MINIMUM);
        }
        if (!form.ok()) {
            return null;
        }
        return new Mcr(new McrHandScoring.Report(number, false, winner, discarder, claimed, flowers, notation,
                form.checkbox("lastTile"), form.checkbox("kongReplacement"), form.checkbox("robbingKong"),
                form.checkbox("fourthTile"), requestId));
    }

    @Override
    public Scoring score(Report report, SheetTable table, int absent) {
        McrHandScoring.Scored scored = McrHandScoring.score(((Mcr) report).report(), absent, table.t().mcrProfile());
        ScoreResult verdict = scored.verdict();
        if (scored.hand() != null) {
            return new Scoring(scored.hand(), null);
        }
        return new Scoring(null, switch (verdict.classification()) {
            case INVALID -> new Refusal("notation", verdict.error().code().messageKey(), verdict.error().args());
            case NOT_COMPLETE -> new Refusal("notation", "sheet.notComplete", null);
            default -> new Refusal("notation", "sheet.belowMinimum", null, verdict.fanPointsExclFlowers(),
                    McrScorer.MINIMUM);
        });
    }

    @Override
    public Message saved(HandRecord h) {
        return new Message(h.verification() == HandVerification.MISMATCH ? "sheet.savedMismatch" : "sheet.saved",
                h.number(), h.engineFanPoints() == null ? 0 : h.engineFanPoints());
    }

    @Override
    public void fill(Form form, HandRecord hand) {
        form.set("result", hand.result()).set("winner", hand.winnerId())
                .set("discarder", hand.selfDrawn() ? "self" : hand.discarderId())
                .set("fanPoints", hand.fanPoints()).set("notation", hand.notation()).set("flowers", hand.flowers());
    }

    @Override
    public SheetRepository sheets() {
        return sheets;
    }

    @Override
    public String sheetTemplate() {
        return "sheet/sheet";
    }

    static String requestId(Form form) {
        String requestId = form.get("requestId").trim();
        return requestId.isEmpty() || requestId.length() > 64 ? null : requestId;
    }

    /** The starting seat of the player chosen in a select (by player id); null with an error if not at the table. */
    static Integer seat(Form form, String field, List<Long> ids, int absent) {
        String v = form.get(field).trim();
        if (v.isEmpty() || v.equals("self")) {
            return null;
        }
        try {
            int seat = ids.indexOf(Numbers.parseLong(v));
            if (seat < 0 || seat == absent) {
                form.error(field, "form.invalidChoice");
                return null;
            }
            return seat;
        } catch (NumberFormatException e) {
            form.error(field, "form.invalidChoice");
            return null;
        }
    }
}

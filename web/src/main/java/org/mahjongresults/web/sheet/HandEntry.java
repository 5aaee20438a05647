package org.mahjongresults.web.sheet;

import java.util.List;
import java.util.Map;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.sheet.HandBuilder;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.engine.mcr.McrScorer;
import org.mahjongresults.engine.mcr.RuleProfile;
import org.mahjongresults.engine.mcr.ScoreResult;
import org.mahjongresults.web.forms.Form;

/**
 * Reads one hand from the score-sheet form and hands it to {@link HandBuilder}, which verifies it with the engine
 * and settles it. Problems are recorded on the form in the user's language; nothing throws.
 */
final class HandEntry {

    static final String[] FIELDS = {"number", "version", "requestId", "result", "winner", "discarder", "selfDrawn",
            "fanPoints", "notation", "flowers", "lastTile", "kongReplacement", "robbingKong", "fourthTile"};
    static final int MAX_FAN_POINTS = 1000;

    /** A checked hand ready to store, with the engine's verdict. */
    record Checked(HandRecord record, Map<Long, String> seats, ScoreResult verdict) {
    }

    private HandEntry() {
    }

    /**
     * @param players the four starting seats' players (index = starting seat); {@code absent} is −1 or the
     *                absent starting seat
     * @return the checked hand, or null with the form's errors set
     */
    static Checked read(Form form, int number, List<Seating> players, int absent, RuleProfile profile) {
        List<Long> ids = players.stream().map(Seating::playerId).toList();
        String result = form.get("result");
        String requestId = form.get("requestId").trim();
        if (requestId.isEmpty() || requestId.length() > 64) {
            requestId = null;
        }
        if (result.equals("DRAW")) {
            HandBuilder.Built built = HandBuilder.build(new HandBuilder.Report(number, true, null, null, 0, 0, null,
                    false, false, false, false, requestId), ids, absent, profile);
            return new Checked(built.record(), built.seats(), null);
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
        HandBuilder.Built built = HandBuilder.build(new HandBuilder.Report(number, false, winner, discarder, claimed,
                flowers, notation, form.checkbox("lastTile"), form.checkbox("kongReplacement"),
                form.checkbox("robbingKong"), form.checkbox("fourthTile"), requestId), ids, absent, profile);
        ScoreResult verdict = built.verdict();
        if (built.record() == null) {
            switch (verdict.classification()) {
                case INVALID -> form.errorWithDetail("notation", verdict.error().code().messageKey(),
                        verdict.error().args());
                case NOT_COMPLETE -> form.error("notation", "sheet.notComplete");
                default -> form.error("notation", "sheet.belowMinimum", verdict.fanPointsExclFlowers(),
                        McrScorer.MINIMUM);
            }
            return null;
        }
        return new Checked(built.record(), built.seats(), verdict);
    }

    /** The starting seat of the player chosen in a select (by player id); null with an error if not at the table. */
    private static Integer seat(Form form, String field, List<Long> ids, int absent) {
        String v = form.get(field).trim();
        if (v.isEmpty() || v.equals("self")) {
            return null;
        }
        try {
            int seat = ids.indexOf(Long.parseLong(v));
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

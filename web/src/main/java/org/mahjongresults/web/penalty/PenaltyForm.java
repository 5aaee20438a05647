package org.mahjongresults.web.penalty;

import java.util.Arrays;
import java.util.List;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.engine.penalty.Offence;
import org.mahjongresults.engine.penalty.RiichiOffence;
import org.mahjongresults.engine.penalty.SanctionKind;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.forms.Numbers;

/** The record form's fields read into a {@link PenaltyService.Draft}: strictly when posted, leniently to propose. */
final class PenaltyForm {

    static final String[] FIELDS = {"player", "hand", "offence", "sanction", "points", "deadHand", "victim",
            "lateMinutes", "note", "staffOnly"};

    private PenaltyForm() {
    }

    /** The posted form, with an error on each field that is missing or not one of the table's choices. */
    static PenaltyService.Draft parse(Form form, List<Seating> players) {
        Long player = seatPlayer(form, "player", players, true);
        Integer hand = form.integer("hand", 1, 16, false);
        Offence offence = form.choice("offence", Offence.class);
        SanctionKind kind = form.choice("sanction", SanctionKind.class);
        // A sanction without points of its own (a warning, a dead hand) ignores the points the form still holds from
        // the proposal: switching the choice to Warning must not fail on the 10 proposed points (issue 27).
        Integer points = form.get("points").isBlank() || (kind != null && kind.allowedPoints().isEmpty())
                ? Integer.valueOf(0) : form.integer("points", 0, 60, false);
        Long victim = seatPlayer(form, "victim", players, false);
        Integer late = form.integer("lateMinutes", 1, 600, false);
        String note = form.optional("note", 2000);
        return new PenaltyService.Draft(player, hand, offence, kind, points, form.checkbox("deadHand"), victim, late,
                note, !form.checkbox("staffOnly"));
    }

    /** What the form names so far, for the proposal (a half-filled form still gets one); no errors. */
    static PenaltyService.Draft lenient(Form form) {
        Offence offence = Arrays.stream(Offence.values()).filter(o -> o.name().equals(form.get("offence")))
                .findFirst().orElse(null);
        Integer hand = integer(form.get("hand"));
        Integer late = integer(form.get("lateMinutes"));
        return new PenaltyService.Draft(number(form.get("player")), hand, offence, null, null, false, null, late,
                null, true);
    }

    /**
     * The posted form of the riichi catalogue: an offence of {@link RiichiOffence} (its names are not MCR's codes:
     * both have a CHEATING), and the points of a point penalty or a chombo in table points.
     */
    static PenaltyService.Draft parseRiichi(Form form, List<Seating> players) {
        Long player = seatPlayer(form, "player", players, true);
        Integer hand = form.integer("hand", 1, 99, false);
        RiichiOffence offence = form.choice("offence", RiichiOffence.class);
        SanctionKind kind = form.choice("sanction", SanctionKind.class);
        // As for MCR (issue 27): a kind without points ignores the proposal's amount still in the form.
        Integer points = form.get("points").isBlank() || (kind != null && !PenaltyService.riichiCarriesPoints(kind))
                ? Integer.valueOf(0) : form.integer("points", 0, PenaltyService.RIICHI_MAX_POINTS, false);
        String note = form.optional("note", 2000);
        return PenaltyService.Draft.riichi(player, hand, offence, kind, points, note, !form.checkbox("staffOnly"));
    }

    /** The riichi offence the form names so far, for the proposal; null if none. */
    static RiichiOffence riichiOffence(Form form) {
        return Arrays.stream(RiichiOffence.values()).filter(o -> o.name().equals(form.get("offence")))
                .findFirst().orElse(null);
    }

    private static Long seatPlayer(Form form, String field, List<Seating> players, boolean required) {
        String v = form.get(field).trim();
        if (v.isEmpty()) {
            if (required) {
                form.error(field, "form.required");
            }
            return null;
        }
        Long id = number(v);
        if (id == null || players.stream().noneMatch(p -> p.playerId() == id)) {
            form.error(field, "form.invalidChoice");
            return null;
        }
        return id;
    }

    private static Long number(String s) {
        try {
            return Numbers.parseLong(s.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Integer integer(String s) {
        try {
            return Numbers.parseInt(s.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}

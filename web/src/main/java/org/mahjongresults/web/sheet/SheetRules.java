package org.mahjongresults.web.sheet;

import java.util.List;
import java.util.Map;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.engine.sheet.ScoredHand;
import org.mahjongresults.engine.sheet.SheetStatus;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.forms.Form;

/**
 * What a score sheet does differently under each rule set (a strategy): the hand's form fields, how a reported hand
 * is read and scored by the engine, how many hands make a full sheet, and which pages show it. {@link SheetService}
 * picks the implementation from the tournament's rule set, so the routes and the controller are the same for both.
 */
public sealed interface SheetRules permits McrSheetRules, SwissSheetRules, RiichiSheetRules {

    /** A message for the user: a bundle key and its arguments. */
    record Message(String key, Object... args) {
    }

    /** Why the engine refused a reported hand, to show at the field it concerns. */
    record Refusal(String field, String key, List<String> detail, Object... args) {

        void applyTo(Form form) {
            if (detail != null) {
                form.errorWithDetail(field, key, detail);
            } else {
                form.error(field, key, args);
            }
        }
    }

    /** A hand as the table reported it, in the rule set's own terms (engine values). */
    interface Report {
    }

    /** The engine's answer: the scored hand, or why it is refused. */
    record Scoring(ScoredHand hand, Refusal refusal) {
    }

    RuleSet ruleSet();

    /** The form fields of one hand. */
    String[] fields();

    /** Hands in a full sheet at this table: the rule set's, fewer at a table of three (RuleSet.handsAtTable). */
    default int handsFull(Sheet sheet) {
        return ruleSet().handsAtTable(SheetView.absentIndex(sheet));
    }

    /**
     * Hands in a full sheet given the hands stored: a fixed number ({@link #handsFull(Sheet)}), or, where the game
     * decides its own length (riichi, {@code RuleSet.fixedHands()}), the hands stored once the game is over.
     */
    default int handsFull(Sheet sheet, List<HandRecord> hands) {
        return handsFull(sheet);
    }

    /** The message key refusing a sheet submitted before it is full, where no short sheet is allowed. */
    default String allHandsKey() {
        return "sheet.swissAllHands";
    }

    /**
     * Reads the next hand of {@code sheet} from the form: its number, with the rule set's limit, then the hand as
     * {@link #read} does; null with the problems on the form (the hand is not read when the form has any already).
     *
     * @param players the player ids by starting seat
     */
    Report readNext(Form form, Sheet sheet, List<Long> players);

    /**
     * Reads a reported hand from the form (parsing only: the checks a form can make). Problems are recorded on the
     * form in the user's language; null if there were any.
     *
     * @param players the player ids by starting seat; {@code absent} is −1 or the absent starting seat
     */
    Report read(Form form, int number, List<Long> players, int absent);

    /** Scores a reported hand through the engine. */
    Scoring score(Report report, SheetTable table, int absent);

    /** The flash message after a hand is saved. */
    Message saved(HandRecord hand);

    /** Fills the correction form with a stored hand. */
    void fill(Form form, HandRecord hand);

    /** The same, given the player ids by starting seat (riichi's lines name seats, not players). */
    default void fill(Form form, HandRecord hand, List<Long> players) {
        fill(form, hand);
    }

    /** The table's sheets, which the shared defaults below write through. */
    SheetRepository sheets();

    /**
     * Stores a corrected hand with its reason (and the upheld appeal behind it), in one transaction with what follows
     * from it under this rule set; {@link org.mahjongresults.db.StaleDataException} on a stale version. By default
     * the hand alone: an MCR hand's points do not depend on the hands before it.
     *
     * @return the sheet's new version
     */
    default int storeCorrection(Actor actor, SheetTable table, Sheet sheet, int version, HandRecord hand,
                                Map<Long, String> seats, String reason, Long appealId) {
        return sheets().correctHand(actor, table.t().id(), sheet.id(), version, hand, seats, reason, appealId);
    }

    /**
     * Why a correction scored as {@code corrected} cannot be stored though the hand itself is right: a rule set whose
     * hands carry into the next (riichi) refuses one that makes a later stored line impossible. Null: none.
     */
    default Refusal refusesCorrection(SheetTable table, Sheet sheet, HandRecord corrected) {
        return null;
    }

    /**
     * A referee closes a submitted sheet; the message says what follows (a knockout table's winner). {@code reason}:
     * why it is closed without every player's confirmation, kept in the audit log (null: none needed).
     */
    default Message close(Actor actor, SheetTable table, Sheet sheet, int version, String reason) {
        sheets().setStatus(actor, table.t().id(), sheet.id(), version, SheetStatus.SUBMITTED, SheetStatus.CLOSED,
                reason, (tx, locked) -> {
                });
        return new Message("sheet.closed");
    }

    /** Whether a stored hand may be corrected (all three rule sets: riichi re-scores the lines after it). */
    default boolean correctsHands() {
        return true;
    }

    /** Whether a referee may seat a table of three (RULINGS §4) and a scorekeeper submit a short sheet (§2.3). */
    default boolean playsShortTables() {
        return ruleSet().tablesOfThree();
    }

    /** The sheet page's template (the correction form is one for every rule set, {@code sheet/correct}). */
    String sheetTemplate();
}

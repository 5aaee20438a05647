package org.mahjongresults.web.sheet;

import io.javalin.http.Context;
import java.util.List;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.hall.SheetEnd;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.sheet.Correction;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.results.TableResult;
import org.mahjongresults.engine.sichuan.Doubling;
import org.mahjongresults.engine.sichuan.SichuanPattern;
import org.mahjongresults.engine.sichuan.SichuanWin;
import org.mahjongresults.engine.tournament.PerRuleSet;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.publish.PageKey;
import org.mahjongresults.web.publish.PageVersion;
import org.mahjongresults.web.swiss.SwissService;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * Builds the pages of the score sheet, one typed record per template: the MCR sheet, the Swiss sheet, the riichi
 * sheet and the correction form, each through its rule set's builder ({@link RuleSetSheetPageBuilder}). Whether the
 * reader keeps the table's sheet (scores, corrects) is {@link SheetService}'s decision, as is the data; the page
 * records carry what it decided.
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
     * line's choices under the preset (null on the others); {@code knockout} whether it is a Swiss knockout's hand
     * (rounds, patterns and doublings).
     */
    public record CorrectPage(Tournament tournament, int session, int table, int number, List<Seating> players,
                              SheetView view, HandRecord hand, Form form, List<SichuanPattern> patterns,
                              List<Doubling> doublings, boolean canManage, boolean knockout,
                              RiichiPages.Choices riichi) {

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
    private final Messages messages;
    private final PerRuleSet<RuleSetSheetPageBuilder> byRuleSet;

    public SheetPageBuilder(SheetService service, Auth auth, TournamentLookup lookup, Messages messages) {
        this.service = service;
        this.messages = messages;
        this.byRuleSet = PerRuleSet.of(RuleSetSheetPageBuilder::ruleSet,
                new McrSheetPageBuilder(service, auth, lookup, messages),
                new SwissSheetPageBuilder(service, auth, lookup),
                new RiichiSheetPageBuilder(service, auth, lookup));
    }

    /** The sheet page of the table's rule set. */
    Object sheet(Context ctx, SheetTable table, Form form, List<HandRecord> missed, Form endForm) {
        return of(table).sheet(ctx, table, form, missed, endForm);
    }

    /** An empty entry form with the rule set's defaults. */
    Form blank(Context ctx, SheetTable table) {
        Form form = Form.empty(ctx, messages).set("result", "WIN");
        of(table).blank(form);
        return form;
    }

    /** Whether every spectator may be sent one rendering of this table's sheet per results version. */
    boolean sharedWithSpectators(SheetTable table) {
        return of(table).sharedWithSpectators();
    }

    /** The result the players of the table confirm, one line per player by starting seat. */
    public List<ResultLine> result(Context ctx, SheetTable table) {
        return of(table).result(ctx, table);
    }

    /** Whether the table's players sign their places (a knockout's) rather than their points. */
    public boolean signsPlaces(SheetTable table) {
        return of(table).signsPlaces();
    }

    CorrectPage correct(Context ctx, SheetTable table, Sheet sheet, HandRecord hand, Form form) {
        return of(table).correct(ctx, table, sheet, hand, form);
    }

    private RuleSetSheetPageBuilder of(SheetTable table) {
        return byRuleSet.of(table.t().ruleSet());
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

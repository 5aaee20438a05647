package org.mahjongresults.web.sheet;

import java.util.List;
import java.util.Optional;
import java.util.function.ObjLongConsumer;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.hall.SheetEnd;
import org.mahjongresults.db.swiss.SwissRepository;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.sheet.Correction;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.riichi.RiichiSettingsRepository;
import org.mahjongresults.engine.riichi.sheet.RiichiSheet;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.results.TableResult;
import org.mahjongresults.engine.sheet.SheetStatus;
import org.mahjongresults.engine.tournament.PerRuleSet;
import org.mahjongresults.engine.tournament.SessionStatus;
import org.mahjongresults.web.appeal.AppealService;
import org.mahjongresults.web.clock.ClockService;
import org.mahjongresults.web.penalty.PenaltyService;
import org.mahjongresults.web.sheet.SheetRules.Message;
import org.mahjongresults.web.sheet.SheetRules.Refusal;
import org.mahjongresults.web.sheet.SheetRules.Report;
import org.mahjongresults.web.sheet.SheetRules.Scoring;
import org.mahjongresults.web.standings.StandingsService;
import org.mahjongresults.web.swiss.SwissService;
import org.mahjongresults.web.publish.TournamentChanged;
import org.mahjongresults.web.publish.TournamentEvents;
import org.mahjongresults.web.publish.TournamentRead;
import org.mahjongresults.db.account.StaffRepository;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.auth.Scorer;
import org.mahjongresults.web.rulesets.RuleSets;

/**
 * Every use case of a table's score sheet, for both rule sets: add a hand, correct one (kept with its reason in the
 * sheet's history and the audit log), accept a disputed total, seat a table of three, submit, close, reopen, and
 * choose who advances from a tied knockout table. The rule set's part ({@link SheetRules}: reading and scoring a
 * hand, a full sheet's size, what closing records) is chosen here from the tournament's rule set.
 *
 * <p>A write runs in one transaction in the repository (the sheet's row locked, its version checked, the results
 * version bumped, the audit written); adding a hand is decided here, in {@link #addHand}, under that lock, and the
 * repository only stores it. After a write the service announces the change to the spectators
 * ({@link TournamentChanged}).
 */
public final class SheetService {

    /** The answer to a hand added. */
    public sealed interface AddOutcome {
    }

    /** The hand is on the sheet: {@code message} says so (and whether a referee must look at its total). */
    public sealed interface Saved extends AddOutcome {
        HandRecord hand();

        Message message();
    }

    /** Saved now. */
    public record Added(HandRecord hand, Message message) implements Saved {
    }

    /** The same request arrived twice (a double tap): the hand saved the first time. */
    public record Duplicate(HandRecord hand, Message message) implements Saved {
    }

    /** Refused for the sheet's state: {@code error} says why; {@code since} are hands the user has not seen. */
    public sealed interface Conflict extends AddOutcome {
        String error();

        List<HandRecord> since();
    }

    /** The sheet changed since the form was loaded. */
    public record Stale(List<HandRecord> since) implements Conflict {
        public String error() {
            return "sheet.stale";
        }
    }

    /** The sheet is submitted or closed: no more hands. */
    public record NotOpen() implements Conflict {
        public String error() {
            return "sheet.notOpen";
        }

        public List<HandRecord> since() {
            return List.of();
        }
    }

    /** The engine refused the hand. */
    public record Refused(Refusal refusal) implements AddOutcome, CorrectOutcome {
    }

    /** The answer to a correction. */
    public sealed interface CorrectOutcome {
    }

    public record Corrected(int version) implements CorrectOutcome {
    }

    /** The sheet changed since the form was loaded: {@code version} is the current one. */
    public record StaleCorrection(int version) implements CorrectOutcome {
    }

    /** Where a sheet stands against a full one, and whether time is called for its table (MCR 2006 §3.4.3-§3.4.8, MCR 2006 §3.5.6). */
    public record Progress(int played, int full, boolean timeCalled, boolean shortAllowed) {

        /** A short sheet before time is called goes only with the scorekeeper's confirmation and a reason. */
        public boolean needsReason() {
            return played < full && shortAllowed && !timeCalled;
        }
    }

    private final SheetRepository sheets;
    private final DrawRepository draws;
    private final PenaltyService penalties;
    private final AppealService appeals;
    private final StandingsService standings;
    private final ClockService clocks;
    private final TournamentEvents events;
    /** Told of every sheet a referee closes, after it is stored (the stages form a planned stage). */
    private final ObjLongConsumer<Actor> closed;
    private final StaffRepository staff;
    private final PerRuleSet<SheetRules> rules;
    // A knockout's own steps (its bracket, a tied table's advancer), reached only where RuleSets.of(t) says so.
    private final SwissSheetRules swiss;
    // A riichi table's game, replayed from its stored lines for the riichi sheet page.
    private final RiichiSheetRules riichi;

    public SheetService(SheetRepository sheets, DrawRepository draws, SwissRepository knockout,
                        SwissService knockouts, PenaltyService penalties, AppealService appeals,
                        StandingsService standings, ClockService clocks, TournamentEvents events,
                        ObjLongConsumer<Actor> closed, StaffRepository staff, RiichiSettingsRepository riichi) {
        this.sheets = sheets;
        this.draws = draws;
        this.penalties = penalties;
        this.appeals = appeals;
        this.standings = standings;
        this.clocks = clocks;
        this.events = events;
        this.closed = closed;
        this.staff = staff;
        this.swiss = new SwissSheetRules(sheets, knockout, knockouts);
        this.riichi = new RiichiSheetRules(sheets, riichi);
        this.rules = PerRuleSet.of(SheetRules::ruleSet, new McrSheetRules(sheets), swiss, this.riichi);
    }

    // Reading -------------------------------------------------------------------------------------------------

    /** The table of a session with its four players, and the rules of the tournament; empty if there is none. */
    public Optional<SheetTable> table(Tournament t, int session, int number) {
        return table(t, session, number, draws.seatings(t.id(), session, number), -1);
    }

    /**
     * The table of a route, its tournament as the request read it: for a spectator's, from the shared snapshot at
     * results version {@code known}, a table-point tournament's players come from the kept results (no database read
     * on a page that thousands of phones open); otherwise, or for staff ({@code known} -1), from the draw.
     */
    public Optional<SheetTable> table(TournamentRead read, int session, int number) {
        Tournament t = read.tournament();
        long known = read.resultsVersion();
        if (known < 0 || !RuleSets.of(t).keepsStandings()) {
            return table(t, session, number, draws.seatings(t.id(), session, number), known);
        }
        return table(t, session, number, standings.results(t, known).players(session, number), known);
    }

    private Optional<SheetTable> table(Tournament t, int session, int number, List<Seating> players, long known) {
        if (players.size() != 4) {
            return Optional.empty();
        }
        return Optional.of(new SheetTable(t, session, number, players, rules.of(t.ruleSet()), known));
    }

    /** The table's sheet, created on first use. */
    public Sheet open(SheetTable table) {
        return sheets.open(table.t().id(), table.session(), table.number());
    }

    public Optional<Sheet> find(SheetTable table) {
        return sheets.find(table.t().id(), table.session(), table.number());
    }

    public List<HandRecord> hands(Sheet sheet) {
        return sheet == null ? List.of() : sheets.hands(sheet.id());
    }

    public Optional<HandRecord> hand(Sheet sheet, Integer number) {
        return hands(sheet).stream().filter(h -> number != null && h.number() == number).findFirst();
    }

    public List<Correction> corrections(Sheet sheet) {
        return sheet == null ? List.of() : sheets.corrections(sheet.id());
    }

    /** The penalties given at this table (the page decides which the reader may see). */
    public List<PenaltyRecord> penalties(SheetTable table) {
        return penalties.log(table.t(), table.session(), table.number());
    }

    /** The table's result in the standings' terms (placings and table points), from results at least {@code known}. */
    public TableResult result(SheetTable table, long known) {
        return standings.results(table.t(), known).table(table.session(), table.number());
    }

    public long resultsVersion(long tournamentId) {
        return sheets.resultsVersion(tournamentId);
    }

    public Progress progress(SheetTable table, Sheet sheet) {
        List<HandRecord> hands = hands(sheet);
        return new Progress(hands.size(), table.rules().handsFull(sheet, hands),
                clocks.timeCalled(table.t(), table.session(), table.number()), table.rules().playsShortTables());
    }

    public Optional<SheetEnd> end(Sheet sheet) {
        return sheet == null ? Optional.empty() : clocks.end(sheet.id());
    }

    public java.time.ZoneId zone(Tournament t) {
        return clocks.settings(t.id()).zone();
    }

    /** True if the appeal is an upheld one of this table: only such an appeal may lead to a correction (RULINGS §5). */
    public boolean upheldHere(SheetTable table, long appealId) {
        return appeals.mayLeadToCorrection(table.t(), table.session(), table.number(), appealId);
    }

    /** The Swiss knockout of a table's tournament (its bracket and table views). */
    SwissService.Knockout knockout(SheetTable table) {
        return swiss.load(table);
    }

    /** A riichi table's game after its stored hands, and the tournament's profile it is played under. */
    RiichiSheet riichiGame(SheetTable table, List<HandRecord> hands) {
        return riichi.game(table, hands);
    }

    // Writing -------------------------------------------------------------------------------------------------

    /**
     * The whole rule of adding a hand. The engine scores the reported hand; then, with the sheet's row locked (so
     * that of two submissions of the same version only the first is saved, and what is read here stays true until
     * the hand is stored): a request seen before answers with the hand it saved; a sheet no longer open takes no
     * hand; a form of another version, or for another hand than the next, is stale and is shown the hands it missed;
     * otherwise the hand is stored as the next one, and the first hand starts the session (the engine's
     * {@link SessionStatus#afterHand}).
     */
    public AddOutcome addHand(Actor actor, SheetTable table, Sheet sheet, int version, Report report) {
        Scoring scoring = table.rules().score(report, table, SheetView.absentIndex(sheet));
        if (scoring.hand() == null) {
            return new Refused(scoring.refusal());
        }
        HandRecord hand = HandRecord.of(scoring.hand(), table.ids());
        long[] written = {-1};
        AddOutcome outcome = sheets.write(actor, table.t().id(), sheet.id(), locked -> {
            Optional<HandRecord> same = locked.hands().stream()
                    .filter(h -> hand.requestId() != null && hand.requestId().equals(h.requestId())).findFirst();
            if (same.isPresent()) {
                return new Duplicate(same.get(), new Message("sheet.duplicate", same.get().number()));
            }
            if (locked.status() != SheetStatus.OPEN) {
                return new NotOpen();
            }
            int next = locked.hands().size() + 1;
            if (locked.version() != version || hand.number() != next) {
                return new Stale(locked.hands().stream().filter(h -> h.number() >= hand.number()).toList());
            }
            HandRecord saved = locked.add(hand, HandRecord.seatsOf(scoring.hand(), table.ids()));
            written[0] = locked.resultsVersion();
            locked.session(locked.session().afterHand());
            return new Added(saved, table.rules().saved(saved));
        });
        if (outcome instanceof Added) {
            // With the results version the hand produced: the change log's line is this table's.
            events.announce(TournamentChanged.table(table.t().id(), table.session(), table.number(), written[0]));
        }
        return outcome;
    }

    /**
     * Replaces hand {@code report}'s number with the reported one; the reason, the before and after (and the upheld
     * appeal behind it, RULINGS §5) are kept.
     */
    public CorrectOutcome correct(Actor actor, SheetTable table, Sheet sheet, int version, Report report,
                                  String reason, Long appealId) {
        if (appealId != null && !upheldHere(table, appealId)) {
            return new Refused(new Refusal("appealId", "appeal.notForCorrection", null));
        }
        Scoring scoring = table.rules().score(report, table, SheetView.absentIndex(sheet));
        if (scoring.hand() == null) {
            return new Refused(scoring.refusal());
        }
        Refusal later = table.rules().refusesCorrection(table, sheet, HandRecord.of(scoring.hand(), table.ids()));
        if (later != null) {
            return new Refused(later);
        }
        try {
            int v = table.rules().storeCorrection(actor, table, sheet, version,
                    HandRecord.of(scoring.hand(), table.ids()), HandRecord.seatsOf(scoring.hand(), table.ids()),
                    reason, appealId);
            changed(table);
            return new Corrected(v);
        } catch (StaleDataException e) {
            return new StaleCorrection(find(table).map(Sheet::version).orElse(0));
        }
    }

    /** A referee accepts a claimed total that differs from the engine's. */
    public Message accept(Actor actor, SheetTable table, Sheet sheet, Integer version, Integer number) {
        return write(table, () -> {
            sheets.acceptClaim(actor, table.t().id(), sheet.id(), version == null ? -1 : version,
                    number == null ? -1 : number);
            return new Message("sheet.accepted", number);
        });
    }

    /**
     * A referee records a forfeit before play starts (RULINGS §4): the player who started in {@code seat} (E, S,
     * W, N) is absent and the other three play 12 hands; null undoes it.
     */
    public Message absent(Actor actor, SheetTable table, String seat) {
        if (seat != null && !List.of("E", "S", "W", "N").contains(seat)) {
            return new Message("form.invalidChoice");
        }
        Sheet sheet = sheets.open(table.t().id(), table.session(), table.number());
        return write(table, () -> {
            sheets.setAbsent(actor, table.t().id(), sheet.id(), seat);
            return new Message(seat == null ? "sheet.allPresent" : "sheet.absentRecorded");
        });
    }

    /**
     * The scorekeeper submits the sheet. A full sheet goes at once. A short one goes as "time called after hand k"
     * once time is called for the table (MCR 2006 §3.5.6: the hand in play stops, the points obtained stand); before
     * that, with the reason the controller made sure of, kept with the sheet and in the audit log. A Swiss table
     * plays all four hands (Swiss rules): no time limit ends it sooner.
     */
    public Message submit(Actor actor, SheetTable table, Sheet sheet, Integer version, String reason) {
        Progress p = progress(table, sheet);
        int expected = version == null ? -1 : version;
        if (p.played() >= p.full()) {
            return write(table, () -> {
                sheets.setStatus(actor, table.t().id(), sheet.id(), expected, SheetStatus.OPEN,
                        SheetStatus.SUBMITTED);
                return new Message("sheet.submitted");
            });
        }
        if (!p.shortAllowed()) {
            return new Message(table.rules().allHandsKey(), p.full());
        }
        return write(table, () -> {
            sheets.setStatus(actor, table.t().id(), sheet.id(), expected, SheetStatus.OPEN, SheetStatus.SUBMITTED,
                    clocks.recordEnd(actor, table.t().id(), p.played(), p.timeCalled(), reason));
            return new Message(p.timeCalled() ? "sheet.submittedByTime" : "sheet.submittedShort", p.played());
        });
    }

    /** A referee closes a submitted sheet (a Swiss table's winner is recorded with it, see {@link SheetRules}). */
    public Message close(Actor actor, SheetTable table, Sheet sheet, Integer version, String reason) {
        Message done = write(table, () -> table.rules().close(actor, table, sheet, version == null ? -1 : version,
                reason));
        closed.accept(actor, table.t().id()); // issue 35: the last sheet of the sessions forms a planned stage
        return done;
    }

    /** Reopened, the sheet is no longer ended: how it ended is recorded again when it is submitted again. */
    public Message reopen(Actor actor, SheetTable table, Sheet sheet, Integer version) {
        return write(table, () -> {
            sheets.setStatus(actor, table.t().id(), sheet.id(), version == null ? -1 : version,
                    SheetStatus.SUBMITTED, SheetStatus.OPEN, clocks.clearEnd());
            return new Message("sheet.reopened");
        });
    }

    /** A referee records who advances from a knockout table whose top total is shared (RULINGS §6). */
    public Message advance(Actor actor, SheetTable table, Long playerId) {
        Seating chosen = table.players().stream().filter(s -> playerId != null && s.playerId() == playerId)
                .findFirst().orElse(null);
        if (chosen == null || !RuleSets.of(table.t()).refereeChoosesAdvancer()) {
            return new Message("swiss.chooseAdvancer");
        }
        return write(table, () -> {
            swiss.chooseAdvancer(actor, table, chosen.playerId());
            return new Message("swiss.advancerRecorded", chosen.name());
        });
    }

    /** Runs a write; a refusal of the repository (stale version, wrong status) comes back as its message. */
    private Message write(SheetTable table, java.util.function.Supplier<Message> write) {
        try {
            Message done = write.get();
            changed(table);
            return done;
        } catch (StaleDataException e) {
            return new Message(e.getMessage());
        }
    }

    /** What follows every write: the spectators of the table, its session and the tournament are told. */
    private void changed(SheetTable table) {
        events.announce(TournamentChanged.table(table.t().id(), table.session(), table.number()));
    }

    /**
     * A scorekeeper limited to some tables may score only those; referees and directors every table; a phone signed
     * in by a table's sign-in code that table in that session (issue 39).
     */
    public boolean mayScore(Scorer who, SheetTable table) {
        long id = table.t().id();
        if (who.signedInFor(id, table.session(), table.number())) {
            return true;
        }
        return who.user().map(u -> u.has(id, StaffRole.REFEREE) || (u.has(id, StaffRole.SCOREKEEPER)
                && staff.mayScoreTable(u.user().id(), id, table.number()))).orElse(false);
    }

    /** While the sheet is open its scorekeeper may fix a mistake; once submitted or closed only a referee. */
    public boolean mayCorrect(Scorer who, SheetTable table, Sheet sheet) {
        if (!table.rules().correctsHands()) {
            return false;
        }
        return who.user().map(u -> u.has(table.t().id(), StaffRole.REFEREE)).orElse(false)
                || (sheet.open() && mayScore(who, table));
    }
}

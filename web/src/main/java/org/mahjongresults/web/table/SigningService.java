package org.mahjongresults.web.table;

import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.referee.RefereeCallRepository.Call;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SigningRepository;
import org.mahjongresults.db.sheet.SigningRepository.Confirmation;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.referee.CallReason;
import org.mahjongresults.engine.sheet.ConfirmationMode;
import org.mahjongresults.engine.sheet.SheetStatus;
import org.mahjongresults.engine.sheet.Signatures;
import org.mahjongresults.web.publish.TournamentChanged;
import org.mahjongresults.web.publish.TournamentEvents;
import org.mahjongresults.web.auth.Scorer;
import org.mahjongresults.web.sheet.SheetService;
import org.mahjongresults.web.sheet.SheetSigning;
import org.mahjongresults.web.sheet.SheetTable;

/**
 * The players confirm their table's result (issue 26; 000 §3.9.1-4 and §3.9.2-3, RULES §3.5): each hand, or the
 * session once the scorekeeper submits the sheet (the default), or not at all, as the tournament chooses. Each
 * player present answers with their personal code, on the scorekeeper's phone handed round or on their own; a
 * dispute calls a referee and keeps the sheet open. The referee then signs by closing the sheet. The session's
 * confirmation starts the appeal window (RULES §3.12-3.13).
 */
public final class SigningService implements SheetSigning {

    /** One player's line on the panel: their answer to the result as it stands, or an earlier one's. */
    public record Line(Seating player, Signatures.Verdict verdict, OffsetDateTime at, boolean shared,
                       boolean earlier) {
    }

    /**
     * What the table signs now: {@code hand} 0 for the session; {@code open} while it may be signed; the answers;
     * when the players had all confirmed the session; the table's open referee calls.
     */
    public record Panel(ConfirmationMode mode, int hand, boolean open, List<Line> lines, Signatures signatures,
                        OffsetDateTime confirmedAt, List<Call> calls, boolean closed, java.time.ZoneId zone)
            implements SheetSigning.Panel {

        /** A time as the hall reads it: in the hall's time zone, named, when it has one, else with its offset. */
        public String time(OffsetDateTime at) {
            java.time.format.DateTimeFormatter f = java.time.format.DateTimeFormatter.ofPattern(
                    zone == null ? "HH:mm xxx" : "HH:mm z", java.util.Locale.ROOT);
            return at == null ? "" : zone == null ? at.format(f) : at.atZoneSameInstant(zone).format(f);
        }

        /** Why a table may call a referee, for the call form. */
        public List<CallReason> reasons() {
            return List.of(CallReason.values());
        }

        /** True if {@code player} has yet to confirm the result as it stands. */
        public boolean mayAnswer(long player) {
            return open && signatures.signs(player) && !signatures.verdicts().containsKey(player);
        }

        public Signatures.State state() {
            return signatures.state();
        }

        public boolean shown() {
            return mode != ConfirmationMode.NONE && (open || !lines.isEmpty() || confirmedAt != null);
        }

        /** True while a player still has to confirm: the sheet is open to them and not every one has. */
        public boolean awaitsPlayers() {
            return open && signatures.state() != Signatures.State.CONFIRMED;
        }

        /**
         * True if a referee closing the sheet now must say why: the players confirm on the website, and a dispute or
         * a missing confirmation stands (000 §3.9.2-3: the players' signatures come before the referee's).
         */
        @Override
        public boolean needsReason() {
            return mode != ConfirmationMode.NONE && !closed && signatures.state() != Signatures.State.CONFIRMED;
        }

        /** The bundle key and count of the panel's state line, which on a closed sheet says that it is closed. */
        public String stateKey() {
            if (closed) {
                return signatures.state() == Signatures.State.CONFIRMED ? "signing.closed.CONFIRMED"
                        : "signing.closed.UNCONFIRMED";
            }
            return "signing.state." + signatures.state();
        }
    }

    /** What came of a player's answer or a call. */
    public sealed interface Outcome {
        record Signed(Signatures.State state) implements Outcome {
        }

        record Called(Call call) implements Outcome {
        }

        /** The player is not one who plays at this table. */
        record NotAtTable() implements Outcome {
        }

        /** Nothing to sign now: the sheet is closed, not submitted yet, or the tournament keeps paper. */
        record NotNow() implements Outcome {
        }

        record WrongCode() implements Outcome {
        }

        record NoCode() implements Outcome {
        }

        record Throttled(Duration retryAfter) implements Outcome {
        }
    }

    private final SheetService sheets;
    private final org.mahjongresults.db.tournament.TournamentRepository tournaments;
    private final SigningRepository signing;
    private final PlayerCodes codes;
    private final RefereeCallService calls;
    private final TournamentEvents events;
    private final Clock clock;

    public SigningService(SheetService sheets, org.mahjongresults.db.tournament.TournamentRepository tournaments,
                          SigningRepository signing, PlayerCodes codes, RefereeCallService calls,
                          TournamentEvents events, Clock clock) {
        this.sheets = sheets;
        this.tournaments = tournaments;
        this.signing = signing;
        this.codes = codes;
        this.calls = calls;
        this.events = events;
        this.clock = clock;
    }

    public ConfirmationMode mode(Tournament t) {
        return signing.mode(t.id());
    }

    public void setMode(Actor actor, Tournament t, ConfirmationMode mode) {
        signing.setMode(actor, t.id(), mode);
        events.announce(TournamentChanged.whole(t.id()));
    }

    /** The tournament's players, by entry number (the codes page). */
    public List<org.mahjongresults.db.tournament.Player> players(Tournament t) {
        return tournaments.players(t.id());
    }

    public PlayerCodes codes() {
        return codes;
    }

    /** The venue's time zone (hall settings), in which every time of the table is shown, named. */
    public java.time.ZoneId zone(Tournament t) {
        return sheets.zone(t);
    }

    /** The route's table, its tournament as the request read it (the sheet's use case finds it). */
    public java.util.Optional<SheetTable> table(org.mahjongresults.web.publish.TournamentRead read, int session,
                                                int number) {
        return sheets.table(read, session, number);
    }

    /** Whether the signed-in user keeps this table's sheet (the sheet service decides: scorekeepers per table). */
    public boolean mayScore(Scorer who, SheetTable table) {
        return sheets.mayScore(who, table);
    }

    /** The table's signing panel as it stands. */
    @Override
    public Panel panel(SheetTable table) {
        ConfirmationMode mode = signing.mode(table.t().id());
        Sheet sheet = sheets.find(table).orElse(null);
        List<Call> called = calls.openAt(table.t().id(), table.session(), table.number());
        if (sheet == null || mode == ConfirmationMode.NONE) {
            return new Panel(mode, 0, false, List.of(), new Signatures(List.of(), Map.of()), null, called, false,
                    sheets.zone(table.t()));
        }
        List<HandRecord> hands = sheets.hands(sheet);
        int hand = mode == ConfirmationMode.EACH_HAND ? hands.size() : 0;
        boolean open = mode == ConfirmationMode.EACH_HAND
                ? hand > 0 && sheet.status() != SheetStatus.CLOSED
                : sheet.status() == SheetStatus.SUBMITTED;
        String digest = digest(table, hands, hand);
        List<Seating> present = present(table, sheet);
        Map<Long, Confirmation> given = new HashMap<>();
        signing.confirmations(sheet.id(), hand).forEach(c -> given.put(c.playerId(), c));
        Map<Long, Signatures.Verdict> verdicts = new HashMap<>();
        List<Line> lines = new ArrayList<>();
        for (Seating p : present) {
            Confirmation c = given.get(p.playerId());
            boolean current = c != null && c.digest().equals(digest);
            if (current) {
                verdicts.put(p.playerId(), c.verdict());
            }
            lines.add(new Line(p, c == null ? null : c.verdict(), c == null ? null : c.at(),
                    c != null && "SHARED".equals(c.via()), c != null && !current));
        }
        Signatures signatures = new Signatures(present.stream().map(Seating::playerId).toList(), verdicts);
        OffsetDateTime confirmedAt = hand == 0 && signatures.state() == Signatures.State.CONFIRMED
                ? signing.playersConfirmedAt(sheet.id()).orElse(null) : null;
        return new Panel(mode, hand, open, lines, signatures, confirmedAt, called, sheet.closed(),
                sheets.zone(table.t()));
    }

    /**
     * A player answers the table's result with their code: {@code shared} when on the scorekeeper's phone (signed-in
     * staff of the table), else on their own. A dispute calls a referee.
     */
    Outcome sign(Actor actor, SheetTable table, long playerId, String code, Signatures.Verdict verdict,
                 boolean shared, String address) {
        Seating player = table.players().stream().filter(p -> p.playerId() == playerId).findFirst().orElse(null);
        Sheet sheet = sheets.find(table).orElse(null);
        if (player == null || (sheet != null && !present(table, sheet).contains(player))) {
            return new Outcome.NotAtTable();
        }
        Panel panel = panel(table);
        if (!panel.open()) {
            return new Outcome.NotNow();
        }
        Outcome refused = checkCode(playerId, code, address);
        if (refused != null) {
            return refused;
        }
        List<HandRecord> hands = sheets.hands(sheet);
        String digest = digest(table, hands, panel.hand());
        Set<SheetStatus> allowed = panel.hand() == 0 ? EnumSet.of(SheetStatus.SUBMITTED)
                : EnumSet.of(SheetStatus.OPEN, SheetStatus.SUBMITTED);
        List<Long> required = panel.signatures().required();
        Actor who = shared ? actor : new Actor(null, player.name(), address);
        try {
            signing.sign(who, table.t().id(), sheet.id(), allowed, new Confirmation(playerId, panel.hand(), verdict,
                    shared ? "SHARED" : "OWN", digest, OffsetDateTime.now(clock)), given -> {
                        Map<Long, Signatures.Verdict> now = new HashMap<>();
                        given.stream().filter(c -> c.digest().equals(digest))
                                .forEach(c -> now.put(c.playerId(), c.verdict()));
                        return new Signatures(required, now).state() == Signatures.State.CONFIRMED;
                    });
        } catch (StaleDataException e) {
            return new Outcome.NotNow();
        }
        if (verdict == Signatures.Verdict.DISPUTE) {
            calls.call(who, table.t().id(), table.session(), table.number(), CallReason.DISPUTE, player.name(),
                    playerId);
        } else {
            events.announce(TournamentChanged.table(table.t().id(), table.session(), table.number()));
        }
        return new Outcome.Signed(panel(table).state());
    }

    /**
     * The referee closed the table's sheet: the calls still open at the table are answered by that (the referee who
     * closed it dealt with them), so the hall's calls page and the table no longer show them as waiting.
     */
    @Override
    public void closeCalls(Actor actor, String referee, SheetTable table) {
        for (Call c : calls.openAt(table.t().id(), table.session(), table.number())) {
            calls.close(actor, referee, table.t().id(), c.id());
        }
    }

    /**
     * A table calls a referee: staff of the table ({@code callerName} given) without a code, a player of the table
     * with theirs.
     */
    Outcome call(Actor actor, SheetTable table, String callerName, Long playerId, String code, CallReason reason,
                 String address) {
        String caller = callerName;
        if (caller == null) {
            Seating player = playerId == null ? null : table.players().stream()
                    .filter(p -> p.playerId() == playerId).findFirst().orElse(null);
            Sheet sheet = sheets.find(table).orElse(null);
            if (player == null || (sheet != null && !present(table, sheet).contains(player))) {
                return new Outcome.NotAtTable();
            }
            // Codes are checked only while the table plays or signs (issue 36): a stranger cannot spend a player's
            // tries at any other time.
            if (sheet == null || sheet.status() == SheetStatus.CLOSED) {
                return new Outcome.NotNow();
            }
            Outcome refused = checkCode(playerId, code, address);
            if (refused != null) {
                return refused;
            }
            caller = player.name();
            actor = new Actor(null, player.name(), address);
        }
        return new Outcome.Called(calls.call(actor, table.t().id(), table.session(), table.number(), reason, caller,
                callerName == null ? playerId : null));
    }

    private Outcome checkCode(long playerId, String code, String address) {
        PlayerCodes.Check check = codes.check(playerId, code == null ? null : code.trim(), address);
        if (check instanceof PlayerCodes.Check.Throttled t) {
            return new Outcome.Throttled(t.retryAfter());
        }
        if (check instanceof PlayerCodes.Check.NoCode) {
            return new Outcome.NoCode();
        }
        if (check instanceof PlayerCodes.Check.Wrong) {
            return new Outcome.WrongCode();
        }
        return null;
    }

    /** The players who sign: the four, less one recorded absent (RULINGS §4). */
    private static List<Seating> present(SheetTable table, Sheet sheet) {
        String absent = sheet == null ? null : sheet.absentSeat();
        return table.players().stream().filter(p -> absent == null || !p.seat().letter().equals(absent)).toList();
    }

    /**
     * The result a confirmation is given to, named: the hands played and each player's total for the session
     * ({@code hand} 0), or one hand's points. A correction changes it, so earlier confirmations stop counting.
     */
    static String digest(SheetTable table, List<HandRecord> hands, int hand) {
        StringBuilder s = new StringBuilder();
        if (hand == 0) {
            s.append("session:").append(hands.size());
            for (Long p : table.ids()) {
                int total = hands.stream().mapToInt(h -> h.results().getOrDefault(p, 0)).sum();
                s.append('|').append(p).append(':').append(total);
            }
        } else {
            HandRecord h = hands.stream().filter(x -> x.number() == hand).findFirst().orElse(null);
            s.append("hand:").append(hand);
            for (Long p : table.ids()) {
                s.append('|').append(p).append(':').append(h == null ? 0 : h.results().getOrDefault(p, 0));
            }
        }
        return s.toString();
    }

    Optional<SheetTable> table(Tournament t, int session, int number) {
        return sheets.table(t, session, number);
    }
}

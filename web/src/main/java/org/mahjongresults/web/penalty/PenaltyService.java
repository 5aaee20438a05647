package org.mahjongresults.web.penalty;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.penalty.PenaltyEffects;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.penalty.PenaltyRepository;
import org.mahjongresults.db.riichi.RiichiSettingsRepository;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.penalty.Offence;
import org.mahjongresults.engine.penalty.Penalty;
import org.mahjongresults.engine.penalty.PenaltyAdvisor;
import org.mahjongresults.engine.penalty.Proposal;
import org.mahjongresults.engine.penalty.RiichiOffence;
import org.mahjongresults.engine.penalty.RiichiSanction;
import org.mahjongresults.engine.penalty.Sanction;
import org.mahjongresults.engine.penalty.SanctionKind;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.penalty.PenaltyLines.Line;
import org.mahjongresults.web.penalty.PenaltyPages.Proposed;
import org.mahjongresults.web.publish.TournamentChanged;
import org.mahjongresults.web.publish.TournamentEvents;

/**
 * The penalty log's use cases (MCR 2006 §3.11, MCR 2006 附件6, RULINGS §4): the proposal of the catalogue for an offence, recording a
 * penalty at a table, the chief referee's cancellation and publication, and the log read by tournament, session,
 * table or player. The repository writes a penalty, its side effects (a forfeit's absent seat, a suspension's player
 * status), the results version and the change log, and the audit entry in one transaction; what follows a write
 * here is announcing it to the spectators ({@link TournamentChanged}).
 */
public final class PenaltyService {

    /** What a referee asks to record, as far as the form gave it (null where it gave nothing usable). */
    public record Draft(Long playerId, Integer hand, Offence offence, SanctionKind kind, Integer points,
                        boolean deadHand, Long victimId, Integer lateMinutes, String note, boolean published,
                        RiichiOffence riichiOffence) {

        /** A draft of the MCR catalogue. */
        public Draft(Long playerId, Integer hand, Offence offence, SanctionKind kind, Integer points,
                     boolean deadHand, Long victimId, Integer lateMinutes, String note, boolean published) {
            this(playerId, hand, offence, kind, points, deadHand, victimId, lateMinutes, note, published, null);
        }

        /** A draft of the riichi catalogue: no victim, no minutes late. */
        static Draft riichi(Long playerId, Integer hand, RiichiOffence offence, SanctionKind kind, Integer points,
                            String note, boolean published) {
            return new Draft(playerId, hand, null, kind, points, kind == SanctionKind.DEAD_HAND, null, null, note,
                    published, offence);
        }
    }

    /** A rule the draft breaks: the form's field (null for the whole form), a message key and its arguments. */
    public record Problem(String field, String key, List<Object> args) {

        static Problem of(String field, String key, Object... args) {
            return new Problem(field, key, List.of(args));
        }
    }

    /** What became of a recording. */
    public sealed interface Outcome {
        /** Recorded as penalty {@code id}. */
        record Recorded(long id, SanctionKind kind) implements Outcome {
        }

        /** Nothing recorded, for these reasons. */
        record Refused(List<Problem> problems) implements Outcome {
        }
    }

    private final PenaltyRepository penalties;
    private final DrawRepository draws;
    private final SheetRepository sheets;
    private final TournamentRepository tournaments;
    private final TournamentEvents events;
    private final RiichiSettingsRepository riichiSettings;

    public PenaltyService(PenaltyRepository penalties, DrawRepository draws, SheetRepository sheets,
                          TournamentRepository tournaments, TournamentEvents events,
                          RiichiSettingsRepository riichiSettings) {
        this.riichiSettings = riichiSettings;
        this.penalties = penalties;
        this.draws = draws;
        this.sheets = sheets;
        this.tournaments = tournaments;
        this.events = events;
    }

    // ---- reading ------------------------------------------------------------------------------------------

    /** A table's four players by starting seat, from the draw alone (empty or fewer if there is no such table). */
    public List<Seating> table(Tournament t, int session, int table) {
        return draws.seatings(t.id(), session, table);
    }

    public Optional<Player> player(Tournament t, long playerId) {
        return tournaments.findPlayer(t.id(), playerId);
    }

    /** The tournament's whole record, by session, table, hand and time. */
    public List<PenaltyRecord> log(Tournament t) {
        return penalties.list(t.id());
    }

    /** The penalties of one table of one session. */
    public List<PenaltyRecord> log(Tournament t, int session, int table) {
        return penalties.list(t.id(), session, table);
    }

    public Optional<PenaltyRecord> find(Tournament t, long penaltyId) {
        return penalties.list(t.id()).stream().filter(p -> p.id() == penaltyId).findFirst();
    }

    /**
     * The lines of the record this reader may see ({@link PenaltyLines#shown}) among those {@code filter} keeps, with
     * the offence in the reader's language, the offender's team and starting seat, and the consequences.
     */
    public List<Line> lines(Tournament t, boolean staff, Language lang, Predicate<PenaltyRecord> filter) {
        Map<Long, String> teams = new HashMap<>();
        tournaments.teams(t.id()).forEach(team -> teams.put(team.id(), team.name()));
        Map<Long, Long> teamOf = new HashMap<>();
        for (Player p : tournaments.players(t.id())) {
            if (p.teamId() != null) {
                teamOf.put(p.id(), p.teamId());
            }
        }
        Map<String, String> seats = new HashMap<>();
        for (Seating s : draws.seatings(t.id())) {
            seats.put(s.session() + "/" + s.table() + "/" + s.playerId(), s.seat().letter());
        }
        List<Line> lines = new ArrayList<>();
        for (PenaltyRecord pr : penalties.list(t.id())) {
            if (!filter.test(pr) || !PenaltyLines.shown(t, pr, staff)) {
                continue;
            }
            Long team = teamOf.get(pr.playerId());
            lines.add(new Line(pr, PenaltyLines.offenceName(pr, lang), team == null ? null : teams.get(team),
                    seats.get(pr.session() + "/" + pr.table() + "/" + pr.playerId()), PenaltyLines.consequences(pr)));
        }
        return lines;
    }

    // ---- recording ----------------------------------------------------------------------------------------

    /**
     * The catalogue's proposal for the offence (MCR 2006 §3.11), escalated by the offender's earlier penalties in the same
     * hand at this table; for a late arrival, by the minutes (MCR 2006 §3.11.2-1). Null when there is nothing to propose yet.
     */
    public Proposal propose(Tournament t, int session, int table, List<Seating> players, Draft d) {
        return propose(t, session, table, players, d.offence(), d.playerId(), d.hand(), d.lateMinutes());
    }

    private Proposal propose(Tournament t, int session, int table, List<Seating> players, Offence offence,
                             Long playerId, Integer hand, Integer lateMinutes) {
        if (offence == null) {
            return null;
        }
        if (offence == Offence.LATE_ARRIVAL) {
            return lateMinutes != null && lateMinutes > 0 ? PenaltyAdvisor.proposeLateArrival(lateMinutes) : null;
        }
        List<Long> seats = players.stream().map(Seating::playerId).toList();
        int offender = playerId == null ? -1 : seats.indexOf(playerId);
        if (offender < 0) {
            return PenaltyAdvisor.propose(offence, 0, List.of());
        }
        List<Penalty> earlier = new ArrayList<>();
        for (PenaltyRecord r : penalties.list(t.id(), session, table)) {
            if (!r.riichi() && r.hand() != null && r.hand().equals(hand) && seats.contains(r.playerId())) {
                earlier.add(PenaltyEffects.penalty(r, seats));
            }
        }
        return PenaltyAdvisor.propose(offence, offender, earlier);
    }

    /**
     * The riichi catalogue's proposal: the sanction the tournament's preset gives the offence (RULINGS §10.15), as
     * the log records it; null before an offence is chosen.
     */
    public Proposed proposeRiichi(Tournament t, RiichiOffence offence) {
        if (offence == null) {
            return null;
        }
        RiichiSanction s = offence.sanction(riichiSettings.find(t.id()).preset());
        return new Proposed(new Proposed.Shown(s.recordedAs(), s.points(), s.kind() == RiichiSanction.Kind.DEAD_HAND),
                1);
    }

    /**
     * The rules a riichi draft must keep: one of the riichi kinds; a point penalty or a chombo in hundreds of table
     * points (up to 100,000), the other kinds none.
     */
    public List<Problem> checkRiichi(Draft d) {
        List<Problem> problems = new ArrayList<>();
        if (d.kind() != null && !RiichiSanction.recordedKinds().contains(d.kind())) {
            problems.add(Problem.of("sanction", "form.invalidChoice"));
        } else if (d.kind() != null && d.points() != null && !riichiPointsFit(d.kind(), d.points())) {
            problems.add(riichiCarriesPoints(d.kind()) ? Problem.of("points", "penalty.riichiPoints")
                    : Problem.of("points", "penalty.noPoints"));
        }
        return problems;
    }

    /**
     * Records a riichi draft (RULINGS §10.18): another sanction than the preset's needs a note. A chombo recorded here
     * is the log's record of it; its deduction is the sheet's chombo line, never counted twice.
     */
    public Outcome recordRiichi(Actor actor, Tournament t, int session, int table, Draft d, StaffRole imposedBy) {
        if (d.playerId() == null || d.riichiOffence() == null || d.kind() == null || d.points() == null) {
            throw new IllegalArgumentException("an incomplete draft: " + d);
        }
        List<Problem> problems = checkRiichi(d);
        Proposed proposed = proposeRiichi(t, d.riichiOffence());
        if (problems.isEmpty() && d.note() == null && (proposed.sanction().kind() != d.kind()
                || proposed.sanction().points() != d.points())) {
            problems.add(Problem.of("note", "penalty.noteNeeded"));
        }
        if (!problems.isEmpty()) {
            return new Outcome.Refused(problems);
        }
        sheets.open(t.id(), session, table);
        long id;
        try {
            id = penalties.record(actor, t.id(), PenaltyRepository.NewPenalty.riichi(session, table, d.hand(),
                    d.playerId(), d.riichiOffence(), d.kind(), d.points(), d.kind() == SanctionKind.DEAD_HAND,
                    d.note(), imposedBy, d.published()));
        } catch (StaleDataException e) {
            return new Outcome.Refused(List.of(Problem.of(null, e.getMessage())));
        }
        changed(t);
        return new Outcome.Recorded(id, d.kind());
    }

    /** Whether a riichi kind is recorded with an amount of table points. */
    static boolean riichiCarriesPoints(SanctionKind kind) {
        return kind == SanctionKind.DEDUCTION || kind == SanctionKind.CHOMBO;
    }

    private static boolean riichiPointsFit(SanctionKind kind, int points) {
        return riichiCarriesPoints(kind) ? points > 0 && points <= RIICHI_MAX_POINTS && points % 100 == 0
                : points == 0;
    }

    /** The most table points a riichi penalty takes: five chombo. */
    static final int RIICHI_MAX_POINTS = 100_000;

    /** The rules a draft must keep, whatever the proposal: the points the sanction allows, a victim, a hand. */
    public List<Problem> check(Draft d) {
        List<Problem> problems = new ArrayList<>();
        if (d.kind() != null && d.points() != null && sanction(d) == null) {
            problems.add(d.kind().allowedPoints().isEmpty() ? Problem.of("points", "penalty.noPoints")
                    : Problem.of("points", "penalty.badPoints", d.kind().allowedPoints().stream().map(String::valueOf)
                            .collect(Collectors.joining(", "))));
        }
        if (d.kind() != null && d.kind().needsVictim() && d.victimId() == null) {
            problems.add(Problem.of("victim", "penalty.victimNeeded"));
        }
        if (d.victimId() != null && d.victimId().equals(d.playerId())) {
            problems.add(Problem.of("victim", "penalty.victimIsOffender"));
        }
        if (d.kind() == SanctionKind.PAY_FOR_THREE && d.hand() == null) {
            problems.add(Problem.of("hand", "penalty.handNeeded"));
        }
        if (d.offence() == Offence.LATE_ARRIVAL && d.lateMinutes() == null) {
            problems.add(Problem.of("lateMinutes", "penalty.minutesNeeded"));
        }
        return problems;
    }

    /**
     * Records a complete draft at a table whose players are {@code players}: the referee may choose another sanction
     * than the catalogue's only with a note that says why. The table's sheet is opened first (the table counts in the
     * results from its first penalty on); a forfeit, suspension or disqualification takes effect in the penalty's
     * transaction. {@code imposedBy} is the recorder's role in the rules' sense (RULINGS §5).
     */
    public Outcome record(Actor actor, Tournament t, int session, int table, List<Seating> players, Draft d,
                          StaffRole imposedBy) {
        if (d.playerId() == null || d.offence() == null || d.kind() == null || d.points() == null) {
            throw new IllegalArgumentException("an incomplete draft: " + d);
        }
        List<Problem> problems = check(d);
        Sanction sanction = sanction(d);
        if (problems.isEmpty() && d.note() == null
                && !asProposed(propose(t, session, table, players, d.offence(), d.playerId(), d.hand(),
                d.lateMinutes()), sanction)) {
            problems.add(Problem.of("note", "penalty.noteNeeded"));
        }
        if (!problems.isEmpty()) {
            return new Outcome.Refused(problems);
        }
        sheets.open(t.id(), session, table);
        long id;
        try {
            id = penalties.record(actor, t.id(), new PenaltyRepository.NewPenalty(session, table, d.hand(),
                    d.playerId(), d.offence(), sanction.kind(), sanction.points(), sanction.deadHand(),
                    d.kind().needsVictim() ? d.victimId() : null, d.lateMinutes(), d.note(), imposedBy,
                    d.published()));
        } catch (StaleDataException e) {
            return new Outcome.Refused(List.of(Problem.of(null, e.getMessage())));
        }
        changed(t);
        return new Outcome.Recorded(id, d.kind());
    }

    // ---- the chief referee's decisions --------------------------------------------------------------------

    /**
     * The chief referee cancels a penalty with a reason (at most 2,000 characters kept); it stays in the log, struck
     * through. Returns the message key that says what happened.
     */
    public String cancel(Actor actor, Tournament t, long penaltyId, String reason) {
        if (reason == null || reason.isBlank()) {
            return "penalty.reasonNeeded";
        }
        String kept = reason.trim().length() > 2000 ? reason.trim().substring(0, 2000) : reason.trim();
        try {
            penalties.cancel(actor, t.id(), penaltyId, kept);
        } catch (StaleDataException e) {
            return e.getMessage();
        }
        changed(t);
        return "penalty.cancelled";
    }

    /** Shows a penalty to the public or keeps it to the staff. Returns the message key that says what happened. */
    public String publish(Actor actor, Tournament t, long penaltyId, boolean published) {
        try {
            penalties.setPublished(actor, t.id(), penaltyId, published);
        } catch (StaleDataException e) {
            return e.getMessage();
        }
        changed(t);
        return published ? "penalty.publishedNow" : "penalty.unpublishedNow";
    }

    /** After a write: the spectators hear of it. */
    private void changed(Tournament t) {
        events.announce(TournamentChanged.whole(t.id()));
    }

    // -----------------------------------------------------------------------------------------------------

    private static Sanction sanction(Draft d) {
        try {
            return new Sanction(d.kind(), d.points(), d.deadHand() || d.kind() == SanctionKind.DEAD_HAND);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** True if the sanction is the proposed one (for 6-7(3), any amount: the rules leave it to the referee). */
    private static boolean asProposed(Proposal proposal, Sanction sanction) {
        if (proposal == null) {
            return false;
        }
        Sanction p = proposal.sanction();
        return p.kind() == sanction.kind() && p.deadHand() == sanction.deadHand()
                && (proposal.pointsAtDiscretion() || p.points() == sanction.points());
    }
}

package org.mahjongresults.web.checkin;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.checkin.CheckIn;
import org.mahjongresults.db.checkin.CheckinRepository;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.draw.SessionInfo;
import org.mahjongresults.db.hall.ClockRecord;
import org.mahjongresults.db.hall.HallRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.results.LateArrival;
import org.mahjongresults.engine.tournament.PlayerStatus;
import org.mahjongresults.engine.tournament.SessionStatus;
import org.mahjongresults.web.publish.TournamentChanged;
import org.mahjongresults.web.publish.TournamentEvents;

/**
 * Check-in before a session (issue 28 item 4). A player checks in by scanning the QR code of their own seat on the
 * table's check-in card (a token per player and session: a spectator without the card cannot check anybody in), or a
 * referee ticks them. The director sees who is missing, per table, against the session's start: the session clock's
 * start once started, else its scheduled start. A missing or late player leads to the penalty log's late-arrival
 * proposal (MCR 2006 §3.11.2-1: up to 10 minutes −10, up to 15 −20, beyond that a forfeit) and to the substitute
 * form; a check-in is announced for its table, so the check-in pages open elsewhere are brought up to date.
 */
public final class CheckinService {

    /** One seat of the check-in board. {@code late}: minutes after the start (checked in late, or still missing). */
    public record SeatLine(Seating seating, PlayerStatus status, CheckIn checkIn, Long lateMinutes,
                           LateArrival proposal) {

        public boolean present() {
            return checkIn != null;
        }

        /** Expected at the table: an active player (a withdrawn one's seat is the director's to settle). */
        public boolean expected() {
            return status == PlayerStatus.ACTIVE;
        }

        public boolean missing() {
            return checkIn == null && expected();
        }
    }

    /** One table of the board, its seats in seat order. */
    public record TableLine(int table, List<SeatLine> seats) {

        public long missing() {
            return seats.stream().filter(SeatLine::missing).count();
        }
    }

    /**
     * The check-in board of a session: every table, the start ({@code start} null when the session has neither a
     * started clock nor a schedule) and the minutes to it (negative once it has passed).
     */
    public record Board(Tournament tournament, int session, SessionStatus sessionStatus, Instant start,
                        Long minutesToStart, List<TableLine> tables) {

        public long present() {
            return tables.stream().flatMap(t -> t.seats().stream()).filter(SeatLine::present).count();
        }

        public long expected() {
            return tables.stream().flatMap(t -> t.seats().stream()).filter(SeatLine::expected).count();
        }

        public long missing() {
            return tables.stream().mapToLong(TableLine::missing).sum();
        }

        /** The tables where someone is missing: what the director looks at minutes before the start. */
        public List<TableLine> missingTables() {
            return tables.stream().filter(t -> t.missing() > 0).toList();
        }
    }

    /** What a seat's token leads to: the player's own check-in page. */
    public record Target(Tournament tournament, int session, Seating seating, Player player, CheckIn checkIn,
                         SessionStatus sessionStatus) {
    }

    /** Why a check-in through the card was refused, a message key. */
    public enum Refusal {
        SESSION_OVER("checkin.refused.sessionOver"),
        NOT_PLAYING("checkin.refused.notPlaying");

        private final String key;

        Refusal(String key) {
            this.key = key;
        }

        public String key() {
            return key;
        }
    }

    private final CheckinRepository checkins;
    private final DrawRepository draws;
    private final TournamentRepository tournaments;
    private final HallRepository hall;
    private final TournamentEvents events;
    private final Clock clock;

    public CheckinService(CheckinRepository checkins, DrawRepository draws, TournamentRepository tournaments,
                          HallRepository hall, TournamentEvents events, Clock clock) {
        this.checkins = checkins;
        this.draws = draws;
        this.tournaments = tournaments;
        this.hall = hall;
        this.events = events;
        this.clock = clock;
    }

    /** The board of session {@code n}; empty when the draw has no such session. */
    public Optional<Board> board(Tournament t, int n) {
        SessionInfo info = session(t, n).orElse(null);
        List<Seating> seats = seatings(t, n);
        if (info == null || seats.isEmpty()) {
            return Optional.empty();
        }
        Map<Long, PlayerStatus> status = new HashMap<>();
        tournaments.players(t.id()).forEach(p -> status.put(p.id(), p.status()));
        Map<Long, CheckIn> in = checkins.checkedIn(t.id(), n);
        Instant start = start(t, info);
        Instant now = clock.instant();
        Map<Integer, List<SeatLine>> byTable = new LinkedHashMap<>();
        for (Seating s : seats) {
            CheckIn c = in.get(s.playerId());
            Long late = null;
            if (start != null) {
                Instant arrival = c != null ? c.at().toInstant() : now;
                Duration after = Duration.between(start, arrival);
                late = after.isNegative() || after.isZero() ? null : ceilMinutes(after);
            }
            PlayerStatus ps = status.getOrDefault(s.playerId(), PlayerStatus.ACTIVE);
            LateArrival proposal = late == null || ps != PlayerStatus.ACTIVE ? null
                    : LateArrival.after(Duration.ofMinutes(late));
            byTable.computeIfAbsent(s.table(), x -> new ArrayList<>()).add(new SeatLine(s, ps, c, late, proposal));
        }
        List<TableLine> tables = byTable.entrySet().stream().map(e -> new TableLine(e.getKey(), e.getValue()))
                .toList();
        Long toStart = start == null ? null : Duration.between(now, start).toMinutes();
        return Optional.of(new Board(t, n, info.status(), start, toStart, tables));
    }

    /** Each seat's token of session {@code n} by player id (made for seats that have none yet), for the cards. */
    public Map<Long, String> tokens(Tournament t, int n) {
        return checkins.tokens(t.id(), n, seatings(t, n).stream().map(Seating::playerId)
                .collect(Collectors.toSet()));
    }

    /** The seatings of session {@code n} by table and seat. */
    public List<Seating> seatings(Tournament t, int n) {
        return draws.seatings(t.id()).stream().filter(s -> s.session() == n)
                .sorted(Comparator.comparingInt(Seating::table).thenComparing(Seating::seat)).toList();
    }

    /** Where a token leads; empty for a token nobody was given (or whose tournament or seat is gone). */
    public Optional<Target> target(String token) {
        if (token == null || token.length() > 64) {
            return Optional.empty();
        }
        return checkins.target(token).flatMap(target -> {
            Tournament t = tournaments.find(target.tournamentId()).orElse(null);
            if (t == null || t.drawStatus() != Tournament.DrawStatus.PUBLISHED) {
                return Optional.empty();
            }
            Seating seat = seatings(t, target.session()).stream()
                    .filter(s -> s.playerId() == target.playerId()).findFirst().orElse(null);
            Player player = tournaments.findPlayer(t.id(), target.playerId()).orElse(null);
            SessionInfo info = session(t, target.session()).orElse(null);
            if (seat == null || player == null || info == null) {
                return Optional.empty();
            }
            return Optional.of(new Target(t, target.session(), seat, player,
                    checkins.checkedIn(t.id(), target.session()).get(player.id()), info.status()));
        });
    }

    /** The player of {@code target} checks in with the seat's card; a refusal says why, empty when done. */
    public Optional<Refusal> checkInByCard(Actor actor, Target target) {
        if (target.sessionStatus() == SessionStatus.FINISHED) {
            return Optional.of(Refusal.SESSION_OVER);
        }
        if (target.player().status() != PlayerStatus.ACTIVE) {
            return Optional.of(Refusal.NOT_PLAYING);
        }
        Seating s = target.seating();
        if (checkins.checkIn(actor, target.tournament().id(), s.session(), s.table(), s.playerId(),
                CheckIn.Method.CARD)) {
            events.announce(TournamentChanged.table(target.tournament().id(), s.session(), s.table()));
        }
        return Optional.empty();
    }

    /**
     * A referee ticks player {@code playerId} present (or takes the tick back) in session {@code n}; false when the
     * player has no seat in that session.
     */
    public boolean tick(Actor actor, Tournament t, int n, long playerId, boolean present) {
        Seating s = seatings(t, n).stream().filter(x -> x.playerId() == playerId).findFirst().orElse(null);
        if (s == null) {
            return false;
        }
        boolean changed = present
                ? checkins.checkIn(actor, t.id(), n, s.table(), playerId, CheckIn.Method.REFEREE)
                : checkins.undo(actor, t.id(), n, s.table(), playerId);
        if (changed) {
            events.announce(TournamentChanged.table(t.id(), n, s.table()));
        }
        return true;
    }

    private Optional<SessionInfo> session(Tournament t, int n) {
        return draws.sessions(t.id()).stream().filter(s -> s.number() == n).findFirst();
    }

    /** The session clock's start once started, else the scheduled start, else null. */
    private Instant start(Tournament t, SessionInfo info) {
        Optional<ClockRecord> c = hall.clock(t.id(), info.number());
        if (c.isPresent() && c.get().started() && c.get().startedAt() != null) {
            return c.get().startedAt();
        }
        return info.scheduledStart() == null ? null : info.scheduledStart().toInstant();
    }

    private static long ceilMinutes(Duration d) {
        long minutes = d.toMinutes();
        return d.equals(Duration.ofMinutes(minutes)) ? minutes : minutes + 1;
    }
}

package org.mahjongresults.web.draw;

import java.text.Collator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.draw.SessionInfo;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.draw.Seat;
import org.mahjongresults.engine.draw.SeatRotation;
import org.mahjongresults.engine.tournament.PerRuleSet;
import org.mahjongresults.web.publish.TournamentChanged;
import org.mahjongresults.web.publish.TournamentEvents;

/**
 * The draw's use cases: the director generates, swaps, locks and publishes it; everyone reads the published tables
 * and each table's seat rotation (MCR 2006 附件4). What differs between the rule sets (MCR sessions drawn ahead, Swiss
 * knockout rounds drawn one by one) is the tournament's {@link DrawRules}; locking, publishing and the session and
 * table pages are the same for both.
 */
public final class DrawService {

    private final DrawRepository draws;
    private final PerRuleSet<DrawRules> rules;
    private final TournamentEvents events;

    /**
     * {@code events}: where a director's draw action is announced, so the draw's published pages are prepared again
     * before spectators ask (issue 30). {@code rules}: one per rule set, each naming its own.
     */
    public DrawService(DrawRepository draws, List<DrawRules> rules, TournamentEvents events) {
        this.draws = draws;
        this.rules = PerRuleSet.of(DrawRules::ruleSet, rules);
        this.events = events;
    }

    /** Every session's tables, grouped (one read of the sessions and one of the seatings). */
    public List<DrawPages.SessionTables> sessionTables(Tournament t) {
        return group(draws.sessions(t.id()), draws.seatings(t.id()));
    }

    /** Announces a director's action on the draw (whatever its outcome: preparing an unchanged draw costs nothing). */
    private ActionOutcome announced(Tournament t, ActionOutcome outcome) {
        events.announce(TournamentChanged.whole(t.id()));
        return outcome;
    }

    /** The draw rules of the tournament's rule set. */
    public DrawRules rules(Tournament t) {
        return rules.of(t.ruleSet());
    }

    public OwnDrawPage page(Tournament t, boolean staff, boolean canManage) {
        return rules(t).page(t, staff, canManage);
    }

    public ActionOutcome generate(Actor actor, Tournament t, Long seed) {
        return announced(t, rules(t).generate(actor, t, seed));
    }

    public ActionOutcome redraw(Actor actor, Tournament t, Long seed) {
        return announced(t, rules(t).redraw(actor, t, seed));
    }

    public ActionOutcome swap(Actor actor, Tournament t, Integer session, Integer a, Integer b) {
        return announced(t, rules(t).swap(actor, t, session, a, b));
    }

    public ActionOutcome seatByStandings(Actor actor, Tournament t, Integer session) {
        return announced(t, rules(t).seatByStandings(actor, t, session));
    }

    public ActionOutcome drawRound(Actor actor, Tournament t, Long seed) {
        return announced(t, rules(t).drawRound(actor, t, seed));
    }

    /** Locks (no more regenerating or swapping), unlocks (back to a draft) or publishes the draw. */
    public ActionOutcome setStatus(Actor actor, Tournament t, Tournament.DrawStatus status, String doneMessage) {
        if (t.drawStatus() == Tournament.DrawStatus.NONE) {
            return ActionOutcome.message("draw.nothingYet");
        }
        try {
            draws.setStatus(actor, t, status);
            return announced(t, ActionOutcome.message(doneMessage));
        } catch (StaleDataException e) {
            return ActionOutcome.message(e.getMessage());
        }
    }

    /** One session's tables, if the draw has that session. */
    public Optional<DrawPages.SessionTables> sessionTables(Tournament t, int n) {
        List<SessionInfo> sessions = draws.sessions(t.id()).stream().filter(s -> s.number() == n).toList();
        List<Seating> seatings = draws.seatings(t.id()).stream().filter(s -> s.session() == n).toList();
        List<DrawPages.SessionTables> grouped = group(sessions, seatings);
        return grouped.isEmpty() || grouped.get(0).tables().isEmpty() ? Optional.empty() : Optional.of(grouped.get(0));
    }

    /**
     * The draw by player name (issue 27): every player of the draw in name order, with the table and starting seat
     * of each session; a line of it is that player's schedule for the day.
     */
    public DrawPages.PlayerSchedules schedules(Tournament t) {
        List<SessionInfo> sessions = draws.sessions(t.id());
        Map<Long, Seating[]> byPlayer = new HashMap<>();
        Map<Long, Seating> first = new HashMap<>();
        List<Integer> numbers = sessions.stream().map(SessionInfo::number).sorted().toList();
        for (Seating s : draws.seatings(t.id())) {
            int column = numbers.indexOf(s.session());
            if (column < 0) {
                continue;
            }
            byPlayer.computeIfAbsent(s.playerId(), id -> new Seating[numbers.size()])[column] = s;
            first.putIfAbsent(s.playerId(), s);
        }
        Collator collator = Collator.getInstance(Locale.ROOT);
        List<DrawPages.PlayerSchedule> rows = first.values().stream()
                .sorted(Comparator.comparing(Seating::name, collator).thenComparing(Seating::entryNumber))
                .map(s -> new DrawPages.PlayerSchedule(s, Arrays.asList(byPlayer.get(s.playerId()))))
                .toList();
        return new DrawPages.PlayerSchedules(numbers, rows);
    }

    /** One table of a session with each player's seat in every wind round (MCR 2006 附件4), if the draw has it. */
    public Optional<DrawPages.TableSeats> table(Tournament t, int n, int number) {
        Optional<DrawPages.SessionTables> session = sessionTables(t, n);
        Optional<DrawPages.TableRow> found = session.flatMap(s -> s.tables().stream()
                .filter(r -> r.number() == number).findFirst());
        if (found.isEmpty()) {
            return Optional.empty();
        }
        DrawPages.TableRow table = found.get();
        List<DrawPages.RoundRow> rounds = new ArrayList<>();
        for (Seat round : Seat.values()) {
            Seating[] bySeat = new Seating[4];
            for (Seating s : table.seats()) {
                bySeat[SeatRotation.seatIn(s.seat(), round).ordinal()] = s;
            }
            rounds.add(new DrawPages.RoundRow(round, List.of(bySeat)));
        }
        return Optional.of(new DrawPages.TableSeats(session.get().session(), table, rounds));
    }

    /** The public sees the draw once it is published; the tournament's staff always. */
    public static boolean mayView(Tournament t, boolean staff) {
        return t.drawStatus() == Tournament.DrawStatus.PUBLISHED || staff;
    }

    /** A locked or published draw is not drawn again nor swapped. */
    static boolean fixed(Tournament t) {
        return t.drawStatus() == Tournament.DrawStatus.LOCKED || t.drawStatus() == Tournament.DrawStatus.PUBLISHED;
    }

    static int played(List<SessionInfo> sessions) {
        return (int) sessions.stream().filter(SessionInfo::played).count();
    }

    static List<DrawPages.SessionTables> group(List<SessionInfo> sessions, List<Seating> seatings) {
        Map<Integer, Map<Integer, List<Seating>>> bySession = DrawRepository.grouped(seatings);
        List<DrawPages.SessionTables> result = new ArrayList<>();
        for (SessionInfo s : sessions) {
            Map<Integer, List<Seating>> tables = bySession.getOrDefault(s.number(), new LinkedHashMap<>());
            if (tables.isEmpty()) {
                continue;
            }
            List<DrawPages.TableRow> rows = new ArrayList<>();
            tables.forEach((number, seats) -> rows.add(new DrawPages.TableRow(number, seats)));
            result.add(new DrawPages.SessionTables(s, rows));
        }
        return result;
    }
}

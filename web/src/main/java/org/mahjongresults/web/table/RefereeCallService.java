package org.mahjongresults.web.table;

import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.referee.RefereeCallRepository;
import org.mahjongresults.db.referee.RefereeCallRepository.Call;
import org.mahjongresults.engine.referee.AnswerTimes;
import org.mahjongresults.engine.referee.CallReason;
import org.mahjongresults.web.publish.TournamentChanged;
import org.mahjongresults.web.publish.TournamentEvents;

/**
 * A table calls a referee (issue 26): the call is a row (every server and a restart know it), announced as a change
 * of its table, so every referee's open calls page hears of it through the live events, on this server at once and
 * on the others at their next look at the results version. A referee takes it (the others see it taken) and closes
 * it; the times to answer are kept per session and for the tournament.
 */
public final class RefereeCallService {

    /** The calls page: open calls first (oldest first), then the latest closed; answer times per session. */
    public record Board(List<Call> open, List<Call> closed, Map<Integer, AnswerTimes> bySession, AnswerTimes all,
                        OffsetDateTime now) {
    }

    private static final int CLOSED_SHOWN = 20;

    private final RefereeCallRepository calls;
    private final TournamentEvents events;
    private final Clock clock;

    public RefereeCallService(RefereeCallRepository calls, TournamentEvents events, Clock clock) {
        this.calls = calls;
        this.events = events;
        this.clock = clock;
    }

    /** Records a call from a table, by {@code caller} (a player's or a scorekeeper's name), and tells the referees. */
    public Call call(Actor actor, long tournamentId, int session, int table, CallReason reason, String caller,
                     Long callerPlayerId) {
        Call c = calls.call(actor, tournamentId, session, table, reason, caller, callerPlayerId);
        events.announce(TournamentChanged.table(tournamentId, session, table));
        return c;
    }

    /** A referee, named {@code name} to the others, takes a call. */
    public RefereeCallRepository.TakeOutcome take(Actor actor, String name, long tournamentId, long callId) {
        RefereeCallRepository.TakeOutcome outcome = calls.take(actor, name, tournamentId, callId);
        if (outcome == RefereeCallRepository.TakeOutcome.TAKEN) {
            calls.find(tournamentId, callId).ifPresent(this::announce);
        }
        return outcome;
    }

    public boolean close(Actor actor, String name, long tournamentId, long callId) {
        boolean closed = calls.close(actor, name, tournamentId, callId);
        if (closed) {
            calls.find(tournamentId, callId).ifPresent(this::announce);
        }
        return closed;
    }

    /** The calls of a table not closed yet (its sheet shows that a referee is called, or on the way). */
    public List<Call> openAt(long tournamentId, int session, int table) {
        return calls.openAt(tournamentId, session, table);
    }

    public Board board(long tournamentId) {
        List<Call> all = calls.calls(tournamentId);
        List<Call> open = all.stream().filter(c -> !c.closed()).toList();
        List<Call> closed = new ArrayList<>(all.stream().filter(Call::closed).toList());
        java.util.Collections.reverse(closed);
        Map<Integer, List<Call>> bySession = new TreeMap<>();
        all.forEach(c -> bySession.computeIfAbsent(c.session(), k -> new ArrayList<>()).add(c));
        Map<Integer, AnswerTimes> times = new TreeMap<>();
        bySession.forEach((s, list) -> times.put(s, times(list)));
        return new Board(open, closed.subList(0, Math.min(CLOSED_SHOWN, closed.size())), times, times(all),
                OffsetDateTime.now(clock));
    }

    /** The tournament's answer times, for the statistics of its running. */
    public AnswerTimes answerTimes(long tournamentId) {
        return times(calls.calls(tournamentId));
    }

    private static AnswerTimes times(List<Call> list) {
        List<Duration> answered = list.stream().filter(Call::taken)
                .map(c -> Duration.between(c.calledAt(), c.takenAt())).toList();
        return AnswerTimes.of(answered, (int) list.stream().filter(c -> !c.taken()).count());
    }

    private void announce(Call c) {
        events.announce(TournamentChanged.table(c.tournamentId(), c.session(), c.table()));
    }
}

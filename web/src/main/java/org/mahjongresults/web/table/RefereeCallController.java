package org.mahjongresults.web.table;

import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.mahjongresults.db.referee.RefereeCallRepository;
import org.mahjongresults.db.referee.RefereeCallRepository.Call;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Numbers;
import org.mahjongresults.web.publish.Scope;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The referees' calls page (issue 26): every open call of the tournament, heard live (the page watches the session
 * being played; a call is a change of its table), taken by one referee and closed; answer times per session.
 */
public final class RefereeCallController {

    /** The page: open calls, recently closed ones, answer times per session and overall; the scope watched. */
    public record CallsPage(Tournament tournament, List<CallLine> open, List<CallLine> closed,
                            Map<Integer, AnswerTimesView> bySession, AnswerTimesView all, String scope,
                            boolean canManage) {
    }

    /** A call as shown: how long it has waited (or waited until taken), and whether the reader took it. */
    public record CallLine(Call call, String waited, boolean mine) {
    }

    private final RefereeCallService calls;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final Function<Tournament, Optional<Integer>> currentSession;

    public RefereeCallController(RefereeCallService calls, TournamentLookup lookup, Auth auth,
                                        Function<Tournament, Optional<Integer>> currentSession) {
        this.calls = calls;
        this.lookup = lookup;
        this.auth = auth;
        this.currentSession = currentSession;
    }

    public void page(Context ctx) {
        Tournament t = lookup.visible(ctx);
        RefereeCallService.Board board = calls.board(t.id());
        Long me = auth.user(ctx).map(u -> u.user().id()).orElse(null);
        Map<Integer, AnswerTimesView> bySession = new java.util.TreeMap<>();
        board.bySession().forEach((s, a) -> bySession.put(s, AnswerTimesView.of(a)));
        // The session being played: its tables' changes (a call among them) are told to its watchers first.
        String scope = currentSession.apply(t).map(Scope::session).orElse(Scope.ALL).text();
        ctx.render("calls/calls", Map.of("page", new CallsPage(t, lines(board.open(), board.now(), me),
                lines(board.closed(), board.now(), me), bySession, AnswerTimesView.of(board.all()), scope,
                lookup.canManage(ctx, t))));
    }

    public void take(Context ctx) {
        Tournament t = lookup.visible(ctx);
        RefereeCallRepository.TakeOutcome outcome = calls.take(auth.actor(ctx), name(ctx), t.id(),
                callId(ctx));
        switch (outcome) {
            case TAKEN -> auth.flash(ctx, "calls.taken");
            case ALREADY_TAKEN -> auth.flashRefusal(ctx, "calls.alreadyTaken");
            case CLOSED -> auth.flashRefusal(ctx, "calls.alreadyClosed");
            case NOT_FOUND -> throw new NotFoundResponse();
        }
        ctx.redirect("/tournaments/" + t.id() + "/calls");
    }

    public void close(Context ctx) {
        Tournament t = lookup.visible(ctx);
        if (calls.close(auth.actor(ctx), name(ctx), t.id(), callId(ctx))) {
            auth.flash(ctx, "calls.closed");
        } else {
            auth.flashRefusal(ctx, "calls.alreadyClosed");
        }
        ctx.redirect("/tournaments/" + t.id() + "/calls");
    }

    private static List<CallLine> lines(List<Call> list, OffsetDateTime now, Long me) {
        return list.stream().map(c -> new CallLine(c, AnswerTimesView.clock(Duration.between(c.calledAt(),
                c.takenAt() != null ? c.takenAt() : now)), me != null && me.equals(c.takenBy()))).toList();
    }

    private String name(Context ctx) {
        return auth.user(ctx).map(u -> u.user().displayName()).orElse("");
    }

    private static long callId(Context ctx) {
        try {
            return Numbers.parseId(ctx.pathParam("cid"));
        } catch (NumberFormatException e) {
            throw new NotFoundResponse();
        }
    }
}

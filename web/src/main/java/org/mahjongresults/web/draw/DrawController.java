package org.mahjongresults.web.draw;

import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.draw.SessionInfo;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.engine.draw.DrawChecker;
import org.mahjongresults.engine.draw.DrawEngine;
import org.mahjongresults.engine.draw.DrawOptions;
import org.mahjongresults.engine.draw.DrawOutcome;
import org.mahjongresults.engine.draw.DrawPlayer;
import org.mahjongresults.engine.draw.DrawQuality;
import org.mahjongresults.engine.draw.Seat;
import org.mahjongresults.engine.draw.SeatRotation;
import org.mahjongresults.engine.tournament.PlayerStatus;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.hall.QrCodes;
import org.mahjongresults.web.standings.StandingsService;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The draw: the director generates, swaps, locks and publishes it; everyone sees the published tables, each
 * table's seat rotation (RULES §2.4) and each player's itinerary.
 */
public final class DrawController {

    /** One table of a session: its number and the players by starting seat E, S, W, N. */
    public record TableRow(int number, List<Seating> seats) {
    }

    /** One session's tables. */
    public record SessionTables(SessionInfo session, List<TableRow> tables) {
    }

    /** The draw page: every session, the quality, and for the director the controls. */
    public record DrawPage(Tournament tournament, boolean visible, List<SessionTables> sessions, DrawQuality quality,
                           int activePlayers, int substitutesNeeded, int playedSessions, boolean canManage) {
    }

    /** One session's draw table (编组表), printable for the hall. */
    public record SessionPage(Tournament tournament, SessionTables session, boolean canManage,
                              Map<Integer, String> qrByTable) {
    }

    /** One table: the four players, their starting seats, and each one's seat in every wind round. */
    public record TablePage(Tournament tournament, SessionInfo session, TableRow table, List<RoundRow> rounds,
                            boolean canManage) {
    }

    /** A wind round at a table: who sits East, South, West and North in it. */
    public record RoundRow(Seat round, List<Seating> bySeat) {
    }

    private final TournamentRepository tournaments;
    private final DrawRepository draws;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final SecureRandom random = new SecureRandom();
    private final StandingsService standings;

    public DrawController(TournamentRepository tournaments, DrawRepository draws, TournamentLookup lookup, Auth auth,
                          StandingsService standings) {
        this.standings = standings;
        this.tournaments = tournaments;
        this.draws = draws;
        this.lookup = lookup;
        this.auth = auth;
    }

    // Pages ----------------------------------------------------------------------------------------------

    public void draw(Context ctx) {
        Tournament t = lookup.visible(ctx);
        boolean visible = mayView(ctx, t);
        List<Seating> seatings = visible ? draws.seatings(t.id()) : List.of();
        List<Player> players = tournaments.players(t.id());
        int active = (int) players.stream().filter(p -> p.status() == PlayerStatus.ACTIVE).count();
        List<SessionInfo> sessions = draws.sessions(t.id());
        DrawQuality quality = seatings.isEmpty() ? null : quality(t, seatings, players);
        ctx.render("draw/draw", Map.of("page", new DrawPage(t, visible, group(sessions, seatings), quality, active,
                (4 - active % 4) % 4, (int) sessions.stream().filter(SessionInfo::played).count(),
                lookup.canManage(ctx, t))));
    }

    public void session(Context ctx) {
        Tournament t = visibleDraw(ctx);
        int n = TournamentLookup.number(ctx, "n");
        SessionTables session = sessionTables(t, n).orElseThrow(NotFoundResponse::new);
        ctx.render("draw/session", Map.of("page", new SessionPage(t, session, lookup.canManage(ctx, t),
                sheetCodes(ctx, t, session))));
    }

    public void cards(Context ctx) {
        Tournament t = visibleDraw(ctx);
        int n = TournamentLookup.number(ctx, "n");
        SessionTables session = sessionTables(t, n).orElseThrow(NotFoundResponse::new);
        ctx.render("draw/cards", Map.of("page", new SessionPage(t, session, lookup.canManage(ctx, t),
                sheetCodes(ctx, t, session))));
    }

    /** Each table's QR code, leading to its score sheet (issue 16), for the table cards and the printable draw. */
    private Map<Integer, String> sheetCodes(Context ctx, Tournament t, SessionTables session) {
        Map<Integer, String> codes = new java.util.HashMap<>();
        for (TableRow row : session.tables()) {
            String path = "/tournaments/" + t.id() + "/sessions/" + session.session().number() + "/tables/"
                    + row.number() + "/sheet";
            String url = QrCodes.absolute(ctx, path);
            codes.put(row.number(), QrCodes.svg(url, url));
        }
        return codes;
    }

    public void table(Context ctx) {
        Tournament t = visibleDraw(ctx);
        int n = TournamentLookup.number(ctx, "n");
        int number = TournamentLookup.number(ctx, "t");
        SessionTables session = sessionTables(t, n).orElseThrow(NotFoundResponse::new);
        TableRow table = session.tables().stream().filter(r -> r.number() == number).findFirst()
                .orElseThrow(NotFoundResponse::new);
        List<RoundRow> rounds = new ArrayList<>();
        for (Seat round : Seat.values()) {
            Seating[] bySeat = new Seating[4];
            for (Seating s : table.seats()) {
                bySeat[SeatRotation.seatIn(s.seat(), round).ordinal()] = s;
            }
            rounds.add(new RoundRow(round, List.of(bySeat)));
        }
        ctx.render("draw/table", Map.of("page", new TablePage(t, session.session(), table, rounds,
                lookup.canManage(ctx, t))));
    }

    // The director's actions -------------------------------------------------------------------------------

    /** Generates the draw for every session not yet played, from a given seed or a fresh random one. */
    public void generate(Context ctx) {
        Tournament t = lookup.visible(ctx);
        if (t.drawStatus() == Tournament.DrawStatus.LOCKED || t.drawStatus() == Tournament.DrawStatus.PUBLISHED) {
            auth.flash(ctx, "draw.lockedNoRegenerate");
            back(ctx, t);
            return;
        }
        long seed = seed(ctx.formParam("seed"));
        drawRemaining(ctx, t, seed, Tournament.DrawStatus.DRAFT);
    }

    /** After a withdrawal or a substitution: the sessions not yet played are drawn again for the active field. */
    public void redraw(Context ctx) {
        Tournament t = lookup.visible(ctx);
        drawRemaining(ctx, t, seed(ctx.formParam("seed")), t.drawStatus() == Tournament.DrawStatus.NONE
                ? Tournament.DrawStatus.DRAFT : t.drawStatus());
    }

    public void swap(Context ctx) {
        Tournament t = lookup.visible(ctx);
        if (t.drawStatus() == Tournament.DrawStatus.LOCKED || t.drawStatus() == Tournament.DrawStatus.PUBLISHED) {
            auth.flash(ctx, "draw.lockedNoSwap");
            back(ctx, t);
            return;
        }
        Integer session = parse(ctx.formParam("session"));
        Integer a = parse(ctx.formParam("a"));
        Integer b = parse(ctx.formParam("b"));
        Draw draw = draws.load(t.id());
        if (session == null || a == null || b == null || a.equals(b) || session < 1
                || session > draw.sessions().size()) {
            auth.flash(ctx, "draw.badSwap");
            back(ctx, t);
            return;
        }
        var s = draw.session(session);
        if (s.tableOf(a).isEmpty() || s.tableOf(b).isEmpty()) {
            auth.flash(ctx, "draw.badSwap");
            back(ctx, t);
            return;
        }
        Draw swapped = draw.swap(session, a, b);
        try {
            draws.save(auth.actor(ctx), t, new Draw(List.of(swapped.session(session))), session,
                    DrawField.entryToPlayer(tournaments, t), t.drawStatus(), t.drawSeed());
            auth.flash(ctx, "draw.swapped", a, b, session);
        } catch (StaleDataException e) {
            auth.flash(ctx, e.getMessage());
        }
        back(ctx, t);
    }

    /**
     * Seats one unplayed session by the current standings (the top four together, and so on), still avoiding
     * repeat meetings where a swap between neighbouring groups can (common for MCR final sessions).
     */
    public void seatByStandings(Context ctx) {
        Tournament t = lookup.visible(ctx);
        Integer n = parse(ctx.formParam("session"));
        List<SessionInfo> sessions = draws.sessions(t.id());
        int played = (int) sessions.stream().filter(SessionInfo::played).count();
        if (n == null || n <= played || n > t.sessionCount()) {
            auth.flash(ctx, "draw.standingsBadSession", played + 1, t.sessionCount());
            back(ctx, t);
            return;
        }
        List<Player> active = tournaments.players(t.id()).stream()
                .filter(p -> p.status() == PlayerStatus.ACTIVE).toList();
        Map<Long, Integer> entryOf = new HashMap<>();
        active.forEach(p -> entryOf.put(p.id(), p.entryNumber()));
        List<Integer> ranking = standings.results(t).standings().players().stream()
                .map(r -> entryOf.get(r.playerId())).filter(java.util.Objects::nonNull).toList();
        if (ranking.size() % 4 != 0 || ranking.isEmpty()) {
            auth.flash(ctx, "draw.substitutesNeeded", ranking.size(), (4 - ranking.size() % 4) % 4);
            back(ctx, t);
            return;
        }
        Draw earlier = draws.load(t.id()).firstSessions(n - 1);
        var session = DrawEngine.seatByStandings(earlier, DrawField.drawPlayers(tournaments, t, active), ranking,
                new DrawOptions(t.keepCountriesApart()));
        try {
            draws.save(auth.actor(ctx), t, new Draw(List.of(session)), n, DrawField.entryToPlayer(tournaments, t),
                    t.drawStatus() == Tournament.DrawStatus.NONE ? Tournament.DrawStatus.DRAFT : t.drawStatus(),
                    t.drawSeed());
            draws.setSeating(t.id(), n, "STANDINGS");
            auth.flash(ctx, "draw.seatedByStandings", n);
        } catch (StaleDataException e) {
            auth.flash(ctx, e.getMessage());
        }
        back(ctx, t);
    }

    public void lock(Context ctx) {
        setStatus(ctx, Tournament.DrawStatus.LOCKED, "draw.locked");
    }

    public void unlock(Context ctx) {
        setStatus(ctx, Tournament.DrawStatus.DRAFT, "draw.unlocked");
    }

    /**
     * Publishes the draw. The public sees it only once the tournament itself is public: while the tournament is
     * still a draft the message says so and where to change it, rather than "published".
     */
    public void publish(Context ctx) {
        boolean tournamentPublic = lookup.visible(ctx).isPublic();
        setStatus(ctx, Tournament.DrawStatus.PUBLISHED, tournamentPublic ? "draw.published" : "draw.publishedDraft");
    }

    private void setStatus(Context ctx, Tournament.DrawStatus status, String message) {
        Tournament t = lookup.visible(ctx);
        if (t.drawStatus() == Tournament.DrawStatus.NONE) {
            auth.flash(ctx, "draw.nothingYet");
        } else {
            try {
                draws.setStatus(auth.actor(ctx), t, status);
                auth.flash(ctx, message);
            } catch (StaleDataException e) {
                auth.flash(ctx, e.getMessage());
            }
        }
        back(ctx, t);
    }

    private void drawRemaining(Context ctx, Tournament t, long seed, Tournament.DrawStatus status) {
        List<Player> players = tournaments.players(t.id());
        List<DrawPlayer> field = DrawField.drawPlayers(tournaments, t,
                players.stream().filter(p -> p.status() == PlayerStatus.ACTIVE).toList());
        List<SessionInfo> sessions = draws.sessions(t.id());
        int played = (int) sessions.stream().filter(SessionInfo::played).count();
        if (played >= t.sessionCount()) {
            auth.flash(ctx, "draw.allPlayed");
            back(ctx, t);
            return;
        }
        DrawOptions options = new DrawOptions(t.keepCountriesApart());
        Draw playedDraw = draws.load(t.id()).firstSessions(played);
        DrawOutcome outcome = played == 0 ? DrawEngine.draw(field, t.sessionCount(), seed, options)
                : DrawEngine.redraw(playedDraw, field, t.sessionCount(), seed, options);
        if (outcome instanceof DrawOutcome.SubstitutesNeeded needed) {
            auth.flash(ctx, "draw.substitutesNeeded", needed.players(), needed.substitutes());
            back(ctx, t);
            return;
        }
        DrawOutcome.Drawn drawn = (DrawOutcome.Drawn) outcome;
        try {
            draws.save(auth.actor(ctx), t, drawn.draw(), played + 1, DrawField.entryToPlayer(tournaments, t), status,
                    seed);
            auth.flash(ctx, "draw.generated", t.sessionCount() - played, seed);
        } catch (StaleDataException e) {
            auth.flash(ctx, e.getMessage());
        }
        back(ctx, t);
    }

    // Helpers ------------------------------------------------------------------------------------------------

    /** The draw's quality, measured by the engine's independent checker on the stored draw. */
    private DrawQuality quality(Tournament t, List<Seating> seatings, List<Player> players) {
        Draw draw = DrawRepository.toDraw(seatings);
        boolean fieldChanged = players.stream().anyMatch(p -> p.status() != PlayerStatus.ACTIVE
                || p.replacesPlayerId() != null);
        var inDraw = draw.players();
        List<DrawPlayer> drawPlayers = DrawField.drawPlayers(tournaments, t, players.stream()
                .filter(p -> inDraw.contains(p.entryNumber())).toList());
        return fieldChanged ? DrawChecker.checkChangingField(draw, drawPlayers) : DrawChecker.check(draw, drawPlayers);
    }

    private Optional<SessionTables> sessionTables(Tournament t, int n) {
        List<SessionInfo> sessions = draws.sessions(t.id()).stream().filter(s -> s.number() == n).toList();
        List<Seating> seatings = draws.seatings(t.id()).stream().filter(s -> s.session() == n).toList();
        List<SessionTables> grouped = group(sessions, seatings);
        return grouped.isEmpty() || grouped.get(0).tables().isEmpty() ? Optional.empty() : Optional.of(grouped.get(0));
    }

    private static List<SessionTables> group(List<SessionInfo> sessions, List<Seating> seatings) {
        Map<Integer, Map<Integer, List<Seating>>> bySession = DrawRepository.grouped(seatings);
        List<SessionTables> result = new ArrayList<>();
        for (SessionInfo s : sessions) {
            Map<Integer, List<Seating>> tables = bySession.getOrDefault(s.number(), new LinkedHashMap<>());
            if (tables.isEmpty()) {
                continue;
            }
            List<TableRow> rows = new ArrayList<>();
            tables.forEach((number, seats) -> rows.add(new TableRow(number, seats)));
            result.add(new SessionTables(s, rows));
        }
        return result;
    }

    /** The public sees the draw once it is published; the tournament's staff always. */
    private boolean mayView(Context ctx, Tournament t) {
        return t.drawStatus() == Tournament.DrawStatus.PUBLISHED || auth.isStaff(ctx, t.id());
    }

    private Tournament visibleDraw(Context ctx) {
        Tournament t = lookup.visible(ctx);
        if (!mayView(ctx, t)) {
            throw new NotFoundResponse();
        }
        return t;
    }

    /** The director's seed, or a fresh random one (shown afterwards, so the draw can be reproduced). */
    private long seed(String text) {
        if (text != null && !text.isBlank()) {
            try {
                return Long.parseLong(text.trim());
            } catch (NumberFormatException e) {
                // not a number: fall through to a random seed
            }
        }
        return Math.abs(random.nextLong() % 1_000_000_000L);
    }

    private static Integer parse(String s) {
        try {
            return s == null ? null : Integer.parseInt(s.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static void back(Context ctx, Tournament t) {
        ctx.redirect("/tournaments/" + t.id() + "/draw");
    }
}

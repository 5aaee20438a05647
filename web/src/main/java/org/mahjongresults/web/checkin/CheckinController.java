package org.mahjongresults.web.checkin;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.auth.WebSessions;
import org.mahjongresults.web.checkin.CheckinService.Board;
import org.mahjongresults.web.checkin.CheckinService.Target;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.rendering.QrCodes;
import org.mahjongresults.web.clock.VenueTime;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The check-in pages (issue 28 item 4): the officials' board of who is missing per table (live), the referee's tick,
 * the printable check-in cards with a QR code per seat, and the player's own page the code leads to.
 */
public final class CheckinController {

    /** The board; {@code zone} the venue's, {@code startText} the start as the hall reads it. */
    record BoardPage(Board board, boolean canManage, String startText, Form form) {
    }

    /** The check-in cards of a session: one per seat, with the QR code of that seat's token. */
    record CardsPage(Tournament tournament, int session, List<Card> cards) {
    }

    /**
     * One seat's check-in card: it carries that seat's code only, so the player holding it checks in themselves and
     * nobody else at the table (issue 37).
     */
    record Card(int table, CardSeat seat) {
    }

    /** A seat on a check-in card and the QR code (inline SVG) of the player's check-in address. */
    record CardSeat(Seating seating, String qrSvg) {
    }

    /** The player's page: who, where, and whether checked in; {@code refusal} a message key, or null. */
    record PlayerPage(Target target, String token, String checkedInText, String refusal) {
    }

    /** The answer to a token nobody was given. */
    record UnknownPage(String heading, String text) {
    }

    private final CheckinService service;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final WebSessions sessions;
    private final Messages messages;
    private final java.util.function.Function<Long, java.time.ZoneId> zones;

    public CheckinController(CheckinService service, TournamentLookup lookup, Auth auth, WebSessions sessions,
                             Messages messages, java.util.function.Function<Long, java.time.ZoneId> zones) {
        this.service = service;
        this.lookup = lookup;
        this.auth = auth;
        this.sessions = sessions;
        this.messages = messages;
        this.zones = zones;
    }

    /** {@code GET /tournaments/{id}/sessions/{n}/checkin}: who is missing, per table (officials, live). */
    public void board(Context ctx) {
        Tournament t = lookup.visible(ctx);
        renderBoard(ctx, t, TournamentLookup.number(ctx, "n"), Form.empty(ctx, messages));
    }

    /** A referee ticks a player present, or takes the tick back ({@code present=0}). */
    public void tick(Context ctx) {
        Tournament t = lookup.visible(ctx);
        int n = TournamentLookup.number(ctx, "n");
        Form form = Form.from(ctx, messages, "player", "present");
        Integer player = form.integer("player", 1, Integer.MAX_VALUE, true);
        String present = form.get("present");
        if (!present.equals("1") && !present.equals("0")) {
            form.error("present", "form.invalidChoice");
        }
        if (form.ok() && !service.tick(auth.actor(ctx), t, n, player, present.equals("1"))) {
            form.error(Form.GLOBAL, "checkin.noSeat");
        }
        if (!form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            renderBoard(ctx, t, n, form);
            return;
        }
        auth.flash(ctx, present.equals("1") ? "checkin.ticked" : "checkin.unticked");
        // Back at the list of who is missing, where the referee ticks the next one.
        ctx.redirect("/tournaments/" + t.id() + "/sessions/" + n + "/checkin#missing-heading");
    }

    /** The check-in cards to print: one per seat, each with that seat's own QR code, in table order. */
    public void cards(Context ctx) {
        Tournament t = lookup.visible(ctx);
        int n = TournamentLookup.number(ctx, "n");
        List<Seating> seats = service.seatings(t, n);
        if (seats.isEmpty()) {
            throw new NotFoundResponse();
        }
        Map<Long, String> tokens = service.tokens(t, n);
        List<Card> cards = new ArrayList<>();
        for (Seating s : seats) {
            String url = QrCodes.absolute(ctx, "/checkin/" + tokens.get(s.playerId()));
            cards.add(new Card(s.table(), new CardSeat(s, QrCodes.svg(url, s.name()))));
        }
        ctx.header("Cache-Control", "no-store"); // the codes check players in: not for any shared cache
        ctx.render("checkin/cards", Map.of("page", new CardsPage(t, n, cards)));
    }

    /** The page a seat's QR code leads to. */
    public void player(Context ctx) {
        Target target = target(ctx);
        if (target == null) {
            return;
        }
        sessions.ensure(ctx); // the check-in button's form carries a CSRF token, kept in a session
        renderPlayer(ctx, target, null);
    }

    /** The player checks in with the seat's code. */
    public void checkIn(Context ctx) {
        Target target = target(ctx);
        if (target == null) {
            return;
        }
        var refusal = service.checkInByCard(auth.actor(ctx), target);
        if (refusal.isPresent()) {
            ctx.status(HttpStatus.CONFLICT);
            renderPlayer(ctx, target, refusal.get().key());
            return;
        }
        auth.flash(ctx, "checkin.done");
        ctx.redirect("/checkin/" + ctx.pathParam("token"));
    }

    private Target target(Context ctx) {
        ctx.header("Cache-Control", "no-store");
        Target target = service.target(ctx.pathParam("token")).orElse(null);
        if (target == null) {
            ctx.status(HttpStatus.NOT_FOUND);
            ctx.attribute(org.mahjongresults.web.system.ErrorAttributes.OWN_NOT_FOUND, Boolean.TRUE);
            ctx.render("checkin/unknown", Map.of("page",
                    new UnknownPage("checkin.unknown.title", "checkin.unknown.text")));
        }
        return target;
    }

    private void renderPlayer(Context ctx, Target target, String refusal) {
        String at = target.checkIn() == null ? null : VenueTime.format(target.checkIn().at(),
                zones.apply(target.tournament().id()), VenueTime.CLOCK);
        ctx.render("checkin/player", Map.of("page", new PlayerPage(target, ctx.pathParam("token"), at, refusal)));
    }

    private void renderBoard(Context ctx, Tournament t, int n, Form form) {
        Board board = service.board(t, n).orElseThrow(NotFoundResponse::new);
        String start = board.start() == null ? null
                : VenueTime.format(board.start(), zones.apply(t.id()), VenueTime.CLOCK);
        ctx.render("checkin/board", Map.of("page", new BoardPage(board, lookup.canManage(ctx, t), start, form)));
    }
}

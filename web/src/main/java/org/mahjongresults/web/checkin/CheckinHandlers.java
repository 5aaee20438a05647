package org.mahjongresults.web.checkin;

import io.javalin.http.Context;
import java.time.ZoneId;
import java.util.function.Function;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.auth.WebSessions;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for check-in (issue 28 item 4), and the one way
 * to build them: the controller behind them, {@link CheckinController}, stays package-private.
 */
public interface CheckinHandlers {

    /** {@code zones}: the venue's time zone of a tournament, for the times the pages show. */
    static CheckinHandlers create(CheckinService service, TournamentLookup lookup, Auth auth, WebSessions sessions,
                                  Messages messages, Function<Long, ZoneId> zones) {
        return new CheckinController(service, lookup, auth, sessions, messages, zones);
    }

    /** {@code GET /tournaments/{id}/sessions/{n}/checkin}: who is missing, per table (officials, live). */
    void board(Context ctx);

    /** {@code POST /tournaments/{id}/sessions/{n}/checkin}: a referee ticks a player present, or takes it back. */
    void tick(Context ctx);

    /** {@code GET /tournaments/{id}/sessions/{n}/checkin/cards}: the check-in cards, a QR code per seat. */
    void cards(Context ctx);

    /** {@code GET /checkin/{token}}: the player's own check-in page, where a seat's code leads. */
    void player(Context ctx);

    /** {@code POST /checkin/{token}}: the player checks in. */
    void checkIn(Context ctx);
}

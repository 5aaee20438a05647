package org.mahjongresults.web.checkin;

import io.javalin.http.Handler;
import java.time.ZoneId;
import java.util.function.Function;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.auth.WebSessions;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The check-in feature's handlers for the route table: the controller itself stays package-private, and the table
 * reaches it only through these.
 */
public final class CheckinHandlers {

    private final CheckinController controller;

    /** {@code zones}: the venue's time zone of a tournament, for the times the pages show. */
    public CheckinHandlers(CheckinService service, TournamentLookup lookup, Auth auth, WebSessions sessions,
                           Messages messages, Function<Long, ZoneId> zones) {
        this.controller = new CheckinController(service, lookup, auth, sessions, messages, zones);
    }

    public Handler board() {
        return controller::board;
    }

    public Handler tick() {
        return controller::tick;
    }

    public Handler cards() {
        return controller::cards;
    }

    public Handler player() {
        return controller::player;
    }

    public Handler checkIn() {
        return controller::checkIn;
    }
}

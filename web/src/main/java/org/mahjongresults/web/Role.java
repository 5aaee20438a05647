package org.mahjongresults.web;

import io.javalin.security.RouteRole;

/**
 * Who may use a route. Per-tournament roles are checked against the tournament in the route's {@code {id}}.
 * The access guard in {@link App} enforces them on the server for every request.
 */
public enum Role implements RouteRole {
    /** Anyone, signed in or not: the public pages. */
    PUBLIC,
    /** Any signed-in account (own password, sign out). */
    SIGNED_IN,
    /** The site administrator: tournaments, accounts, staff. */
    SITE_ADMIN,
    /** Who may create a tournament: the site administrator, or the director of any tournament. */
    ORGANISER,
    /** The tournament's director: everything in that tournament. */
    DIRECTOR,
    /** Chief referee of the tournament: decides appeals, cancels penalties; also a referee. */
    CHIEF_REFEREE,
    /** A referee of the tournament: confirms and corrects sheets, records penalties, files appeals. */
    REFEREE,
    /** A member of the tournament's arbitration committee: decides further appeals. */
    COMMITTEE,
    /** A scorekeeper of the tournament: submits sheets for the assigned tables. */
    SCOREKEEPER
}

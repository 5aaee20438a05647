package org.mahjongresults.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Handler;
import io.javalin.http.HandlerType;
import java.util.List;
import org.mahjongresults.web.account.AccountController;
import org.mahjongresults.web.admin.AdminController;
import org.mahjongresults.web.admin.SiteController;
import org.mahjongresults.web.appeal.AppealController;
import org.mahjongresults.web.table.RefereeCallController;
import org.mahjongresults.web.auth.LoginController;
import org.mahjongresults.web.account.SetupController;
import org.mahjongresults.web.draw.DrawController;
import org.mahjongresults.web.hall.HallController;
import org.mahjongresults.web.home.HomeController;
import org.mahjongresults.web.penalty.PenaltyController;
import org.mahjongresults.web.persons.PersonsController;
import org.mahjongresults.web.persons.RegistryController;
import org.mahjongresults.web.players.PlayersController;
import org.mahjongresults.web.players.PlayerPageController;
import org.mahjongresults.web.rankings.RankingsController;
import org.mahjongresults.web.live.LiveController;
import org.mahjongresults.web.sheet.SheetController;
import org.mahjongresults.web.table.SigningController;
import org.mahjongresults.web.stages.StagesController;
import org.mahjongresults.web.staff.StaffController;
import org.mahjongresults.web.standings.StandingsController;
import org.mahjongresults.web.stats.StatsController;
import org.mahjongresults.web.system.MetricsController;
import org.mahjongresults.web.system.SystemController;
import org.mahjongresults.web.tournament.SettingsController;
import org.mahjongresults.web.tournament.TournamentController;
import org.mahjongresults.web.checkin.CheckinController;
import org.mahjongresults.web.season.SeasonController;
import org.mahjongresults.web.table.TableCodeController;

/**
 * Every route of the website in one table: method, path, handler, and who may use it. No logic here; the
 * access guard in {@link App} enforces the roles. Tests walk this same table.
 */
final class Routes {

    /** The controllers the table points at, built by {@link App}. */
    record Controllers(HomeController home, TournamentController tournament, SystemController system,
                       LoginController login, SetupController setup, AccountController account,
                       AdminController admin, StaffController staff, SettingsController settings,
                       PlayersController players, DrawController draw, SheetController sheet,
                       LiveController live, StandingsController standings, PenaltyController penalty,
                       AppealController appeal,
                       PersonsController persons, RegistryController registry, StatsController stats,
                       HallController hall, SiteController site, MetricsController metrics,
                       SigningController signing, RefereeCallController calls,
                       StagesController stages, RankingsController rankings,
                       CheckinController checkin, SeasonController season,
                       PlayerPageController playerPage,
                       TableCodeController tableCodes) {
    }

    /** One row of the table. */
    record Route(HandlerType method, String path, Handler handler, Role role) {
    }

    private static final String TABLE = "/tournaments/{id}/sessions/{n}/tables/{t}";
    private static final String SHEET = TABLE + "/sheet";
    private static final String APPEALS = "/tournaments/{id}/appeals";
    private static final HandlerType GET = HandlerType.GET;
    private static final HandlerType POST = HandlerType.POST;

    private Routes() {
    }

    static List<Route> table(Controllers c) {
        return List.of(
                new Route(GET, "/", c.home()::index, Role.PUBLIC),
                new Route(GET, "/health", c.system()::health, Role.PUBLIC),
                new Route(GET, "/metrics", c.metrics()::metrics, Role.PUBLIC),

                new Route(GET, "/login", c.login()::form, Role.PUBLIC),
                new Route(POST, "/login", c.login()::login, Role.PUBLIC),
                new Route(POST, "/logout", c.login()::logout, Role.PUBLIC),
                new Route(GET, "/setup/{token}", c.setup()::form, Role.PUBLIC),
                new Route(POST, "/setup/{token}", c.setup()::create, Role.PUBLIC),
                new Route(GET, "/account/password", c.account()::passwordForm, Role.SIGNED_IN),
                new Route(POST, "/account/password", c.account()::changePassword, Role.SIGNED_IN),

                new Route(GET, "/admin/users", c.admin()::users, Role.SITE_ADMIN),
                new Route(GET, "/admin/users/new", c.admin()::newUserForm, Role.SITE_ADMIN),
                new Route(POST, "/admin/users", c.admin()::createUser, Role.SITE_ADMIN),
                new Route(GET, "/admin/users/{userId}/password", c.admin()::resetForm, Role.SITE_ADMIN),
                new Route(POST, "/admin/users/{userId}/password", c.admin()::reset, Role.SITE_ADMIN),
                new Route(POST, "/admin/users/{userId}/deactivate", c.admin()::deactivate, Role.SITE_ADMIN),
                new Route(POST, "/admin/users/{userId}/reactivate", c.admin()::reactivate, Role.SITE_ADMIN),
                new Route(POST, "/admin/users/{userId}/renew", c.admin()::renewStaff, Role.SITE_ADMIN),
                new Route(GET, "/tournaments/new", c.admin()::newTournamentForm, Role.ORGANISER),
                new Route(POST, "/tournaments", c.admin()::createTournament, Role.ORGANISER),
                new Route(GET, "/admin/audit", c.admin()::audit, Role.SITE_ADMIN),
                new Route(GET, "/admin/site", c.site()::site, Role.SITE_ADMIN),
                new Route(POST, "/admin/site/public-url", c.site()::savePublicUrl, Role.SITE_ADMIN),
                new Route(POST, "/admin/site/backup", c.site()::download, Role.SITE_ADMIN),

                new Route(GET, "/tournaments/{id}", c.tournament()::overview, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/pledge", c.tournament()::pledge, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/edit", c.settings()::form, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/edit", c.settings()::save, Role.DIRECTOR),

                new Route(GET, "/tournaments/{id}/players/manage", c.players()::manage, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/players", c.players()::create, Role.DIRECTOR),
                new Route(GET, "/tournaments/{id}/players/{playerId}", c.playerPage()::player, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/players/{playerId}/edit", c.players()::editForm, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/players/{playerId}/edit", c.players()::edit, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/players/{playerId}/withdraw", c.players()::withdraw, Role.DIRECTOR),
                new Route(GET, "/tournaments/{id}/players/{playerId}/substitute", c.players()::substituteForm,
                        Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/players/{playerId}/substitute", c.players()::substitute,
                        Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/teams", c.players()::createTeam, Role.DIRECTOR),
                new Route(GET, "/tournaments/{id}/import", c.players()::importForm, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/import", c.players()::importCsv, Role.DIRECTOR),

                new Route(GET, "/tournaments/{id}/draw", c.draw()::draw, Role.PUBLIC),
                new Route(POST, "/tournaments/{id}/draw/generate", c.draw()::generate, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/draw/redraw", c.draw()::redraw, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/draw/swap", c.draw()::swap, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/draw/standings", c.draw()::seatByStandings, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/draw/lock", c.draw()::lock, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/draw/unlock", c.draw()::unlock, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/draw/publish", c.draw()::publish, Role.DIRECTOR),
                new Route(GET, "/tournaments/{id}/draw/players", c.draw()::players, Role.PUBLIC),
                // Stages (issue 28): each stage's standings and the overall result; a director adds a stage.
                new Route(GET, "/tournaments/{id}/stages", c.stages()::page, Role.PUBLIC),
                new Route(POST, "/tournaments/{id}/stages", c.stages()::add, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/stages/seat", c.stages()::seat, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/stages/undo", c.stages()::undo, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/stages/plan/cancel", c.stages()::cancelPlan, Role.DIRECTOR),
                new Route(GET, "/tournaments/{id}/sessions/{n}", c.draw()::session, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/sessions/{n}/cards", c.draw()::cards, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/sessions/{n}/tables/{t}", c.draw()::table, Role.PUBLIC),

                new Route(GET, "/tournaments/{id}/standings", c.standings()::individual, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/standings/teams", c.standings()::teams, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/standings.csv", c.standings()::csv, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/standings.json", c.standings()::json, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/standings/ema.csv", c.standings()::ema, Role.PUBLIC),
                new Route(GET, "/api/tournaments/{id}/standings", c.standings()::json, Role.PUBLIC),
                new Route(GET, "/api/tournaments/{id}/sessions/{n}/tables", c.standings()::apiTables, Role.PUBLIC),
                new Route(GET, "/api/tournaments/{id}/sessions/{n}/tables/{t}/sheet", c.standings()::apiSheet,
                        Role.PUBLIC),
                // Issue 28 (rankings): the director's team rule and tie-breakers, the nation ranking, a knockout's bracket.
                new Route(GET, "/tournaments/{id}/standings/rules", c.rankings()::form, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/standings/rules", c.rankings()::save, Role.DIRECTOR),
                new Route(GET, "/tournaments/{id}/standings/nations", c.rankings()::nations, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/standings/nations.csv", c.rankings()::nationsCsv, Role.PUBLIC),
                new Route(GET, "/api/tournaments/{id}/nations", c.rankings()::nationsJson, Role.PUBLIC),
                new Route(GET, "/api/tournaments/{id}/bracket", c.standings()::bracket, Role.PUBLIC),
                // Statistics (issue 17): the tournament's, a player's, and two players' head to head, and their JSON.
                new Route(GET, "/tournaments/{id}/stats", c.stats()::tournament, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/stats/head-to-head", c.stats()::headToHead, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/players/{playerId}/stats", c.stats()::player, Role.PUBLIC),
                new Route(GET, "/api/tournaments/{id}/stats", c.stats()::apiTournament, Role.PUBLIC),
                new Route(GET, "/api/tournaments/{id}/stats/head-to-head", c.stats()::apiHeadToHead, Role.PUBLIC),
                new Route(GET, "/api/tournaments/{id}/players/{playerId}/stats", c.stats()::apiPlayer, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/live", c.live()::current, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/sessions/{n}/live", c.live()::live, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/events", c.live()::events, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/version", c.live()::version, Role.PUBLIC),
                // The score sheet, MCR or Swiss: the sheet service picks the tournament's rules (issue 12).
                new Route(GET, SHEET, c.sheet()::page, Role.PUBLIC),
                new Route(POST, TABLE + "/hands", c.sheet()::addHand, Role.SCOREKEEPER),
                new Route(GET, TABLE + "/hands/{h}/correct", c.sheet()::correctForm, Role.SCOREKEEPER),
                new Route(POST, TABLE + "/hands/{h}/correct", c.sheet()::correct, Role.SCOREKEEPER),
                new Route(POST, TABLE + "/hands/{h}/accept", c.sheet()::accept, Role.REFEREE),
                new Route(GET, TABLE + "/penalties/new", c.penalty()::form, Role.REFEREE),
                new Route(POST, TABLE + "/penalties", c.penalty()::create, Role.REFEREE),
                new Route(GET, "/tournaments/{id}/penalties", c.penalty()::log, Role.PUBLIC),
                new Route(POST, "/tournaments/{id}/penalties/{pid}/cancel", c.penalty()::cancel, Role.CHIEF_REFEREE),
                new Route(POST, "/tournaments/{id}/penalties/{pid}/publish", c.penalty()::publish, Role.CHIEF_REFEREE),
                new Route(GET, "/tournaments/{id}/sessions/{n}/penalties", c.penalty()::sessionLog, Role.PUBLIC),
                new Route(GET, TABLE + "/penalties", c.penalty()::tableLog, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/players/{playerId}/penalties", c.penalty()::playerLog, Role.PUBLIC),
                new Route(POST, SHEET + "/submit", c.sheet()::submit, Role.SCOREKEEPER),
                new Route(POST, SHEET + "/absent", c.sheet()::absent, Role.REFEREE),
                new Route(POST, SHEET + "/reopen", c.sheet()::reopen, Role.REFEREE),
                new Route(POST, SHEET + "/close", c.sheet()::close, Role.REFEREE),
                // offline (issue 26 item 3): the sheet as an installable app; the worker's scope is /tournaments/.
                new Route(GET, SHEET + "/app.webmanifest", c.sheet()::manifest, Role.PUBLIC),
                new Route(GET, "/sheet-worker.js", c.sheet()::worker, Role.PUBLIC),

                // Players confirm the sheet, a table calls a referee (issue 26, branch table). The table's routes are
                // public: a player's own phone has no account; the controller checks the player's code or the staff.
                new Route(GET, TABLE + "/sign", c.signing()::page, Role.PUBLIC),
                new Route(POST, TABLE + "/sign", c.signing()::sign, Role.PUBLIC),
                new Route(POST, TABLE + "/calls", c.signing()::call, Role.PUBLIC),
                new Route(GET, TABLE + "/calls", c.signing()::callsPage, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/codes", c.signing()::codes, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/codes", c.signing()::generate, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/codes/{playerId}", c.signing()::setCode, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/signing", c.signing()::mode, Role.DIRECTOR),
                new Route(GET, "/tournaments/{id}/calls", c.calls()::page, Role.REFEREE),
                new Route(POST, "/tournaments/{id}/calls/{cid}/take", c.calls()::take, Role.REFEREE),
                new Route(POST, "/tournaments/{id}/calls/{cid}/close", c.calls()::close, Role.REFEREE),

                // Swiss championship (Sichuan rules): the knockout's own actions.
                new Route(POST, "/tournaments/{id}/knockout/draw", c.draw()::drawRound, Role.DIRECTOR),
                new Route(POST, SHEET + "/advance", c.sheet()::advance, Role.REFEREE),

                // Appeals (MCR 2006 §3.12-§3.13, RULINGS §5). The list and an appeal's page are public routes: the controller shows
                // officials everything and the public only decided appeals of a tournament that publishes them.
                new Route(GET, APPEALS, c.appeal()::list, Role.PUBLIC),
                new Route(GET, APPEALS + "/new", c.appeal()::form, Role.REFEREE),
                new Route(POST, APPEALS, c.appeal()::file, Role.REFEREE),
                new Route(GET, APPEALS + "/{aid}", c.appeal()::page, Role.PUBLIC),
                new Route(POST, APPEALS + "/{aid}/decide", c.appeal()::decide, Role.CHIEF_REFEREE),
                new Route(POST, APPEALS + "/{aid}/further", c.appeal()::further, Role.REFEREE),
                new Route(POST, APPEALS + "/{aid}/committee", c.appeal()::committee, Role.COMMITTEE),
                new Route(POST, APPEALS + "/{aid}/withdraw", c.appeal()::withdraw, Role.REFEREE),
                new Route(POST, APPEALS + "/{aid}/close", c.appeal()::close, Role.CHIEF_REFEREE),

                // Event day in the hall (issue 16): the session clock, the big screen, the hall settings, the search.
                new Route(GET, "/tournaments/{id}/clock", c.hall()::clock, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/screen", c.hall()::screen, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/find", c.hall()::find, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/hall", c.hall()::hall, Role.REFEREE),
                new Route(POST, "/tournaments/{id}/hall", c.hall()::saveSettings, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/sessions/{n}/clock", c.hall()::act, Role.CHIEF_REFEREE),
                new Route(POST, "/tournaments/{id}/sessions/{n}/clock/table", c.hall()::extendTable,
                        Role.CHIEF_REFEREE),

                new Route(GET, "/tournaments/{id}/staff", c.staff()::list, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/staff", c.staff()::assign, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/staff/remove", c.staff()::remove, Role.DIRECTOR),

                // The registry of persons across tournaments, careers and grades (MCR 2014 付録9, RULINGS §7; issue 18).
                new Route(GET, "/persons", c.persons()::search, Role.PUBLIC),
                new Route(GET, "/persons/{personId}", c.persons()::career, Role.PUBLIC),
                new Route(GET, "/persons/{personId}/grade", c.persons()::grade, Role.PUBLIC),
                new Route(GET, "/persons/{personId}/grade/application", c.persons()::application, Role.PUBLIC),
                new Route(GET, "/persons/{personId}/grade/certificate/{grade}", c.persons()::certificate,
                        Role.PUBLIC),
                new Route(GET, "/grades", c.persons()::countries, Role.PUBLIC),
                new Route(GET, "/grades/{country}", c.persons()::gradeList, Role.PUBLIC),
                new Route(GET, "/tournaments/{id}/players/{playerId}/person", c.persons()::ofPlayer, Role.PUBLIC),
                new Route(GET, "/history", c.persons()::history, Role.PUBLIC),
                new Route(GET, "/history/new", c.registry()::historyForm, Role.ORGANISER),
                new Route(POST, "/history", c.registry()::historyImport, Role.ORGANISER),
                new Route(GET, "/history/{pastId}", c.persons()::past, Role.PUBLIC),
                new Route(GET, "/history/{pastId}/persons", c.registry()::pastLinks, Role.ORGANISER),
                new Route(POST, "/history/{pastId}/persons", c.registry()::pastConfirm, Role.ORGANISER),
                new Route(GET, "/tournaments/{id}/persons", c.registry()::links, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/persons", c.registry()::confirm, Role.DIRECTOR),
                new Route(GET, "/admin/persons", c.registry()::merges, Role.SITE_ADMIN),
                new Route(POST, "/admin/persons/merge", c.registry()::merge, Role.SITE_ADMIN),
                new Route(POST, "/admin/persons/merges/{mergeId}/undo", c.registry()::undo, Role.SITE_ADMIN),
                new Route(GET, "/admin/persons/{personId}", c.registry()::editForm, Role.SITE_ADMIN),
                new Route(POST, "/admin/persons/{personId}", c.registry()::edit, Role.SITE_ADMIN),

                // Check-in before a session and who is missing per table; a seat's own check-in code (issue 28 item 4).
                new Route(GET, "/tournaments/{id}/sessions/{n}/checkin", c.checkin()::board, Role.REFEREE),
                new Route(POST, "/tournaments/{id}/sessions/{n}/checkin", c.checkin()::tick, Role.REFEREE),
                new Route(GET, "/tournaments/{id}/sessions/{n}/checkin/cards", c.checkin()::cards, Role.DIRECTOR),
                new Route(GET, "/checkin/{token}", c.checkin()::player, Role.PUBLIC),
                new Route(POST, "/checkin/{token}", c.checkin()::checkIn, Role.PUBLIC),
                // A table's sign-in code: a scorekeeper's phone signs in for that table's sheet (issue 39 item 3).
                new Route(GET, "/tournaments/{id}/sessions/{n}/signin-codes", c.tableCodes()::cards, Role.DIRECTOR),
                new Route(POST, "/tournaments/{id}/sessions/{n}/signin-codes/revoke", c.tableCodes()::revoke,
                        Role.DIRECTOR),
                new Route(GET, "/table-signin/{token}", c.tableCodes()::page, Role.PUBLIC),
                new Route(POST, "/table-signin/{token}", c.tableCodes()::signIn, Role.PUBLIC),
                // Seasons across tournaments: a series director's rule, public standings and exports (issue 28 item 5).
                new Route(GET, "/seasons", c.season()::list, Role.PUBLIC),
                new Route(GET, "/seasons/new", c.season()::newForm, Role.ORGANISER),
                new Route(POST, "/seasons", c.season()::create, Role.ORGANISER),
                new Route(GET, "/seasons/{seasonId}", c.season()::standings, Role.PUBLIC),
                new Route(GET, "/seasons/{seasonId}/edit", c.season()::editForm, Role.ORGANISER),
                new Route(POST, "/seasons/{seasonId}/edit", c.season()::edit, Role.ORGANISER),
                new Route(GET, "/seasons/{seasonId}/persons/{personId}", c.season()::person, Role.PUBLIC),
                new Route(GET, "/seasons/{seasonId}/standings.csv", c.season()::csv, Role.PUBLIC),
                new Route(GET, "/seasons/{seasonId}/standings.json", c.season()::json, Role.PUBLIC),
                new Route(GET, "/api/seasons/{seasonId}/standings", c.season()::json, Role.PUBLIC));
    }

    static void register(RoutesConfig r, Controllers c) {
        for (Route route : table(c)) {
            r.addHttpHandler(route.method(), route.path(), route.handler(), route.role());
            if (route.method() == GET && !route.path().endsWith("/events")) {
                // A monitor's HEAD gets what GET gets, same role, without the body (Jetty drops a HEAD's body).
                // An event stream never ends, so it has no HEAD.
                r.addHttpHandler(HandlerType.HEAD, route.path(), route.handler(), route.role());
            }
        }
        r.error(403, c.system()::forbidden);
        AllowedMethods allowed = new AllowedMethods(table(c));
        r.error(404, ctx -> {
            if (!allowed.refused(ctx)) {
                c.system().notFound(ctx);
            }
        });
        r.exception(Exception.class, c.system()::serverError);
    }
}

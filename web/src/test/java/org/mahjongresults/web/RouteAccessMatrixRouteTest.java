package org.mahjongresults.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.javalin.http.HandlerType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.account.User;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.appeal.AppealRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * Walks every route of the route table: a state-changing route refuses the public, every wrong role and a
 * request without the CSRF token, and lets the right role through; a staff page sends the public to sign in.
 */
class RouteAccessMatrixRouteTest {

    private static TestApp app;
    private static List<Routes.Route> routes;
    private static long resetTargetId;
    private static final Map<String, Staff> SIGNED_IN = new java.util.HashMap<>();

    /** For each role: the account that holds it, and accounts that must be refused. */
    private static final Map<Role, String> RIGHT = Map.of(
            Role.SIGNED_IN, "scorekeeper",
            Role.SITE_ADMIN, "admin",
            Role.ORGANISER, "director",
            Role.DIRECTOR, "director",
            Role.CHIEF_REFEREE, "chief",
            Role.REFEREE, "referee",
            Role.COMMITTEE, "committee",
            Role.SCOREKEEPER, "scorekeeper");
    private static final Map<Role, List<String>> WRONG = Map.of(
            Role.SIGNED_IN, List.of(),
            Role.SITE_ADMIN, List.of("director", "chief", "otherdirector"),
            Role.ORGANISER, List.of("chief", "referee", "committee", "scorekeeper"),
            Role.DIRECTOR, List.of("chief", "referee", "committee", "scorekeeper", "otherdirector"),
            Role.CHIEF_REFEREE, List.of("referee", "committee", "scorekeeper", "otherdirector"),
            Role.REFEREE, List.of("committee", "scorekeeper", "otherdirector"),
            Role.COMMITTEE, List.of("referee", "chief", "scorekeeper", "otherdirector"),
            Role.SCOREKEEPER, List.of("committee", "otherdirector"));

    @BeforeAll
    static void start() {
        app = TestApp.startWithDemo();
        UserRepository users = app.parts().users();
        users.create(Actor.SYSTEM, "admin", "Site Admin", TestApp.HASHER.hash("admin-password"), true);
        User other = users.create(Actor.SYSTEM, "otherdirector", "Other Director",
                TestApp.HASHER.hash("demo-otherdirector"), false);
        Tournament second = app.parts().tournaments()
                .create(Actor.SYSTEM, Tournament.newMcr("Another Cup"));
        app.parts().staff().assign(Actor.SYSTEM, second.id(), other.id(), StaffRole.DIRECTOR, Set.of());
        // The accounts the {userId} routes act on (a password reset, a deactivation): nobody who signs in here, so
        // that deactivating it does not sign out a role the matrix goes on testing.
        resetTargetId = users.create(Actor.SYSTEM, "route-target", "Route Target",
                TestApp.HASHER.hash("route-target-password"), false).id();
        // Appeal 1 exists, so the appeal routes' {aid} reaches a real appeal and its steps.
        Seating seat = app.parts().draws().seatings(app.demoTournamentId()).get(0);
        app.parts().appeals()
                .file(Actor.SYSTEM, app.demoTournamentId(), new AppealRepository.NewAppeal(seat.session(),
                        seat.table(), seat.playerId(), null, null, 1, "statement", seat.name()));
        routes = app.application().routes();
    }

    @AfterAll
    static void stop() {
        app.close();
    }

    private static Staff as(String username) {
        return SIGNED_IN.computeIfAbsent(username, u -> Staff.login(app, u,
                u.equals("admin") ? "admin-password" : "demo-" + u));
    }

    private static String path(Routes.Route route) {
        return route.path()
                .replace("{id}", String.valueOf(app.demoTournamentId()))
                .replace("{userId}", String.valueOf(resetTargetId))
                .replaceAll("\\{[^}]+}", "1");
    }

    @Test
    void theTableHasStateChangingRoutesForEveryKindOfRole() {
        assertThat(routes).anyMatch(r -> r.method() == HandlerType.POST && r.role() == Role.DIRECTOR);
        assertThat(routes).anyMatch(r -> r.method() == HandlerType.POST && r.role() == Role.SITE_ADMIN);
        assertThat(routes).anyMatch(r -> r.method() == HandlerType.POST && r.role() == Role.SIGNED_IN);
        assertThat(routes).allMatch(r -> r.role() != null);
    }

    @TestFactory
    Stream<DynamicTest> everyStateChangingRouteRefusesAPostWithoutAToken() {
        return routes.stream()
                .filter(r -> r.method() == HandlerType.POST)
                .map(r -> DynamicTest.dynamicTest("POST " + r.path() + " without token", () -> {
                    Http.Response anonymous = new Http().post(app.url(path(r)), Map.of());
                    assertThat(anonymous.status()).as("public, no token").isEqualTo(403);
                    if (r.role() != Role.PUBLIC) {
                        Staff right = as(RIGHT.get(r.role()));
                        assertThat(right.postWithoutToken(app, path(r), Map.of()).status())
                                .as("right role, no token").isEqualTo(403);
                        assertThat(right.postWithoutToken(app, path(r), Map.of("_csrf", "forged")).status())
                                .as("right role, forged token").isEqualTo(403);
                    }
                }));
    }

    @TestFactory
    Stream<DynamicTest> everyStaffRouteRefusesThePublicAndTheWrongRolesAndAcceptsTheRightOne() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Routes.Route r : routes) {
            if (r.role() == Role.PUBLIC) {
                continue;
            }
            tests.add(DynamicTest.dynamicTest(r.method() + " " + r.path() + " as " + r.role(), () -> {
                if (r.method() == HandlerType.GET) {
                    Http.Response anonymous = new Http().get(app.url(path(r)));
                    assertThat(anonymous.status()).as("public is sent to sign in").isEqualTo(302);
                    assertThat(anonymous.header("Location")).startsWith("/login?next=");
                } else {
                    // The public with a valid anonymous session token is still refused: the role is missing.
                    Http http = new Http();
                    String token = Staff.anonymousCsrf(app, http);
                    assertThat(http.post(app.url(path(r)), Map.of("_csrf", token)).status())
                            .as("public with token").isEqualTo(403);
                }
                for (String wrong : WRONG.get(r.role())) {
                    Staff s = as(wrong);
                    int status = r.method() == HandlerType.GET ? s.get(app, path(r)).status()
                            : s.post(app, path(r), Map.of()).status();
                    assertThat(status).as(wrong + " must be refused").isEqualTo(403);
                }
                Staff right = as(RIGHT.get(r.role()));
                Http.Response ok = r.method() == HandlerType.GET ? right.get(app, path(r))
                        : right.post(app, path(r), Map.of());
                // Let through: the handler answered (a page, a redirect, a form error, or "no such sheet yet").
                assertThat(ok.status()).as(RIGHT.get(r.role()) + " must be let through")
                        .isIn(200, 302, 303, 404, 409, 422);
            }));
        }
        return tests.stream();
    }

    @Test
    void aForbiddenPageSaysWhyInTheUsersLanguage() {
        Staff scorekeeper = as("scorekeeper");
        Http.Response r = scorekeeper.get(app, "/tournaments/" + app.demoTournamentId() + "/staff?lang=en");
        assertThat(r.status()).isEqualTo(403);
        assertThat(r.html().select("main p").first().text()).contains("This needs a role in this tournament");
        Http.Response csrf = scorekeeper.postWithoutToken(app, "/account/password?lang=zh", Map.of());
        assertThat(csrf.html().select("main p").first().text()).contains("此表单已过期");
    }
}

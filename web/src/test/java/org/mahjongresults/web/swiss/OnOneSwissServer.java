package org.mahjongresults.web.swiss;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * One server with the demo for all the tests of a Swiss test class, and its director, referee and scorekeeper signed
 * in. Each test brings a tournament of its own to where it begins ({@link SwissFixture}). Test classes run one after
 * another, each starting its own server here.
 */
abstract class OnOneSwissServer {

    static TestApp app;
    static Staff director;
    static Staff referee;
    static Staff scorekeeper;

    @BeforeAll
    static void start() {
        app = TestApp.startWithDemo();
        director = Staff.login(app, "director", "demo-director");
        referee = Staff.login(app, "referee", "demo-referee");
        scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
    }

    @AfterAll
    static void stop() {
        app.close();
    }
}

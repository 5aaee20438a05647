package org.mahjongresults.web.stages;

import io.javalin.http.Handler;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.tournament.TournamentLookup;

/** The stages feature as the route table sees it: its handlers, the controller itself kept package-private. */
public final class Stages {

    private final StagesController controller;

    public Stages(StageService service, TournamentLookup lookup, Auth auth, ThymeleafRenderer renderer,
                  Publisher publisher, Messages messages) {
        this.controller = new StagesController(service, lookup, auth, renderer, publisher, messages);
    }

    /** {@code GET /tournaments/{id}/stages}: each stage's standings and the overall result. */
    public Handler page() {
        return controller::page;
    }

    /** {@code POST /tournaments/{id}/stages}: a director adds a stage. */
    public Handler add() {
        return controller::add;
    }

    /** {@code POST /tournaments/{id}/stages/seat}: a director seats the last stage's next session. */
    public Handler seat() {
        return controller::seat;
    }
}

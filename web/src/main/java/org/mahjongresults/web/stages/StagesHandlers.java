package org.mahjongresults.web.stages;

import io.javalin.http.Context;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for the stages (issue 28), and the one way to
 * build them: the controller behind them, {@link StagesController}, stays package-private.
 */
public interface StagesHandlers {

    /** The feature's controller over what App wires. */
    static StagesHandlers create(StageService service, TournamentLookup lookup, Auth auth,
                                 ThymeleafRenderer renderer, Publisher publisher, Messages messages) {
        return new StagesController(service, lookup, auth, renderer, publisher, messages);
    }

    /** {@code GET /tournaments/{id}/stages}: each stage's standings and the overall result. */
    void page(Context ctx);

    /** {@code POST /tournaments/{id}/stages}: a director adds a stage. */
    void add(Context ctx);

    /** {@code POST /tournaments/{id}/stages/seat}: a director seats the last stage's next session. */
    void seat(Context ctx);

    /** {@code POST /tournaments/{id}/stages/plan/cancel}: a director cancels the planned stage (issue 35). */
    void cancelPlan(Context ctx);

    /** {@code POST /tournaments/{id}/stages/undo}: a director undoes the last stage before any of it is played. */
    void undo(Context ctx);
}

package org.mahjongresults.web.season;

import io.javalin.http.Context;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.rendering.ThymeleafRenderer;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for seasons across tournaments (issue 28 item 5),
 * and the one way to build them: the controller behind them, {@link SeasonController}, stays package-private.
 */
public interface SeasonHandlers {

    static SeasonHandlers create(SeasonService service, Auth auth, Messages messages, ThymeleafRenderer renderer,
                                 Publisher publisher) {
        return new SeasonController(service, auth, messages, renderer, publisher);
    }

    /** {@code GET /seasons}. */
    void list(Context ctx);

    /** {@code GET /seasons/new}: a series director's form. */
    void newForm(Context ctx);

    /** {@code POST /seasons}. */
    void create(Context ctx);

    /** {@code GET /seasons/{seasonId}/edit}. */
    void editForm(Context ctx);

    /** {@code POST /seasons/{seasonId}/edit}. */
    void edit(Context ctx);

    /** {@code GET /seasons/{seasonId}}: the public standings. */
    void standings(Context ctx);

    /** {@code GET /seasons/{seasonId}/persons/{personId}}: a person's contributing results. */
    void person(Context ctx);

    /** {@code GET /seasons/{seasonId}/standings.csv}. */
    void csv(Context ctx);

    /** {@code GET /seasons/{seasonId}/standings.json} and the API. */
    void json(Context ctx);
}

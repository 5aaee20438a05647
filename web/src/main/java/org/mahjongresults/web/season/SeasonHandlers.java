package org.mahjongresults.web.season;

import io.javalin.http.Handler;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.rendering.ThymeleafRenderer;

/** The season feature's handlers for the route table; the controller itself stays package-private. */
public final class SeasonHandlers {

    private final SeasonController controller;

    public SeasonHandlers(SeasonService service, Auth auth, Messages messages, ThymeleafRenderer renderer,
                          Publisher publisher) {
        this.controller = new SeasonController(service, auth, messages, renderer, publisher);
    }

    public Handler list() {
        return controller::list;
    }

    public Handler newForm() {
        return controller::newForm;
    }

    public Handler create() {
        return controller::create;
    }

    public Handler editForm() {
        return controller::editForm;
    }

    public Handler edit() {
        return controller::edit;
    }

    public Handler standings() {
        return controller::standings;
    }

    public Handler person() {
        return controller::person;
    }

    public Handler csv() {
        return controller::csv;
    }

    public Handler json() {
        return controller::json;
    }
}

package org.mahjongresults.web.sheet;

import io.javalin.http.Context;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.rendering.ThymeleafRenderer;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link SheetController}, stays package-private.
 */
public interface SheetHandlers {

    /** The feature's controller over what App wires. */
    static SheetHandlers create(SheetService service, SheetPages pages, Auth auth, Messages messages, ThymeleafRenderer renderer, Publisher publisher,
                                SheetSigning signing) {
        return new SheetController(service, pages, auth, messages, renderer, publisher, signing);
    }

    void page(Context ctx);

    void addHand(Context ctx);

    void correctForm(Context ctx);

    void correct(Context ctx);

    void accept(Context ctx);

    void submit(Context ctx);

    void absent(Context ctx);

    void reopen(Context ctx);

    void close(Context ctx);

    void advance(Context ctx);

    // offline (issue 26 item 3): the sheet as an installable app.

    void worker(Context ctx);

    void manifest(Context ctx);
}

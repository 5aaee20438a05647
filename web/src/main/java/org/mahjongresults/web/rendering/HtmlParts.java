package org.mahjongresults.web.rendering;

import io.javalin.http.Context;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A big page sent to one visitor as its parts (issue 39): the page's own text, rendered for this visitor, and the
 * kept pieces it is made of, written one after the other through Javalin's output stream (which compresses as it
 * goes), never joined into one string or array. A session's table cards opened by a hundred signed-in scorekeepers at
 * a session's start were otherwise a hundred 1-3 MB strings, each a humongous allocation several times over.
 */
public final class HtmlParts {

    private HtmlParts() {
    }

    /** Sends {@code parts} in order as the HTML answer. */
    public static void send(Context ctx, List<String> parts) {
        ctx.contentType("text/html; charset=utf-8");
        try {
            OutputStream out = ctx.outputStream();
            for (String part : parts) {
                out.write(part.getBytes(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            // The browser went away: nobody is left to answer.
        }
    }
}

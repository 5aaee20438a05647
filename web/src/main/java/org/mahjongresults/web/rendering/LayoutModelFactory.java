package org.mahjongresults.web.rendering;

import io.javalin.http.Context;

/** Builds the layout's model for a request; the accounts layer supplies who is signed in. */
@FunctionalInterface
public interface LayoutModelFactory {
    LayoutModel create(Context ctx);
}

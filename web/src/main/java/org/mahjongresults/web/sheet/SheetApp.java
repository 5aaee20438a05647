package org.mahjongresults.web.sheet;

import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;

/**
 * The scorekeeper's sheet as an installable app that keeps working without the network (issue 26 item 3): its web
 * manifest, which opens the table's sheet, and its service worker's script. The hands typed offline wait on the
 * phone (static/js/offline.js) and reach {@link SheetService#addHand} later with their own request ids.
 */
final class SheetApp {

    /** The worker's source on the classpath (the top-level static/ folder, see web/pom.xml). */
    private static final String WORKER = "/static/js/sheet-worker.js";

    private SheetApp() {
    }

    /** A manifest's members, in the order written. */
    record Manifest(Map<String, Object> fields) {
    }

    static String workerScript() {
        try (InputStream in = SheetApp.class.getResourceAsStream(WORKER)) {
            if (in == null) {
                throw new IllegalStateException("missing " + WORKER);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The manifest of the sheet of table {t} in session {n} of tournament {id}, named in the request's language;
     * empty when a number in the path is not one. Its scope is /tournaments/, the worker's: the app may follow the
     * sheet's links to the session's other tables and back.
     */
    static Optional<Manifest> manifest(Context ctx, Messages messages) {
        Optional<Integer> id = number(ctx.pathParam("id"));
        Optional<Integer> session = number(ctx.pathParam("n"));
        Optional<Integer> table = number(ctx.pathParam("t"));
        if (id.isEmpty() || session.isEmpty() || table.isEmpty()) {
            return Optional.empty();
        }
        Language language = RequestLanguage.of(ctx);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", messages.get(language, "sheet.heading", session.get(), table.get()));
        m.put("short_name", messages.get(language, "offline.appShort", table.get()));
        m.put("lang", language.code());
        m.put("start_url", "/tournaments/" + id.get() + "/sessions/" + session.get() + "/tables/" + table.get()
                + "/sheet?lang=" + language.code());
        m.put("scope", "/tournaments/");
        m.put("display", "standalone");
        m.put("background_color", "#fbf8f1");
        m.put("theme_color", "#b3261e");
        m.put("icons", List.of(
                icon("/static/img/app-icon-192.png", "192x192"),
                icon("/static/img/app-icon-512.png", "512x512"),
                Map.of("src", "/static/img/favicon.svg", "sizes", "any", "type", "image/svg+xml")));
        return Optional.of(new Manifest(m));
    }

    private static Map<String, String> icon(String src, String sizes) {
        return Map.of("src", src, "sizes", sizes, "type", "image/png", "purpose", "any maskable");
    }

    private static Optional<Integer> number(String s) {
        return s != null && s.matches("[1-9]\\d{0,8}") ? Optional.of(Integer.parseInt(s)) : Optional.empty();
    }
}

package org.mahjongresults.web;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * A request for a path the route table knows, with a method it does not (issue 36): 405 with {@code Allow} naming
 * the path's methods, rather than "this page does not exist". OPTIONS is answered the same way: the website serves
 * no cross-origin requests, so it only says which methods there are.
 */
final class AllowedMethods {

    private record Template(Pattern path, HandlerType method) {
    }

    private final List<Template> templates = new ArrayList<>();

    AllowedMethods(List<Routes.Route> table) {
        for (Routes.Route r : table) {
            templates.add(new Template(pattern(r.path()), r.method()));
            if (r.method() == HandlerType.GET) {
                templates.add(new Template(pattern(r.path()), HandlerType.HEAD));
            }
        }
    }

    /** A route's path as a pattern: each {@code {name}} one segment, each {@code <name>} the rest of the path. */
    private static Pattern pattern(String path) {
        StringBuilder p = new StringBuilder();
        for (String part : path.split("(?=[{<])|(?<=[}>])")) {
            if (part.startsWith("{") && part.endsWith("}")) {
                p.append("[^/]+");
            } else if (part.startsWith("<") && part.endsWith(">")) {
                p.append(".+");
            } else {
                p.append(Pattern.quote(part));
            }
        }
        return Pattern.compile(p.toString());
    }

    /** The methods the route table serves at {@code path}, in alphabetical order; empty for an unknown path. */
    Set<String> at(String path) {
        Set<String> methods = new TreeSet<>();
        for (Template t : templates) {
            if (t.path().matcher(path).matches()) {
                methods.add(t.method().name());
            }
        }
        return methods;
    }

    /** Answers 405 with {@code Allow} when the path is known and its method is not; true if it did. */
    boolean refused(Context ctx) {
        Set<String> methods = at(ctx.path());
        if (methods.isEmpty() || methods.contains(ctx.method().name())) {
            return false; // an unknown path, or a known route that found nothing: a real 404
        }
        ctx.status(405).header("Allow", String.join(", ", methods)).result("");
        return true;
    }
}

package org.mahjongresults.web.rendering;

import io.javalin.rendering.FileRenderer;
import jakarta.servlet.ServletContext;
import java.util.HashMap;
import java.util.Map;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.WebContext;
import org.thymeleaf.templatemode.TemplateMode;
import org.thymeleaf.templateresolver.ClassLoaderTemplateResolver;
import org.thymeleaf.web.IWebExchange;
import org.thymeleaf.web.servlet.JakartaServletWebApplication;

/**
 * Renders Thymeleaf templates from {@code templates/} on the classpath. Javalin's own Thymeleaf module is not
 * on our registry, so this is the small adapter: it adds the layout's model ({@code layout}) to every page's.
 */
public final class ThymeleafRenderer implements FileRenderer {

    private final TemplateEngine engine;
    private final LayoutModelFactory layout;
    private volatile WebApplication webApplication;

    /** Thymeleaf's view of a servlet context, with the context it was built for. */
    private record WebApplication(ServletContext servletContext, JakartaServletWebApplication application) {
    }

    public ThymeleafRenderer(Messages messages, LayoutModelFactory layout, boolean cacheTemplates) {
        this.engine = createEngine(messages, cacheTemplates);
        this.layout = layout;
    }

    /** The engine is built once, here; every setting is deliberate. */
    private static TemplateEngine createEngine(Messages messages, boolean cacheTemplates) {
        ClassLoaderTemplateResolver resolver = new ClassLoaderTemplateResolver(ThymeleafRenderer.class.getClassLoader());
        resolver.setPrefix("templates/");                // templates/ at the top of the repository, on the classpath
        resolver.setSuffix(".html");                     // routes name pages without the extension
        resolver.setTemplateMode(TemplateMode.HTML);     // HTML5 mode: text is escaped by th:text
        resolver.setCharacterEncoding("UTF-8");          // Chinese and Japanese text in templates and bundles
        resolver.setCacheable(cacheTemplates);           // parse once in production; re-read in development
        resolver.setCheckExistence(true);                // a missing template is an error, not an empty page

        TemplateEngine engine = new TemplateEngine();
        engine.setTemplateResolver(resolver);
        engine.setMessageResolver(new BundleMessageResolver(messages));  // #{key} from our bundles only
        return engine;
    }

    /**
     * Renders a piece of a page that is the same for every visitor (no layout, no user, no CSRF token), for the
     * {@link FragmentCache}.
     */
    public String renderShared(String template, String fragment, Map<String, ?> model, io.javalin.http.Context ctx) {
        IWebExchange exchange = exchange(ctx);
        WebContext context = new WebContext(exchange, RequestLanguage.of(ctx).locale(), new HashMap<>(model));
        return engine.process(template, java.util.Set.of(fragment), context);
    }

    /**
     * The request's exchange, from the one web application object of the server's servlet context: built on the
     * first render and kept (a renderer serves one Javalin app, so one servlet context).
     */
    private IWebExchange exchange(io.javalin.http.Context ctx) {
        ServletContext servletContext = ctx.req().getServletContext();
        WebApplication current = webApplication;
        if (current == null || current.servletContext() != servletContext) {
            current = new WebApplication(servletContext, JakartaServletWebApplication.buildApplication(servletContext));
            webApplication = current;
        }
        return current.application().buildExchange(ctx.req(), ctx.res());
    }

    @Override
    public String render(String template, Map<String, ?> model, io.javalin.http.Context ctx) {
        // A web context, so that @{/...} links resolve against the servlet context as in a servlet container.
        IWebExchange exchange = exchange(ctx);
        Map<String, Object> variables = new HashMap<>(model);
        variables.put("layout", layout.create(ctx));
        WebContext context = new WebContext(exchange, RequestLanguage.of(ctx).locale(), variables);
        return engine.process(template, context);
    }
}

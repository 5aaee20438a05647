package org.mahjongresults.web.rendering;

import io.javalin.rendering.FileRenderer;
import java.util.HashMap;
import java.util.Map;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.thymeleaf.TemplateEngine;
import java.util.Locale;
import org.thymeleaf.context.Context;
import org.thymeleaf.context.IExpressionContext;
import org.thymeleaf.context.IWebContext;
import org.thymeleaf.context.WebContext;
import org.thymeleaf.linkbuilder.StandardLinkBuilder;
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
    private volatile JakartaServletWebApplication application;

    public ThymeleafRenderer(Messages messages, LayoutModelFactory layout, boolean cacheTemplates) {
        this.engine = createEngine(messages, cacheTemplates);
        this.layout = layout;
    }

    /** The engine is built once, here; every setting is deliberate. */
    private static TemplateEngine createEngine(Messages messages, boolean cacheTemplates) {
        RecordProperties.install();                      // ${record.component} without OGNL's slow method search
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
        engine.setLinkBuilder(new RootLinkBuilder());                    // @{/...} also outside a request
        engine.addDialect(new org.mahjongresults.web.tiles.TilesDialect()); // #tiles.hand(...) for fragments/tiles
        engine.addDialect(new org.mahjongresults.web.rulesets.RuleSetsDialect()); // #rulesets.of(t) for fragments
        return engine;
    }

    /**
     * Renders a piece of a page that is the same for every visitor (no layout, no user, no CSRF token), for the
     * {@link PageCache}.
     */
    public String renderShared(String template, String fragment, Map<String, ?> model, io.javalin.http.Context ctx) {
        return renderShared(template, fragment, model, RequestLanguage.of(ctx).locale());
    }

    /**
     * The same without a request, for pieces rendered ahead of the spectators who will ask for them (the live
     * events render the regions of a new results version before they announce it).
     */
    public String renderShared(String template, String fragment, Map<String, ?> model, Locale locale) {
        return engine.process(template, java.util.Set.of(fragment), new Context(locale, new HashMap<>(model)));
    }

    /**
     * Links as the website writes them ({@code @{/tournaments/1}}): the site is served at the root, so a
     * context-relative link needs no request to be built.
     */
    private static final class RootLinkBuilder extends StandardLinkBuilder {
        @Override
        protected String computeContextPath(IExpressionContext context, String base, Map<String, Object> parameters) {
            return context instanceof IWebContext ? super.computeContextPath(context, base, parameters) : "";
        }
    }

    /** The servlet context is the server's, so Thymeleaf's web application around it is built once. */
    private IWebExchange exchange(io.javalin.http.Context ctx) {
        JakartaServletWebApplication app = application;
        if (app == null) {
            app = JakartaServletWebApplication.buildApplication(ctx.req().getServletContext());
            application = app;
        }
        return app.buildExchange(ctx.req(), ctx.res());
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

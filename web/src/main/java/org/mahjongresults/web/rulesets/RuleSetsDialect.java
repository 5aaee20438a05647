package org.mahjongresults.web.rulesets;

import java.util.Set;
import org.mahjongresults.db.tournament.Tournament;
import org.thymeleaf.context.IExpressionContext;
import org.thymeleaf.dialect.AbstractDialect;
import org.thymeleaf.dialect.IExpressionObjectDialect;
import org.thymeleaf.expression.IExpressionObjectFactory;

/**
 * Gives the shared fragments that are handed only a tournament (the tournament's header and tabs)
 * {@code #rulesets.of(t)}; a page's own template reads {@code page.features} from its page model instead.
 */
public final class RuleSetsDialect extends AbstractDialect implements IExpressionObjectDialect {

    private static final Lookup LOOKUP = new Lookup();

    public RuleSetsDialect() {
        super("rulesets");
    }

    /** What {@code #rulesets} is in a template. */
    public static final class Lookup {
        public RuleSetFeatures of(Tournament t) {
            return RuleSets.of(t);
        }
    }

    @Override
    public IExpressionObjectFactory getExpressionObjectFactory() {
        return new IExpressionObjectFactory() {
            @Override
            public Set<String> getAllExpressionObjectNames() {
                return Set.of("rulesets");
            }

            @Override
            public Object buildObject(IExpressionContext context, String expressionObjectName) {
                return LOOKUP;
            }

            @Override
            public boolean isCacheable(String expressionObjectName) {
                return true;
            }
        };
    }
}

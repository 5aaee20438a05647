package org.mahjongresults.web.tiles;

import java.util.Set;
import org.thymeleaf.context.IExpressionContext;
import org.thymeleaf.dialect.AbstractDialect;
import org.thymeleaf.dialect.IExpressionObjectDialect;
import org.thymeleaf.expression.IExpressionObjectFactory;

/**
 * Gives templates {@code #tiles.hand(notation)}: the hand as groups of tiles ({@link TileHand}), for the one
 * fragment that draws hands ({@code fragments/tiles :: hand(notation)}). Stateless, so one object serves all pages.
 */
public final class TilesDialect extends AbstractDialect implements IExpressionObjectDialect {

    private static final Tiles TILES = new Tiles();

    public TilesDialect() {
        super("tiles");
    }

    /** What {@code #tiles} is in a template. */
    public static final class Tiles {
        /** The drawing of the hand, or null when the notation cannot be read. */
        public TileHand hand(String notation) {
            return TileHand.of(notation);
        }
    }

    @Override
    public IExpressionObjectFactory getExpressionObjectFactory() {
        return new IExpressionObjectFactory() {
            @Override
            public Set<String> getAllExpressionObjectNames() {
                return Set.of("tiles");
            }

            @Override
            public Object buildObject(IExpressionContext context, String expressionObjectName) {
                return TILES;
            }

            @Override
            public boolean isCacheable(String expressionObjectName) {
                return true;
            }
        };
    }
}

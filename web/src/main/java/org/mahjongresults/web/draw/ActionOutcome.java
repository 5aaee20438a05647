package org.mahjongresults.web.draw;

import java.util.List;

/**
 * What a director's action came to: the message to show on the page the director returns to (a message key and its
 * arguments), or that the action does not exist for the tournament's rule set (answered 404, as a page that is not).
 */
public record ActionOutcome(String messageKey, List<Object> args, boolean noSuchPage) {

    /** The action does not exist for this tournament. */
    public static final ActionOutcome NO_SUCH_PAGE = new ActionOutcome(null, List.of(), true);

    /** Done, refused or stale: in any case this message is shown. */
    public static ActionOutcome message(String key, Object... args) {
        return new ActionOutcome(key, List.of(args), false);
    }

    public Object[] argArray() {
        return args.toArray();
    }
}

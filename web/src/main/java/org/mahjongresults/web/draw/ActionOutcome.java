package org.mahjongresults.web.draw;

import java.util.List;

/**
 * What a director's action came to: the message to show on the page the director returns to (a message key and its
 * arguments), whether the action was refused, or that the action does not exist for the tournament's rule set (answered 404, as a page that is not).
 */
public record ActionOutcome(String messageKey, List<Object> args, boolean noSuchPage, boolean refused) {

    /** The action does not exist for this tournament. */
    public static final ActionOutcome NO_SUCH_PAGE = new ActionOutcome(null, List.of(), true, false);

    /** Done, or stale: in any case this message is shown on the page the director returns to. */
    public static ActionOutcome message(String key, Object... args) {
        return new ActionOutcome(key, List.of(args), false, false);
    }

    /** Refused because of what the tournament holds (no players to draw): the page again with the reason, 422. */
    public static ActionOutcome refused(String key, Object... args) {
        return new ActionOutcome(key, List.of(args), false, true);
    }

    public Object[] argArray() {
        return args.toArray();
    }
}

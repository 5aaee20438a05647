package org.mahjongresults.web.system;

/**
 * Request attributes that tell the error pages how a request failed. They are here rather than on
 * {@link SystemController} because other features and the application set or read them, and only the route table
 * reaches a controller.
 */
public final class ErrorAttributes {

    /** Set on a request whose error is the database not answering: its page is rendered without reading it. */
    public static final String DATABASE_DOWN = ErrorAttributes.class.getName() + ".databaseDown";

    /**
     * Set by a handler that answers 404 with its own page (a check-in code nobody was given: what to do instead);
     * the general "page does not exist" is then not put in its place.
     */
    public static final String OWN_NOT_FOUND = ErrorAttributes.class.getName() + ".ownNotFound";

    private ErrorAttributes() {
    }
}

package org.mahjongresults.db;

/**
 * A write was refused because the data changed since the form was loaded (optimistic locking), or is gone.
 * The message is a message key the website translates.
 */
public final class StaleDataException extends RuntimeException {
    public StaleDataException(String messageKey) {
        super(messageKey);
    }
}

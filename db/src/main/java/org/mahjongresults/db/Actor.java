package org.mahjongresults.db;

/**
 * Who makes a change, for the audit log: a signed-in user (id and name) and the address the request came from.
 * {@link #SYSTEM} is the website itself (migrations, the demo loader).
 */
public record Actor(Long userId, String name, String address) {

    public static final Actor SYSTEM = new Actor(null, "system", "local");

    public static Actor anonymous(String address) {
        return new Actor(null, "anonymous", address);
    }
}

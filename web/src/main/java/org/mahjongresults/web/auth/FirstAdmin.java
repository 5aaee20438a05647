package org.mahjongresults.web.auth;

import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.account.SetupTokenRepository;
import org.mahjongresults.db.account.UserRepository;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The first administrator of a fresh database: from {@code ADMIN_PASSWORD} if given (account {@code admin}),
 * otherwise through a one-time setup link with a random token, printed to the log. Never a default password.
 */
public final class FirstAdmin {

    private static final Logger LOG = LoggerFactory.getLogger(FirstAdmin.class);
    static final Duration LINK_VALID_FOR = Duration.ofDays(7);

    private FirstAdmin() {
    }

    /** Returns the setup link's path if one was made, else null. */
    public static String ensure(UserRepository users, SetupTokenRepository tokens, PasswordHasher hasher,
                                Clock clock, String adminPassword, int port) {
        if (users.anySiteAdmin()) {
            return null;
        }
        if (adminPassword != null && !adminPassword.isBlank()) {
            if (adminPassword.length() < Passwords.MIN_LENGTH) {
                throw new IllegalArgumentException("ADMIN_PASSWORD must have at least " + Passwords.MIN_LENGTH
                        + " characters");
            }
            users.create(Actor.SYSTEM, "admin", "Administrator", hasher.hash(adminPassword), true);
            LOG.info("Created the site administrator 'admin' with the password from ADMIN_PASSWORD.");
            return null;
        }
        String token = Tokens.random();
        OffsetDateTime now = OffsetDateTime.now(clock);
        tokens.create(Tokens.hash(token), "FIRST_ADMIN", now, now.plus(LINK_VALID_FOR));
        String path = "/setup/" + token;
        LOG.warn("No site administrator yet. Create one within {} days at http://localhost:{}{}",
                LINK_VALID_FOR.toDays(), port, path);
        return path;
    }
}

package org.mahjongresults.web.account;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.account.LoginAttemptRepository;
import org.mahjongresults.db.account.SetupTokenRepository;
import org.mahjongresults.db.account.User;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.web.auth.PasswordHasher;

/**
 * The accounts: the administrator's list, new accounts and password resets (which lift every login delay), a user's
 * own password change, and the one-time setup of the first administrator. Passwords arrive in clear and leave this
 * class only hashed; the audit entries are written by the repository in the same transaction as the change.
 */
public final class AccountService {

    /** The username is already taken by another account. */
    public static final class UsernameTakenException extends RuntimeException {
        UsernameTakenException() {
            super("account.usernameTaken");
        }
    }

    private final UserRepository users;
    private final LoginAttemptRepository attempts;
    private final SetupTokenRepository tokens;
    private final PasswordHasher hasher;
    private final Clock clock;

    public AccountService(UserRepository users, LoginAttemptRepository attempts, SetupTokenRepository tokens,
                          PasswordHasher hasher, Clock clock) {
        this.users = users;
        this.attempts = attempts;
        this.tokens = tokens;
        this.hasher = hasher;
        this.clock = clock;
    }

    /** Every account, for the administrator's list. */
    public List<User> users() {
        return users.list();
    }

    public Optional<User> find(long userId) {
        return users.find(userId);
    }

    public Optional<User> findByUsername(String username) {
        return users.findByUsername(username);
    }

    /** The instant the account pages compare lock times with. */
    public OffsetDateTime now() {
        return OffsetDateTime.now(clock);
    }

    /**
     * A new account.
     *
     * @throws UsernameTakenException if the name is in use
     */
    public User create(Actor actor, String username, String displayName, String password, boolean siteAdmin) {
        try {
            return users.create(actor, username, displayName, hasher.hash(password), siteAdmin);
        } catch (UserRepository.DuplicateUsernameException e) {
            throw new UsernameTakenException();
        }
    }

    /**
     * The administrator sets a new password: every session of the user ends, and the failed logins counted so far
     * are forgotten, which lifts any login delay on the account (see {@code LoginService}).
     */
    public void resetPassword(Actor actor, User user, String password) {
        users.changePassword(actor, user.id(), hasher.hash(password), null, "user.resetPassword");
        attempts.clearFailures(user.username(), OffsetDateTime.now(clock));
    }

    /** Deactivates ({@code false}) or reactivates an account; deactivating signs it out everywhere at once. */
    public void setActive(Actor actor, User user, boolean active) {
        users.setActive(actor, user.id(), active);
    }

    /** True if {@code password} is the user's current password. */
    public boolean isCurrentPassword(long userId, String password) {
        return hasher.verify(password, users.passwordHash(userId).orElse(null));
    }

    /** The user changes their own password; every other session of theirs ends, {@code keepSessionId} stays. */
    public void changeOwnPassword(Actor actor, long userId, String password, String keepSessionId) {
        users.changePassword(actor, userId, hasher.hash(password), keepSessionId, "user.changePassword");
    }

    /** True while the setup link with this token may still be used. */
    public boolean setupTokenValid(String tokenHash) {
        return tokens.isValid(tokenHash, OffsetDateTime.now(clock));
    }

    /**
     * The first site administrator, through a setup link; the token is used up in the same transaction. Empty if the
     * link was used or expired in the meantime.
     *
     * @throws UsernameTakenException if the name is in use
     */
    public Optional<User> createFirstAdmin(Actor actor, String tokenHash, String username, String displayName,
                                           String password) {
        try {
            return users.createFirstAdmin(actor, tokenHash, username, displayName, hasher.hash(password));
        } catch (UserRepository.DuplicateUsernameException e) {
            throw new UsernameTakenException();
        }
    }
}

/**
 * Staff accounts as their users and the administrator see them: {@link AccountService} (the administrator's
 * list, new accounts, password resets, a user's own password change, the first administrator's one-time setup),
 * {@link AccountController} (changing one's own password) and {@link SetupController} (the setup link). Builds on
 * {@code db.account}'s {@code UserRepository} and {@code web.auth}'s password rules and hasher.
 */
package org.mahjongresults.web.account;

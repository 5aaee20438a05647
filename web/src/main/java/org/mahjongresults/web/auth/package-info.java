/**
 * Who is signed in and what they may do: {@link WebSessions} (sessions in the database, cookie hashed),
 * {@link LoginController} and {@link LoginService} (sign in and out, progressive delays), {@link AccessGuard} (the one
 * check before every route: CSRF token and the route's roles), {@link Auth} and {@link CurrentUser} for controllers,
 * {@link PasswordHasher} (Argon2id), {@link TableGrants} and {@link Scorer} (phones signed in by a table's code),
 * {@link ServerKey} and {@link Tokens}. Builds on {@code db.account}.
 */
package org.mahjongresults.web.auth;

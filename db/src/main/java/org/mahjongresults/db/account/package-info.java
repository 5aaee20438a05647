/**
 * Staff accounts and sign-in: {@link UserRepository} ({@link User}s, passwords, locks),
 * {@link SessionRepository} (HTTP sessions, hashed ids), {@link LoginAttemptRepository}, {@link SetupTokenRepository},
 * {@link StaffRepository} (who officiates in which tournament) and {@link TableCodeRepository} (tables' sign-in codes).
 * The policies live in {@code web.auth} and {@code web.account}.
 */
package org.mahjongresults.db.account;

/**
 * The players at a table (issue 26): {@link SigningController} and {@link SigningService} (players confirm
 * their table's result with {@link PlayerCodes}, hashed by {@link CodeHasher}), {@link RefereeCallController} and
 * {@link RefereeCallService} (a table calls a referee), {@link TableCodeController} and {@link TableCodeService} (the
 * tables' sign-in codes, issue 39). Builds on {@code web.sheet} through {@code SheetSigning}; stored by
 * {@code db.sheet}'s {@code SigningRepository}, {@code db.referee} and {@code db.account}'s {@code TableCodeRepository}.
 */
package org.mahjongresults.web.table;

package org.mahjongresults.db.account;

import java.time.OffsetDateTime;

/** A staff account. The password hash is not part of it: only the login check reads it. */
public record User(long id, String username, String displayName, boolean siteAdmin, boolean active,
                   int failedLogins, OffsetDateTime lockedUntil, OffsetDateTime passwordChangedAt) {
}

package org.mahjongresults.db.account;

import static org.mahjongresults.db.jooq.Tables.SETUP_TOKEN;

import java.time.OffsetDateTime;
import org.mahjongresults.db.Database;

/** One-time links (the first administrator's setup link). Only a hash of the token is stored. */
public final class SetupTokenRepository {

    private final Database db;

    public SetupTokenRepository(Database db) {
        this.db = db;
    }

    public void create(String tokenHash, String purpose, OffsetDateTime now, OffsetDateTime expiresAt) {
        db.dsl().insertInto(SETUP_TOKEN)
                .set(SETUP_TOKEN.TOKEN_HASH, tokenHash)
                .set(SETUP_TOKEN.PURPOSE, purpose)
                .set(SETUP_TOKEN.CREATED_AT, now)
                .set(SETUP_TOKEN.EXPIRES_AT, expiresAt)
                .execute();
    }

    /** True if the token exists, is unused and has not expired. */
    public boolean isValid(String tokenHash, OffsetDateTime now) {
        return db.dsl().fetchExists(SETUP_TOKEN, SETUP_TOKEN.TOKEN_HASH.eq(tokenHash)
                .and(SETUP_TOKEN.USED_AT.isNull())
                .and(SETUP_TOKEN.EXPIRES_AT.gt(now)));
    }
}

package org.mahjongresults.db.site;

import static org.mahjongresults.db.jooq.Tables.SITE_SETTING;

import java.time.OffsetDateTime;
import java.util.Optional;
import org.mahjongresults.db.Database;

/** Settings of the whole website, by name, shared by every server on the database. */
public final class SiteSettingRepository {

    /** The address phones and printed codes reach the site at, such as {@code https://results.example.org}. */
    public static final String PUBLIC_URL = "public_url";

    private final Database db;

    public SiteSettingRepository(Database db) {
        this.db = db;
    }

    public Optional<String> find(String name) {
        return db.dsl().select(SITE_SETTING.SETTING_VALUE)
                .from(SITE_SETTING)
                .where(SITE_SETTING.SETTING_NAME.eq(name))
                .fetchOptional(SITE_SETTING.SETTING_VALUE);
    }

    public void save(String name, String value, OffsetDateTime now) {
        db.transaction(tx -> {
            int updated = tx.update(SITE_SETTING)
                    .set(SITE_SETTING.SETTING_VALUE, value)
                    .set(SITE_SETTING.CHANGED_AT, now)
                    .where(SITE_SETTING.SETTING_NAME.eq(name))
                    .execute();
            if (updated == 0) {
                tx.insertInto(SITE_SETTING)
                        .set(SITE_SETTING.SETTING_NAME, name)
                        .set(SITE_SETTING.SETTING_VALUE, value)
                        .set(SITE_SETTING.CHANGED_AT, now)
                        .execute();
            }
            return updated;
        });
    }
}

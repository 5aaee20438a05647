package org.mahjongresults.db.person;

import java.time.OffsetDateTime;

/** An administrator's merge of {@code merged} into {@code kept}; {@code undoneAt} is set once undone. */
public record PersonMerge(long id, Person kept, Person merged, OffsetDateTime mergedAt, String mergedBy,
                          OffsetDateTime undoneAt, int entries) {
}

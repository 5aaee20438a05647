package org.mahjongresults.db.sheet;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.List;
import org.mahjongresults.db.JsonCodec;

/**
 * One fan of an MCR hand as the engine found it, as kept in the hand's verified-fans column (a JSON list of these):
 * the fan's number in the rules' table (1 to 81), its points, and how many times it counts.
 */
public record StoredFan(int number, int points, int count) {

    /** The fans stored for a hand; empty for a hand without them or with text that is not such a list. */
    public static List<StoredFan> listOf(String json) {
        if (json == null) {
            return List.of();
        }
        try {
            return List.of(JsonCodec.read(json, StoredFan[].class));
        } catch (JsonProcessingException | RuntimeException e) {
            return List.of();
        }
    }
}

package org.mahjongresults.db.tournament;

import java.util.LinkedHashMap;
import java.util.Map;
import org.mahjongresults.engine.tournament.PlayerStatus;

/**
 * A registered player. {@code entryNumber} is the 参赛号 printed on the draw; {@code nativeName} the name in the
 * player's own script; {@code emaId} the European Mahjong Association id, if any.
 */
public record Player(Long id, long tournamentId, int entryNumber, String name, String nativeName, String country,
                     Long teamId, String emaId, PlayerStatus status, Long replacesPlayerId, Integer lastSession) {

    public static Player newPlayer(long tournamentId, int entryNumber, String name, String nativeName,
                                   String country, Long teamId, String emaId) {
        return new Player(null, tournamentId, entryNumber, name, nativeName, country, teamId, emaId,
                PlayerStatus.ACTIVE, null, null);
    }

    public Map<String, Object> snapshot() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", id);
        m.put("entryNumber", entryNumber);
        m.put("name", name);
        m.put("nativeName", nativeName);
        m.put("country", country);
        m.put("teamId", teamId);
        m.put("emaId", emaId);
        m.put("status", status.name());
        return m;
    }
}

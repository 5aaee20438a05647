package org.mahjongresults.db.tournament;

import java.util.LinkedHashMap;
import java.util.Map;
import org.mahjongresults.engine.tournament.PlayerStatus;

/**
 * A registered player. {@code entryNumber} is the 参赛号 printed on the draw; {@code nativeName} the name in the
 * player's own script; {@code emaId} the European Mahjong Association id, if any. {@code familyName} and
 * {@code givenName} are the two parts of the name kept apart (issue 30: the EMA's files carry last and first name
 * apart, and the display {@code name} does not say its order); the given name may be null (a single name, or a split
 * nobody confirmed).
 */
public record Player(Long id, long tournamentId, int entryNumber, String name, String nativeName, String country,
                     Long teamId, String emaId, PlayerStatus status, Long replacesPlayerId, Integer lastSession,
                     String familyName, String givenName) {

    /** A player whose name is not split: the whole name is the family name. */
    public Player(Long id, long tournamentId, int entryNumber, String name, String nativeName, String country,
                  Long teamId, String emaId, PlayerStatus status, Long replacesPlayerId, Integer lastSession) {
        this(id, tournamentId, entryNumber, name, nativeName, country, teamId, emaId, status, replacesPlayerId,
                lastSession, name, null);
    }

    /** The language of the native name ({@link NativeName}), or null: pages show it to readers of that language. */
    public String nativeLanguage() {
        return NativeName.language(nativeName, country);
    }

    /** This player with the name split as given ({@code family} null: the whole name). */
    public Player withNameParts(String family, String given) {
        return new Player(id, tournamentId, entryNumber, name, nativeName, country, teamId, emaId, status,
                replacesPlayerId, lastSession, family == null || family.isBlank() ? name : family,
                given == null || given.isBlank() ? null : given);
    }

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
        if (givenName != null || (familyName != null && !familyName.equals(name))) {
            // Only a name split apart is worth the audit's words (an unsplit name is the whole name as family name).
            m.put("familyName", familyName);
            m.put("givenName", givenName);
        }
        m.put("country", country);
        m.put("teamId", teamId);
        m.put("emaId", emaId);
        m.put("status", status.name());
        return m;
    }
}

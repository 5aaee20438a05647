package org.mahjongresults.web.tournament;

import java.text.Normalizer;
import java.util.Locale;
import org.mahjongresults.db.tournament.Player;

/**
 * How a spectator finds a player (issue 16, and the standings' search of issue 13): by name in Latin letters with or
 * without accents, by the native script, by entry number or by country code. One rule, so that the header's "find"
 * and the standings find the same players.
 */
public final class PlayerSearch {

    private PlayerSearch() {
    }

    /**
     * Whether {@code p} is one of the players asked for: {@code raw} as typed (stripped), {@code needle} the same
     * {@linkplain #fold folded}, once for many players.
     */
    public static boolean matches(Player p, String raw, String needle) {
        if (raw.chars().allMatch(Character::isDigit)) {
            return String.valueOf(p.entryNumber()).equals(raw);
        }
        if (p.country() != null && p.country().equalsIgnoreCase(raw)) {
            return true;
        }
        return fold(p.name()).contains(needle)
                || (p.nativeName() != null && (p.nativeName().contains(raw) || fold(p.nativeName()).contains(needle)));
    }

    /** Lower case without accents and with spaces squeezed: "Müller" finds "Muller" and "MÜLLER". */
    public static String fold(String s) {
        String d = Normalizer.normalize(s, Normalizer.Form.NFKD).replaceAll("\\p{M}", "");
        return d.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
    }
}

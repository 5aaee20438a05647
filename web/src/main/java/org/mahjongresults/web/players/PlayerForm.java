package org.mahjongresults.web.players;

import java.util.List;
import java.util.Locale;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Team;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.forms.Numbers;

/** The player form (add, edit, substitute): its fields, read and checked into a player, errors on the form. */
final class PlayerForm {

    static final String[] FIELDS = {"entryNumber", "name", "nativeName", "country", "teamId", "emaId", "familyName",
        "givenName"};

    private PlayerForm() {
    }

    /** The player the form describes (a new one, or {@code existing} edited); the form holds what is wrong. */
    static Player read(Form form, Tournament t, List<Team> teams, Player existing) {
        Integer entry = form.integer("entryNumber", 1, 999_999, true);
        String name = form.required("name", 200);
        String nativeName = form.optional("nativeName", 200);
        String family = form.optional("familyName", 200);
        String given = form.optional("givenName", 200);
        if (given != null && family == null) {
            form.error("familyName", "form.required");
        }
        String country = form.optional("country", 3);
        if (country != null && !country.toUpperCase(Locale.ROOT).matches("[A-Z]{2,3}")) {
            form.error("country", "players.country");
        }
        String ema = form.optional("emaId", 32);
        if (ema != null && !ema.matches("\\d{8}")) {
            form.error("emaId", "players.emaId");
        }
        Long teamId = null;
        String team = form.get("teamId").trim();
        if (!team.isEmpty()) {
            try {
                long id = Numbers.parseLong(team);
                if (teams.stream().noneMatch(x -> x.id() == id)) {
                    form.error("teamId", "form.invalidChoice");
                }
                teamId = id;
            } catch (NumberFormatException e) {
                form.error("teamId", "form.invalidChoice");
            }
        }
        String c = country == null ? null : country.toUpperCase(Locale.ROOT);
        if (existing == null) {
            return Player.newPlayer(t.id(), entry == null ? 0 : entry, name, nativeName, c, teamId, ema)
                    .withNameParts(family, given);
        }
        return new Player(existing.id(), t.id(), entry == null ? existing.entryNumber() : entry, name, nativeName, c,
                teamId, ema, existing.status(), existing.replacesPlayerId(), existing.lastSession())
                .withNameParts(family, given);
    }
}

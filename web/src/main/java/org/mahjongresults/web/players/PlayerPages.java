package org.mahjongresults.web.players;

import java.util.List;
import java.util.Map;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.PlayerImportRow;
import org.mahjongresults.db.tournament.Team;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.forms.CsvFile;
import org.mahjongresults.web.forms.Form;

/** The player registration's page records. */
public final class PlayerPages {

    private PlayerPages() {
    }

    /** The management page: every player with actions, and the add-player and add-team forms. */
    public record ManagePage(Tournament tournament, List<Player> players, Map<Long, String> teamNames,
                             List<Team> teams, Form playerForm, Form teamForm, int playedSessions,
                             boolean canManage) {
    }

    /** The edit form of one player, or the substitute form for a player who leaves. */
    public record PlayerFormPage(Tournament tournament, Player player, List<Team> teams, Form form,
                                 int playedSessions, boolean canManage) {
    }

    /** The CSV import: the text, and after a preview every line with its reasons. */
    public record ImportPage(Tournament tournament, String csv, CsvFile.Result<PlayerImportRow> result,
                             Map<Integer, List<String>> reasons, List<String> fileReasons, boolean canManage) {
    }
}

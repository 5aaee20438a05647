package org.mahjongresults.web.standings;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.publish.Page;
import org.mahjongresults.web.publish.PageKey;
import org.mahjongresults.web.tournament.PlayerSearch;
import org.mahjongresults.web.publish.PageVersion;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.publish.RowSet;
import org.mahjongresults.web.publish.Scope;
import org.mahjongresults.web.publish.SpectatorPage;
import org.mahjongresults.web.publish.TournamentRead;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.standings.StandingsPages.Listing;
import org.mahjongresults.web.standings.StandingsPages.StandingsTable;
import org.mahjongresults.web.standings.StandingsPages.TeamLine;
import org.mahjongresults.web.standings.StandingsPages.TeamsPage;

/**
 * Builds the standings pages' records and tables ({@link StandingsPages}) from the results of
 * {@link StandingsService}: the table's rows (made once per version for every language and kept by the publisher),
 * the rendered table whole, its top or a search's rows, the team page and a player's page. No request here: the
 * controller says who reads, in which language and which view.
 */
final class StandingsPageBuilder {

    /** The whole table: every row. */
    static final int WHOLE = RowSet.WHOLE;
    /** At most this many players shown for a search. */
    static final int FOUND = 200;

    private final StandingsService service;
    private final ThymeleafRenderer renderer;
    private final Publisher publisher;

    StandingsPageBuilder(StandingsService service, ThymeleafRenderer renderer, Publisher publisher) {
        this.service = service;
        this.renderer = renderer;
        this.publisher = publisher;
    }

    // The individual standings -------------------------------------------------------------------------------

    /** The players a search finds, by the header's rule (PlayerSearch). */
    static Set<Long> found(StandingsService.Results results, String query) {
        String needle = PlayerSearch.fold(query);
        Set<Long> ids = new HashSet<>();
        for (Player p : results.players().values()) {
            if (PlayerSearch.matches(p, query, needle)) {
                ids.add(p.id());
            }
        }
        return ids;
    }

    /** What a search page lists: how many of the players found it shows, of {@code total}. */
    Listing searchListing(Tournament t, StandingsService.Results results, PageVersion version, Set<Long> found,
                          String query) {
        int total = results.standings().players().size();
        return new Listing("search", rowSet(t, results, version).count(found, FOUND), total, query);
    }

    /** The rows a search finds, in a table that says no version: an open page takes it whole after each event. */
    String foundTable(Tournament t, StandingsService.Results results, PageVersion version, Language language,
                      Set<Long> found) {
        RowSet rows = rowSet(t, results, version);
        return renderer.renderShared("standings/table", "table", Map.of("table", new StandingsTable(t, null, null,
                sessionNumbers(t), rows.html(found, FOUND), rows.legend())), language.locale());
    }

    /** The standings table, whole or its first {@code limit} rows. */
    String standingsTable(Tournament t, StandingsService.Results results, Language language, int limit) {
        PageVersion version = new PageVersion(t.version(), results.version());
        PageKey table = PageKey.of("standings-table", t.id(), language);
        return publisher.part(Page.at(limit == WHOLE ? table : table.with("top"), version, () -> {
            // The rows hold no translated text: one set per version serves every language.
            RowSet rows = rowSet(t, results, version);
            return renderer.renderShared("standings/table", "table", Map.of("table",
                    new StandingsTable(t, version.toString(), RowSet.view(limit), sessionNumbers(t), rows.html(limit),
                            rows.legend())),
                    language.locale());
        }));
    }

    /** The rows of the standings table at a version, made once for every language and kept for the changes. */
    private RowSet rowSet(Tournament t, StandingsService.Results results, PageVersion version) {
        return publisher.rows(t.id(), version, () -> makeRows(t, results));
    }

    /** The rows of the standings table, made anew from the results. */
    RowSet makeRows(Tournament t, StandingsService.Results results) {
        return StandingsRows.rows(t.id(), service.rows(t, results), t.teamEvent(), t.startingStake(),
                inProgress(results), service.timeCalledCells(t, results), results.standings().decidedBy(),
                PlayerMark.of(results), results.ranking() == null ? Map.of() : results.ranking().reached(),
                org.mahjongresults.web.rulesets.RuleSets.of(t).tablePointColumns());
    }

    /**
     * Prepares the standings that open standings pages fetch, for a new results version, before the spectators are
     * told of it (the publisher's {@link SpectatorPage}), and at start: the results and the rows, which every language
     * shares. The publisher then computes the changes open pages ask for; the whole table (1 MB at 1,000 players) is
     * rendered only for a page that is too far behind, when it asks. At start ({@code languages} all of them) the top
     * of the table is rendered too, so that the first phones find it.
     */
    void prepare(TournamentRead read, Scope scope, Set<Language> languages) {
        Tournament t = read.tournament();
        if (!t.standingsVisible() || !service.rules(t).tablePointPages()) {
            return;
        }
        StandingsService.Results results = service.results(t, read.resultsVersion());
        PageVersion version = new PageVersion(t.version(), results.version());
        rowSet(t, results, version);
        if (languages.size() == Language.values().length) {
            for (Language language : languages) {
                standingsTable(t, results, language, StandingsController.TOP);
            }
        }
    }

    /**
     * "playerId/session" of every result still provisional: its table has hands but its sheet is not closed, so its
     * 4-2-1-0 may yet change (issue 16: marked "in progress" on the standings and player pages).
     */
    private static Set<String> inProgress(StandingsService.Results results) {
        Set<String> out = new HashSet<>();
        results.seatings().forEach((key, seats) -> {
            String[] parts = key.split("/");
            int session = Integer.parseInt(parts[0]);
            int table = Integer.parseInt(parts[1]);
            Sheet sheet = results.sheet(session, table);
            if (sheet != null && !sheet.closed() && results.handsPlayed(session, table) > 0) {
                seats.forEach(s -> out.add(s.playerId() + "/" + session));
            }
        });
        return out;
    }

    // The other pages ------------------------------------------------------------------------------------------

    /** The team standings page; {@code lines} is empty while the standings are hidden. */
    TeamsPage teamsPage(Tournament t, boolean visible, List<TeamLine> lines, boolean canManage) {
        return new TeamsPage(t, visible, lines, sessionNumbers(t), canManage, service.standingsRule(t));
    }

    private static List<Integer> sessionNumbers(Tournament t) {
        List<Integer> n = new ArrayList<>();
        for (int i = 1; i <= t.sessionCount(); i++) {
            n.add(i);
        }
        return n;
    }
}

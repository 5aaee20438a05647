package org.mahjongresults.web.stats;

import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.stats.StatsRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.results.Standings;
import org.mahjongresults.engine.stats.Catalogue;
import org.mahjongresults.engine.stats.HeadToHead;
import org.mahjongresults.engine.stats.PlayerStats;
import org.mahjongresults.engine.stats.Progress;
import org.mahjongresults.engine.stats.StatHand;
import org.mahjongresults.engine.stats.TournamentStats;
import org.mahjongresults.web.publish.ChangeFeed;
import org.mahjongresults.web.publish.KeptValue;
import org.mahjongresults.web.publish.ResultsMoved;
import org.mahjongresults.web.publish.Scope;
import org.mahjongresults.web.riichi.RiichiTables;
import org.mahjongresults.web.rulesets.RuleSets;
import org.mahjongresults.web.standings.StandingsService;

/**
 * A tournament's statistics (issue 17), computed by the engine ({@code engine.stats}) from its hands and kept per
 * results version: nothing is computed when a hand is saved. The first request after a change brings the kept hands
 * up to date from the results change log (only the tables that changed are read and counted again; a change to the
 * whole tournament reads every hand again) and combines the tables' statistics once for that version; every other
 * request takes them as they are. A request that finds another computing takes the previous version (at most a second
 * old) at once, or waits up to a second for it ({@link KeptValue}).
 *
 * <p>Also the per-player API for other features (a player's career across tournaments): {@link #hands},
 * {@link #player} and {@link #headToHead} give the engine's values, which {@link PlayerStats#of} combines over the
 * hands of several tournaments just as well.
 */
public final class StatsService {

    /**
     * Everything the statistics pages show at one results version: the hands by table and the tables each player sat
     * at (both unchanged maps shared by reference with the next version where a table did not change), and the
     * tournament's statistics. The progress series (a ranking after every session) and the list of all hands are
     * computed only when asked for, once per version.
     */
    public record Snapshot(long version, Catalogue catalogue, Map<String, List<StatHand>> byTable,
                           Map<Long, List<String>> tablesByPlayer, TournamentStats tournament,
                           Once<Progress> progressOnce, Once<List<StatHand>> handsOnce,
                           Once<RiichiFigures> riichiOnce) {

        /** A riichi tournament's figures from its games replayed (issue 38); computed only when asked for. */
        public RiichiFigures riichi() {
            return riichiOnce.get();
        }

        /** The progress series, or null for a Swiss tournament (no table points). */
        public Progress progress() {
            return progressOnce.get();
        }

        /** Every hand of the tournament at this version, table by table. */
        public List<StatHand> hands() {
            return handsOnce.get();
        }

        /**
         * A player's statistics at this version, from the hands of the tables they sat at (a 1,000-player tournament
         * has 160,000 hands, a player about 200 of them).
         */
        public PlayerStats player(long playerId) {
            List<StatHand> theirs = new ArrayList<>();
            for (String table : tablesByPlayer.getOrDefault(playerId, List.of())) {
                theirs.addAll(byTable.getOrDefault(table, List.of()));
            }
            return PlayerStats.of(playerId, catalogue, theirs);
        }
    }

    /** A value computed at most once, when first asked for. */
    public static final class Once<T> {
        private final java.util.function.Supplier<T> compute;
        private boolean done;
        private T value;

        Once(java.util.function.Supplier<T> compute) {
            this.compute = compute;
        }

        public synchronized T get() {
            if (!done) {
                value = compute.get();
                done = true;
            }
            return value;
        }
    }

    /**
     * A tournament's hands by table (each list replaced, never changed), each table's statistics (combined for the
     * tournament's), the tables each player sat at (each list replaced when it grows), and the snapshot.
     */
    private static final class Kept {
        /**
         * The newest snapshot ({@link KeptValue}: one request brings it up to date, changing the maps below; the
         * others take the previous figures, at most a second old, at once, or wait up to a second for them).
         */
        private final KeptValue<Snapshot> snapshot = new KeptValue<>((a, b) -> a.version() > b.version());
        private final Map<String, List<StatHand>> byTable = new TreeMap<>();
        private final java.util.TreeMap<String, TournamentStats> statsByTable = new TreeMap<>();
        /** Each session's tables combined; a session with a changed table is combined again. */
        private final Map<String, TournamentStats> statsBySession = new TreeMap<>();
        private final Set<String> changedSessions = new java.util.HashSet<>();
        private final Map<Long, List<String>> tablesByPlayer = new java.util.HashMap<>();
        /** The rankings after each closed session, kept from one version's progress series to the next. */
        private final Progress.Memo progress = new Progress.Memo();

        void put(String table, List<StatHand> hands, Catalogue catalogue) {
            byTable.put(table, List.copyOf(hands));
            statsByTable.put(table, TournamentStats.of(catalogue, hands));
            changedSessions.add(sessionOf(table));
            for (StatHand h : hands) {
                for (Long player : h.results().keySet()) {
                    List<String> tables = tablesByPlayer.getOrDefault(player, List.of());
                    if (!tables.contains(table)) {
                        List<String> more = new ArrayList<>(tables);
                        more.add(table);
                        tablesByPlayer.put(player, List.copyOf(more));
                    }
                }
            }
        }

        void remove(String table) {
            byTable.remove(table);
            statsByTable.remove(table);
            changedSessions.add(sessionOf(table));
        }

        /** The tournament's statistics: the sessions with a changed table combined again, then all sessions. */
        TournamentStats combined(Catalogue catalogue) {
            for (String session : changedSessions) {
                List<TournamentStats> tables = new ArrayList<>(statsByTable.subMap(session + "/",
                        session + "/\uffff").values());
                if (tables.isEmpty()) {
                    statsBySession.remove(session);
                } else {
                    statsBySession.put(session, TournamentStats.combine(catalogue, tables));
                }
            }
            changedSessions.clear();
            return TournamentStats.combine(catalogue, statsBySession.values());
        }

        private static String sessionOf(String table) {
            return table.substring(0, table.indexOf('/'));
        }

        void clear() {
            byTable.clear();
            statsByTable.clear();
            statsBySession.clear();
            changedSessions.clear();
            tablesByPlayer.clear();
        }
    }

    /** One computation of a tournament's statistics at a time: it changes the kept hands and tables. */
    private static final Object UPDATE = "update";

    private final StatsRepository repository;
    /** What moved the results since the kept hands: the change log, read once for the whole server. */
    private final ChangeFeed feed;
    private final StandingsService standings;
    private final TournamentRepository tournaments;
    /** A riichi tournament's games, read for its statistics once per version (none for the MCR-only constructor). */
    private final java.util.function.LongFunction<List<RiichiTables.Game>> riichiGames;
    /** Per tournament; a tournament nobody asked about for a day is let go (Caffeine), not kept for the server's life. */
    private final Map<Long, Kept> kept = Caffeine.newBuilder().expireAfterAccess(java.time.Duration.ofDays(1))
            .<Long, Kept>build().asMap();

    public StatsService(StatsRepository repository, SheetRepository sheets, StandingsService standings,
                        TournamentRepository tournaments) {
        this(repository, new ChangeFeed(sheets), standings, tournaments);
    }

    public StatsService(StatsRepository repository, ChangeFeed feed, StandingsService standings,
                        TournamentRepository tournaments) {
        this(repository, feed, standings, tournaments, id -> List.of());
    }

    public StatsService(StatsRepository repository, ChangeFeed feed, StandingsService standings,
                        TournamentRepository tournaments, RiichiTables riichi) {
        this(repository, feed, standings, tournaments, riichi::games);
    }

    private StatsService(StatsRepository repository, ChangeFeed feed, StandingsService standings,
                         TournamentRepository tournaments,
                         java.util.function.LongFunction<List<RiichiTables.Game>> riichiGames) {
        this.riichiGames = riichiGames;
        this.repository = repository;
        this.feed = feed;
        this.standings = standings;
        this.tournaments = tournaments;
    }

    /** A player of the tournament (one database read, as the player's statistics page always made). */
    public java.util.Optional<Player> findPlayer(Tournament t, long playerId) {
        return tournaments.findPlayer(t.id(), playerId);
    }

    /** The tournament's players by id. */
    public Map<Long, Player> players(Tournament t) {
        Map<Long, Player> m = new java.util.HashMap<>();
        tournaments.players(t.id()).forEach(p -> m.put(p.id(), p));
        return m;
    }

    /** The catalogue of a tournament's rule set: the 81 fans, or the Sichuan patterns, doublings and bonuses. */
    public static Catalogue catalogue(Tournament t) {
        return Catalogue.of(t.ruleSet());
    }

    /**
     * Computes the statistics of a public tournament with a published draw, for the publisher's warm at start (issue
     * 30: the first statistics page after a start read every hand, seconds at 1,000 players, behind the storm).
     */
    public void warm(long tournamentId) {
        tournaments.find(tournamentId)
                .filter(t -> t.isPublic() && t.drawStatus() == Tournament.DrawStatus.PUBLISHED)
                .ifPresent(this::stats);
    }

    /** The statistics at the tournament's current results version. */
    public Snapshot stats(Tournament t) {
        // The standings first: their version is at least the one read here, and the progress follows them.
        StandingsService.Results results = RuleSets.of(t).keepsStandings() ? standings.results(t) : null;
        long version = results != null ? results.version() : feed.version(t.id());
        Kept k = kept.computeIfAbsent(t.id(), id -> new Kept());
        Catalogue catalogue = catalogue(t);
        return k.snapshot.get(UPDATE, c -> c.version() >= version && c.catalogue() == catalogue,
                c -> c.catalogue() == catalogue, c -> c.catalogue() == catalogue,
                current -> update(t, k, current, version, results));
    }

    /** Brings the kept hands up to date from {@code current} (or reads them all) and combines them at {@code version}. */
    private Snapshot update(Tournament t, Kept k, Snapshot current, long version, StandingsService.Results results) {
        if (current == null || current.catalogue() != catalogue(t) || !catchUp(t, k, current.version(), version)) {
            k.clear();
            Map<String, List<StatHand>> read = new TreeMap<>();
            for (StatHand h : repository.hands(t.id())) {
                read.computeIfAbsent(key(h.session(), h.table()), x -> new ArrayList<>()).add(h);
            }
            read.forEach((table, hands) -> k.put(table, hands, catalogue(t)));
        }
        Standings s = results == null ? null : results.standings();
        Map<String, List<StatHand>> byTable = java.util.Collections.unmodifiableMap(new TreeMap<>(k.byTable));
        // Only the changed tables were counted again; the tournament's figures are their sum.
        return new Snapshot(version, catalogue(t), byTable, Map.copyOf(k.tablesByPlayer), k.combined(catalogue(t)),
                new Once<>(() -> s == null ? null : Progress.of(s, k.progress)), new Once<>(() -> {
                    List<StatHand> all = new ArrayList<>();
                    byTable.values().forEach(all::addAll);
                    return List.copyOf(all);
                }), new Once<>(() -> RiichiFigures.of(riichiGames.apply(t.id()))));
    }

    /**
     * Reads again the tables changed after {@code from}; false if everything must be read again (a change to the
     * whole tournament, or a gap in the log).
     */
    private boolean catchUp(Tournament t, Kept k, long from, long version) {
        ResultsMoved moved = feed.since(t.id(), from, version);
        if (moved.whole()) {
            return false;
        }
        for (Scope.Table table : moved.tables()) {
            List<StatHand> hands = repository.hands(t.id(), table.session(), table.number());
            String key = key(table.session(), table.number());
            if (hands.isEmpty()) {
                k.remove(key);
            } else {
                k.put(key, hands, catalogue(t));
            }
        }
        return true;
    }

    private static String key(int session, int table) {
        return String.format("%06d/%06d", session, table);
    }

    /** The tournament's hands at its current results version (for statistics across tournaments). */
    public List<StatHand> hands(Tournament t) {
        return stats(t).hands();
    }

    /** One player's statistics in the tournament. */
    public PlayerStats player(Tournament t, long playerId) {
        return stats(t).player(playerId);
    }

    /** What happened between two players in the tournament. */
    public HeadToHead headToHead(Tournament t, long a, long b) {
        return HeadToHead.of(a, b, stats(t).hands());
    }
}

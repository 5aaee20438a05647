package org.mahjongresults.web.publish;

import java.util.Set;
import org.mahjongresults.web.i18n.Language;

/**
 * A spectator page a feature declares to the publisher: its {@code name} (what it shows, "standings" or "live"),
 * the {@code scope} of the live events that concern it, and how to {@code prepare} it. The publisher calls
 * {@link Prepare#prepare} before it tells the watchers of a scope of a new version (so that their fetches find the
 * page rendered), and once for every public tournament at start (so that the first phones do not wait for it).
 */
public record SpectatorPage(String name, Scope scope, Prepare prepare, When when, Carry carry) {

    /** A page prepared only while open pages fetch it (the standings, a session's live region). */
    public SpectatorPage(String name, Scope scope, Prepare prepare) {
        this(name, scope, prepare, When.WATCHED, null);
    }

    /** The same, carrying in each event what changed on it ({@link Carry}). */
    public SpectatorPage(String name, Scope scope, Prepare prepare, Carry carry) {
        this(name, scope, prepare, When.WATCHED, carry);
    }

    /** A page prepared {@code when} said, whose events carry nothing. */
    public SpectatorPage(String name, Scope scope, Prepare prepare, When when) {
        this(name, scope, prepare, when, null);
    }

    /** When the publisher prepares a page after a change (it always does at start). */
    public enum When {
        /** Before telling the watchers of its scope, in the languages open pages fetch it in. */
        WATCHED,
        /**
         * After every change announced through this server, in the background and in every language, whether or not
         * a page watches: a page that phones open all at once without watching (the draw before a session; issue 30).
         * Its {@link Prepare} must cost little when nothing it shows changed.
         */
        EVERY_CHANGE
    }

    /** Which live events concern the page. */
    public enum Scope {
        /** The whole tournament: the standings. */
        TOURNAMENT,
        /** One session: its live page. */
        SESSION
    }

    /** Renders (or computes) what the page's open copies will fetch for a scope of a tournament. */
    @FunctionalInterface
    public interface Prepare {
        /**
         * {@code read} is the tournament at the results version about to be told (the spectators' snapshot; at start
         * and after a change prepared in the background, read from the database, its results version -1: the
         * newest), so that a preparation reads neither again; {@code scope} is the whole tournament or a session;
         * {@code languages} are those in which open pages fetch it (empty at start: then the page prepares what every
         * language shares).
         */
        void prepare(TournamentRead read, org.mahjongresults.web.publish.Scope scope, Set<Language> languages);
    }

    /**
     * What an event to the page's open copies carries of what changed (issue 39), once it is prepared: a JSON value
     * the page's script applies without a fetch, or null for nothing (the page then fetches its region).
     */
    @FunctionalInterface
    public interface Carry {
        /**
         * {@code read}: the tournament at the version about to be told, as its pages were prepared from (so that what
         * is carried reads neither again); {@code tables}: the tables changed since the watchers were last told
         * ("3/12").
         */
        String carry(TournamentRead read, org.mahjongresults.web.publish.Scope scope, Language language,
                     Set<String> tables);
    }

    boolean concerns(org.mahjongresults.web.publish.Scope watched) {
        return scope == Scope.TOURNAMENT ? watched == org.mahjongresults.web.publish.Scope.ALL
                : watched instanceof org.mahjongresults.web.publish.Scope.Session;
    }
}

package org.mahjongresults.web.publish;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a change concerns and what an open page watches: the whole tournament, one session, or one table of a
 * session. Pages write it as text ({@code data-scope}, {@code ?scope=}: "all", "session:3", "table:3/12"); in the
 * code it is this type, never a string built by hand.
 */
public sealed interface Scope permits Scope.Whole, Scope.Session, Scope.Table {

    /** The whole tournament: its standings, or a change anything may follow from (settings, draw, clock, penalty). */
    Scope ALL = new Whole();

    static Scope session(int number) {
        return new Session(number);
    }

    static Table table(int session, int number) {
        return new Table(session, number);
    }

    /** The scope as pages write it. */
    String text();

    /** Whether a change to {@code table} (null: to the whole tournament) concerns the watchers of this scope. */
    boolean concerns(Table table);

    /** The scope a page's text names, or empty for anything else (a made-up value is not a scope). */
    static Optional<Scope> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        if (text.equals("all")) {
            return Optional.of(ALL);
        }
        Matcher session = SESSION_TEXT.matcher(text);
        if (session.matches()) {
            return Optional.of(session(Integer.parseInt(session.group(1))));
        }
        Matcher table = TABLE_TEXT.matcher(text);
        if (table.matches()) {
            return Optional.of(table(Integer.parseInt(table.group(1)), Integer.parseInt(table.group(2))));
        }
        return Optional.empty();
    }

    /** Bounded numbers: a scope is a key of the live events' maps, and a page may send anything. */
    Pattern SESSION_TEXT = Pattern.compile("session:(\\d{1,4})");
    Pattern TABLE_TEXT = Pattern.compile("table:(\\d{1,4})/(\\d{1,5})");

    /** The whole tournament. */
    record Whole() implements Scope {
        @Override
        public String text() {
            return "all";
        }

        @Override
        public boolean concerns(Table table) {
            return true;
        }
    }

    /** One session: its live page. */
    record Session(int number) implements Scope {
        @Override
        public String text() {
            return "session:" + number;
        }

        @Override
        public boolean concerns(Table table) {
            return table == null || table.session() == number;
        }
    }

    /** One table of a session: its sheet. */
    record Table(int session, int number) implements Scope {
        @Override
        public String text() {
            return "table:" + key();
        }

        /** "3/12": how a live event names the table it tells of. */
        public String key() {
            return session + "/" + number;
        }

        @Override
        public boolean concerns(Table table) {
            return table == null || equals(table);
        }
    }
}

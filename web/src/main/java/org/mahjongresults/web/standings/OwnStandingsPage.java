package org.mahjongresults.web.standings;

/** A standings page as the tournament's rule set builds it: its typed page record, and the template showing it. */
public interface OwnStandingsPage {

    /** The template rendering this page record. */
    String template();
}

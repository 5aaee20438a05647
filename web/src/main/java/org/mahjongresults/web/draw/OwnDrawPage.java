package org.mahjongresults.web.draw;

/** A draw page as the tournament's rule set builds it: its typed page record, and the template that shows it. */
public interface OwnDrawPage {

    /** The template rendering this page record. */
    String template();
}

/**
 * A Swiss championship (Sichuan rules) run as a knockout: {@link SwissService} reads the stored draw,
 * sheets and winners and hands them to {@code engine.knockout}; {@link SwissDrawRules} and {@link SwissStandingsRules}
 * are its {@code web.draw} and {@code web.standings} strategies, and {@link SwissExports} its CSV and JSON. Stored by
 * {@code db.swiss}'s {@code SwissRepository}.
 */
package org.mahjongresults.web.swiss;

/**
 * The standings settings of each tournament (issue 28): {@link StandingsRuleRepository} keeps each
 * {@link StandingsRule} (team rule, tie-breakers, the drawn lot); saving is audited and bumps the results version.
 */
package org.mahjongresults.db.rankings;

/**
 * The knockout of a Swiss championship (Swiss §1, Swiss §7, RULINGS §6): rounds of four hands per table; the first-placed
 * player of each table advances, until one final table of four is left.
 *
 * <p>The documents give no rule for the bracket, the pairing of later rounds or the placing of those knocked out
 * (RULINGS, U28). Our rules, each in the class that applies it:
 * <ul>
 *   <li>{@link org.mahjongresults.engine.knockout.BracketPlan}: the field must fill tables of four; when the table
 *       winners of a round do not fill tables of four, the best runners-up advance as well ("wildcards");</li>
 *   <li>{@link org.mahjongresults.engine.knockout.KnockoutDraw}: round 1 is the seeded draw of the whole field
 *       (teammates apart); each later round is drawn from the advancers with as few repeat meetings as possible;</li>
 *   <li>{@link org.mahjongresults.engine.knockout.TableScore}: a table's totals and places after four hands; a
 *       shared top total is a tie the referee breaks;</li>
 *   <li>{@link org.mahjongresults.engine.knockout.KnockoutStandings}: how far each player went and the final
 *       placing.</li>
 * </ul>
 * Players are named by their entry numbers, as in the draw engine.
 */
package org.mahjongresults.engine.knockout;

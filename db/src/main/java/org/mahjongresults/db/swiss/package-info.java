/**
 * The Swiss knockout as stored: {@link SwissRepository} keeps who advances from each table of a round and
 * the rounds' draws.
 */
package org.mahjongresults.db.swiss;

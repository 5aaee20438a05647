/**
 * The registry of persons: {@link PersonRepository} matches tournament entries ({@link Entry}) to
 * {@link Person}s, merges duplicates ({@link PersonMerge}, undoable) and keeps past tournaments ({@link PastTournament},
 * {@link PastResult}) imported from EMA results files. Every write is audited.
 */
package org.mahjongresults.db.person;

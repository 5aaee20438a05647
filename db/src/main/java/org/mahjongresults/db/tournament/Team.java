package org.mahjongresults.db.tournament;

/** A team of a team event: up to four players plus a substitute, and a leader (RULINGS §3). */
public record Team(Long id, long tournamentId, String name, String nativeName, String country, String leaderName) {
}

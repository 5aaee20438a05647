package org.mahjongresults.engine.draw;

/**
 * A competitor as the draw sees him: his entry number (参赛号), his team if the event has teams, and his country
 * or region (004 §3.5.1 asks that players of one country avoid each other as far as possible).
 *
 * @param id      the entry number, unique in the tournament
 * @param team    the team's name or code, or {@code null} for a player without a team
 * @param country the country or region code, or {@code null} when unknown or not used
 */
public record DrawPlayer(int id, String team, String country) {

    /** A player with neither team nor country. */
    public static DrawPlayer of(int id) {
        return new DrawPlayer(id, null, null);
    }

    /** A player in the given team (no country). */
    public static DrawPlayer inTeam(int id, String team) {
        return new DrawPlayer(id, team, null);
    }

    /** Whether both players belong to the same team. */
    public boolean isTeammateOf(DrawPlayer other) {
        return team != null && team.equals(other.team) && id != other.id;
    }

    /** Whether both players have the same country or region. */
    public boolean isCompatriotOf(DrawPlayer other) {
        return country != null && country.equals(other.country) && id != other.id;
    }
}

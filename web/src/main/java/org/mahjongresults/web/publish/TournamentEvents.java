package org.mahjongresults.web.publish;

/**
 * Where a service announces its writes that spectators may see: the {@link Publisher} in the application, a list in
 * a test. A service knows this and nothing else of publishing.
 */
@FunctionalInterface
public interface TournamentEvents {

    void announce(TournamentChanged change);
}

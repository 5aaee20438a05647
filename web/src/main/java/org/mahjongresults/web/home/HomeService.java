package org.mahjongresults.web.home;

import java.util.List;
import java.util.function.LongPredicate;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;

/** The tournaments a visitor may see on the home page: the public ones, and the drafts of those they work on. */
public final class HomeService {

    private final TournamentRepository tournaments;

    public HomeService(TournamentRepository tournaments) {
        this.tournaments = tournaments;
    }

    /** Newest first; a tournament that is not public only if {@code isStaffOf} holds for its id. */
    public List<Tournament> visible(LongPredicate isStaffOf) {
        return tournaments.list().stream().filter(t -> t.isPublic() || isStaffOf.test(t.id())).toList();
    }
}

package org.mahjongresults.web.auth;

import java.util.Optional;
import org.mahjongresults.db.account.TableCodeRepository.Target;

/**
 * Who asks to keep a sheet: the signed-in account, if any, and the table a phone was signed in for by its sign-in
 * code (issue 39), if any. Services decide what either may do; controllers only hand this over.
 */
public record Scorer(Optional<CurrentUser> user, Optional<Target> tableCode) {

    /** Whether the phone was signed in by the code of this table of this session of this tournament. */
    public boolean signedInFor(long tournamentId, int session, int table) {
        return tableCode.filter(t -> t.tournamentId() == tournamentId && t.session() == session
                && t.table() == table).isPresent();
    }
}

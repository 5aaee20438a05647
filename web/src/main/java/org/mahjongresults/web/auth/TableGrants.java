package org.mahjongresults.web.auth;

import io.javalin.http.Context;
import java.util.Optional;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.account.TableCodeRepository;
import org.mahjongresults.db.account.TableCodeRepository.Target;

/**
 * What a phone signed in by a table's sign-in code may do (issue 39 item 3): keep that table's score sheet, in that
 * session of that tournament, and nothing else. The code is read again on each request, so a code the director
 * revokes stops its phone at once (the revocation also ends the phone's session).
 */
public final class TableGrants {

    private static final String ATTRIBUTE = TableGrants.class.getName();

    /** No phone is signed in by a code (tests and tools that wire no codes). */
    public static final TableGrants NONE = new TableGrants(null, null);

    private final WebSessions sessions;
    private final TableCodeRepository codes;

    public TableGrants(WebSessions sessions, TableCodeRepository codes) {
        this.sessions = sessions;
        this.codes = codes;
    }

    /** The table the request's session was signed in for by a code, while the code holds. */
    public Optional<Target> of(Context ctx) {
        if (codes == null) {
            return Optional.empty();
        }
        Optional<Target> cached = ctx.attribute(ATTRIBUTE);
        if (cached != null) {
            return cached;
        }
        Optional<Target> found = sessions.current(ctx)
                .map(WebSessions.Session::tableCodeId)
                .flatMap(codes::live);
        ctx.attribute(ATTRIBUTE, found);
        return found;
    }

    /** Whether the request's session was signed in by a code for this table of this session. */
    public boolean scores(Context ctx, long tournamentId, int session, int table) {
        return of(ctx).filter(t -> t.tournamentId() == tournamentId && t.session() == session && t.table() == table)
                .isPresent();
    }

    /** The audit actor of a phone signed in by a code: no account, the code's table. */
    public Optional<Actor> actor(Context ctx) {
        return of(ctx).map(t -> new Actor(null, "table " + t.table() + " (sign-in code " + t.codeId() + ")",
                ClientAddress.of(ctx)));
    }
}

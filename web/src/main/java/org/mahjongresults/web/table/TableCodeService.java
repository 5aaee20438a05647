package org.mahjongresults.web.table;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.account.TableCodeRepository;
import org.mahjongresults.db.account.TableCodeRepository.Redeemed;
import org.mahjongresults.db.account.TableCodeRepository.Refusal;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;

/** The tables' sign-in codes of a session (issue 39 item 3): printed, used once, revoked. */
public final class TableCodeService {

    /** The longest code the key makes is 22 characters: anything much longer is not one, and is not looked up. */
    private static final int MAX_CODE = 64;

    private final TableCodeRepository codes;
    private final DrawRepository draws;

    public TableCodeService(TableCodeRepository codes, DrawRepository draws) {
        this.codes = codes;
        this.draws = draws;
    }

    /** The code of each table of session {@code n} by table number; empty when the session has no tables drawn. */
    public Map<Integer, String> codes(Actor actor, long tournamentId, int n) {
        Set<Integer> tables = new TreeSet<>();
        for (Seating s : draws.seatings(tournamentId)) {
            if (s.session() == n) {
                tables.add(s.table());
            }
        }
        return tables.isEmpty() ? Map.of() : codes.codes(actor, tournamentId, n, tables);
    }

    /** Revokes one table's code ({@code table}) or every table's of the session (null); how many were revoked. */
    public int revoke(Actor actor, long tournamentId, int n, Integer table) {
        return codes.revoke(actor, tournamentId, n, table);
    }

    /** What a scanned code would come to, without using it (the page with the button). */
    public Redeemed peek(String code) {
        if (code == null || code.length() > MAX_CODE) {
            return new Redeemed(java.util.Optional.empty(), Refusal.UNKNOWN);
        }
        return codes.peek(code);
    }

    /** Uses a scanned code: the table it signs in for, once, or why it does not. */
    public Redeemed redeem(Actor actor, String code) {
        if (code == null || code.length() > MAX_CODE) {
            return new Redeemed(java.util.Optional.empty(), Refusal.UNKNOWN);
        }
        return codes.redeem(actor, code);
    }
}

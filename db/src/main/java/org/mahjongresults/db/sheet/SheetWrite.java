package org.mahjongresults.db.sheet;

import static org.mahjongresults.db.jooq.Tables.TOURNAMENT_SESSION;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.jooq.DSLContext;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.jooq.tables.records.ScoreSheetRecord;
import org.mahjongresults.engine.sheet.SheetStatus;
import org.mahjongresults.engine.tournament.SessionStatus;

/**
 * One score sheet with its row locked, for one transaction ({@link SheetRepository#write}): what the sheet service
 * reads to decide (the sheet's status and version, its hands, its session's status) and the writes it decides on.
 * Whoever holds it holds the only write to this sheet, so what it read stays true until the transaction ends. The
 * rules live with the caller; this class only reads and stores.
 */
public final class SheetWrite {

    private final SheetRepository repository;
    private final DSLContext tx;
    private final Actor actor;
    private final long tournamentId;
    private final ScoreSheetRecord sheet;
    private List<HandRecord> hands;
    private SessionStatus session;
    private long resultsVersion = -1;

    SheetWrite(SheetRepository repository, DSLContext tx, Actor actor, long tournamentId, ScoreSheetRecord sheet) {
        this.repository = repository;
        this.tx = tx;
        this.actor = actor;
        this.tournamentId = tournamentId;
        this.sheet = sheet;
    }

    public SheetStatus status() {
        return sheet.getStatus();
    }

    /** The sheet's version: the one read under the lock, then the one each write here leaves. */
    public int version() {
        return sheet.getVersion();
    }

    /** The sheet's hands in order, as stored now. */
    public List<HandRecord> hands() {
        if (hands == null) {
            hands = SheetRepository.hands(tx, sheet.getId());
        }
        return hands;
    }

    /** The status of the sheet's session. */
    public SessionStatus session() {
        if (session == null) {
            session = tx.select(TOURNAMENT_SESSION.STATUS)
                    .from(TOURNAMENT_SESSION)
                    .where(TOURNAMENT_SESSION.ID.eq(sheet.getSessionId()))
                    .fetchOne(TOURNAMENT_SESSION.STATUS);
        }
        return session;
    }

    /**
     * Stores {@code hand} under its number with each seated player's seat letter ({@code seats}, for the result
     * rows), bumps the sheet's and the results' versions and writes the audit entry.
     *
     * @return the hand as stored, with its id
     */
    public HandRecord add(HandRecord hand, Map<Long, String> seats) {
        long handId = repository.insertHand(tx, sheet.getId(), hand, actor, seats);
        sheet.setVersion(SheetRepository.bump(tx, tournamentId, sheet.getId(), v -> resultsVersion = v));
        hands = null;
        HandRecord saved = hands().stream().filter(h -> h.id() == handId).findFirst().orElseThrow();
        repository.audit(tx, actor, "hand.add", sheet.getId(), tournamentId, null, JsonCodec.write(saved.snapshot()));
        return saved;
    }

    /**
     * The tournament's results version this write's hand produced (the change log's line of this sheet's table), -1
     * before a hand is added: told to the publisher, which then need not read that line back.
     */
    public long resultsVersion() {
        return resultsVersion;
    }

    /** Stores the session's new status (with its start or end time); nothing is written if it is the same. */
    public void session(SessionStatus to) {
        SessionStatus from = session();
        if (to == from) {
            return;
        }
        OffsetDateTime now = repository.now();
        var update = tx.update(TOURNAMENT_SESSION).set(TOURNAMENT_SESSION.STATUS, to);
        if (to == SessionStatus.RUNNING) {
            update = update.set(TOURNAMENT_SESSION.STARTED_AT, now);
        } else if (to == SessionStatus.FINISHED) {
            update = update.set(TOURNAMENT_SESSION.ENDED_AT, now);
        }
        // From the status read: another sheet of the session may have moved it first, and then theirs stands.
        update.where(TOURNAMENT_SESSION.ID.eq(sheet.getSessionId()))
                .and(TOURNAMENT_SESSION.STATUS.eq(from))
                .execute();
        session = to;
    }
}

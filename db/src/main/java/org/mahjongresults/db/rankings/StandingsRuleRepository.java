package org.mahjongresults.db.rankings;

import static org.mahjongresults.db.jooq.Tables.STANDINGS_RULE;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jooq.DSLContext;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.ResultsVersion;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.engine.tournament.TeamScoring;
import org.mahjongresults.engine.tournament.TieBreaker;

/**
 * The standings settings of each tournament (issue 28). Saving them is audited and bumps the results version, so
 * every server computes the standings again and open pages hear of it. The lot is drawn here, once: the first save
 * that chooses it draws a seed, records it in the audit log, and keeps it for every later computation.
 */
public final class StandingsRuleRepository {

    private final Database db;
    private final Clock clock;
    private final AuditLog audit;
    private final SecureRandom random = new SecureRandom();

    public StandingsRuleRepository(Database db, Clock clock, AuditLog audit) {
        this.db = db;
        this.clock = clock;
        this.audit = audit;
    }

    /** The tournament's settings, or today's rule when the director never set them. */
    public StandingsRule find(long tournamentId) {
        return find(db.dsl(), tournamentId);
    }

    private static StandingsRule find(DSLContext dsl, long tournamentId) {
        var r = dsl.selectFrom(STANDINGS_RULE)
                .where(STANDINGS_RULE.TOURNAMENT_ID.eq(tournamentId))
                .fetchOne();
        if (r == null) {
            return StandingsRule.defaults(tournamentId);
        }
        return new StandingsRule(tournamentId, TeamScoring.valueOf(r.getTeamScoring()), r.getTeamBestK(),
                parse(r.getTieBreakers()), r.getLotSeed(), r.getLotDrawnAt());
    }

    private static List<TieBreaker> parse(String text) {
        return Arrays.stream(text.split(","))
                .filter(s -> !s.isBlank())
                .map(TieBreaker::valueOf)
                .toList();
    }

    /**
     * Saves the team rule and the tie-breakers. The lot already drawn is kept; if the lot is chosen and none is drawn
     * yet, it is drawn now. Returns the settings as saved.
     */
    public StandingsRule save(Actor actor, long tournamentId, TeamScoring scoring, int bestK,
                              List<TieBreaker> breakers) {
        return db.transaction(tx -> {
            StandingsRule before = find(tx, tournamentId);
            Long seed = before.lotSeed();
            OffsetDateTime drawnAt = before.lotDrawnAt();
            if (seed == null && breakers.contains(TieBreaker.LOT)) {
                seed = random.nextLong();
                drawnAt = OffsetDateTime.now(clock);
                audit.record(tx, actor, "standings.lot", "tournament", tournamentId, tournamentId, null,
                        JsonCodec.write(Map.of("seed", seed)));
            }
            String chain = String.join(",", breakers.stream().map(Enum::name).toList());
            int updated = tx.update(STANDINGS_RULE)
                    .set(STANDINGS_RULE.TEAM_SCORING, scoring.name())
                    .set(STANDINGS_RULE.TEAM_BEST_K, bestK)
                    .set(STANDINGS_RULE.TIE_BREAKERS, chain)
                    .set(STANDINGS_RULE.LOT_SEED, seed)
                    .set(STANDINGS_RULE.LOT_DRAWN_AT, drawnAt)
                    .where(STANDINGS_RULE.TOURNAMENT_ID.eq(tournamentId))
                    .execute();
            if (updated == 0) {
                tx.insertInto(STANDINGS_RULE)
                        .set(STANDINGS_RULE.TOURNAMENT_ID, tournamentId)
                        .set(STANDINGS_RULE.TEAM_SCORING, scoring.name())
                        .set(STANDINGS_RULE.TEAM_BEST_K, bestK)
                        .set(STANDINGS_RULE.TIE_BREAKERS, chain)
                        .set(STANDINGS_RULE.LOT_SEED, seed)
                        .set(STANDINGS_RULE.LOT_DRAWN_AT, drawnAt)
                        .execute();
            }
            StandingsRule after = new StandingsRule(tournamentId, scoring, bestK, breakers, seed, drawnAt);
            audit.record(tx, actor, "standings.rule", "tournament", tournamentId, tournamentId,
                    JsonCodec.write(snapshot(before)), JsonCodec.write(snapshot(after)));
            // The standings change shape: every server computes them again and open pages are told.
            ResultsVersion.bump(tx, tournamentId);
            return after;
        });
    }

    private static Map<String, Object> snapshot(StandingsRule r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("teamScoring", r.teamScoring().name());
        m.put("bestK", r.bestK());
        m.put("tieBreakers", String.join(",", r.tieBreakers().stream().map(Enum::name).toList()));
        m.put("lotSeed", r.lotSeed());
        return m;
    }
}

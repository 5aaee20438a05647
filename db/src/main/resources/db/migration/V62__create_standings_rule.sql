-- The director's standings settings beyond the ranking order (issue 28): how a team's and a nation's totals are
-- made, and the tie-breakers applied, in order, to players still equal on table points and match points.
CREATE TABLE standings_rule (
    tournament_id BIGINT       NOT NULL PRIMARY KEY REFERENCES tournament (id) ON DELETE CASCADE,
    -- ALL_MEMBERS (RULES §13.2), BEST_K_PER_SESSION or BEST_K_OVERALL (the WMC rule).
    team_scoring  VARCHAR(24)  NOT NULL DEFAULT 'ALL_MEMBERS',
    team_best_k   INTEGER      NOT NULL DEFAULT 0,
    -- The chosen tie-breakers in order, comma-separated: HEAD_TO_HEAD, FIRSTS, BEST_SESSION, LOT; empty for none.
    tie_breakers  VARCHAR(100) NOT NULL DEFAULT '',
    -- The drawn lot's seed, drawn once when the lot is first chosen and recorded in the audit log; never redrawn.
    lot_seed      BIGINT,
    lot_drawn_at  TIMESTAMP WITH TIME ZONE,
    CONSTRAINT ck_standings_rule_scoring CHECK (team_scoring IN ('ALL_MEMBERS', 'BEST_K_PER_SESSION',
                                                                 'BEST_K_OVERALL')),
    CONSTRAINT ck_standings_rule_k CHECK (team_best_k BETWEEN 0 AND 99)
);

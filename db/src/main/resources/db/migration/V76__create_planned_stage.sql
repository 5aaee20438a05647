-- A stage planned while the stage before it is still being played (issue 35): at most one per tournament. It is
-- formed, and this row removed in the same transaction, when the tournament's last session closes (every table's
-- sheet closed); a director may change or cancel it until then.
CREATE TABLE planned_stage (
    tournament_id   BIGINT       NOT NULL PRIMARY KEY REFERENCES tournament (id) ON DELETE CASCADE,
    formation       VARCHAR(16)  NOT NULL,
    group_size      INTEGER      NOT NULL,
    sessions        INTEGER      NOT NULL,
    carry           VARCHAR(16)  NOT NULL,
    seating         VARCHAR(16)  NOT NULL,
    -- Null: drawn when the stage is formed.
    seed            BIGINT,
    CONSTRAINT ck_planned_stage_formation CHECK (formation IN ('CUT', 'SNAKE', 'QUARTILES', 'BLOCKS')),
    CONSTRAINT ck_planned_stage_carry CHECK (carry IN ('NONE', 'ALL', 'TABLE_POINTS')),
    CONSTRAINT ck_planned_stage_seating CHECK (seating IN ('DRAW', 'STANDINGS', 'TABLE_WINNERS'))
);

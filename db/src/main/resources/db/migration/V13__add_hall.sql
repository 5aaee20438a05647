-- Event day in the hall (issue 16): the venue's time zone and the big screen's choices, the session clock held by
-- the server (so every view and every web server shows the same time left), per-table extensions, and how a
-- sheet ended short of a full session (time called, RULES §2.3, or a reason given).

CREATE TABLE hall_settings (
    tournament_id  BIGINT       NOT NULL PRIMARY KEY REFERENCES tournament (id) ON DELETE CASCADE,
    -- An IANA zone id (Europe/Zurich): every time is entered and shown in it; the database keeps UTC.
    time_zone      VARCHAR(64)  NOT NULL DEFAULT 'UTC',
    -- What the big screen rotates through, comma-separated: standings, tables, clock, qr.
    screen_panes   VARCHAR(100) NOT NULL DEFAULT 'standings,tables,clock,qr',
    screen_theme   VARCHAR(8)   NOT NULL DEFAULT 'dark',
    screen_seconds INTEGER      NOT NULL DEFAULT 15,
    CONSTRAINT ck_hall_theme CHECK (screen_theme IN ('dark', 'light')),
    CONSTRAINT ck_hall_seconds CHECK (screen_seconds BETWEEN 5 AND 120)
);

-- One session's clock. RUNNING: ends at ends_at. PAUSED: paused_left_ms remain. CALLED: the chief referee called
-- time at ends_at. A RUNNING clock whose ends_at has passed is time called at ends_at (no job needs to run).
CREATE TABLE session_clock (
    session_id     BIGINT       NOT NULL PRIMARY KEY REFERENCES tournament_session (id) ON DELETE CASCADE,
    state          VARCHAR(8)   NOT NULL,
    started_at     TIMESTAMP WITH TIME ZONE NOT NULL,
    ends_at        TIMESTAMP WITH TIME ZONE NOT NULL,
    paused_left_ms BIGINT,
    version        INTEGER      NOT NULL DEFAULT 0,
    CONSTRAINT ck_clock_state CHECK (state IN ('RUNNING', 'PAUSED', 'CALLED'))
);

-- Extra time for one table (a late start, a long ruling): its time is called this much after the session's.
CREATE TABLE table_clock (
    session_id     BIGINT       NOT NULL REFERENCES tournament_session (id) ON DELETE CASCADE,
    table_number   INTEGER      NOT NULL,
    extra_seconds  INTEGER      NOT NULL,
    PRIMARY KEY (session_id, table_number)
);

-- A sheet submitted with fewer hands than a full session: after time was called ("time called after hand k"),
-- or before, with the scorekeeper's confirmation and reason.
CREATE TABLE sheet_end (
    sheet_id       BIGINT       NOT NULL PRIMARY KEY REFERENCES score_sheet (id) ON DELETE CASCADE,
    after_hand     INTEGER      NOT NULL,
    by_time        BOOLEAN      NOT NULL,
    reason         VARCHAR(500),
    recorded_by    BIGINT REFERENCES app_user (id),
    recorded_at    TIMESTAMP WITH TIME ZONE NOT NULL
);

-- Hands per session was a setting with no effect; the rule set decides it (RULES §2.2: 16 hands, four wind rounds
-- of four; §8: a Swiss table plays 4). Existing rows are brought in line; the settings form no longer offers it.
UPDATE tournament SET hands_per_session = CASE WHEN rule_set = 'SICHUAN' THEN 4 ELSE 16 END;

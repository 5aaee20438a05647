-- Check-in before a session (issue 28 item 4). A player checks in by scanning the QR code of their seat on the
-- table's check-in card, which holds a token of their own for that session (so a spectator who does not hold the
-- card cannot check anybody in), or a referee ticks them on the check-in page.

CREATE TABLE checkin_token (
    tournament_id  BIGINT      NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
    session_number INTEGER     NOT NULL,
    player_id      BIGINT      NOT NULL REFERENCES player (id) ON DELETE CASCADE,
    -- 128 random bits, URL-safe Base64: unguessable, printed in the seat's QR code.
    token          VARCHAR(64) NOT NULL,
    PRIMARY KEY (tournament_id, session_number, player_id),
    CONSTRAINT uq_checkin_token UNIQUE (token)
);

CREATE TABLE checkin (
    tournament_id  BIGINT      NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
    session_number INTEGER     NOT NULL,
    player_id      BIGINT      NOT NULL REFERENCES player (id) ON DELETE CASCADE,
    checked_in_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    -- CARD: the player scanned the seat's code; REFEREE: an official ticked the player.
    method         VARCHAR(8)  NOT NULL,
    checked_by     BIGINT REFERENCES app_user (id) ON DELETE SET NULL,
    PRIMARY KEY (tournament_id, session_number, player_id),
    CONSTRAINT ck_checkin_method CHECK (method IN ('CARD', 'REFEREE'))
);

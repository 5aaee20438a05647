-- A counter bumped in the same transaction as every write that changes results (hands, corrections, closing,
-- penalties), so every web server can tell cheaply whether its cached standings are current.
ALTER TABLE tournament ADD COLUMN results_version BIGINT DEFAULT 0 NOT NULL;

CREATE INDEX ix_hand_result_player ON hand_result (player_id);
CREATE INDEX ix_score_sheet_session ON score_sheet (session_id);

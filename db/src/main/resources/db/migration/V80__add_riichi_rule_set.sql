-- A third rule set, riichi (issue 38): a tournament may play it, with one of the published rule sets as its preset
-- and hanchan or tonpuusen games.
ALTER TABLE tournament DROP CONSTRAINT ck_tournament_rule_set;

ALTER TABLE tournament ADD CONSTRAINT ck_tournament_rule_set CHECK (rule_set IN ('MCR', 'SWISS', 'RIICHI'));

-- A riichi tournament's preset (RiichiProfile: the EMA RCR 2016, the WRC rules, M.League) and its games' length.
-- A tournament without a row plays the EMA rules' hanchan.
CREATE TABLE riichi_setting (
    tournament_id BIGINT      NOT NULL PRIMARY KEY REFERENCES tournament (id) ON DELETE CASCADE,
    preset        VARCHAR(16) NOT NULL,
    game_length   VARCHAR(16) NOT NULL,
    CONSTRAINT ck_riichi_setting_preset CHECK (preset IN ('EMA2016', 'WRC', 'MLEAGUE')),
    CONSTRAINT ck_riichi_setting_length CHECK (game_length IN ('HANCHAN', 'TONPUUSEN'))
);

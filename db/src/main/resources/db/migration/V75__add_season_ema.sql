-- Issue 35: the EMA ranking as a season rule. Its weight needs each tournament's days of play (1 to 3) and whether one
-- had to qualify for it, which a series director gives per tournament of the season.

ALTER TABLE season DROP CONSTRAINT ck_season_basis;
ALTER TABLE season ADD CONSTRAINT ck_season_basis CHECK (basis IN ('PLACE', 'TABLE_POINTS', 'MERS', 'EMA'));

ALTER TABLE season_tournament ADD COLUMN days INTEGER NOT NULL DEFAULT 1;
ALTER TABLE season_tournament ADD COLUMN qualification BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE season_tournament ADD CONSTRAINT ck_season_days CHECK (days BETWEEN 1 AND 3);

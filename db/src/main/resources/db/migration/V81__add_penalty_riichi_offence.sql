-- A riichi tournament's penalties name an offence of the riichi catalogue (RiichiOffence, issue 38). Its codes live
-- in their own column so that they never collide with MCR's (both catalogues have a CHEATING and a
-- WRONG_TILE_COUNT); a row names exactly one of the two offences.
ALTER TABLE penalty ADD COLUMN riichi_offence VARCHAR(48);

ALTER TABLE penalty ALTER COLUMN offence DROP NOT NULL;

ALTER TABLE penalty ADD CONSTRAINT ck_penalty_one_offence
    CHECK ((offence IS NULL AND riichi_offence IS NOT NULL) OR (offence IS NOT NULL AND riichi_offence IS NULL));

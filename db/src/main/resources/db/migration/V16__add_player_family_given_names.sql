-- Issue 30: the EMA's ranking tables carry a player's last (family) and first (given) name apart, and one display
-- name cannot say which part is which ("Takahashi Yui" family name first, "Lena Weber" given name first). The display
-- name stays as it is; the two parts are kept beside it.
ALTER TABLE player ADD COLUMN family_name VARCHAR(200);
ALTER TABLE player ADD COLUMN given_name VARCHAR(200);

-- Existing rows: split only where the name says which part is which ("Weber, Lena": family, then given); otherwise
-- the whole name is the family name and the given name is left empty, for a director to correct.
UPDATE player
   SET family_name = TRIM(SUBSTRING(name FROM 1 FOR POSITION(',' IN name) - 1)),
       given_name = TRIM(SUBSTRING(name FROM POSITION(',' IN name) + 1))
 WHERE POSITION(',' IN name) > 1
   AND POSITION(',' IN name) < CHAR_LENGTH(name)
   AND POSITION(',' IN SUBSTRING(name FROM POSITION(',' IN name) + 1)) = 0;

UPDATE player SET family_name = name WHERE family_name IS NULL;

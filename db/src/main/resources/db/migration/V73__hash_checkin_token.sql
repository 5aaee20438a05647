-- Check-in tokens are no longer kept in clear (issue 36): a backup travels, and a token read from it would check a
-- player in. A token is now made from a random nonce and the server's secret key (kept outside the database), and
-- only its SHA-256 is kept to find it by. The tokens of earlier releases cannot be turned into such pairs, so they
-- are forgotten: a card printed before the upgrade leads to the page that says to ask a referee, who ticks the
-- player; printing the card again gives new codes.
DELETE FROM checkin_token;
ALTER TABLE checkin_token DROP CONSTRAINT uq_checkin_token;
ALTER TABLE checkin_token DROP COLUMN token;
ALTER TABLE checkin_token ADD COLUMN nonce VARCHAR(32) NOT NULL;
ALTER TABLE checkin_token ADD COLUMN token_hash VARCHAR(64) NOT NULL;
ALTER TABLE checkin_token ADD CONSTRAINT uq_checkin_token_hash UNIQUE (token_hash);

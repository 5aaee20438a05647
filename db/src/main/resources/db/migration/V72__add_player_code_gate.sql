-- Personal codes throttled in one step (issue 36): a try at a player's code takes the player's row lock, reads the
-- failures and this gate, records itself and moves the gate on, all in one transaction, so that concurrent tries
-- cannot all read the same count. next_try_at is the earliest moment the player's next slowed try may be checked.
ALTER TABLE player_code ADD COLUMN next_try_at TIMESTAMP WITH TIME ZONE;

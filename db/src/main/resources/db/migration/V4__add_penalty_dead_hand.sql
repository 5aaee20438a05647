-- A sanction may add a dead hand to its points (错和: pays 10 to each and the hand is dead).
ALTER TABLE penalty ADD COLUMN dead_hand BOOLEAN DEFAULT FALSE NOT NULL;

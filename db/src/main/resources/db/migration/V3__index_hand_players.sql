-- Player pages count the hands a player won and dealt in.
CREATE INDEX ix_hand_winner ON hand (winner_player_id);
CREATE INDEX ix_hand_discarder ON hand (discarder_player_id);

-- Every bump of a tournament's results version records what it touched: one table of one session, or (both
-- numbers null) anything in the tournament. A web server whose cached results are at version v reads the changes
-- after v and brings only those tables up to date, so several servers on one database stay consistent without
-- recomputing the whole tournament after every hand.
CREATE TABLE results_change (
    tournament_id  BIGINT  NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
    version        BIGINT  NOT NULL,
    session_number INTEGER,
    table_number   INTEGER,
    PRIMARY KEY (tournament_id, version)
);

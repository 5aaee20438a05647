-- One row that a starting server locks (SELECT ... FOR UPDATE) while it loads the demo and creates the first
-- administrator, so that servers starting together on one database do those steps one after the other.
CREATE TABLE startup_lock (
    id INT PRIMARY KEY
);

INSERT INTO startup_lock (id) VALUES (1);

-- An appeal may be handed in while the table is still playing (a written appeal during play, RULES §7): its
-- filing deadline does not exist yet, because it runs from the close of the sheet. NULL records exactly that.
ALTER TABLE appeal ALTER COLUMN deadline_at DROP NOT NULL;

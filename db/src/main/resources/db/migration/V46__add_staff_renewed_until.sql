-- A staff assignment of a finished tournament lapses some days after the tournament's last day, unless an
-- administrator renews it until a later day.
ALTER TABLE tournament_staff ADD COLUMN renewed_until DATE;

-- One name for the Swiss championship's rule set (issue 34): the stored value follows RuleSet.SWISS, so an existing
-- database's Swiss tournaments keep their rules. The game's hand scoring keeps its name, Sichuan (RULES §8).
ALTER TABLE tournament DROP CONSTRAINT ck_tournament_rule_set;

UPDATE tournament
SET rule_set = 'SWISS'
WHERE rule_set = 'SICHUAN';

ALTER TABLE tournament ADD CONSTRAINT ck_tournament_rule_set CHECK (rule_set IN ('MCR', 'SWISS'));

-- The planner estimates a search term's matches (`search_text LIKE '%walker%'`) from the column's
-- histogram alone, 101 values by default. "walker" matches 2.4 % of ten million users, about 2 of
-- those values: from a sample that held none, ANALYZE left an estimate of 0.01 % (1 000 rows),
-- and the planner read the trigram index's bitmap of all 240 000 matches (1.3 s warm, 19 s cold)
-- instead of walking the name index to the first 25 (0.15–0.22 s). With 1 001 values a term as
-- common as that is in ~24 of them, so one unlucky sample no longer flips the plan; ANALYZE of
-- ten million users samples 300 000 rows instead of 30 000 (7 s instead of ~2).
ALTER TABLE users ALTER COLUMN search_text SET STATISTICS 1000;
ALTER TABLE kyc ALTER COLUMN search_text SET STATISTICS 1000;
-- At once, not at autovacuum's next pass: the column's histogram alone.
ANALYZE users (search_text);
ANALYZE kyc (search_text);

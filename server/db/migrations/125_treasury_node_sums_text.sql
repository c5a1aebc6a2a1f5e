-- A tree row's sums as the tree hashes them: decimals in the snapshot's asset order, comma-joined.
-- COPY then parses no array per row (a million users' tree loads about a quarter faster); a proof
-- reads them back with string_to_array.
ALTER TABLE treasury_snapshot_nodes ALTER COLUMN sums TYPE text USING array_to_string(sums, ',');

-- A snapshot's tree rows are written by its build alone, for the snapshot it has just read as
-- building, and a snapshot is never deleted (treasury_snapshot_frozen): the foreign key checked
-- what cannot happen, one lookup per row, and was half the time of loading a million users' tree.
ALTER TABLE treasury_snapshot_nodes DROP CONSTRAINT treasury_snapshot_nodes_snapshot_id_fkey;

-- Limits that several server processes on one PostgreSQL database share (PGlite has one process
-- and keeps them in memory). Counters for coordinating processes, not the exchange's data: a
-- schema of their own keeps them out of whatever reads every public table, and UNLOGGED spares
-- the WAL, since a crash of the database only forgets a minute of counts and the running exports.
CREATE SCHEMA limits;

-- Requests per key (address, session, public writes) in the key's current window, which starts
-- at its first hit in any process (server/http/sharedRateStore.ts). Times in ms since the epoch.
CREATE UNLOGGED TABLE limits.rate_hits (
  key text PRIMARY KEY,
  window_start bigint NOT NULL,
  expires_at bigint NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX rate_hits_expires ON limits.rate_hits (expires_at);

-- One row per CSV export running, renewed while it streams; a crashed process's lapses
-- (server/http/exportSlots.ts).
CREATE UNLOGGED TABLE limits.export_leases (
  id bigserial PRIMARY KEY,
  admin_key text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX export_leases_admin ON limits.export_leases (admin_key, expires_at);

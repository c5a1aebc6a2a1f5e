-- The dashboard's figures over the tables that grow with the population (users, KYC), kept as
-- the writes happen instead of counted per answer: at a million users the counts took ~250 ms of
-- each answer, ten times that at ten million (docs/benchmarks.md, 30 Nov).
--
-- A write appends its statement's net change per figure (one row per figure it moved); nothing
-- is updated in place, so writers never wait on each other here. The dashboard reads the sum per
-- figure, and folds the appended rows into one per figure now and then (routes/dashboard.ts): a
-- fold deletes rows and inserts their sums in one statement, so a sum read at any moment is the
-- same before and after it.
CREATE TABLE dashboard_tallies (
  -- 'users', 'users:<status>', 'signups' (per UTC day of sign-up), 'kyc:<status>'
  name text NOT NULL,
  day date,
  n bigint NOT NULL
);

-- The figures a row of each table counts in: written once, read by the triggers and the backfill.
CREATE FUNCTION user_tallies(status text, created_at timestamptz) RETURNS TABLE (name text, day date)
  LANGUAGE sql IMMUTABLE AS $$
    VALUES ('users', NULL::date), ('users:' || status, NULL::date),
           ('signups', (created_at AT TIME ZONE 'UTC')::date)
  $$;
CREATE FUNCTION kyc_tallies(status text) RETURNS TABLE (name text, day date)
  LANGUAGE sql IMMUTABLE AS $$ VALUES ('kyc:' || status, NULL::date) $$;

-- After each statement: the rows it inserted count +1, the rows it deleted -1, an update both
-- (its old rows out, its new rows in), per figure of `TG_ARGV[0]` over the columns `TG_ARGV[1]`.
-- Only the figures that moved get a row: a user's name edit appends nothing.
CREATE FUNCTION append_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS n FROM new_rows', TG_ARGV[1])
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS n FROM old_rows', TG_ARGV[1])
    ELSE format('SELECT %1$s, 1 AS n FROM new_rows UNION ALL SELECT %1$s, -1 FROM old_rows', TG_ARGV[1])
  END;
BEGIN
  EXECUTE format(
    'INSERT INTO dashboard_tallies (name, day, n)
     SELECT f.name, f.day, sum(c.n) FROM (%s) c, %s(%s) f GROUP BY 1, 2 HAVING sum(c.n) <> 0',
    changes, TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END $$;

-- A table emptied at once: its figures go with it (`TG_ARGV`: LIKE patterns of their names).
CREATE FUNCTION clear_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_tallies WHERE name LIKE ANY (TG_ARGV);
  RETURN NULL;
END $$;

-- (A trigger with transition tables takes one event: three per table.)
CREATE TRIGGER users_tally_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION append_tallies('user_tallies', 'status, created_at');
CREATE TRIGGER users_tally_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION append_tallies('user_tallies', 'status, created_at');
CREATE TRIGGER users_tally_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION append_tallies('user_tallies', 'status, created_at');
CREATE TRIGGER users_tally_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION clear_tallies('users%', 'signups');

CREATE TRIGGER kyc_tally_insert AFTER INSERT ON kyc REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION append_tallies('kyc_tallies', 'status');
CREATE TRIGGER kyc_tally_update AFTER UPDATE ON kyc
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION append_tallies('kyc_tallies', 'status');
CREATE TRIGGER kyc_tally_delete AFTER DELETE ON kyc REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION append_tallies('kyc_tallies', 'status');
CREATE TRIGGER kyc_tally_truncate AFTER TRUNCATE ON kyc
  FOR EACH STATEMENT EXECUTE FUNCTION clear_tallies('kyc:%');

-- The seed loads with session_replication_role = replica, which silences ordinary triggers: the
-- tallies must follow every load (as the ledger's totals do, 122_treasury.sql).
ALTER TABLE users ENABLE ALWAYS TRIGGER users_tally_insert;
ALTER TABLE users ENABLE ALWAYS TRIGGER users_tally_update;
ALTER TABLE users ENABLE ALWAYS TRIGGER users_tally_delete;
ALTER TABLE users ENABLE ALWAYS TRIGGER users_tally_truncate;
ALTER TABLE kyc ENABLE ALWAYS TRIGGER kyc_tally_insert;
ALTER TABLE kyc ENABLE ALWAYS TRIGGER kyc_tally_update;
ALTER TABLE kyc ENABLE ALWAYS TRIGGER kyc_tally_delete;
ALTER TABLE kyc ENABLE ALWAYS TRIGGER kyc_tally_truncate;

-- The rows there now, counted once; no write can land between the count and the triggers.
LOCK TABLE users, kyc IN SHARE MODE;
INSERT INTO dashboard_tallies (name, day, n)
  SELECT f.name, f.day, count(*) FROM users u, user_tallies(u.status, u.created_at) f GROUP BY 1, 2
  UNION ALL
  SELECT f.name, f.day, count(*) FROM kyc k, kyc_tallies(k.status) f GROUP BY 1, 2;

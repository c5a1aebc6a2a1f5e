-- Who an audit entry is about, and what kind of entry it is (issue #46), so a compliance officer
-- finds every entry about one user by e-mail or name, and reviews changes without the sign-ins
-- and 2FA steps that outnumber them.
--
-- All are derived, outside the hash: audit_entry_text (111_audit_chain_speed.sql) names the
-- columns it covers, so these change no hash, old or new, and the chain still proves the entry.
-- The subject is a search aid read from the database when the entry is written (the user's
-- e-mail and name then); the entry's own columns (resource, record, changes) stay the evidence.
ALTER TABLE audit_trail
  ADD COLUMN subject_user_id uuid,
  ADD COLUMN subject text,
  -- What moved, for a withdrawal or a deposit ('3.5 ETH'): its decision's entry carries only the
  -- status, and "approved the withdrawal of 3.5 ETH" is what an officer needs to read.
  ADD COLUMN subject_amount text,
  -- Set by the trigger below, not generated: a generated column refuses an entry inserted whole
  -- (a restore from a dump of the trail).
  ADD COLUMN kind text NOT NULL DEFAULT 'change' CHECK (kind IN ('change', 'access'));

-- 'access': signing in or out and the 2FA codes asked and checked; 'change': everything else
-- (turning 2FA on or off stays a change: it weakens or strengthens an account).
CREATE FUNCTION audit_kind(action text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN action IN ('POST /adminlogin', 'POST /admin/logout', 'POST /admin/adminotp',
                              'POST /admin/adminVerifyOtp')
    THEN 'access' ELSE 'change' END
$$;

-- The users a record belongs to: the user row itself, else the user columns its changes carry (a
-- created or deleted row carries all of its columns), else the row read by its id (a changed row
-- carries only what changed). A P2P trade has two (buyer and seller).
CREATE FUNCTION audit_subject_users(resource text, record_id text, changes jsonb) RETURNS uuid[]
LANGUAGE plpgsql STABLE AS $$
DECLARE
  uuid_id boolean := record_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
  carried uuid[];
BEGIN
  IF resource = 'users' THEN
    RETURN CASE WHEN uuid_id THEN ARRAY[record_id::uuid] END;
  END IF;
  -- An affiliate's referrer is not who the referral is about: its referred user is.
  SELECT array_agg(DISTINCT (changes -> key ->> side)::uuid) INTO carried
    FROM unnest(ARRAY['user_id', 'referred_id', 'raised_by', 'buyer_id', 'seller_id']) AS key,
         unnest(ARRAY[0, 1]) AS side
   -- Only ids: a value of another shape never fails the admin's change it is written for.
   WHERE changes -> key ->> side ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
  IF carried IS NOT NULL THEN
    RETURN carried;
  END IF;
  IF resource = 'trade_orders' AND record_id ~ '^\d{1,18}$' THEN
    RETURN ARRAY(SELECT user_id FROM trade_orders WHERE id = record_id::bigint);
  END IF;
  IF NOT uuid_id THEN
    RETURN NULL;
  END IF;
  RETURN CASE resource
    WHEN 'kyc' THEN ARRAY(SELECT user_id FROM kyc WHERE id = record_id::uuid)
    WHEN 'deposits' THEN ARRAY(SELECT user_id FROM deposits WHERE id = record_id::uuid)
    WHEN 'withdrawals' THEN ARRAY(SELECT user_id FROM withdrawals WHERE id = record_id::uuid)
    WHEN 'stakes' THEN ARRAY(SELECT user_id FROM stakes WHERE id = record_id::uuid)
    WHEN 'support_tickets' THEN ARRAY(SELECT user_id FROM support_tickets WHERE id = record_id::uuid)
    -- A ticket's messages are audited by their ticket's id.
    WHEN 'support_messages' THEN ARRAY(SELECT user_id FROM support_tickets WHERE id = record_id::uuid)
    WHEN 'affiliates' THEN ARRAY(SELECT referred_id FROM affiliates WHERE id = record_id::uuid)
    WHEN 'p2p_disputes' THEN ARRAY(SELECT raised_by FROM p2p_disputes WHERE id = record_id::uuid)
    WHEN 'p2p_trades' THEN ARRAY(
      SELECT unnest(ARRAY[buyer_id, seller_id]) FROM p2p_trades WHERE id = record_id::uuid)
  END;
END
$$;

-- The subject of an entry: its one user's id (none for two), and each user's e-mail and name. A
-- user deleted since is named by the deleted row's e-mail and name, which its entry carries.
CREATE FUNCTION audit_subject_of(resource text, record_id text, changes jsonb)
RETURNS TABLE (user_id uuid, subject text) LANGUAGE sql STABLE AS $$
  WITH ids AS (SELECT audit_subject_users(resource, record_id, changes) AS ids)
  SELECT CASE WHEN cardinality(ids.ids) = 1 THEN ids.ids[1] END,
         coalesce(
           (SELECT string_agg(u.email || ' ' || u.name, ', ' ORDER BY u.email)
              FROM users u WHERE u.id = ANY(ids.ids)),
           CASE WHEN resource = 'users'
             THEN nullif(concat_ws(' ', changes -> 'email' ->> 0, changes -> 'name' ->> 0), '') END)
    FROM ids
$$;

-- A withdrawal's or deposit's amount and asset, read by its id.
CREATE FUNCTION audit_subject_amount(resource text, record_id text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN record_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN NULL
    WHEN resource = 'withdrawals' THEN (
      SELECT trim_scale(w.amount)::text || ' ' || a.symbol
        FROM withdrawals w JOIN assets a ON a.id = w.asset_id WHERE w.id = record_id::uuid)
    WHEN resource = 'deposits' THEN (
      SELECT trim_scale(d.amount)::text || ' ' || a.symbol
        FROM deposits d JOIN assets a ON a.id = d.asset_id WHERE d.id = record_id::uuid)
  END
$$;

-- Filled as the entry is appended, in the appending transaction (the row triggers' entries and
-- the server's refusals alike), so a change is findable by its user the moment it commits.
CREATE FUNCTION audit_subject() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.user_id, s.subject INTO NEW.subject_user_id, NEW.subject
    FROM audit_subject_of(NEW.resource, NEW.record_id, NEW.changes) AS s;
  NEW.subject_amount := audit_subject_amount(NEW.resource, NEW.record_id);
  NEW.kind := audit_kind(NEW.action);
  RETURN NEW;
END
$$;
CREATE TRIGGER audit_trail_subject BEFORE INSERT ON audit_trail
  FOR EACH ROW EXECUTE FUNCTION audit_subject();

-- The entries written before: the append-only guard is lifted for these two statements, inside
-- this migration's transaction, and writes only the derived columns (no hashed column).
ALTER TABLE audit_trail DISABLE TRIGGER audit_trail_no_change;
UPDATE audit_trail t
   SET (subject_user_id, subject) = (
     SELECT s.user_id, s.subject FROM audit_subject_of(t.resource, t.record_id, t.changes) AS s),
       subject_amount = audit_subject_amount(t.resource, t.record_id)
 WHERE t.record_id IS NOT NULL;
UPDATE audit_trail SET kind = 'access' WHERE audit_kind(action) = 'access';
ALTER TABLE audit_trail ENABLE TRIGGER audit_trail_no_change;

-- The grid's search `q` finds a user's entries by e-mail or name; the API also asks by id; the
-- kind filter (changes only, by default) reads the newest first.
CREATE INDEX audit_trail_subject_trgm ON audit_trail USING gin (subject gin_trgm_ops);
CREATE INDEX audit_trail_subject_user ON audit_trail (subject_user_id, seq);
CREATE INDEX audit_trail_kind ON audit_trail (kind, seq);

-- The audit trail (issue #24): one entry per row an admin request changes, written by triggers in
-- the same transaction as the change, chained by SHA-256 and append-only in the database itself.
--
-- Who and why come from the transaction's `audit.ctx` setting (JSON), which the server sets at the
-- start of every transaction of a mutating admin request (server/audit/context.ts). A change made
-- without it (seeding, migrations, background jobs) is not an admin action and is not recorded.

CREATE TABLE audit_trail (
  seq bigint PRIMARY KEY,
  at timestamptz NOT NULL,
  admin_id uuid,
  admin_email text,
  admin_role text,
  client_address text,
  user_agent text,
  -- The request: 'PUT /admin/users' (method and route as registered, without /api).
  action text NOT NULL,
  -- 'refused': an attempt the server turned down (a failed sign-in), written by the server itself.
  operation text NOT NULL CHECK (operation IN ('insert', 'update', 'delete', 'refused')),
  resource text NOT NULL,
  record_id text,
  -- { column: [before, after] } for the columns that changed; secrets show as "[masked]".
  changes jsonb NOT NULL,
  reason text,
  idempotency_key text,
  request_id text,
  hash text NOT NULL
);
-- One entry by its id (the paged lists compare ids as text).
CREATE INDEX audit_trail_seq_text ON audit_trail ((seq::text));
CREATE INDEX audit_trail_record ON audit_trail (record_id, seq);
CREATE INDEX audit_trail_resource ON audit_trail (resource, seq);
CREATE INDEX audit_trail_at ON audit_trail (at, seq);
CREATE INDEX audit_trail_admin ON audit_trail (admin_email, seq);
CREATE INDEX audit_trail_action ON audit_trail (action, seq);
-- The grid's substring filters and its search `q` (pg_trgm: 096_paging_indexes.sql).
CREATE INDEX audit_trail_admin_trgm ON audit_trail USING gin (admin_email gin_trgm_ops);
CREATE INDEX audit_trail_action_trgm ON audit_trail USING gin (action gin_trgm_ops);
CREATE INDEX audit_trail_record_trgm ON audit_trail USING gin (record_id gin_trgm_ops);
CREATE INDEX audit_trail_reason_trgm ON audit_trail USING gin (reason gin_trgm_ops);

-- What the hash covers, as text: jsonb prints its keys in one fixed order and the time is printed
-- in UTC, so the same entry gives the same text on every server and every session.
CREATE FUNCTION audit_entry_text(e audit_trail) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'seq', e.seq,
    'at', to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'adminId', e.admin_id, 'adminEmail', e.admin_email, 'adminRole', e.admin_role,
    'clientAddress', e.client_address, 'userAgent', e.user_agent,
    'action', e.action, 'operation', e.operation, 'resource', e.resource, 'recordId', e.record_id,
    'changes', e.changes, 'reason', e.reason,
    'idempotencyKey', e.idempotency_key, 'requestId', e.request_id
  )::text
$$;

CREATE FUNCTION audit_entry_hash(previous text, e audit_trail) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(coalesce(previous, '') || audit_entry_text(e), 'UTF8')), 'hex')
$$;

-- One chain for every process: the transaction-scoped advisory lock serialises appends until the
-- appending transaction ends, so numbers have no gaps and each hash covers the one before it.
CREATE FUNCTION audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('exchange-admin:audit_trail'));
  SELECT seq, hash INTO last_seq, last_hash FROM audit_trail ORDER BY seq DESC LIMIT 1;
  NEW.seq := coalesce(last_seq, 0) + 1;
  NEW.at := clock_timestamp();
  NEW.hash := audit_entry_hash(last_hash, NEW);
  RETURN NEW;
END
$$;
CREATE TRIGGER audit_trail_chain BEFORE INSERT ON audit_trail
  FOR EACH ROW EXECUTE FUNCTION audit_chain();

CREATE FUNCTION audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit trail is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_trail_no_change BEFORE UPDATE OR DELETE ON audit_trail
  FOR EACH ROW EXECUTE FUNCTION audit_append_only();
CREATE TRIGGER audit_trail_no_truncate BEFORE TRUNCATE ON audit_trail
  FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only();

-- Secrets never enter the trail: a column named like one shows "[masked]" (its change still shows).
CREATE FUNCTION audit_masked(key text, value jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN value IS NULL OR value = 'null'::jsonb THEN 'null'::jsonb
    WHEN key ~ '(password|secret|token|mnemonic|seed|cipher|private|bytes)' THEN '"[masked]"'::jsonb
    ELSE value
  END
$$;

-- The row trigger of every audited table; its argument names the column that identifies the record.
CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb := nullif(current_setting('audit.ctx', true), '')::jsonb;
  before jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  after jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  row_now jsonb := coalesce(after, before);
  diff jsonb;
  who_id uuid;
  who_email text;
  who_role text;
BEGIN
  IF ctx IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(jsonb_object_agg(key, jsonb_build_array(audit_masked(key, was), audit_masked(key, now))), '{}')
    INTO diff
    FROM (
      SELECT key, coalesce(before -> key, 'null') AS was, coalesce(after -> key, 'null') AS now
        FROM jsonb_object_keys(row_now) AS key
    ) AS columns
   -- Bookkeeping columns move on every touch; they are not the change.
   WHERE was IS DISTINCT FROM now AND key NOT IN ('updated_at', 'last_seen_at');
  IF diff = '{}' THEN
    RETURN NULL;
  END IF;
  who_id := nullif(ctx ->> 'adminId', '')::uuid;
  who_email := ctx ->> 'adminEmail';
  who_role := ctx ->> 'adminRole';
  -- A sign-in has no admin yet: the session it opens, or the admin row it touches, names one.
  IF who_id IS NULL AND TG_TABLE_NAME = 'admin_sessions' THEN
    SELECT id, email, role INTO who_id, who_email, who_role
      FROM admins WHERE id = (row_now ->> 'admin_id')::uuid;
  ELSIF who_id IS NULL AND TG_TABLE_NAME = 'admins' AND ctx ->> 'action' = 'POST /adminlogin' THEN
    who_id := (row_now ->> 'id')::uuid;
    who_email := row_now ->> 'email';
    who_role := row_now ->> 'role';
  END IF;
  INSERT INTO audit_trail (
    admin_id, admin_email, admin_role, client_address, user_agent, action, operation, resource,
    record_id, changes, reason, idempotency_key, request_id, hash, at, seq
  ) VALUES (
    who_id, who_email, who_role, ctx ->> 'clientAddress', ctx ->> 'userAgent', ctx ->> 'action',
    lower(TG_OP), TG_TABLE_NAME, row_now ->> coalesce(TG_ARGV[0], 'id'), diff, ctx ->> 'reason',
    ctx ->> 'idempotencyKey', ctx ->> 'requestId', '', clock_timestamp(), 0
  );
  RETURN NULL;
END
$$;

-- The audited tables (src/contracts/audit.ts names them for the admin; a test keeps both equal).
DO $$
DECLARE
  audited text[][] := ARRAY[
    ['admins', 'id'], ['admin_sessions', 'admin_id'], ['admin_two_factor', 'admin_id'],
    ['admin_invitations', 'id'], ['admin_password_resets', 'admin_id'], ['admin_roles', 'name'],
    ['users', 'id'], ['kyc', 'id'], ['affiliates', 'id'],
    ['assets', 'id'], ['asset_networks', 'id'], ['trade_pairs', 'id'], ['trade_orders', 'id'],
    ['deposits', 'id'], ['withdrawals', 'id'],
    ['wallet_networks', 'id'], ['platform_wallets', 'id'], ['wallet_transfers', 'id'],
    ['staking_plans', 'id'], ['stakes', 'id'], ['staking_banner', 'id'],
    ['p2p_pairs', 'id'], ['p2p_trades', 'id'], ['p2p_disputes', 'id'],
    ['support_categories', 'id'], ['support_tickets', 'id'], ['support_messages', 'ticket_id'],
    ['landing_content', 'id']
  ];
  i int;
BEGIN
  FOR i IN 1 .. array_length(audited, 1) LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row_change(%L)',
      audited[i][1] || '_audited', audited[i][1], audited[i][2]
    );
  END LOOP;
END
$$;

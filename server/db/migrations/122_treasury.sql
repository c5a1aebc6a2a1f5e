-- The treasury (issue #44): what the exchange owes its users against what it holds.

-- What users are owed, per asset and account kind, kept as the ledger moves so the reconciliation
-- reads a few rows instead of every account. A statement trigger with transition tables keeps it:
-- one row change per statement, whatever the statement touched (a posting's one account, or a
-- bulk seed's COPY of a million). Each (asset, kind) is spread over slots picked by the
-- connection, so concurrent postings do not queue on one row; the reader sums the slots.
CREATE TABLE ledger_kind_totals (
  asset_id uuid NOT NULL REFERENCES assets(id),
  kind text NOT NULL,
  slot smallint NOT NULL,
  total numeric NOT NULL DEFAULT 0,
  PRIMARY KEY (asset_id, kind, slot)
);

-- Only user-owned accounts (owner <> '') are liabilities; platform-wide ones are the exchange's.
CREATE FUNCTION ledger_kind_totals_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ledger_kind_totals AS t (asset_id, kind, slot, total)
      SELECT asset_id, kind, pg_backend_pid() % 8, sum(balance) FROM new_rows
       WHERE owner <> '' GROUP BY asset_id, kind HAVING sum(balance) <> 0
      ON CONFLICT (asset_id, kind, slot) DO UPDATE SET total = t.total + EXCLUDED.total;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO ledger_kind_totals AS t (asset_id, kind, slot, total)
      SELECT asset_id, kind, pg_backend_pid() % 8, sum(delta) FROM (
        SELECT asset_id, kind, balance AS delta FROM new_rows WHERE owner <> ''
        UNION ALL
        SELECT asset_id, kind, -balance FROM old_rows WHERE owner <> ''
      ) AS moved GROUP BY asset_id, kind HAVING sum(delta) <> 0
      ON CONFLICT (asset_id, kind, slot) DO UPDATE SET total = t.total + EXCLUDED.total;
  ELSE
    INSERT INTO ledger_kind_totals AS t (asset_id, kind, slot, total)
      SELECT asset_id, kind, pg_backend_pid() % 8, -sum(balance) FROM old_rows
       WHERE owner <> '' GROUP BY asset_id, kind HAVING sum(balance) <> 0
      ON CONFLICT (asset_id, kind, slot) DO UPDATE SET total = t.total + EXCLUDED.total;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER ledger_kind_totals_insert AFTER INSERT ON ledger_accounts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_kind_totals_change();
CREATE TRIGGER ledger_kind_totals_update AFTER UPDATE ON ledger_accounts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_kind_totals_change();
CREATE TRIGGER ledger_kind_totals_delete AFTER DELETE ON ledger_accounts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_kind_totals_change();

INSERT INTO ledger_kind_totals (asset_id, kind, slot, total)
  SELECT asset_id, kind, 0, sum(balance) FROM ledger_accounts WHERE owner <> '' GROUP BY asset_id, kind;

-- A published proof of reserves. Its published part (root hash, totals, the frozen reconciliation)
-- never changes once written: only a building snapshot may be updated, and none deleted.
CREATE TABLE treasury_snapshots (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  status text NOT NULL DEFAULT 'building' CHECK (status IN ('building', 'published', 'failed')),
  request_id uuid REFERENCES admin_requests(id),
  requested_by uuid REFERENCES admins(id),
  approved_by uuid REFERENCES admins(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  -- Each user's leaf nonce is an HMAC of their id under this key: never published, so a leaf's
  -- hash cannot be guessed from a user id and a balance.
  nonce_secret text NOT NULL,
  -- The order of every balances and sums array: the assets' symbols and ids.
  assets text[] NOT NULL DEFAULT '{}',
  asset_ids uuid[] NOT NULL DEFAULT '{}',
  users int NOT NULL DEFAULT 0,
  -- How many nodes each level holds, leaves first: a proof knows where a sibling is missing.
  level_sizes int[] NOT NULL DEFAULT '{}',
  root_hash text,
  totals jsonb NOT NULL DEFAULT '{}',
  reconciliation jsonb NOT NULL DEFAULT '[]',
  failure text
);
CREATE INDEX treasury_snapshots_newest ON treasury_snapshots (created_at DESC, id DESC);
-- One build at a time.
CREATE UNIQUE INDEX treasury_snapshots_building ON treasury_snapshots ((true)) WHERE status = 'building';

CREATE FUNCTION treasury_snapshot_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.status <> 'building' THEN
    RAISE EXCEPTION 'A % snapshot cannot be changed', OLD.status;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER treasury_snapshots_frozen BEFORE UPDATE OR DELETE ON treasury_snapshots
  FOR EACH ROW EXECUTE FUNCTION treasury_snapshot_frozen();
CREATE TRIGGER treasury_snapshots_audited AFTER INSERT OR UPDATE OR DELETE ON treasury_snapshots
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('id');

-- The Merkle-sum tree of a snapshot, level 0 the leaves (one per user, in user id order): a proof
-- is the leaf and one sibling per level, found by key.
CREATE TABLE treasury_snapshot_nodes (
  snapshot_id uuid NOT NULL REFERENCES treasury_snapshots(id),
  level smallint NOT NULL,
  idx int NOT NULL,
  hash text NOT NULL,
  -- Decimal strings in the snapshot's asset order.
  sums text[] NOT NULL,
  user_id text,
  PRIMARY KEY (snapshot_id, level, idx)
);
CREATE INDEX treasury_snapshot_leaves ON treasury_snapshot_nodes (snapshot_id, user_id) WHERE level = 0;

-- The seed loads its history with session_replication_role = replica, which silences ordinary
-- triggers: the totals must follow every load, so theirs always fire.
ALTER TABLE ledger_accounts ENABLE ALWAYS TRIGGER ledger_kind_totals_insert;
ALTER TABLE ledger_accounts ENABLE ALWAYS TRIGGER ledger_kind_totals_update;
ALTER TABLE ledger_accounts ENABLE ALWAYS TRIGGER ledger_kind_totals_delete;

-- Money movement: deposits, withdrawals (a state machine with maker-checker), converts and
-- affiliate referrals. Every movement of value they describe is booked in the ledger (040_ledger);
-- these tables hold what the ledger does not: networks, tx hashes, statuses, who decided.

CREATE TABLE deposits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  asset_id uuid NOT NULL REFERENCES assets(id),
  network_id text NOT NULL REFERENCES wallet_networks(id),
  amount numeric NOT NULL CHECK (amount > 0),
  tx_hash text NOT NULL,
  confirmations int NOT NULL CHECK (confirmations >= 0),
  required_confirmations int NOT NULL CHECK (required_confirmations > 0),
  -- pending: seen on chain, not yet final; credited: booked external -> user in the ledger;
  -- rejected: never credited (e.g. below the minimum, or a reorg dropped it).
  status text NOT NULL CHECK (status IN ('pending', 'credited', 'rejected')),
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  credited_at timestamptz,
  UNIQUE (network_id, tx_hash)
);
CREATE INDEX deposits_created ON deposits(created_at DESC, id DESC);
CREATE INDEX deposits_status_created ON deposits(status, created_at DESC);
CREATE INDEX deposits_user_created ON deposits(user_id, created_at DESC);
CREATE INDEX deposits_asset_created ON deposits(asset_id, created_at DESC);

CREATE TABLE withdrawals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  asset_id uuid NOT NULL REFERENCES assets(id),
  network_id text NOT NULL REFERENCES wallet_networks(id),
  amount numeric NOT NULL CHECK (amount > 0),
  fee numeric NOT NULL CHECK (fee >= 0),
  -- The USD value when requested: decides whether approval needs a second admin.
  usd_value numeric NOT NULL,
  address text NOT NULL,
  tag text,
  -- pending -> approved -> processing -> completed; pending|approved -> rejected;
  -- processing -> failed; failed -> approved (retry) | rejected. See server/money/withdrawalMachine.ts.
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'processing', 'completed', 'rejected', 'failed')),
  -- Maker-checker: the first of two approvals above the dual-approval threshold.
  first_approved_by uuid REFERENCES admins(id) ON DELETE SET NULL,
  first_approved_at timestamptz,
  decided_by uuid REFERENCES admins(id) ON DELETE SET NULL,
  reason text,
  tx_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawals_created ON withdrawals(created_at DESC, id DESC);
CREATE INDEX withdrawals_status_created ON withdrawals(status, created_at DESC);
CREATE INDEX withdrawals_user_created ON withdrawals(user_id, created_at DESC);
CREATE INDEX withdrawals_asset_created ON withdrawals(asset_id, created_at DESC);

CREATE TABLE converts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  from_asset_id uuid NOT NULL REFERENCES assets(id),
  from_amount numeric NOT NULL CHECK (from_amount > 0),
  to_asset_id uuid NOT NULL REFERENCES assets(id),
  -- What the user received, after the fee; the fee is in the target asset.
  to_amount numeric NOT NULL CHECK (to_amount > 0),
  rate numeric NOT NULL CHECK (rate > 0),
  fee numeric NOT NULL CHECK (fee >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (from_asset_id <> to_asset_id)
);
CREATE INDEX converts_created ON converts(created_at DESC, id DESC);
CREATE INDEX converts_user_created ON converts(user_id, created_at DESC);

CREATE TABLE affiliates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  referrer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  referred_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  -- Commission earned so far from the referred user's trading fees, in USDT.
  commission numeric NOT NULL DEFAULT 0 CHECK (commission >= 0),
  -- active: the referral earns commission; suspended: it does not (e.g. self-referral abuse).
  status text NOT NULL CHECK (status IN ('active', 'suspended')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (referrer_id <> referred_id)
);
CREATE INDEX affiliates_created ON affiliates(created_at DESC, id DESC);

-- The passbook reads user-owned ledger accounts' entries: find a user's or an asset's accounts,
-- and filter entries by journal kind in time order.
CREATE INDEX ledger_accounts_owner ON ledger_accounts(owner) WHERE owner <> '';
CREATE INDEX ledger_accounts_asset_kind ON ledger_accounts(asset_id, kind);
CREATE INDEX ledger_journals_kind_created ON ledger_journals(kind, created_at DESC, id DESC);
-- Ledger owners are user ids as text: the passbook joins users on that.
CREATE INDEX users_id_text ON users((id::text));

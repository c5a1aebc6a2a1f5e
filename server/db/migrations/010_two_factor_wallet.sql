-- Two-factor state of each admin (the secret itself stays in admins.totp_secret / totp_enabled).
CREATE TABLE admin_two_factor (
  admin_id uuid PRIMARY KEY REFERENCES admins(id) ON DELETE CASCADE,
  -- A secret handed out by adminEnable2fa, waiting for a confirming code.
  pending_secret text,
  pending_created_at timestamptz,
  -- The last RFC 6238 time step accepted: a code of this step or older is refused (replay).
  last_step bigint,
  -- Failed codes since the last success or unlock; 3 failures lock verification for 5 minutes.
  failed_attempts int NOT NULL DEFAULT 0,
  locked_until timestamptz
);

-- Chains the platform holds keys on: how addresses are derived and encoded.
CREATE TABLE wallet_networks (
  id text PRIMARY KEY,                       -- 'bitcoin', 'ethereum', 'bsc', 'tron', 'xrpl'
  name text NOT NULL,
  token_type text NOT NULL UNIQUE,           -- the standard shown to admins: BTC, ERC20, BEP20, TRC20, XRP
  family text NOT NULL CHECK (family IN ('btc', 'evm', 'tron', 'xrp')),
  coin_type int NOT NULL,                    -- SLIP-44 coin type of the derivation path
  native_symbol text NOT NULL
);

-- An asset on a network: native (contract_address NULL) or a token contract.
CREATE TABLE asset_networks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  asset_id uuid NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
  network_id text NOT NULL REFERENCES wallet_networks(id),
  contract_address text,
  decimals int NOT NULL CHECK (decimals BETWEEN 0 AND 36),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (asset_id, network_id)
);

-- Next unused address index per derivation family (coin type + purpose).
CREATE TABLE wallet_derivation_counters (
  scheme text PRIMARY KEY,                   -- e.g. "84'/0'" or "44'/60'"
  next_index int NOT NULL DEFAULT 0
);

-- Platform wallet addresses (one ledger account each); the newest per asset network is current.
CREATE TABLE platform_wallets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  asset_network_id uuid NOT NULL REFERENCES asset_networks(id) ON DELETE CASCADE,
  address text NOT NULL,
  tag_id text,                               -- XRP destination tag
  derivation_path text NOT NULL,
  label text NOT NULL,
  balance numeric NOT NULL DEFAULT 0 CHECK (balance >= 0),
  created_by uuid REFERENCES admins(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (asset_network_id, address)
);
CREATE INDEX platform_wallets_current ON platform_wallets(asset_network_id, created_at DESC);

-- Self transfers between platform wallets, executed once per idempotency key.
CREATE TABLE wallet_transfers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  idempotency_key text NOT NULL UNIQUE,
  request_hash text NOT NULL,
  admin_id uuid REFERENCES admins(id) ON DELETE SET NULL,
  from_wallet_id uuid NOT NULL REFERENCES platform_wallets(id),
  to_wallet_id uuid NOT NULL REFERENCES platform_wallets(id),
  amount numeric NOT NULL CHECK (amount > 0),
  note text,
  result jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The ledger journal: every balance change of a platform wallet, signed.
CREATE TABLE wallet_ledger_entries (
  id bigserial PRIMARY KEY,
  wallet_id uuid NOT NULL REFERENCES platform_wallets(id) ON DELETE CASCADE,
  transfer_id uuid REFERENCES wallet_transfers(id),
  amount numeric NOT NULL,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_ledger_entries_wallet ON wallet_ledger_entries(wallet_id, id);

-- Facts about the wallet seed, e.g. the fingerprint of the key that derived the stored addresses.
CREATE TABLE wallet_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

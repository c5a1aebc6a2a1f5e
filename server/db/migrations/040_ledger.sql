-- The double-entry ledger: every movement of value is one journal whose entries sum to zero per
-- asset. Each account keeps its balance, updated in the same transaction as its entries.
CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  -- What the account is: a user's available funds, funds held for a pending withdrawal or an open
  -- order, P2P escrow, locked stakes, the platform's fee income, or the outside world (deposits
  -- come from it, completed withdrawals go to it; it is the only kind allowed below zero).
  kind text NOT NULL CHECK (kind IN ('user', 'user_hold', 'order_reserve', 'escrow', 'staking',
                                     'platform', 'fees', 'rewards', 'external')),
  -- The user's id for user-owned kinds, '' for platform-wide accounts.
  owner text NOT NULL DEFAULT '',
  asset_id uuid NOT NULL REFERENCES assets(id),
  balance numeric NOT NULL DEFAULT 0,
  CHECK (kind = 'external' OR kind = 'rewards' OR balance >= 0),
  UNIQUE (kind, owner, asset_id)
);

CREATE TABLE ledger_journals (
  id bigserial PRIMARY KEY,
  -- deposit, withdrawal_hold, withdrawal_release, withdrawal_complete, fee, convert, trade_fill,
  -- order_cancel, stake_lock, stake_unlock, stake_reward, p2p_escrow, p2p_release, p2p_refund, opening
  kind text NOT NULL,
  -- What it books, e.g. 'withdrawal:<id>': the passbook links to it.
  reference text,
  description text,
  admin_id uuid REFERENCES admins(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_journals_reference ON ledger_journals(reference);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  journal_id bigint NOT NULL REFERENCES ledger_journals(id),
  account_id bigint NOT NULL REFERENCES ledger_accounts(id),
  amount numeric NOT NULL CHECK (amount <> 0),
  balance_after numeric NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account ON ledger_entries(account_id, created_at DESC, id DESC);
CREATE INDEX ledger_entries_created ON ledger_entries(created_at DESC, id DESC);
CREATE INDEX ledger_entries_journal ON ledger_entries(journal_id);

-- One execution per idempotency key for money and wallet mutations: the key is claimed inside the
-- mutation's own transaction, so a concurrent duplicate waits for it and then replays its result.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  admin_id uuid REFERENCES admins(id) ON DELETE SET NULL,
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

-- Users' balances become ledger accounts: existing rows move in with an opening journal, and
-- `balances` stays as a read-only view so every reader sees the ledger's figure.
INSERT INTO ledger_accounts (kind, owner, asset_id, balance)
  SELECT 'user', user_id::text, asset_id, amount FROM balances;
DROP TABLE balances;
CREATE VIEW balances AS
  SELECT owner::uuid AS user_id, asset_id, balance AS amount FROM ledger_accounts WHERE kind = 'user';

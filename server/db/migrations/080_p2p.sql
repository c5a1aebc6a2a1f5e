-- Peer-to-peer trading: pairs (an asset against a fiat currency), trades between two users with the
-- crypto held in escrow, chat, and disputes with evidence. The value itself lives in the ledger
-- (040_ledger): each open, paid or disputed trade's amount sits in its own escrow account
-- (kind 'escrow', owner = the trade id), released to the buyer or refunded to the seller.

CREATE TABLE p2p_pairs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  asset_id uuid NOT NULL REFERENCES assets(id),
  fiat text NOT NULL CHECK (fiat ~ '^[A-Z]{3}$'),
  min_order numeric NOT NULL CHECK (min_order > 0),
  max_order numeric NOT NULL CHECK (max_order >= min_order),
  fee_percent numeric NOT NULL CHECK (fee_percent >= 0 AND fee_percent <= 10),
  payment_methods text[] NOT NULL CHECK (cardinality(payment_methods) > 0),
  status text NOT NULL CHECK (status IN ('active', 'inactive')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (asset_id, fiat)
);

CREATE TABLE p2p_trades (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_no text NOT NULL UNIQUE,
  -- The pair it was traded on; a pair without open trades may be deleted, its history stays.
  pair_id uuid REFERENCES p2p_pairs(id) ON DELETE SET NULL,
  asset_id uuid NOT NULL REFERENCES assets(id),
  fiat text NOT NULL,
  -- The side of the user who took the offer: 'buy' lists under p2p-buy, 'sell' under p2p-sell.
  side text NOT NULL CHECK (side IN ('buy', 'sell')),
  buyer_id uuid NOT NULL REFERENCES users(id),
  seller_id uuid NOT NULL REFERENCES users(id),
  amount numeric NOT NULL CHECK (amount > 0),
  price numeric NOT NULL CHECK (price > 0),
  fiat_total numeric NOT NULL CHECK (fiat_total > 0),
  -- The platform's fee, in the asset, taken from the amount when it is released to the buyer.
  fee numeric NOT NULL CHECK (fee >= 0 AND fee < amount),
  payment_method text NOT NULL,
  -- open -> paid -> released; open -> cancelled; open|paid -> disputed -> released|cancelled (refund).
  status text NOT NULL CHECK (status IN ('open', 'paid', 'released', 'cancelled', 'disputed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  closed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (buyer_id <> seller_id)
);
CREATE INDEX p2p_trades_side_created ON p2p_trades(side, created_at DESC, id DESC);
CREATE INDEX p2p_trades_side_status_created ON p2p_trades(side, status, created_at DESC);
CREATE INDEX p2p_trades_buyer ON p2p_trades(buyer_id, created_at DESC);
CREATE INDEX p2p_trades_seller ON p2p_trades(seller_id, created_at DESC);
CREATE INDEX p2p_trades_pair_status ON p2p_trades(pair_id, status);

CREATE TABLE p2p_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  trade_id uuid NOT NULL REFERENCES p2p_trades(id) ON DELETE CASCADE,
  sender text NOT NULL CHECK (sender IN ('buyer', 'seller', 'admin')),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX p2p_messages_trade ON p2p_messages(trade_id, created_at);

CREATE TABLE p2p_disputes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  trade_id uuid NOT NULL UNIQUE REFERENCES p2p_trades(id),
  raised_by uuid NOT NULL REFERENCES users(id),
  reason text NOT NULL,
  -- open -> released (escrow to the buyer) | refunded (escrow back to the seller), once.
  status text NOT NULL CHECK (status IN ('open', 'released', 'refunded')),
  resolution_reason text,
  resolved_by uuid REFERENCES admins(id) ON DELETE SET NULL,
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX p2p_disputes_created ON p2p_disputes(created_at DESC, id DESC);
CREATE INDEX p2p_disputes_status_created ON p2p_disputes(status, created_at DESC);

CREATE TABLE p2p_evidence (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  dispute_id uuid NOT NULL REFERENCES p2p_disputes(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX p2p_evidence_dispute ON p2p_evidence(dispute_id);

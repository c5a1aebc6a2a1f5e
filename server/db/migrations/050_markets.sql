-- Markets: what an operator manages per asset, the trade pairs, and the orders and trades of the
-- spot market (trade history and pending orders).

-- Asset settings beside the wallet fields (the wallet screen and the Assets screen read one row).
ALTER TABLE assets
  ADD COLUMN deposit_enabled boolean NOT NULL DEFAULT true,
  ADD COLUMN withdrawal_enabled boolean NOT NULL DEFAULT true,
  ADD COLUMN withdrawal_fee numeric NOT NULL DEFAULT 0 CHECK (withdrawal_fee >= 0),
  ADD COLUMN min_withdrawal numeric NOT NULL DEFAULT 0 CHECK (min_withdrawal >= 0),
  ADD COLUMN confirmations int NOT NULL DEFAULT 1 CHECK (confirmations BETWEEN 0 AND 1000),
  ADD COLUMN display_order int NOT NULL DEFAULT 0,
  ADD COLUMN updated_at timestamptz;
ALTER TABLE assets ADD CONSTRAINT assets_status_known CHECK (status IN ('active', 'inactive'));
ALTER TABLE assets ADD CONSTRAINT assets_price_positive CHECK (price_usd > 0);

CREATE TABLE trade_pairs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  base_asset_id uuid NOT NULL REFERENCES assets(id),
  quote_asset_id uuid NOT NULL REFERENCES assets(id),
  symbol text NOT NULL UNIQUE,
  price_precision int NOT NULL CHECK (price_precision BETWEEN 0 AND 18),
  quantity_precision int NOT NULL CHECK (quantity_precision BETWEEN 0 AND 18),
  min_order numeric NOT NULL CHECK (min_order >= 0),
  maker_fee numeric NOT NULL CHECK (maker_fee BETWEEN 0 AND 10),
  taker_fee numeric NOT NULL CHECK (taker_fee BETWEEN 0 AND 10),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused')),
  -- Price of the last trade; read-only for admins.
  last_price numeric NOT NULL CHECK (last_price > 0),
  -- Spec section 9: the main pair (BTC_USDT), listed first; pausing it needs a confirmation.
  is_main boolean NOT NULL DEFAULT false,
  display_order int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz,
  CHECK (base_asset_id <> quote_asset_id),
  UNIQUE (base_asset_id, quote_asset_id)
);
CREATE UNIQUE INDEX trade_pairs_one_main ON trade_pairs (is_main) WHERE is_main;

-- Orders and their fills (one row per order: filled = executed base quantity).
CREATE TABLE trade_orders (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  pair_id uuid NOT NULL REFERENCES trade_pairs(id),
  side text NOT NULL CHECK (side IN ('buy', 'sell')),
  type text NOT NULL CHECK (type IN ('limit', 'market')),
  price numeric NOT NULL CHECK (price > 0),
  amount numeric NOT NULL CHECK (amount > 0),
  filled numeric NOT NULL DEFAULT 0 CHECK (filled >= 0 AND filled <= amount),
  -- Executed value in the quote asset (filled x price) and the fee charged on it (quote asset).
  total numeric NOT NULL DEFAULT 0 CHECK (total >= 0),
  fee numeric NOT NULL DEFAULT 0 CHECK (fee >= 0),
  status text NOT NULL CHECK (status IN ('open', 'partially_filled', 'filled', 'cancelled')),
  -- Funds still held in the user's order_reserve account for the unfilled part: quote for buys,
  -- base for sells; zero once the order is filled or cancelled.
  reserved numeric NOT NULL DEFAULT 0 CHECK (reserved >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz,
  cancelled_by uuid REFERENCES admins(id) ON DELETE SET NULL,
  CHECK ((status IN ('open', 'partially_filled')) = (reserved > 0))
);
-- The trade-history pages, newest first (both directions use each index: NOT NULL columns are
-- sorted without NULLS LAST): everything, a view (side + status: trade/buy, trade/sell), the
-- pending orders (a small partial index), a pair within a view, a user. Each ends with id, the
-- tiebreak, so a page is one index range. Only time and order id sort: other sorts at a million
-- rows would need an index each, paid on every insert.
CREATE INDEX trade_orders_created ON trade_orders (created_at DESC, id DESC);
CREATE INDEX trade_orders_view ON trade_orders (side, status, created_at DESC, id DESC);
CREATE INDEX trade_orders_pending ON trade_orders (created_at DESC, id DESC)
  WHERE status IN ('open', 'partially_filled');
CREATE INDEX trade_orders_pair ON trade_orders (pair_id, side, status, created_at DESC, id DESC);
CREATE INDEX trade_orders_user ON trade_orders (user_id, created_at DESC, id DESC);

-- Staking: the plans users (and the platform) can stake in, the stakes themselves and the banner
-- users see. Principal and rewards move only through the ledger (040_ledger): a stake's principal
-- sits in the owner's `staking` account from the stake_lock journal until it is settled.

CREATE TABLE staking_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  asset_id uuid NOT NULL REFERENCES assets(id),
  name text NOT NULL,
  -- flexible: no lock, redeemable any time, reward to the second; fixed: locked for lock_days.
  type text NOT NULL CHECK (type IN ('flexible', 'fixed')),
  lock_days int NOT NULL CHECK (lock_days >= 0),
  -- Annual percentage rate, e.g. 12.5 for 12.5 % a year.
  apr numeric(6, 2) NOT NULL CHECK (apr >= 0 AND apr <= 1000),
  min_amount numeric NOT NULL CHECK (min_amount > 0),
  max_amount numeric NOT NULL,
  -- The most all live stakes of the plan may hold together.
  total_cap numeric NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'paused')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (min_amount <= max_amount AND max_amount <= total_cap),
  CHECK ((type = 'flexible') = (lock_days = 0))
);
CREATE INDEX staking_plans_created ON staking_plans(created_at DESC, id DESC);

CREATE TABLE stakes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  plan_id uuid NOT NULL REFERENCES staking_plans(id),
  -- A user's stake, or (user_id NULL) the platform's own, created by an admin from its balance.
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  created_by uuid REFERENCES admins(id) ON DELETE SET NULL,
  amount numeric NOT NULL CHECK (amount > 0),
  -- The plan's APR and lock when the stake began: editing a plan never changes a live stake.
  apr numeric(6, 2) NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  -- started_at + lock days for a fixed plan; NULL for a flexible one.
  ends_at timestamptz,
  -- active (matured is derived: active and ends_at passed), redeemed (a flexible stake the user
  -- took back), settled (paid principal + reward by an admin's settlement).
  status text NOT NULL CHECK (status IN ('active', 'redeemed', 'settled')),
  reward numeric CHECK (reward >= 0),
  settled_at timestamptz,
  settled_by uuid REFERENCES admins(id) ON DELETE SET NULL,
  CHECK (user_id IS NOT NULL OR created_by IS NOT NULL)
);
CREATE INDEX stakes_started ON stakes(started_at DESC, id DESC);
CREATE INDEX stakes_user_started ON stakes(user_id, started_at DESC);
CREATE INDEX stakes_plan_started ON stakes(plan_id, started_at DESC);
CREATE INDEX stakes_status_ends ON stakes(status, ends_at);
CREATE INDEX stakes_admin_started ON stakes(started_at DESC) WHERE user_id IS NULL;

-- The staking banner: one row.
CREATE TABLE staking_banner (
  id int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  title text NOT NULL,
  text text NOT NULL,
  image_url text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES admins(id) ON DELETE SET NULL
);

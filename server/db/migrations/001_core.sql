-- Admin accounts, their sessions and the admin action log.
CREATE TABLE admins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  totp_secret text,
  totp_enabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE admin_sessions (
  token_hash text PRIMARY KEY,
  admin_id uuid NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  -- Wallet step-up: set by a successful adminVerifyOtp, valid for 5 minutes.
  step_up_until timestamptz
);
CREATE INDEX admin_sessions_admin ON admin_sessions(admin_id);

-- Second sign-in step when the admin has 2FA on: a single-use challenge valid 5 minutes.
-- Only the SHA-256 of the otpToken is stored.
CREATE TABLE admin_login_challenges (
  token_hash text PRIMARY KEY,
  admin_id uuid NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Failed password sign-ins, per (lower-cased) email, for the 5-in-15-minutes throttle.
CREATE TABLE admin_login_failures (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_login_failures_email_at ON admin_login_failures(email, at);

CREATE TABLE admin_action_log (
  id bigserial PRIMARY KEY,
  date timestamptz NOT NULL DEFAULT now(),
  description text NOT NULL,
  user_id text,
  admin_id uuid REFERENCES admins(id) ON DELETE SET NULL
);
CREATE INDEX admin_action_log_date ON admin_action_log(date DESC);

-- Exchange users, their KYC submissions and balances.
CREATE TABLE users (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  phone text NOT NULL,
  country text NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'blocked')),
  kyc_status text NOT NULL CHECK (kyc_status IN ('not_submitted', 'pending', 'approved', 'rejected')),
  referral_code text NOT NULL,
  created_at timestamptz NOT NULL,
  last_login_at timestamptz
);
CREATE INDEX users_created ON users(created_at DESC);

CREATE TABLE kyc (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  full_name text NOT NULL,
  date_of_birth date NOT NULL,
  nationality text NOT NULL,
  address text NOT NULL,
  document_type text NOT NULL CHECK (document_type IN ('passport', 'national_id', 'driving_licence')),
  document_number text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text,
  submitted_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  reviewed_by text
);

CREATE TABLE assets (
  id uuid PRIMARY KEY,
  symbol text NOT NULL UNIQUE,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('crypto', 'token')),
  decimals int NOT NULL,
  price_usd numeric NOT NULL,
  status text NOT NULL DEFAULT 'active'
);

CREATE TABLE balances (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  asset_id uuid NOT NULL REFERENCES assets(id),
  amount numeric NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (user_id, asset_id)
);

-- A change counter for the whole-list endpoints: any statement that writes users or kyc bumps it,
-- so the API can reuse the last serialised list until the data really changes.
CREATE TABLE data_versions (
  name text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO data_versions (name) VALUES ('people');
CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE name = TG_ARGV[0];
  RETURN NULL;
END $$;
CREATE TRIGGER users_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('people');
CREATE TRIGGER kyc_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON kyc
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('people');

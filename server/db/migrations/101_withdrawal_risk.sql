-- Withdrawal risk review (issue #25): limits per KYC level, the account's security events, and each
-- withdrawal's last assessment (server/money/withdrawalRisk.ts computes it; the list reads it).

-- Daily and monthly withdrawal limits in USD per KYC level. The reference data knows a user's KYC
-- by its status only, so the status is the level. Reference data: production gets it too.
CREATE TABLE withdrawal_limits (
  kyc_status text PRIMARY KEY CHECK (kyc_status IN ('not_submitted', 'pending', 'approved', 'rejected')),
  daily_usd numeric NOT NULL CHECK (daily_usd >= 0),
  monthly_usd numeric NOT NULL CHECK (monthly_usd >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- A day can never allow more than the month it belongs to.
  CHECK (daily_usd <= monthly_usd)
);
INSERT INTO withdrawal_limits (kyc_status, daily_usd, monthly_usd) VALUES
  ('approved', 100000, 1000000),
  ('pending', 5000, 20000),
  ('not_submitted', 2000, 10000),
  ('rejected', 1000, 5000);

-- Changes to a user's account security that make a withdrawal worth a second look.
CREATE TABLE user_security_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('password_changed', 'two_factor_changed', 'new_sign_in_country')),
  -- The sign-in's country for new_sign_in_country.
  detail text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_security_events_user ON user_security_events(user_id, kind, created_at DESC);

-- The last assessment of each withdrawal: the grid's Risk column and filter read it instead of
-- computing a dozen aggregates per row. Not audited: it is derived, never an admin's change.
CREATE TABLE withdrawal_risk (
  withdrawal_id uuid PRIMARY KEY REFERENCES withdrawals(id) ON DELETE CASCADE,
  level text NOT NULL CHECK (level IN ('review', 'high', 'medium', 'low', 'none')),
  flags text[] NOT NULL,
  assessed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawal_risk_level ON withdrawal_risk(level, withdrawal_id);

-- "Destination used by N other users" and "first used now" look withdrawals up by address.
CREATE INDEX withdrawals_address_user ON withdrawals(address, user_id, created_at);

CREATE TRIGGER withdrawal_limits_audited AFTER INSERT OR UPDATE OR DELETE ON withdrawal_limits
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('kyc_status');

-- Sign-in throttle counters, one row per key: 'pair:<email>|<address>', 'email:<email>',
-- 'address:<address>'. An attempt is counted (one atomic upsert) before the password is checked,
-- so concurrent attempts can never see a stale count.
CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  attempts int NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL DEFAULT now()
);

-- The wallet step-up has its own failed-code count and lock, apart from the sign-in code's.
ALTER TABLE admin_two_factor
  ADD COLUMN step_up_failed_attempts int NOT NULL DEFAULT 0,
  ADD COLUMN step_up_locked_until timestamptz;

-- The old per-email failure log is replaced by login_throttle.
DROP TABLE admin_login_failures;

-- Sign-ins refused while a lock holds are counted on the address's throttle row instead of each
-- appending an audit entry (an entry can never be deleted): one entry per address and window
-- carries the count once the window has ended (server/auth/signInRefusals.ts).
ALTER TABLE login_throttle ADD COLUMN refused int NOT NULL DEFAULT 0;
CREATE INDEX login_throttle_refused ON login_throttle (window_started_at) WHERE refused > 0;

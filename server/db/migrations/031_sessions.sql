-- Session metadata the admin sees on the Profile page, and the idle timeout.
-- `id` is an opaque handle for the REST resource /api/rest/sessions: the token hash never leaves
-- the server. `last_seen_at` is refreshed at most once a minute per session (cheap writes);
-- `idle_minutes` is the SESSION_IDLE_MIN in force when the session was created.
ALTER TABLE admin_sessions
  ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN client_address text,
  ADD COLUMN user_agent text,
  ADD COLUMN idle_minutes int NOT NULL DEFAULT 30 CHECK (idle_minutes > 0);
UPDATE admin_sessions SET last_seen_at = created_at;
CREATE UNIQUE INDEX admin_sessions_id ON admin_sessions(id);

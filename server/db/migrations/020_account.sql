-- Admin account flows: password reset tokens and invitation-only registration.
-- Only SHA-256 hashes of the tokens are stored.
CREATE TABLE admin_password_resets (
  token_hash text PRIMARY KEY,
  admin_id uuid NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX admin_password_resets_admin ON admin_password_resets(admin_id);

CREATE TABLE admin_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  invited_by uuid REFERENCES admins(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  -- Set when a newer invitation for the same email replaces this one.
  revoked_at timestamptz
);
CREATE INDEX admin_invitations_email ON admin_invitations(lower(email));

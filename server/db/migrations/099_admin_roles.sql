-- Roles and permissions (issue #23). Built-in roles live in the code (src/contracts/permissions.ts,
-- read-only); custom roles, composed by an owner from the same permissions, live here. Every admin
-- that exists today keeps doing everything: the spec's one administrator is an owner.
CREATE TABLE admin_roles (
  name text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9-]{1,39}$'),
  description text NOT NULL DEFAULT '',
  permissions text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE admins ADD COLUMN role text NOT NULL DEFAULT 'owner';
ALTER TABLE admin_invitations ADD COLUMN role text NOT NULL DEFAULT 'owner';

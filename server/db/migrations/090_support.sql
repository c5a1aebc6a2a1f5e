-- Support: categories (server-paged, GET /admin/supportCategory), tickets users open in a category,
-- their threads (user and admin messages, oldest first) and image attachments.

CREATE TABLE support_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (name = btrim(name) AND name <> ''),
  description text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('active', 'inactive')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Names are unique whatever their case: "Deposits" and "deposits" are the same category.
CREATE UNIQUE INDEX support_categories_name_ci ON support_categories (lower(name));
CREATE INDEX support_categories_created ON support_categories (created_at DESC, id DESC);
CREATE INDEX support_categories_status_created ON support_categories (status, created_at DESC);

CREATE TABLE support_tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ticket_no text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users(id),
  category_id uuid NOT NULL REFERENCES support_categories(id),
  subject text NOT NULL,
  priority text NOT NULL CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
  -- open (the user wrote last) -> answered (an admin replied) | waiting_on_user (an admin asked the
  -- user for something); a user message reopens; closed is final for admins (replies refused).
  status text NOT NULL CHECK (status IN ('open', 'answered', 'waiting_on_user', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_reply_at timestamptz NOT NULL DEFAULT now(),
  last_reply_by text NOT NULL DEFAULT 'user' CHECK (last_reply_by IN ('user', 'admin')),
  closed_at timestamptz,
  closed_by uuid REFERENCES admins(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The ticket grid's sorts and filters (status, category, user, dates).
CREATE INDEX support_tickets_created ON support_tickets (created_at DESC, id DESC);
CREATE INDEX support_tickets_last_reply ON support_tickets (last_reply_at DESC, id DESC);
CREATE INDEX support_tickets_status_created ON support_tickets (status, created_at DESC);
CREATE INDEX support_tickets_category_created ON support_tickets (category_id, created_at DESC);
CREATE INDEX support_tickets_user_created ON support_tickets (user_id, created_at DESC);
CREATE INDEX support_tickets_priority_created ON support_tickets (priority, created_at DESC);

CREATE TABLE support_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ticket_id uuid NOT NULL REFERENCES support_tickets(id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('user', 'admin')),
  -- Which admin wrote it (kept as text too, so the thread still names a deleted admin).
  admin_id uuid REFERENCES admins(id) ON DELETE SET NULL,
  admin_email text,
  -- reply (PUT /admin/ticketreply) or message (POST /support/updateticket: asks the user for something).
  kind text NOT NULL DEFAULT 'reply' CHECK (kind IN ('reply', 'message')),
  body text NOT NULL CHECK (body <> ''),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((author = 'admin') = (admin_email IS NOT NULL))
);
CREATE INDEX support_messages_ticket ON support_messages (ticket_id, created_at, id);

CREATE TABLE support_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_id uuid NOT NULL REFERENCES support_messages(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_attachments_message ON support_attachments (message_id);

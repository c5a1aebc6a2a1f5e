-- Live back-office (issue #26): what an open admin must hear about, written by triggers in the
-- same transaction as the change and announced with pg_notify, which PostgreSQL delivers at commit
-- to every process that LISTENs (PGlite: to the one process). The server streams them as
-- Server-Sent Events (server/live/); the table lets a reconnecting admin resume after a sequence
-- number (Last-Event-ID) for as long as the events are kept.

CREATE TABLE live_events (
  seq bigint PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- 'withdrawal.updated', … (src/contracts/liveEvents.ts maps each to its resource and permission)
  type text NOT NULL,
  record_id text NOT NULL,
  -- The admin whose request made the change (the audit context); null for a user or the system.
  actor text,
  -- The record's status after the change, where it has one ("Rejected by ops@… just now").
  status text
);
CREATE INDEX live_events_at ON live_events (at);

-- One row: the last number handed out and the highest number pruned (a resume from before it
-- cannot be served: the client is told to refetch instead).
CREATE TABLE live_events_state (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  last_seq bigint NOT NULL,
  pruned_through bigint NOT NULL
);
INSERT INTO live_events_state (last_seq, pruned_through) VALUES (0, 0);

-- Single-use stream tickets: EventSource cannot send the bearer header, and a session token must
-- never travel in a URL. Only the ticket's SHA-256 is stored; it names the session it came from.
CREATE TABLE live_stream_tickets (
  ticket_hash text PRIMARY KEY,
  admin_id uuid NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  session_hash text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX live_stream_tickets_expires ON live_stream_tickets (expires_at);

-- Numbers are handed out under the audit trail's lock (100_audit_trail.sql), held to the end of the
-- transaction: transactions that raise events commit in the order of their numbers, so a stream
-- that resumes after N can never miss a smaller number committed later. One lock for both, so an
-- admin change (audit first) and a user's change (events first) cannot deadlock on two.
CREATE FUNCTION live_event(kind text, record text, new_status text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb := nullif(current_setting('audit.ctx', true), '')::jsonb;
  next_seq bigint;
  who text := ctx ->> 'adminEmail';
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('exchange-admin:audit_trail'));
  UPDATE live_events_state SET last_seq = last_seq + 1 RETURNING last_seq INTO next_seq;
  INSERT INTO live_events (seq, type, record_id, actor, status)
    VALUES (next_seq, kind, record, who, new_status);
  PERFORM pg_notify('live_events', json_build_object(
    'seq', next_seq, 'type', kind, 'id', record, 'actor', who, 'status', new_status,
    'at', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text);
END
$$;

-- Which row changes are events. A change with nothing to tell (a touch of updated_at) raises none.
CREATE FUNCTION live_row_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  CASE TG_TABLE_NAME
  WHEN 'withdrawals' THEN
    IF TG_OP = 'INSERT' THEN
      PERFORM live_event('withdrawal.created', NEW.id::text, NEW.status);
    ELSIF OLD.status IS DISTINCT FROM NEW.status
       OR OLD.first_approved_by IS DISTINCT FROM NEW.first_approved_by THEN
      PERFORM live_event('withdrawal.updated', NEW.id::text, NEW.status);
    END IF;
  WHEN 'deposits' THEN
    IF NEW.status = 'credited' AND (TG_OP = 'INSERT' OR OLD.status <> 'credited') THEN
      PERFORM live_event('deposit.credited', NEW.id::text, NEW.status);
    END IF;
  WHEN 'support_tickets' THEN
    IF TG_OP = 'INSERT' THEN
      PERFORM live_event('ticket.created', NEW.id::text, NEW.status);
    ELSIF NEW.status = 'closed' AND OLD.status <> 'closed' THEN
      PERFORM live_event('ticket.closed', NEW.id::text, NEW.status);
    END IF;
  WHEN 'support_messages' THEN
    PERFORM live_event('ticket.replied', NEW.ticket_id::text, NEW.author);
  WHEN 'p2p_disputes' THEN
    IF TG_OP = 'INSERT' THEN
      PERFORM live_event('dispute.raised', NEW.id::text, NEW.status);
    ELSIF OLD.status = 'open' AND NEW.status <> 'open' THEN
      PERFORM live_event('dispute.resolved', NEW.id::text, NEW.status);
    END IF;
  WHEN 'kyc' THEN
    IF NEW.status = 'pending' AND (TG_OP = 'INSERT' OR OLD.status <> 'pending') THEN
      PERFORM live_event('kyc.submitted', NEW.id::text, NEW.status);
    ELSIF TG_OP = 'UPDATE' AND NEW.status <> 'pending' AND OLD.status IS DISTINCT FROM NEW.status THEN
      PERFORM live_event('kyc.decided', NEW.id::text, NEW.status);
    END IF;
  WHEN 'users' THEN
    IF OLD.status IS DISTINCT FROM NEW.status THEN
      PERFORM live_event('user.status', NEW.id::text, NEW.status);
    END IF;
  WHEN 'admin_action_log' THEN
    PERFORM live_event('actionlog.added', NEW.id::text, NULL);
  END CASE;
  RETURN NULL;
END
$$;

-- The seed loads its history with session_replication_role = replica: these triggers stay quiet
-- for it, so a first start does not raise thousands of events nobody is listening to.
CREATE TRIGGER withdrawals_live AFTER INSERT OR UPDATE ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION live_row_event();
CREATE TRIGGER deposits_live AFTER INSERT OR UPDATE ON deposits
  FOR EACH ROW EXECUTE FUNCTION live_row_event();
CREATE TRIGGER support_tickets_live AFTER INSERT OR UPDATE ON support_tickets
  FOR EACH ROW EXECUTE FUNCTION live_row_event();
CREATE TRIGGER support_messages_live AFTER INSERT ON support_messages
  FOR EACH ROW EXECUTE FUNCTION live_row_event();
CREATE TRIGGER p2p_disputes_live AFTER INSERT OR UPDATE ON p2p_disputes
  FOR EACH ROW EXECUTE FUNCTION live_row_event();
CREATE TRIGGER kyc_live AFTER INSERT OR UPDATE ON kyc
  FOR EACH ROW EXECUTE FUNCTION live_row_event();
CREATE TRIGGER users_live AFTER UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION live_row_event();
CREATE TRIGGER admin_action_log_live AFTER INSERT ON admin_action_log
  FOR EACH ROW EXECUTE FUNCTION live_row_event();

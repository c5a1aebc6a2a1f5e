-- Two people for what could let one person act as two (issue #41). A change that creates or
-- empowers an admin, moves a price beyond its bound or changes a limit is a request here, applied
-- only when a different, independent admin approves it (server/admins/requests.ts).
CREATE TABLE admin_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  -- Who or what it is about, as people read it: an e-mail, a role, an asset, a KYC level.
  target text NOT NULL,
  -- What changes from what to what, written when it was asked.
  summary text NOT NULL,
  -- What the approval applies, as the domain function takes it.
  payload jsonb NOT NULL,
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'approved', 'rejected', 'expired')),
  requested_by uuid NOT NULL REFERENCES admins(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  decided_by uuid REFERENCES admins(id),
  decided_at timestamptz,
  decision_reason text
);
CREATE INDEX admin_requests_created ON admin_requests (created_at, id);
CREATE INDEX admin_requests_pending ON admin_requests (expires_at) WHERE status = 'pending';

CREATE TRIGGER admin_requests_audited AFTER INSERT OR UPDATE OR DELETE ON admin_requests
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('id');

-- An approval counts only from an admin whose own activation a second admin approved, or from a
-- founding admin set up at installation. Admins invited before this migration were activated by
-- one person's word: they act as before, but their approvals count again only once re-vouched.
ALTER TABLE admins ADD COLUMN vouched boolean NOT NULL DEFAULT false;
UPDATE admins SET vouched = true WHERE invited_by IS NULL;

-- A price below its asset's floor, or far from the last price two admins agreed on, needs approval:
-- small steps cannot walk a price down alone.
ALTER TABLE assets
  ADD COLUMN price_floor_usd numeric NOT NULL DEFAULT 0 CHECK (price_floor_usd >= 0),
  ADD COLUMN price_anchor_usd numeric;
UPDATE assets SET price_anchor_usd = price_usd;
-- A new asset starts anchored at the price it was created with, wherever it is created.
CREATE FUNCTION asset_price_anchor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.price_anchor_usd := coalesce(NEW.price_anchor_usd, NEW.price_usd);
  RETURN NEW;
END
$$;
CREATE TRIGGER assets_price_anchor BEFORE INSERT ON assets
  FOR EACH ROW EXECUTE FUNCTION asset_price_anchor();

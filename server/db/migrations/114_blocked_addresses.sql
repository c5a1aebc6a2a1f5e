-- Destinations the exchange refuses to pay out to (src/contracts/resources/blockedAddresses.ts).
-- One row per address and network; addresses compare as typed (EVM and Tron case matters to no
-- one, but a base58 or bech32 address is case-sensitive), so the unique key is exact.
CREATE TABLE blocked_addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  address text NOT NULL,
  network text NOT NULL REFERENCES wallet_networks(id),
  reason text NOT NULL,
  created_by uuid REFERENCES admins(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (address, network)
);
CREATE INDEX blocked_addresses_created ON blocked_addresses(created_at, id);

CREATE TRIGGER blocked_addresses_audited AFTER INSERT OR UPDATE OR DELETE ON blocked_addresses
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('id');

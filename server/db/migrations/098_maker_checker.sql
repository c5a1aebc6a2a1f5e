-- Maker-checker needs two people, not two accounts (issue #28).
--
-- An invited admin registers as 'pending' and can do nothing but set up their own account until a
-- different admin activates it; who invited and who activated each admin is kept, so a second
-- approval can be refused when the two approvers vouched for one another.
ALTER TABLE admins
  ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('pending', 'active', 'disabled')),
  ADD COLUMN invited_by uuid REFERENCES admins(id) ON DELETE SET NULL,
  ADD COLUMN activated_by uuid REFERENCES admins(id) ON DELETE SET NULL,
  ADD COLUMN activated_at timestamptz,
  ADD COLUMN last_sign_in_at timestamptz;

-- Admins who registered before this migration keep their access; their inviter is recorded from
-- the invitation they used, so they cannot give the second approval of their inviter's approvals.
UPDATE admins a SET invited_by = i.invited_by
  FROM admin_invitations i
 WHERE i.used_at IS NOT NULL AND lower(i.email) = lower(a.email) AND i.invited_by <> a.id;

-- Idempotency keys belong to the admin who sent them: another admin's identical key is another
-- request, never a replay of the first admin's result.
DELETE FROM idempotency_keys WHERE admin_id IS NULL;
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_admin_id_fkey;
ALTER TABLE idempotency_keys
  ALTER COLUMN admin_id SET NOT NULL,
  ADD CONSTRAINT idempotency_keys_admin_id_fkey FOREIGN KEY (admin_id) REFERENCES admins(id) ON DELETE CASCADE,
  ADD PRIMARY KEY (scope, admin_id, key);

-- Wallet self-transfers claim their key in idempotency_keys like every other money move; the
-- transfer row keeps the key it ran under, no longer unique across admins (the request's hash
-- lives with the claim).
ALTER TABLE wallet_transfers DROP CONSTRAINT wallet_transfers_idempotency_key_key;
ALTER TABLE wallet_transfers DROP COLUMN request_hash;
CREATE INDEX wallet_transfers_admin_key ON wallet_transfers (admin_id, idempotency_key);

-- Server lists (tests/server/listIndexes.test.ts plans each one's declared sorts, filters and
-- search). The users and KYC grids page on the server (server/routes/users.ts, kyc.ts): each declared sort
-- and each filter with the default sort is one index range, and search (`q`, ILIKE '%term%') reads
-- trigram indexes, so a first page costs the same at ten million users as at a thousand.

-- Users: NOT NULL sort columns need one (column, id) index for both directions; the nullable last
-- sign-in needs one per direction (NULLS LAST).
DROP INDEX users_created;
CREATE INDEX users_created ON users (created_at, id);
CREATE INDEX users_name ON users (name, id);
CREATE INDEX users_email_id ON users (email, id);
CREATE INDEX users_country ON users (country, id);
CREATE INDEX users_last_login ON users (last_login_at, id);
CREATE INDEX users_last_login_desc ON users (last_login_at DESC NULLS LAST, id DESC);
CREATE INDEX users_status_created ON users (status, created_at, id);
CREATE INDEX users_kyc_status_created ON users (kyc_status, created_at, id);
CREATE INDEX users_name_trgm ON users USING gin (name gin_trgm_ops);
CREATE INDEX users_phone_trgm ON users USING gin (phone gin_trgm_ops);
CREATE INDEX users_referral_code_trgm ON users USING gin (referral_code gin_trgm_ops);
CREATE INDEX users_country_trgm ON users USING gin (country gin_trgm_ops);

-- KYC submissions: the same shape (the user's e-mail is asked of users first, by kyc.user_id).
CREATE INDEX kyc_submitted ON kyc (submitted_at, id);
CREATE INDEX kyc_name ON kyc (full_name, id);
CREATE INDEX kyc_reviewed ON kyc (reviewed_at, id);
CREATE INDEX kyc_reviewed_desc ON kyc (reviewed_at DESC NULLS LAST, id DESC);
CREATE INDEX kyc_status_submitted ON kyc (status, submitted_at, id);
CREATE INDEX kyc_document_type_submitted ON kyc (document_type, submitted_at, id);
CREATE INDEX kyc_full_name_trgm ON kyc USING gin (full_name gin_trgm_ops);
CREATE INDEX kyc_document_number_trgm ON kyc USING gin (document_number gin_trgm_ops);

-- Every other server list, as tests/server/listIndexes.test.ts asks of each declared sort, filter
-- and search: a sort column of the list's own table gets a (column, tiebreak) index; a filter
-- with the default sort a (column, sort column, tiebreak) one; a substring filter a trigram one.
-- Deposits and withdrawals: sorted by status or network (the filter indexes end in created_at).
CREATE INDEX deposits_status_id ON deposits (status, id);
CREATE INDEX deposits_network_id ON deposits (network_id, id);
CREATE INDEX withdrawals_status_id ON withdrawals (status, id);
CREATE INDEX withdrawals_network_id ON withdrawals (network_id, id);

-- Referrals.
DROP INDEX affiliates_created;
CREATE INDEX affiliates_created ON affiliates (created_at, id);
CREATE INDEX affiliates_updated ON affiliates (updated_at, id);
CREATE INDEX affiliates_commission ON affiliates (commission, id);
CREATE INDEX affiliates_status ON affiliates (status, id);
CREATE INDEX affiliates_status_created ON affiliates (status, created_at, id);
CREATE INDEX affiliates_referrer_created ON affiliates (referrer_id, created_at, id);
CREATE INDEX affiliates_referred_created ON affiliates (referred_id, created_at, id);

-- Converts.
DROP INDEX converts_created;
DROP INDEX converts_user_created;
CREATE INDEX converts_created ON converts (created_at, id);
CREATE INDEX converts_user_created ON converts (user_id, created_at, id);
CREATE INDEX converts_from_asset_created ON converts (from_asset_id, created_at, id);
CREATE INDEX converts_to_asset_created ON converts (to_asset_id, created_at, id);
CREATE INDEX converts_from_amount ON converts (from_amount, id);
CREATE INDEX converts_to_amount ON converts (to_amount, id);

-- P2P trades (every call names its side) and disputes.
CREATE INDEX p2p_trades_side_order_no ON p2p_trades (side, order_no, id);
CREATE INDEX p2p_trades_side_status ON p2p_trades (side, status, id);
CREATE INDEX p2p_trades_side_payment ON p2p_trades (side, payment_method, id);
CREATE INDEX p2p_trades_side_payment_created ON p2p_trades (side, payment_method, created_at, id);
CREATE INDEX p2p_trades_side_fiat_created ON p2p_trades (side, fiat, created_at, id);
CREATE INDEX p2p_trades_buyer_created ON p2p_trades (buyer_id, created_at, id);
CREATE INDEX p2p_trades_seller_created ON p2p_trades (seller_id, created_at, id);
DROP INDEX p2p_disputes_created;
DROP INDEX p2p_disputes_status_created;
CREATE INDEX p2p_disputes_created ON p2p_disputes (created_at, id);
CREATE INDEX p2p_disputes_status ON p2p_disputes (status, id);
CREATE INDEX p2p_disputes_status_created ON p2p_disputes (status, created_at, id);
CREATE INDEX p2p_disputes_raised_by_created ON p2p_disputes (raised_by, created_at, id);
CREATE INDEX p2p_disputes_reason_trgm ON p2p_disputes USING gin (reason gin_trgm_ops);

-- Stakes (users', matured, the platform's) and the staking history's journals.
DROP INDEX stakes_started;
CREATE INDEX stakes_started ON stakes (started_at, id);
CREATE INDEX stakes_amount ON stakes (amount, id);
CREATE INDEX stakes_apr ON stakes (apr, id);
CREATE INDEX stakes_ends ON stakes (ends_at, id);
CREATE INDEX stakes_ends_desc ON stakes (ends_at DESC NULLS LAST, id DESC);
CREATE INDEX stakes_settled ON stakes (settled_at, id);
CREATE INDEX stakes_settled_desc ON stakes (settled_at DESC NULLS LAST, id DESC);
CREATE INDEX stakes_user_started_id ON stakes (user_id, started_at, id);
CREATE INDEX stakes_plan_started_id ON stakes (plan_id, started_at, id);
CREATE INDEX ledger_journals_staking ON ledger_journals (created_at, id)
  WHERE kind IN ('stake_lock', 'stake_unlock', 'stake_reward');

-- Support categories and tickets.
CREATE INDEX support_categories_name_id ON support_categories (lower(name), id);
CREATE INDEX support_categories_status ON support_categories (status, id);
CREATE INDEX support_categories_updated ON support_categories (updated_at, id);
CREATE INDEX support_categories_name_trgm ON support_categories USING gin (name gin_trgm_ops);
CREATE INDEX support_categories_description_trgm ON support_categories USING gin (description gin_trgm_ops);
DROP INDEX support_tickets_status_created;
DROP INDEX support_tickets_category_created;
DROP INDEX support_tickets_user_created;
DROP INDEX support_tickets_priority_created;
CREATE INDEX support_tickets_status_created ON support_tickets (status, created_at, id);
CREATE INDEX support_tickets_category_created ON support_tickets (category_id, created_at, id);
CREATE INDEX support_tickets_user_created ON support_tickets (user_id, created_at, id);
CREATE INDEX support_tickets_priority_created ON support_tickets (priority, created_at, id);
CREATE INDEX support_tickets_ticket_no ON support_tickets (ticket_no, id);
CREATE INDEX support_tickets_subject ON support_tickets (subject, id);
CREATE INDEX support_tickets_status ON support_tickets (status, id);
CREATE INDEX support_tickets_priority ON support_tickets (priority, id);
CREATE INDEX support_tickets_ticket_no_trgm ON support_tickets USING gin (ticket_no gin_trgm_ops);
CREATE INDEX support_tickets_subject_trgm ON support_tickets USING gin (subject gin_trgm_ops);

-- Blocked addresses, approvals and the audit trail.
CREATE INDEX blocked_addresses_address ON blocked_addresses (address, id);
CREATE INDEX blocked_addresses_network ON blocked_addresses (network, id);
CREATE INDEX blocked_addresses_created_by ON blocked_addresses (created_by, created_at, id);
CREATE INDEX blocked_addresses_address_trgm ON blocked_addresses USING gin (address gin_trgm_ops);
CREATE INDEX blocked_addresses_reason_trgm ON blocked_addresses USING gin (reason gin_trgm_ops);
CREATE INDEX admin_requests_kind ON admin_requests (kind, id);
CREATE INDEX admin_requests_target ON admin_requests (target, id);
CREATE INDEX admin_requests_kind_created ON admin_requests (kind, created_at, id);
CREATE INDEX admin_requests_target_created ON admin_requests (target, created_at, id);
CREATE INDEX admin_requests_requested_by_created ON admin_requests (requested_by, created_at, id);
CREATE INDEX admin_requests_decided_by_created ON admin_requests (decided_by, created_at, id);
CREATE INDEX admin_requests_summary_trgm ON admin_requests USING gin (summary gin_trgm_ops);
CREATE INDEX admin_requests_reason_trgm ON admin_requests USING gin (reason gin_trgm_ops);
CREATE INDEX audit_trail_admin_desc ON audit_trail (admin_email DESC NULLS LAST, seq DESC);
CREATE INDEX audit_trail_operation ON audit_trail (operation, seq);

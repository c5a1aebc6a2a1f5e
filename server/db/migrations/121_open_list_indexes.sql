-- The server lists' sorts and filters 119 left without an index (tests/server/listIndexes.test.ts
-- plans each one). A list with a fixed condition gets partial indexes matching it; a filter on a
-- joined table's column is asked of that table first (its spec's lookup) and served here by the
-- list's own key.

-- Support categories: the name is searched and filtered as lower(name), which the trigram index
-- of the name itself does not serve.
CREATE INDEX support_categories_lower_name_trgm ON support_categories USING gin (lower(name) gin_trgm_ops);

-- The platform's stakes (user_id IS NULL): the sort by start needs the tiebreak in its index; a
-- creator and a plan (asked of the admins and the plans first), and the end, are filters of it.
DROP INDEX stakes_admin_started;
CREATE INDEX stakes_admin_started ON stakes (started_at, id) WHERE user_id IS NULL;
CREATE INDEX stakes_admin_created_by ON stakes (created_by, started_at, id) WHERE user_id IS NULL;
CREATE INDEX stakes_admin_plan ON stakes (plan_id, started_at, id) WHERE user_id IS NULL;
CREATE INDEX stakes_admin_ends ON stakes (ends_at, id) WHERE user_id IS NULL;

-- Matured stakes (active, lock ended), oldest maturity first: the tiebreak in the index, so a
-- page is one range of it.
CREATE INDEX stakes_active_ends ON stakes (ends_at, id) WHERE status = 'active';

-- Pending orders (open or partially filled, the pending grid's fixed condition): by status, pair,
-- type and user, newest first.
CREATE INDEX trade_orders_pending_status ON trade_orders (status, created_at, id)
  WHERE status IN ('open', 'partially_filled');
CREATE INDEX trade_orders_pending_pair ON trade_orders (pair_id, created_at, id)
  WHERE status IN ('open', 'partially_filled');
CREATE INDEX trade_orders_pending_type ON trade_orders (type, created_at, id)
  WHERE status IN ('open', 'partially_filled');
CREATE INDEX trade_orders_pending_user ON trade_orders (user_id, created_at, id)
  WHERE status IN ('open', 'partially_filled');

-- Approvals: the target is a substring filter and part of the search.
CREATE INDEX admin_requests_target_trgm ON admin_requests USING gin (target gin_trgm_ops);

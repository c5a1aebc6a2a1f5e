-- Server-paged lists at a million rows (server/http/paging.ts). A page is one index range when an
-- index matches its (filter, sort): `ORDER BY <col> <dir>, <tiebreak> <dir>` on NOT NULL columns
-- (declared `notNull`, so one ascending index serves both directions), `NULLS LAST` otherwise
-- (one index per direction). Counts stop at the cap, so they read at most 10 001 index entries.

-- Substring filters (`ILIKE '%term%'`, and `q`, one ILIKE per column): trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX users_email_trgm ON users USING gin (email gin_trgm_ops);
CREATE INDEX admin_action_log_description_trgm ON admin_action_log USING gin (description gin_trgm_ops);
CREATE INDEX admin_action_log_user_id_trgm ON admin_action_log USING gin (user_id gin_trgm_ops);
CREATE INDEX ledger_journals_reference_trgm ON ledger_journals USING gin (reference gin_trgm_ops);
CREATE INDEX deposits_tx_hash_trgm ON deposits USING gin (tx_hash gin_trgm_ops);
CREATE INDEX withdrawals_address_trgm ON withdrawals USING gin (address gin_trgm_ops);
CREATE INDEX withdrawals_tx_hash_trgm ON withdrawals USING gin (tx_hash gin_trgm_ops);
CREATE INDEX p2p_trades_order_no_trgm ON p2p_trades USING gin (order_no gin_trgm_ops);

-- Deposits: each select filter with the default sort (time, then id), each sortable column.
DROP INDEX deposits_status_created;
DROP INDEX deposits_user_created;
DROP INDEX deposits_asset_created;
CREATE INDEX deposits_status_created ON deposits (status, created_at, id);
CREATE INDEX deposits_user_created ON deposits (user_id, created_at, id);
CREATE INDEX deposits_asset_created ON deposits (asset_id, created_at, id);
CREATE INDEX deposits_network_created ON deposits (network_id, created_at, id);
CREATE INDEX deposits_amount ON deposits (amount, id);
CREATE INDEX deposits_credited ON deposits (credited_at, id);
CREATE INDEX deposits_credited_desc ON deposits (credited_at DESC NULLS LAST, id DESC);

-- Withdrawals: the same shape.
DROP INDEX withdrawals_status_created;
DROP INDEX withdrawals_user_created;
DROP INDEX withdrawals_asset_created;
CREATE INDEX withdrawals_status_created ON withdrawals (status, created_at, id);
CREATE INDEX withdrawals_user_created ON withdrawals (user_id, created_at, id);
CREATE INDEX withdrawals_asset_created ON withdrawals (asset_id, created_at, id);
CREATE INDEX withdrawals_network_created ON withdrawals (network_id, created_at, id);
CREATE INDEX withdrawals_amount ON withdrawals (amount, id);
CREATE INDEX withdrawals_usd_value ON withdrawals (usd_value, id);
CREATE INDEX withdrawals_updated ON withdrawals (updated_at, id);

-- P2P trades: the grid's side with each filter and the default sort, and its sortable columns.
DROP INDEX p2p_trades_side_status_created;
CREATE INDEX p2p_trades_side_status_created ON p2p_trades (side, status, created_at, id);
CREATE INDEX p2p_trades_side_asset_created ON p2p_trades (side, asset_id, created_at, id);
CREATE INDEX p2p_trades_side_amount ON p2p_trades (side, amount, id);
CREATE INDEX p2p_trades_side_price ON p2p_trades (side, price, id);
CREATE INDEX p2p_trades_side_fiat_total ON p2p_trades (side, fiat_total, id);


-- Server-paged lists at a million rows, second pass (server/http/paging.ts, pagingLookup.ts).
-- Filters on a joined table's column (user email, asset symbol) now ask that table first and filter
-- the list by its own key, so the existing (key, created_at, id) indexes serve them; what they could
-- not serve is a key filter with another sort. Amounts only compare within one asset, so the grids'
-- "one asset, largest amount first" reads the amount order of that asset alone: without these the
-- planner either sorts every row of the asset (130 000 for BTC) or walks the amount order of all
-- assets, where BTC's largest amounts come after 750 000 cheaper coins' (4-7 s).

-- Deposits grid: filter asset + sort amount (bench: "deposits: asset BTC by amount").
CREATE INDEX deposits_asset_amount ON deposits (asset_id, amount, id);
-- Withdrawals grid: filter asset + sort amount (bench: "withdrawals: asset BTC by amount").
CREATE INDEX withdrawals_asset_amount ON withdrawals (asset_id, amount, id);

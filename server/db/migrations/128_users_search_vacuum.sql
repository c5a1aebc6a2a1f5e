-- migrate: outside a transaction
-- Migration 126 rewrote the users table, which leaves it with no statistics on its new column and
-- no page marked all-visible: the planner would misjudge a search, and a search sorted by name
-- would read each row from the table after all. VACUUM (ANALYZE) gives both back at once.
VACUUM (ANALYZE) users;

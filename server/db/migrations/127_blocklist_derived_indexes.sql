-- The blocklist's list indexes are now the engine's, read off its contract at every start
-- (server/http/tableIndexes.ts): these hand-written ones give way to them.
DROP INDEX blocked_addresses_created;
DROP INDEX blocked_addresses_address;
DROP INDEX blocked_addresses_network;
DROP INDEX blocked_addresses_created_by;
DROP INDEX blocked_addresses_address_trgm;
DROP INDEX blocked_addresses_reason_trgm;

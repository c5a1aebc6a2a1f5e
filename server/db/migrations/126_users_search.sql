-- A user's searchable text (name, email, phone, referral code) in one lower-cased column, kept by
-- PostgreSQL. A search term (no whitespace) matches inside one field exactly when it matches
-- inside this text, so `q` is one LIKE on it (server/http/pagingFilter.ts): one trigram index
-- serves it, and the name and email sort indexes carry it, so a search sorted by name walks the
-- name index alone. Ten million users' names are not independent of their surnames: "walker"
-- walked 700 000 index entries before its 25th match, reading each one's row (3.5 s); read off
-- the index, the same walk takes about 0.2 s.
ALTER TABLE users
  ADD COLUMN search_text text NOT NULL
  GENERATED ALWAYS AS (lower(name || ' ' || email || ' ' || phone || ' ' || referral_code)) STORED;

DROP INDEX users_name_trgm;
DROP INDEX users_phone_trgm;
DROP INDEX users_referral_code_trgm;
CREATE INDEX users_search_trgm ON users USING gin (search_text gin_trgm_ops);

DROP INDEX users_name;
CREATE INDEX users_name ON users (name, id) INCLUDE (search_text);
DROP INDEX users_email_id;
CREATE INDEX users_email_id ON users (email, id) INCLUDE (search_text);

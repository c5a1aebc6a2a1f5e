-- A KYC submission's searchable text (the name, its user's e-mail and the document number) in one
-- lower-cased column, as the users' (migration 126). The e-mail is kept on the submission: filled
-- from its user when an insert leaves it out, and followed when the user's e-mail changes. A
-- search sorted by name then walks the name index alone: "walker" among ten million users walked
-- 700 000 submissions and looked up each one's user (8 s).
-- The index builds below (a trigram index over millions of rows) get room to sort in memory.
SET LOCAL maintenance_work_mem = '256MB';
DROP INDEX kyc_full_name_trgm;
DROP INDEX kyc_document_number_trgm;
DROP INDEX kyc_name;

-- The e-mails are filled by one rewrite of the table (a type change that reads each row's user),
-- which also adds the search text and rebuilds the indexes once over the result. An UPDATE would
-- have maintained every index row by row: over 20 minutes for 8.5 million submissions.
ALTER TABLE kyc ADD COLUMN email text;
CREATE FUNCTION kyc_email_of(uuid) RETURNS text LANGUAGE sql STABLE
  AS 'SELECT email FROM users WHERE id = $1';
ALTER TABLE kyc
  ALTER COLUMN email TYPE text USING kyc_email_of(user_id),
  ALTER COLUMN email SET NOT NULL,
  ADD COLUMN search_text text NOT NULL
    GENERATED ALWAYS AS (lower(full_name || ' ' || email || ' ' || document_number)) STORED;
DROP FUNCTION kyc_email_of(uuid);

CREATE FUNCTION kyc_user_email() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.email := (SELECT email FROM users WHERE id = NEW.user_id);
  RETURN NEW;
END $$;
CREATE TRIGGER kyc_user_email BEFORE INSERT ON kyc
  FOR EACH ROW WHEN (NEW.email IS NULL) EXECUTE FUNCTION kyc_user_email();

CREATE FUNCTION kyc_follows_user_email() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE kyc SET email = NEW.email WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER kyc_follows_user_email AFTER UPDATE OF email ON users
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION kyc_follows_user_email();

CREATE INDEX kyc_search_trgm ON kyc USING gin (search_text gin_trgm_ops);
CREATE INDEX kyc_name ON kyc (full_name, id) INCLUDE (search_text);

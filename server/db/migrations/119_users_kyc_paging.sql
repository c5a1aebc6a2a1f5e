-- The users and KYC grids page on the server (server/routes/users.ts, kyc.ts): each declared sort
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

-- Another list's filter on a user's e-mail (a deposit's, a KYC submission's) asks the users first
-- (server/http/pagingLookup.ts): its substring test now reads the trigram index of the users'
-- search text, which holds the e-mail lower-cased, and checks the e-mail itself on what it finds.
-- The e-mail's own trigram index served only that test: every sign-up wrote it, and a seed of ten
-- million users built it for over a minute.
DROP INDEX users_email_trgm;

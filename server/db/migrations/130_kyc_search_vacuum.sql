-- migrate: outside a transaction
-- Migration 129 rewrote the KYC table: its statistics and its all-visible pages back, as 128 did
-- for the users'.
VACUUM (ANALYZE) kyc;

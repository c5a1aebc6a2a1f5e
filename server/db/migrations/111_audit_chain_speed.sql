-- The audit trail's two hot paths, made cheaper without changing a single hash (issue #24).
--
-- 1. Appending must cost the same at entry 10 and at entry 10 000 000. The chain trigger
-- (100_audit_trail.sql) finds the last entry with `ORDER BY seq DESC LIMIT 1`; PL/pgSQL caches
-- that query's plan per connection, and a plan made while the trail was small is a full scan and
-- sort. Kept on a long-lived connection, or within one statement that appends many entries, every
-- append then reads the whole trail (PGlite: 5 000 appends in one statement took 4.2 s and 20 000
-- took 112 s; with this setting 0.66 s and 2.8 s). The primary key's index answers it in one step.
ALTER FUNCTION audit_chain() SET enable_seqscan = off;

-- 2. Verifying a million entries spends most of its time printing each entry as canonical JSON.
-- The text is the one jsonb prints for the object 100_audit_trail.sql builds (keys shortest
-- first, then in byte order; ", " and ": " between them; strings escaped as JSON), written out
-- directly instead of built as jsonb and printed: ~1.5× faster, byte for byte the same, so every
-- hash already stored still verifies (tests/server/auditText.test.ts compares the two).
CREATE OR REPLACE FUNCTION audit_entry_text(e audit_trail) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"at": ' || to_json(to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))::text
    || ', "seq": ' || e.seq
    || ', "action": ' || coalesce(to_json(e.action)::text, 'null')
    || ', "reason": ' || coalesce(to_json(e.reason)::text, 'null')
    || ', "adminId": ' || coalesce(to_json(e.admin_id)::text, 'null')
    || ', "changes": ' || coalesce(e.changes::text, 'null')
    || ', "recordId": ' || coalesce(to_json(e.record_id)::text, 'null')
    || ', "resource": ' || coalesce(to_json(e.resource)::text, 'null')
    || ', "adminRole": ' || coalesce(to_json(e.admin_role)::text, 'null')
    || ', "operation": ' || coalesce(to_json(e.operation)::text, 'null')
    || ', "requestId": ' || coalesce(to_json(e.request_id)::text, 'null')
    || ', "userAgent": ' || coalesce(to_json(e.user_agent)::text, 'null')
    || ', "adminEmail": ' || coalesce(to_json(e.admin_email)::text, 'null')
    || ', "clientAddress": ' || coalesce(to_json(e.client_address)::text, 'null')
    || ', "idempotencyKey": ' || coalesce(to_json(e.idempotency_key)::text, 'null') || '}'
$$;

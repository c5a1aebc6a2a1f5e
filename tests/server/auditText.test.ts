import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * The chain hashes each entry's canonical JSON. 111_audit_chain_speed.sql writes that text out
 * directly for speed; it must stay byte for byte what jsonb prints for the object the first
 * version built, or every stored hash would stop verifying.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED_USERS: '2', SEED_LEDGER: '0', SEED_TRADES: '0' });
});
afterAll(() => server.close());

const jsonbText = `jsonb_build_object(
    'seq', e.seq,
    'at', to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'adminId', e.admin_id, 'adminEmail', e.admin_email, 'adminRole', e.admin_role,
    'clientAddress', e.client_address, 'userAgent', e.user_agent,
    'action', e.action, 'operation', e.operation, 'resource', e.resource, 'recordId', e.record_id,
    'changes', e.changes, 'reason', e.reason,
    'idempotencyKey', e.idempotency_key, 'requestId', e.request_id
  )::text`;

it('prints every kind of entry exactly as jsonb does: nulls, quotes, escapes, non-ASCII, numbers', async () => {
  const { rows } = await server.db.query<{ fast: string; reference: string }>(
    `SELECT audit_entry_text(e) AS fast, ${jsonbText} AS reference
       FROM (SELECT (jsonb_populate_record(NULL::audit_trail, jsonb_build_object(
               'seq', i, 'at', now() - i * interval '1 second 1 microsecond',
               'admin_id', CASE WHEN i % 2 = 0 THEN gen_random_uuid() END,
               'admin_email', CASE WHEN i % 5 <> 0 THEN 'ops+' || i || '@exchange.local' END,
               'admin_role', 'owner', 'client_address', '::ffff:10.0.0.' || i,
               'user_agent', E'Mozilla "x" \\\\ \\u00e9 \\u2603 \\t' || i,
               'action', 'POST /admin/updateUser', 'operation', 'update', 'resource', 'users',
               'record_id', CASE WHEN i % 3 <> 0 THEN i::text END,
               'changes', jsonb_build_object('name', jsonb_build_array('Before', E'After\\n' || i),
                 'amount', i * 1.25, 'gone', NULL, 'ok', i % 2 = 0, 'nested', jsonb_build_object('z', 1, 'a', '[masked]')),
               'reason', CASE WHEN i % 4 = 0 THEN E'why "quoted" \\u0001 ' || i END,
               'idempotency_key', CASE WHEN i % 2 = 1 THEN md5(i::text) END,
               'request_id', 'req-' || i, 'hash', ''))).*
               FROM generate_series(1, 60) AS i) AS e`,
  );
  expect(rows).toHaveLength(60);
  for (const row of rows) expect(row.fast).toBe(row.reference);
});

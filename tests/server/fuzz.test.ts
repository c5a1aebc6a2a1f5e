import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { clock, codeAt, currentStep } from '../../server/totp.ts';
import { seedWallet } from '../../server/wallet/seed.ts';

/**
 * Sends malformed input to every route of the OpenAPI document with a live, stepped-up session:
 * each answer is a 4xx in the envelope with a message, never a 5xx, and nothing is written.
 */
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const MAIN_TABLES = [
  'admins',
  'users',
  'kyc',
  'assets',
  'balances',
  'asset_networks',
  'platform_wallets',
  'wallet_transfers',
  'wallet_ledger_entries',
  'admin_invitations',
  'admin_password_resets',
];
// Routes whose whole purpose is a side effect on the caller's own session, or are not JSON.
const SKIP = new Set(['POST /admin/logout', 'GET /public/coin-icon/{file}']);

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  items?: JsonSchema;
}
interface Operation {
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  parameters?: { in: string; name: string; schema: JsonSchema }[];
}

let server: TestServer;
let headers: Record<string, string>;
const realNow = clock.now;

/** A plausible value of a schema, so one bad field at a time is what the server meets. */
function sample(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf[0]);
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'fuzz@exchange.local';
      return 'A';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v)]),
      );
    default:
      return 'A';
  }
}

const isType = (schema: JsonSchema, type: string): boolean =>
  schema.type === type || (schema.anyOf ?? []).some((s) => isType(s, type));

/** Bad values for one field: each must be refused. */
function badValues(schema: JsonSchema): [string, unknown][] {
  const out: [string, unknown][] = [
    ['NUL', 'a\u0000b'],
    ['control character', 'a\u001bb'],
    ['1 MB string', 'x'.repeat(1024 * 1024)],
    ['huge number', 1e308],
    ['array for a value', [[1]]],
  ];
  if (!isType(schema, 'object')) out.push(['object for a value', { nested: true }]);
  if (isType(schema, 'object')) out.push(['text for an object', 'x']);
  if (!isType(schema, 'boolean')) out.push(['boolean', true]);
  if (isType(schema, 'number') || isType(schema, 'integer')) out.push(['negative', -1]);
  if (!isType(schema, 'string')) out.push(['wrong type', 'not-a-number']);
  return out;
}

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of MAIN_TABLES) {
    const { rows } = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table}`,
    );
    out[table] = rows[0].n;
  }
  return out;
}

beforeAll(async () => {
  process.env.WALLET_MNEMONIC = ABANDON;
  const now = (currentStep(Date.now()) + 1) * 30_000 + 5_000;
  clock.now = () => now;
  server = await startTestServer({ ADMIN_TOTP_SECRET: SECRET, SEED_USERS: '20' });
  await seedWallet(server.db, server.config);
  const { rows } = await server.db.query<{ id: string }>(
    "SELECT id FROM admins WHERE email = 'admin@exchange.local'",
  );
  headers = { authorization: `Bearer ${await createSession(server.db, rows[0].id)}` };
  const stepUp = await server.app.inject({
    method: 'POST',
    url: '/api/admin/adminVerifyOtp',
    headers,
    payload: {
      email: server.config.adminEmail,
      secret: codeAt(SECRET, currentStep(now)),
      type: 'email',
    },
  });
  expect(stepUp.statusCode).toBe(200);
});
afterAll(async () => {
  clock.now = realNow;
  delete process.env.WALLET_MNEMONIC;
  await server.close();
});

describe('fuzzing every route of the OpenAPI document', () => {
  it('answers 4xx with a message to every malformed request, never 5xx, and writes nothing', async () => {
    const doc = (await server.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const before = await counts();
    const seen: string[] = [];
    let sent = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (SKIP.has(name)) continue;
        const url = `/api${path}`
          .replace('{id}', '00000000-0000-4000-8000-000000000000')
          .replace('{side}', 'front');
        const send = async (label: string, payload: unknown, mustFail: boolean, query = '') => {
          const res = await server.app.inject({
            method: method.toUpperCase() as 'POST',
            url: `${url}${query}`,
            headers: {
              ...headers,
              ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
            payload: payload === undefined ? undefined : JSON.stringify(payload),
          });
          sent++;
          const where = `${name} (${label}) -> ${res.statusCode} ${res.body.slice(0, 160)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (mustFail) {
            expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
            const body = res.json();
            expect(body.success, where).toBe(false);
            expect(body.message, where).toMatch(/\S/);
          }
          return res;
        };
        const bodySchema = op.requestBody?.content['application/json'].schema;
        if (bodySchema) {
          seen.push(name);
          const base = sample(bodySchema) as Record<string, unknown>;
          await send('missing body', undefined, (bodySchema.required ?? []).length > 0);
          await send('array for the body', [base], true);
          await send('text for the body', 'x', true);
          await send('unknown field', { ...base, fuzzUnknownField: 1 }, true);
          for (const [field, schema] of Object.entries(bodySchema.properties ?? {})) {
            for (const [label, value] of badValues(schema)) {
              await send(`${field}: ${label}`, { ...base, [field]: value }, true);
            }
          }
        }
        for (const param of op.parameters ?? []) {
          if (param.in !== 'query') continue;
          for (const [label, value] of [
            ['NUL', 'a%00b'],
            ['1 MB string', 'x'.repeat(64 * 1024)],
            ['huge number', '1e308'],
            ['negative', '-1'],
          ]) {
            await send(`query ${param.name}: ${label}`, undefined, true, `?${param.name}=${value}`);
          }
        }
        if (method === 'get')
          await send('NUL in an unknown query field', undefined, true, '?q=a%00');
      }
    }
    expect(seen.length).toBeGreaterThan(15);
    expect(sent).toBeGreaterThan(300);
    expect(await counts()).toEqual(before);
  }, 120_000);
});

describe('errors outside any route come back in the envelope', () => {
  it('404, 413 and 415', async () => {
    const notFound = await server.app.inject({ url: '/api/nope' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject({ success: false });
    const tooLarge = await server.app.inject({
      method: 'POST',
      url: '/api/adminlogin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(3 * 1024 * 1024), password: 'x' }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ success: false, message: expect.any(String) });
    const mediaType = await server.app.inject({
      method: 'POST',
      url: '/api/adminlogin',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(mediaType.statusCode).toBe(415);
    expect(mediaType.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});

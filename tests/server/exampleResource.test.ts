import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeTierContract } from '../../docs/examples/feeTiers/feeTiers.ts';
import { tableList, tableResourceRoutes } from '../../server/http/tableResource.ts';
import { installTableResources } from '../../server/http/tableIndexes.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { createSeedRows } from './contractSeeds.ts';
import { tableMoveFixture } from './commandFixtures.ts';
import { planOf, planProblems, statisticsAsIfLarge } from './planCheck.ts';
import { pageQueriesOf, readPaging, type PagingInput } from '../../server/http/paging.ts';
import { signIn, startTestServer, type TestServer } from './helpers.ts';

/**
 * The docs' example resource (docs/adding-a-resource.md, docs/examples/feeTiers): its contract,
 * its migration and nothing else, registered on a real server, serves a list that sorts, filters
 * and searches, writes with the form's words, and a status command with its permission, reason,
 * 409, audit entry and action-log entry.
 */

const MIGRATION = readFileSync(
  path.resolve(import.meta.dirname, '../../docs/examples/feeTiers/feeTiers.sql'),
  'utf8',
);
const routes: FastifyPluginAsync = async (app) =>
  tableResourceRoutes(app, tableList(feeTierContract));

let server: TestServer;
let owner: { authorization: string };
let support: { authorization: string };

beforeAll(async () => {
  server = await startTestServer({}, { routes: [routes], migrations: [MIGRATION] });
  await installTableResources(server.db, [feeTierContract]);
  owner = await signIn(server);
  const { rows } = await server.db.query<{ id: string }>(
    `INSERT INTO admins (email, password_hash, role) VALUES ('desk@exchange.local', 'x', 'support')
     RETURNING id`,
  );
  support = { authorization: `Bearer ${await createSession(server.db, rows[0].id)}` };
  await createSeedRows(server, [feeTierContract]);
});
afterAll(async () => server.close());

type Tier = { _id: string; name: string; status: string; makerFeePct: number; createdBy: string };

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

async function list(query: Record<string, unknown> = {}) {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, JSON.stringify(value)]),
  );
  const res = await call('GET', `/admin/feeTiers?${params}`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: { data: Tier[] } }).result.data;
}

const tierNamed = async (name: string) => (await list({ filter: { q: name } }))[0];

describe('the docs example: fee tiers, from the contract and the table alone', () => {
  it('lists the seeded tiers in each sort, both ways, filtered and searched', async () => {
    const byMaker = await list({ sort: { makerFeePct: 1 } });
    expect(byMaker.map((t) => t.name)).toEqual(['Market maker', 'VIP 1', 'Base']);
    const byVolume = await list({ sort: { minVolumeUsd: -1 } });
    expect(byVolume.map((t) => t.name)).toEqual(['Market maker', 'VIP 1', 'Base']);
    expect((await list({ filter: { q: 'vip' } })).map((t) => t.name)).toEqual(['VIP 1']);
    expect(await list({ filter: { status: 'retired' } })).toEqual([]);
    expect(new Set(byMaker.map((t) => t.createdBy)).size).toBe(3);
  });

  it('refuses a maker fee above the taker fee in the form’s words, under the field', async () => {
    const res = await call('POST', '/admin/feeTiers', owner, {
      name: 'Odd',
      minVolumeUsd: 10,
      makerFeePct: 0.3,
      takerFeePct: 0.1,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({ makerFeePct: 'Maker fee above the taker fee' });
  });

  it('refuses a second tier of the same name in the contract’s words (409)', async () => {
    const res = await call('POST', '/admin/feeTiers', owner, {
      name: 'Base',
      minVolumeUsd: 1,
      makerFeePct: 0,
      takerFeePct: 0,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('A fee tier named Base exists');
  });

  describe('its status command (POST /admin/feeTiers/status)', () => {
    const move = (headers: Headers, body: object) =>
      call('POST', '/admin/feeTiers/status', headers, body);

    it('refuses an admin without its permission (403) and a missing reason (400)', async () => {
      const base = await tierNamed('Base');
      const body = { _id: base._id, status: 'retired', reason: 'Replaced by the new schedule' };
      expect((await move(support, body)).statusCode).toBe(403);
      const blank = await move(owner, { ...body, reason: '  ' });
      expect(blank.statusCode, blank.body).toBe(400);
      expect(blank.json().message).toBe('Say why the tier moves');
      expect((await tierNamed('Base')).status).toBe('active');
    });

    it('retires an active tier once, with one audit entry and one action-log entry', async () => {
      const tier = await tierNamed('VIP');
      const body = { _id: tier._id, status: 'retired', reason: 'Replaced by the new schedule' };
      const res = await move(owner, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Fee tier retired',
        result: { _id: tier._id, status: 'retired' },
      });
      const audit = await server.db.query<{ reason: string; changes: Record<string, unknown> }>(
        `SELECT reason, changes FROM audit_trail WHERE resource = 'fee_tiers' AND record_id = $1
            AND operation = 'update'`,
        [tier._id],
      );
      expect(audit.rows).toHaveLength(1);
      expect(audit.rows[0].reason).toBe('Replaced by the new schedule');
      expect(audit.rows[0].changes).toMatchObject({ status: ['active', 'retired'] });
      const log = await server.db.query<{ description: string }>(
        `SELECT description FROM admin_action_log WHERE description LIKE 'Fee tier VIP 1:%'`,
      );
      expect(log.rows.map((r) => r.description)).toEqual([
        `Fee tier VIP 1: active → retired (Replaced by the new schedule) by ${server.config.adminEmail}`,
      ]);

      const again = await move(owner, body);
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().message).toBe('This fee tier is retired: it cannot be retired');
      const refused = await server.db.query(
        `SELECT 1 FROM audit_trail WHERE resource = 'fee_tiers' AND operation = 'refused'`,
      );
      expect(refused.rows).toHaveLength(1);

      const back = await move(owner, { ...body, status: 'active', reason: 'Kept for a month' });
      expect(back.json()).toMatchObject({ message: 'Fee tier active' });
    });

    it('answers the generated command fixture: 409 for its stale body, 200 for its valid one', async () => {
      const fixture = tableMoveFixture(feeTierContract);
      expect((await move(owner, await fixture.stale!(server))).statusCode).toBe(409);
      expect((await move(owner, await fixture.valid(server))).statusCode).toBe(200);
    });

    it('answers 404 for a tier that does not exist', async () => {
      const res = await move(owner, {
        _id: '00000000-0000-4000-8000-000000000000',
        status: 'retired',
        reason: 'Replaced by the new schedule',
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('Fee tier not found');
    });
  });
});

describe('the docs example: its derived indexes', () => {
  const spec = tableList(feeTierContract);
  const planned = async (input: PagingInput) => {
    const { rows } = await pageQueriesOf(server.db, spec, readPaging(input, spec));
    return planProblems(await planOf(server.db, rows), 'fee_tiers', 'page');
  };
  const fields = feeTierContract.fields.filter((f) => f.key !== 'createdBy');
  const filters: Record<string, unknown> = {
    status: 'retired',
    name: 'vip',
    minVolumeUsd_gte: 10,
    createdAt_gte: '2026-01-01',
    createdBy: 'seed-author',
    q: 'vip',
  };

  it('serve each sort both ways and each filter, without reading the whole table', async () => {
    await statisticsAsIfLarge(server.db);
    for (const { key } of fields.filter((f) => f.sortable))
      for (const order of [1, -1] as const)
        expect(await planned({ sort: { [key]: order } }), `sort ${key} ${order}`).toEqual([]);
    for (const [key, value] of Object.entries(filters))
      expect(await planned({ filter: { [key]: value } }), `filter ${key}`).toEqual([]);
  });
});

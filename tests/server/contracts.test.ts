import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagedListContracts } from '../../src/contracts/resources/index.ts';
import {
  columnsOf,
  roleOf,
  USER_FILTER,
  type ContractField,
  type PagedListContract,
} from '../../src/contracts/resources/types.ts';
import { createAdminStake } from '../../server/staking/adminStake.ts';
import { decideRequest, requestChange } from '../../server/admins/requests.ts';
import { signIn, startTestServer, type TestServer } from './helpers.ts';
import { createSeedRows } from './contractSeeds.ts';
import { planId } from './stakingHelpers.ts';

/**
 * Generated from the registry of contracts: every control a server-paged grid offers is asked of
 * the real server, the way the grid asks it. A list added to src/contracts/resources/index.ts is
 * tested here without a line more. Each sortable column sorts (and orders numbers and dates), each
 * filter keeps only matching rows, `q` finds a row by each searchable column, the export is a CSV
 * headed by the grid's columns, and a column the grid does not sort answers 400.
 */
let server: TestServer;
let auth: { authorization: string };
beforeAll(async () => {
  server = await startTestServer();
  auth = await signIn(server);
  // The seed stakes only users' funds: one platform stake gives staket/admin a row to ask about.
  const plan = await planId(server, 'USDT 30-day Fixed');
  const admin = await server.db.query<{ id: string }>('SELECT id FROM admins WHERE email = $1', [
    server.config.adminEmail,
  ]);
  await server.db.transaction((tx) =>
    createAdminStake(tx, { planId: plan, amount: '2500', adminId: admin.rows[0].id }),
  );
  // Two more, apart in plan, asset, type, amount, APR and author: the admin-stakes grid's sorts
  // and filters then have distinct values to order.
  const others = await server.db.query<{ id: string }>(
    `INSERT INTO admins (email, password_hash, role) VALUES
       ('stake-author-1@exchange.local', 'not-a-hash', 'owner'),
       ('stake-author-2@exchange.local', 'not-a-hash', 'owner') RETURNING id`,
  );
  for (const [i, [name, amount]] of [
    ['BTC Flexible', '0.5'],
    ['ETH 120-day Fixed', '3'],
  ].entries()) {
    const id = await planId(server, name);
    const adminId = others.rows[i].id;
    await server.db.transaction((tx) => createAdminStake(tx, { planId: id, amount, adminId }));
  }
  // The audit trail gets entries with a reason, as an admin's KYC rejections write them: three
  // users' submissions, so the trail has three affected users to filter by.
  const pending = await server.db.query<{ id: string }>(
    `SELECT id FROM kyc WHERE status = 'pending' ORDER BY id LIMIT 3`,
  );
  for (const { id } of pending.rows) {
    const verdict = await server.app.inject({
      method: 'POST',
      url: '/api/admin/verifyKyc',
      headers: auth,
      payload: { _id: id, status: 'rejected', reason: 'Document expired' },
    });
    expect(verdict.statusCode, verdict.body).toBe(200);
  }
  // Approvals: one request waits, a second was rejected by another owner (its decider to filter by).
  const owner = { adminId: admin.rows[0].id, email: server.config.adminEmail };
  const second = await server.db.query<{ id: string; email: string }>(
    `SELECT id, email FROM admins WHERE role = 'owner' AND id <> $1 LIMIT 1`,
    [owner.adminId],
  );
  const asked = (level: 'approved' | 'pending', dailyUsd: number) =>
    server.db.transaction((tx) =>
      requestChange(tx, {
        kind: 'limits.update',
        target: level,
        summary: `daily → ${dailyUsd} USD`,
        payload: { _id: level, dailyUsd, monthlyUsd: dailyUsd * 10 },
        reason: 'More volume this month',
        requester: owner,
      }),
    );
  await asked('approved', 20_000);
  const refused = await asked('pending', 5_000);
  await server.db.transaction((tx) =>
    decideRequest(tx, {
      id: refused.requestId,
      approve: false,
      reason: 'Not agreed by the team',
      decider: {
        ...second.rows[0],
        adminId: second.rows[0].id,
        permissions: new Set(['limits:update']),
      },
      app: server.app,
    }),
  );
  // A list the seed leaves empty gets its contract's seed rows (else its example).
  await createSeedRows(server, pagedListContracts);
});

afterAll(async () => server.close());

type Row = Record<string, unknown>;

/**
 * Fields whose rows the seed does not yet give distinct values, so their sort and filter tests
 * cannot fail on a wrong order. To seed, then remove from here (the test fails once one is not).
 */
const THIN: Record<string, string[]> = {
  'trade/pending-order': ['type'], // the seed's open orders are all limit orders
  'p2p/raise-dispute': ['status'], // every seeded dispute is open
  'stake/settle': ['type', 'settledAt'], // matured stakes are fixed and none is settled yet
  // Three platform stakes, all live: one flexible (no end), none settled.
  'staket/admin': ['endsAt', 'status', 'settledAt'],
  approvals: ['kind', 'requestedBy', 'decidedBy'], // three requests (one the treasury's snapshot)
};
interface ListQuery {
  filter?: Record<string, unknown>;
  sort?: Record<string, 1 | -1>;
  limit?: number;
  format?: 'csv';
}

/** One call of the grid: its fixed payload beside page, limit, filter and sort. */
function ask(contract: PagedListContract, query: ListQuery) {
  const { method, path, fixed = {} } = contract.endpoint;
  const payload = { page: 1, limit: query.limit ?? 50, ...fixed, ...query };
  const url = `/api${path}`;
  if (method === 'POST') return server.app.inject({ method, url, headers: auth, payload });
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return server.app.inject({ method, url: `${url}?${params}`, headers: auth });
}

async function rowsOf(contract: PagedListContract, query: ListQuery = {}): Promise<Row[]> {
  const res = await ask(contract, query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: { data: Row[] } }).result.data;
}

const isNumeric = (field: ContractField) =>
  ['number', 'money', 'cryptoAmount', 'percent'].includes(field.type);
const isDate = (field: ContractField) => field.type === 'date' || field.type === 'datetime';
const text = (value: unknown) => String(value ?? '').toLowerCase();

/**
 * Which of two sorted values comes first: numbers and dates by value, text in the database's
 * byte order (the C collation), as it is or lower-cased (a name sorted as people read it).
 */
function inOrder(field: ContractField, a: unknown, b: unknown, order: 1 | -1): boolean {
  if (isNumeric(field)) return order * (Number(b) - Number(a)) >= 0;
  if (isDate(field)) return order * (Date.parse(String(b)) - Date.parse(String(a))) >= 0;
  const [x, y] = order === 1 ? [String(a), String(b)] : [String(b), String(a)];
  return x <= y || x.toLowerCase() <= y.toLowerCase();
}

/** The record keys a filter tests: its own, or those a filter-only field matches. */
const testedKeys = (field: ContractField) => field.matches ?? [field.key];
const firstValue = (rows: Row[], field: ContractField) =>
  rows
    .flatMap((row) => testedKeys(field).map((key) => row[key]))
    .find((value) => value !== null && value !== undefined && value !== '');

const csvCell = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

describe.each(pagedListContracts.map((contract) => [contract.name, contract] as const))(
  'the %s grid, against the server',
  (_name, contract) => {
    it('answers its default page with every field the grid shows', async () => {
      const rows = await rowsOf(contract);
      expect(rows.length).toBeGreaterThan(0);
      const shown = contract.fields.filter((field) => roleOf(field) !== 'filter');
      for (const field of shown) expect(rows[0]).toHaveProperty(field.key);
    });

    // A sort or a filter proves nothing on rows that all hold one value: the seed (or the
    // contract's `seeds`) gives each such field at least three distinct values (two for a
    // two-valued select), except the fields THIN names, which the test must still seed.
    const thin = new Set(THIN[contract.name] ?? []);
    const controlled = contract.fields.filter((field) => field.sortable || field.filter);
    it.each(controlled.map((field) => [field.key, field] as const))(
      'has rows with distinct values of %s to sort and filter',
      async (_key, field) => {
        const rows = await rowsOf(contract, { limit: 100 });
        const values = new Set(
          rows
            .flatMap((row) => testedKeys(field).map((key) => row[key]))
            .filter((v) => v !== null && v !== undefined && v !== '')
            .map((v) => JSON.stringify(v)),
        );
        const possible = field.values?.length ?? (field.filter === 'select' ? 2 : 3);
        const enough = values.size >= Math.min(3, possible);
        // A field listed as thin that is not: take it off the list.
        expect(enough, [...values].join(' ')).toBe(!thin.has(field.key));
      },
    );

    const sortable = contract.fields.filter((field) => field.sortable);
    it.each(sortable.map((field) => [field.key, field] as const))(
      'sorts by %s both ways',
      async (_key, field) => {
        const firsts: unknown[] = [];
        for (const order of [1, -1] as const) {
          const rows = await rowsOf(contract, { sort: { [field.key]: order } });
          const values = rows.map((row) => row[field.key]).filter((v) => v !== null);
          firsts.push(values[0]);
          for (let i = 1; i < values.length; i++) {
            const [a, b] = [values[i - 1], values[i]];
            expect(inOrder(field, a, b, order), `${String(a)} then ${String(b)}`).toBe(true);
          }
        }
        // The two orders start apart: a sort that ignores its direction fails here.
        if (!thin.has(field.key)) expect(firsts[0]).not.toEqual(firsts[1]);
      },
    );

    const unsortable = contract.fields.find((field) => !field.sortable);
    if (unsortable) {
      it(`refuses a sort the grid does not offer (${unsortable.key}) with 400`, async () => {
        const res = await ask(contract, { sort: { [unsortable.key]: 1 } });
        expect(res.statusCode).toBe(400);
      });
    }

    const filtered = contract.fields.filter((field) => field.filter);
    it.each(filtered.map((field) => [field.key, field] as const))(
      'filters by %s, keeping only matching rows',
      async (_key, field) => {
        const value = firstValue(await rowsOf(contract), field);
        expect(value, `no row of ${contract.name} has a ${field.key} to filter by`).toBeDefined();
        if (field.filter === 'select' || field.filter === 'text') {
          const term = field.filter === 'text' ? String(value).slice(1, 6) : value;
          const rows = await rowsOf(contract, { filter: { [field.key]: term } });
          expect(rows.length).toBeGreaterThan(0);
          for (const row of rows) {
            const values = testedKeys(field).map((key) => row[key]);
            const matches = (v: unknown) =>
              field.filter === 'select' ? v === term : text(v).includes(text(term));
            expect(values.some(matches), `${JSON.stringify(values)} vs ${String(term)}`).toBe(true);
          }
          return;
        }
        // A range from the first row's value, as the grid sends it (a date filter is a UTC day):
        // every row on or after it, then on or before it.
        const bound = field.filter === 'dateRange' ? String(value).slice(0, 10) : value;
        const read = (v: unknown) =>
          field.filter === 'dateRange' ? String(v).slice(0, 10) : Number(v);
        for (const [suffix, after] of [
          ['_gte', true],
          ['_lte', false],
        ] as const) {
          const rows = await rowsOf(contract, { filter: { [`${field.key}${suffix}`]: bound } });
          expect(rows.length).toBeGreaterThan(0);
          for (const row of rows) {
            const [low, high] = after
              ? [read(bound), read(row[field.key])]
              : [read(row[field.key]), read(bound)];
            expect(low <= high, `${String(row[field.key])} ${suffix} ${String(bound)}`).toBe(true);
          }
        }
      },
    );

    const { userFilter } = contract;
    if (userFilter) {
      it(`lists one user's rows by ${USER_FILTER}, exactly (a user's page embeds them)`, async () => {
        const id = (await rowsOf(contract))
          .flatMap((row) => userFilter.matches.map((key) => row[key]))
          .find(Boolean);
        expect(id, `no row of ${contract.name} names its user`).toBeDefined();
        const rows = await rowsOf(contract, { filter: { [USER_FILTER]: id } });
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(userFilter.matches.map((key) => row[key])).toContain(id);
      });
    }

    const searchable = contract.fields.filter((field) => field.searchable);
    it.each(searchable.map((field) => [field.key, field] as const))(
      'finds a row by its %s with the search box',
      async (_key, field) => {
        const row = (await rowsOf(contract)).find((r) => r[field.key]);
        expect(row, `no row of ${contract.name} has a ${field.key}`).toBeDefined();
        const q = String(row![field.key]);
        const found = await rowsOf(contract, { filter: { q }, limit: 100 });
        expect(found.map((r) => r._id)).toContain(row!._id);
      },
    );

    it(
      contract.export
        ? 'exports every filtered row as CSV headed by the grid columns'
        : 'refuses an export the grid does not offer',
      async () => {
        const res = await ask(contract, { format: 'csv' });
        if (!contract.export) {
          expect(res.statusCode).toBe(400);
          return;
        }
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/csv/);
        const [header, ...lines] = res.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n');
        expect(header).toBe(
          columnsOf(contract)
            .map((f) => csvCell(f.label))
            .join(','),
        );
        expect(lines.length).toBeGreaterThan(0);
      },
    );
  },
);

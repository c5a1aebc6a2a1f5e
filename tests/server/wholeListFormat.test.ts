import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers.ts';
import { preferredEncoding } from '../../server/routes/wholeListFormat.ts';
import { cachedList, jsonListSql } from '../../server/routes/records.ts';

let server: TestServer;
let auth: { authorization: string };

beforeAll(async () => {
  server = await startTestServer();
  auth = await signIn(server);
});
afterAll(async () => {
  await server.close();
});

type Row = Record<string, unknown>;
interface Columns {
  total: number;
  epochMs: string[];
  columns: Record<string, unknown[]>;
}

const post = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...auth, ...headers },
    payload: {},
  });

/** The columnar answer turned back into records, as the admin's decoder does. */
function recordsOf({ columns, epochMs }: Columns): Row[] {
  const names = Object.keys(columns);
  const length = columns[names[0]].length;
  for (const name of names) expect(columns[name]).toHaveLength(length);
  return Array.from({ length }, (_, i) =>
    Object.fromEntries(
      names.map((name) => {
        const value = columns[name][i];
        const time = epochMs.includes(name) && value !== null;
        return [name, time ? new Date(value as number).toISOString() : value];
      }),
    ),
  );
}

describe.each([
  ['/admin/getAllUserData', ['createdAt', 'lastLoginAt']],
  ['/admin/getAllKycList', ['submittedAt', 'reviewedAt']],
])('%s?format=columns', (path, times) => {
  it('carries exactly the records of the default answer, in the same order', async () => {
    const records = (await post(path)).json().result as Row[];
    const res = await post(`${path}?format=columns`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { success: boolean; result: Columns };
    expect(body.success).toBe(true);
    expect(body.result.total).toBe(records.length);
    expect(body.result.epochMs).toEqual(times);
    expect(records.length).toBeGreaterThan(5);
    expect(recordsOf(body.result)).toEqual(records);
  });

  it('with a limit answers the first records of the list and the whole total', async () => {
    const records = (await post(path)).json().result as Row[];
    const res = await post(`${path}?format=columns&limit=3`);
    expect(res.statusCode).toBe(200);
    const { result } = res.json() as { result: Columns };
    expect(result.total).toBe(records.length);
    expect(recordsOf(result)).toEqual(records.slice(0, 3));
  });

  it('is smaller than the record form', async () => {
    const records = await post(path);
    const columns = await post(`${path}?format=columns`);
    expect(columns.rawPayload.length).toBeLessThan(records.rawPayload.length * 0.8);
  });
});

describe('whole lists are compressed once per data version', () => {
  it('answers br or gzip as accepted, the same JSON as uncompressed', async () => {
    const plain = await post('/admin/getAllUserData?format=columns');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await post('/admin/getAllUserData?format=columns', {
      'accept-encoding': 'gzip, br',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await post('/admin/getAllUserData', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(
      (await post('/admin/getAllUserData')).json(),
    );
  });

  it('a change to a user is in the next answer (the cached bytes are rebuilt)', async () => {
    const read = async () => {
      const res = await post('/admin/getAllUserData?format=columns', { 'accept-encoding': 'br' });
      return JSON.parse(brotliDecompressSync(res.rawPayload).toString()).result as Columns;
    };
    const before = await read();
    const index = before.columns.status.indexOf('active');
    const id = before.columns._id[index] as string;
    const update = await server.app.inject({
      method: 'POST',
      url: '/api/admin/updateUser',
      headers: auth,
      payload: { _id: id, status: 'blocked' },
    });
    expect(update.statusCode).toBe(200);
    const after = await read();
    expect(after.columns.status[index]).toBe('blocked');
    expect(after.columns._id[index]).toBe(id);
  });

  it('requests arriving while a list is rebuilt share that one rebuild; a write makes the next one', async () => {
    let builds = 0;
    const db = {
      query: ((sql: string, params?: unknown[]) => {
        if (sql.includes('list.json')) builds++;
        return server.db.query(sql, params);
      }) as typeof server.db.query,
    };
    const sql = jsonListSql('SELECT u.id, u.name FROM users u', 't.id');
    const lists = await Promise.all([1, 2, 3, 4].map(() => cachedList(db, 'shared', sql)));
    expect(builds).toBe(1);
    expect(new Set(lists).size).toBe(1);
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM users LIMIT 1');
    await server.db.query(`UPDATE users SET name = 'Rebuilt List' WHERE id = $1`, [rows[0].id]);
    const after = await cachedList(db, 'shared', sql);
    expect(builds).toBe(2);
    expect(after.json).toContain('Rebuilt List');
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('whole-list query validation', () => {
  it.each([
    ['?limit=5', 'limit needs format=columns'],
    ['?format=rows', 'format'],
    ['?format=columns&limit=0', 'limit'],
    ['?format=columns&limit=abc', 'limit'],
    ['?format=columns&page=2', 'additional properties'],
  ])('%s answers 400 with a message', async (query, message) => {
    const res = await post(`/admin/getAllUserData${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    expect(res.json().message).toContain(message);
  });
});

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

const post = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...auth, ...headers },
    payload: {},
  });

describe('whole lists are compressed once per data version', () => {
  it('answers br or gzip as accepted, the same JSON as uncompressed', async () => {
    const plain = await post('/admin/getAllUserData');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await post('/admin/getAllUserData', {
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
    type User = { _id: string; status: string };
    const read = async () => {
      const res = await post('/admin/getAllUserData', { 'accept-encoding': 'br' });
      return JSON.parse(brotliDecompressSync(res.rawPayload).toString()).result as User[];
    };
    const before = await read();
    const index = before.findIndex((user) => user.status === 'active');
    const id = before[index]._id;
    const update = await server.app.inject({
      method: 'POST',
      url: '/api/admin/updateUser',
      headers: auth,
      payload: { _id: id, status: 'blocked' },
    });
    expect(update.statusCode).toBe(200);
    const after = await read();
    expect(after[index]).toMatchObject({ _id: id, status: 'blocked' });
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

describe('the list calls take no query string', () => {
  it.each(['?format=columns', '?limit=5', '?page=2'])(
    '%s answers 400 with a message',
    async (query) => {
      const res = await post(`/admin/getAllUserData${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.json().message).toMatch(/additional properties/i);
    },
  );
});

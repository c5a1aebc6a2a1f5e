import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers.ts';
import { logAction } from '../../server/actionLog.ts';

let server: TestServer;
let auth: { authorization: string };

beforeAll(async () => {
  server = await startTestServer();
  auth = await signIn(server);
});
afterAll(async () => {
  await server.close();
});

const history = async () => {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/admin/getAdminActionHistory',
    headers: auth,
    payload: {},
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().result as {
    _id: string;
    date: string;
    description: string;
    user_id: string | null;
  }[];
};

describe('POST /admin/getAdminActionHistory', () => {
  it('starts with the six sample logs, newest first, in the contract shape', async () => {
    const logs = await history();
    expect(logs).toHaveLength(6);
    for (const log of logs) {
      expect(Object.keys(log).sort()).toEqual(['_id', 'date', 'description', 'user_id']);
      expect(typeof log._id).toBe('string');
      expect(log.description.length).toBeGreaterThan(5);
    }
    const dates = logs.map((l) => l.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // The samples point at real seeded users.
    const users = [...new Set(logs.map((l) => l.user_id).filter(Boolean))] as string[];
    expect(users.length).toBeGreaterThan(0);
    const { rows } = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE id = ANY($1::uuid[])',
      [users],
    );
    expect(rows[0].n).toBe(users.length);
  });

  it('puts a new action at the front and caps the list at 1000', async () => {
    await logAction(server.db, { description: 'Test action', userId: null });
    expect((await history())[0]).toMatchObject({ description: 'Test action', user_id: null });
    await server.db.query(
      `INSERT INTO admin_action_log (date, description) SELECT now() - g * interval '1 second', 'Bulk ' || g FROM generate_series(1, 1200) g`,
    );
    const logs = await history();
    expect(logs).toHaveLength(1000);
    expect(logs[0].description).toBe('Test action');
  });
});

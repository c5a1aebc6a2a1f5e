import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/index.ts';
import { registerErrorHandling } from '../../server/http/errors.ts';

/**
 * What a request answers when a concurrent one (on another process) won a race in the database:
 * the real error objects of the database, through the server's error handler.
 */
describe('database race errors answer 409/503, never 500', () => {
  let db: Db;
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    db = await openDb();
    await db.exec('CREATE TABLE race (name text PRIMARY KEY)');
    registerErrorHandling(app);
    app.post('/create', async () => {
      await db.query(`INSERT INTO race (name) VALUES ('same')`);
      return { success: true };
    });
    app.post('/busy', async () => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    app.post('/bug', async () => {
      await db.query('SELECT * FROM no_such_table');
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('answers a duplicate created in between with 409 and a clear message', async () => {
    expect((await app.inject({ method: 'POST', url: '/create' })).statusCode).toBe(200);
    const second = await app.inject({ method: 'POST', url: '/create' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      success: false,
      requestId: expect.any(String),
      message: 'A record with these values already exists',
    });
  });

  it('asks for a retry after a deadlock the retries did not clear; other faults stay 500', async () => {
    const busy = await app.inject({ method: 'POST', url: '/busy' });
    expect(busy.statusCode).toBe(503);
    expect(busy.json().message).toMatch(/try again/);
    const bug = await app.inject({ method: 'POST', url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toEqual({
      success: false,
      message: 'Internal server error',
      requestId: expect.any(String),
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './helpers.ts';
import { MAX_JSON_DEPTH, PUBLIC_BODY_LIMIT } from '../../server/http/bodySafety.ts';
import { MAX_ADDRESS_FAILURES } from '../../server/auth/loginThrottle.ts';
import {
  AUDITED_FAILURES_PER_ADDRESS,
  COUNTED_REFUSALS,
  NOT_AN_EMAIL,
} from '../../server/auth/signInRefusals.ts';

let server: TestServer;
let base: string;

beforeAll(async () => {
  // The per-address limit of public writes is this file's subject only where it says so.
  server = await startTestServer({ SEED_USERS: '0', RATE_LIMIT_PUBLIC_PER_MIN: '100000' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await server.close();
});

const postRaw = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
const post = (path: string, payload: object) => postRaw(path, JSON.stringify(payload));
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

const lastSeq = async () =>
  Number(
    (await server.db.query<{ seq: string }>('SELECT coalesce(max(seq), 0) AS seq FROM audit_trail'))
      .rows[0].seq,
  );
const signInEntriesAfter = async (seq: number) =>
  (
    await server.db.query<{ record_id: string | null; changes: Record<string, unknown[]> }>(
      `SELECT record_id, changes FROM audit_trail
        WHERE seq > $1 AND action = 'POST /adminlogin' AND operation = 'refused' ORDER BY seq`,
      [seq],
    )
  ).rows;

describe('public bodies', () => {
  const routes = [
    '/adminlogin',
    '/admin/adminotp',
    '/forgotPassword',
    '/resetPassword',
    '/register',
  ];

  it(`refuses a body over ${PUBLIC_BODY_LIMIT / 1024} kB with 413 in the envelope`, async () => {
    const big = JSON.stringify({ email: 'a@b.example', password: 'x'.repeat(PUBLIC_BODY_LIMIT) });
    for (const route of routes) {
      const res = await postRaw(route, big);
      expect(res.status, route).toBe(413);
      expect(await res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels before parsing it`, async () => {
    for (const route of routes) {
      const res = await postRaw(route, `{"email":${nested(MAX_JSON_DEPTH + 1)}}`);
      expect(res.status, route).toBe(400);
      expect(await messageOf(res)).toBe(
        `Invalid body: JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
      );
    }
    // Brackets inside a string are text, not nesting.
    const bracketed = await post('/adminlogin', {
      email: 'nobody@exchange.example',
      password: `"\\${nested(100)}`,
    });
    expect(bracketed.status).toBe(401);
  });

  it('refuses a 1.9 MB, 950 000-level body to a signed-in route at once', async () => {
    const { authorization } = await signIn(server);
    const started = performance.now();
    const res = await postRaw('/admin/getAdminActionHistory', nested(950_000), { authorization });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toMatch(/nested deeper/);
    // Parsing it took ~0.6 s of event loop; the scan stops at the first level too deep.
    expect(performance.now() - started).toBeLessThan(400);
  });
});

describe('refused sign-ins in the audit trail', () => {
  it('adds at most 5 entries for 300 failed sign-ins from one address, then one with the count', async () => {
    await server.db.query('DELETE FROM login_throttle');
    const from = await lastSeq();
    const statuses: number[] = [];
    for (let batch = 0; batch < 30; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          post('/adminlogin', { email: server.config.adminEmail, password: 'Wrong-Pass-1!' }),
        ),
      );
      statuses.push(...answers.map((res) => res.status));
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(295);
    const entries = await signInEntriesAfter(from);
    expect(entries.length).toBeLessThanOrEqual(5);
    expect(entries.map((entry) => entry.changes.refused[1])).toContain(
      'Wrong password; sign-in locked for 15 minutes',
    );

    // Once the window has ended, one entry carries the count of the others (the 4th attempt and
    // the 295 refused while locked).
    await server.db.query(
      `UPDATE login_throttle SET window_started_at = window_started_at - interval '16 minutes'`,
    );
    await post('/adminlogin', { email: 'someone@exchange.example', password: 'Wrong-Pass-1!' });
    const after = await signInEntriesAfter(from);
    const counted = after.filter((entry) => entry.changes.refused[1] === COUNTED_REFUSALS);
    expect(counted).toHaveLength(1);
    expect(counted[0].changes.count).toEqual([null, 296]);
    expect(after).toHaveLength(entries.length + 2);
  });

  it('adds at most 5 entries for 300 failed sign-ins from one address to 300 e-mails', async () => {
    await server.db.query('DELETE FROM login_throttle');
    const from = await lastSeq();
    const statuses: number[] = [];
    for (let batch = 0; batch < 30; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post('/adminlogin', { email: `guess${batch * 10 + i}@exchange.example`, password: 'x' }),
        ),
      );
      statuses.push(...answers.map((res) => res.status));
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_ADDRESS_FAILURES);
    const entries = await signInEntriesAfter(from);
    // 3 of their own and the lock's; the count follows when the window ends.
    expect(entries).toHaveLength(AUDITED_FAILURES_PER_ADDRESS + 1);
    expect(entries.at(-1)?.changes.refused[1]).toBe(
      'Unknown e-mail; sign-in locked for 15 minutes',
    );
  });

  it('never stores what was typed into the e-mail field when it is no e-mail address', async () => {
    await server.db.query('DELETE FROM login_throttle');
    const from = await lastSeq();
    const res = await post('/adminlogin', { email: 'My-Secret-Pass-9!', password: 'whatever' });
    expect(res.status).toBe(401);
    const entries = await signInEntriesAfter(from);
    expect(entries.map((entry) => entry.record_id)).toEqual([NOT_AN_EMAIL]);
    const { rows } = await server.db.query(
      `SELECT 1 FROM audit_trail WHERE seq > $1 AND audit_entry_text(audit_trail) LIKE '%My-Secret%'`,
      [from],
    );
    expect(rows).toHaveLength(0);
  });
});

describe('forgot password', () => {
  it('issues one link per 10 minutes however often it is asked, and answers alike for anyone', async () => {
    await server.db.query('DELETE FROM admin_password_resets');
    const from = await lastSeq();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/forgotPassword', {
          email: i % 2 ? server.config.adminEmail : `nobody${i}@exchange.example`,
        }),
      ),
    );
    const bodies = await Promise.all(answers.map((res) => res.json()));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    await server.app.background.settled();
    const { rows } = await server.db.query<{ used: boolean }>(
      'SELECT used_at IS NOT NULL AS used FROM admin_password_resets',
    );
    expect(rows).toEqual([{ used: false }]);
    const entries = await server.db.query(
      `SELECT 1 FROM audit_trail WHERE seq > $1 AND resource = 'admin_password_resets'`,
      [from],
    );
    expect(entries.rows).toHaveLength(1);
  });
});

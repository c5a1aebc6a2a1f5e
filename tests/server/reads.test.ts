import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READS } from '../../src/contracts/reads/index.ts';
import type { ReadDeclaration } from '../../src/contracts/reads/types.ts';
import { permissionRefusal } from '../../src/contracts/permissions.ts';
import { permissionsOf } from '../../src/contracts/commands/types.ts';
import { startTestServer, signIn, type TestServer } from './helpers.ts';
import { createSession, hashToken } from '../../server/auth/sessions.ts';
import { validateInvitation } from '../../src/contracts/reads/account.ts';
import { STEP_UP_REQUIRED_MESSAGE } from '../../src/contracts/stepUp.ts';
import { adminSession, SECRET, useTestClock } from './moneyHelpers.ts';

/**
 * Generated from the read declarations (src/contracts/reads): each refuses a role without its
 * permission, in the permission's own words, one without a live step-up where it needs one, and answers the seeded owner (a record not found is
 * a 404, never a 403 or a 500).
 */

let server: TestServer;
let owner: Record<string, string>;
let ownerNoStepUp: Record<string, string>;
let nobody: Record<string, string>;
const testClock = useTestClock();

beforeAll(async () => {
  server = await startTestServer();
  ownerNoStepUp = await signIn(server);
  owner = await adminSession(server, server.config.adminEmail, SECRET, testClock.next);
  await server.db.query(
    `INSERT INTO admin_roles (name, permissions) VALUES ('read-nothing', '{}')`,
  );
  const { rows } = await server.db.query<{ id: string }>(
    `INSERT INTO admins (email, password_hash, role, status, vouched)
     VALUES ('nothing@exchange.local', 'x', 'read-nothing', 'active', true) RETURNING id`,
  );
  nobody = { authorization: `Bearer ${await createSession(server.db, rows[0].id)}` };
  // The public step's example is a pending invitation's link.
  await server.db.query(
    `INSERT INTO admin_invitations (email, role, token_hash, expires_at)
     VALUES ('invited-read@example.com', 'support', $1, now() + interval '1 day')`,
    [hashToken(String(validateInvitation.example!.token))],
  );
});

afterAll(async () => {
  testClock.restore();
  await server?.close();
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** The read's call with inputs that pass its schema: an unknown record, the first of each choice. */
function call(read: ReadDeclaration, headers: Record<string, string>) {
  const value = (key: string) => {
    const input = read.inputs.find((i) => i.key === key);
    return input?.values?.[0] ?? UNKNOWN;
  };
  const url = `/api${read.path.replace(/:(\w+)/g, (_, key: string) => value(key))}`;
  const body =
    read.example ??
    Object.fromEntries(
      read.inputs.filter((i) => i.rules?.required).map((i) => [i.key, value(i.key)]),
    );
  return server.app.inject({
    method: read.method,
    url,
    headers,
    ...(read.method === 'POST' ? { payload: body } : {}),
  });
}

for (const read of READS) {
  describe(`${read.method} ${read.path} (${read.name})`, () => {
    it.runIf(permissionsOf(read).length)(
      'refuses a role without its permission (403, in its words)',
      async () => {
        const res = await call(read, nobody);
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().message).toBe(permissionRefusal(permissionsOf(read)[0]));
      },
    );

    it.runIf(read.stepUp)('refuses without a live 2FA step-up (403)', async () => {
      const res = await call(read, ownerNoStepUp);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(STEP_UP_REQUIRED_MESSAGE);
    });

    it.runIf(read.permission === 'public')('answers without a session', async () => {
      const res = await call(read, {});
      expect(res.statusCode, res.body).toBe(200);
    });

    it('answers an admin holding it (not found is a 404)', async () => {
      const res = await call(read, owner);
      expect([200, 404], res.body).toContain(res.statusCode);
    });
  });
}

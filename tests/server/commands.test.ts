import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/contracts/commands/index.ts';
import { permissionsOf, type CommandDeclaration } from '../../src/contracts/commands/types.ts';
import { STEP_UP_REQUIRED_MESSAGE } from '../../src/contracts/stepUp.ts';
import { COMMAND_FIXTURES } from './commandFixtures.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import {
  adminSession,
  AUDITOR_SECRET,
  newKey,
  OPS_SECRET,
  SECRET,
  useTestClock,
  type Headers,
} from './moneyHelpers.ts';

/**
 * Generated from the declarations (src/contracts/commands): every command keeps each promise its
 * declaration makes, against the real server. A new command gets these checks by being declared;
 * its fixture (commandFixtures.ts) only says which records it may run on.
 */

let server: TestServer;
let owner: Headers;
let ownerNoStepUp: Headers;
let auditor: Headers;
const testClock = useTestClock();

beforeAll(async () => {
  server = await startTestServer();
  owner = await adminSession(server, server.config.adminEmail, SECRET, testClock.next);
  ownerNoStepUp = await adminSession(
    server,
    'ops-cmd@exchange.local',
    OPS_SECRET,
    testClock.next,
    false,
  );
  await server.db.query(
    `INSERT INTO admins (email, password_hash, role, status) VALUES ('auditor-cmd@exchange.local', 'x', 'auditor', 'active')`,
  );
  auditor = await adminSession(
    server,
    'auditor-cmd@exchange.local',
    AUDITOR_SECRET,
    testClock.next,
  );
});

afterAll(async () => {
  testClock.restore();
  await server?.close();
});

function send(command: CommandDeclaration, headers: Headers, payload: object, key = newKey()) {
  return server.app.inject({
    method: command.method,
    url: `/api${command.path}`,
    headers: command.idempotency ? { ...headers, 'idempotency-key': key } : headers,
    payload,
  });
}

const refusals = async (resource: string) =>
  (
    await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_trail WHERE operation = 'refused' AND resource = $1`,
      [resource],
    )
  ).rows[0].n;

const actionLogCount = async () =>
  (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_action_log')).rows[0]
    .n;

it('every declared command has a fixture, and every fixture a command', () => {
  expect(Object.keys(COMMAND_FIXTURES).sort()).toEqual(COMMANDS.map((c) => c.name).sort());
});

for (const command of COMMANDS) {
  const fixture = COMMAND_FIXTURES[command.name];
  describe(`${command.method} ${command.path} (${command.name})`, () => {
    it.runIf(permissionsOf(command).length)(
      'refuses an admin without its permission (403)',
      async () => {
        const res = await send(command, auditor, await fixture.valid(server));
        expect(res.statusCode, res.body).toBe(403);
      },
    );

    it.runIf(command.stepUp)('refuses without a live 2FA step-up (403)', async () => {
      const res = await send(command, ownerNoStepUp, await fixture.valid(server));
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(STEP_UP_REQUIRED_MESSAGE);
    });

    it.runIf(command.moves)(
      'refuses a record in a state it may not run from (409, audited)',
      async () => {
        expect(fixture.stale, 'a fixture for the 409').toBeDefined();
        const refused = () => refusals(command.audit!.resource);
        const before = await refused();
        const res = await send(command, owner, await fixture.stale!(server));
        expect(res.statusCode, res.body).toBe(409);
        // The change rolled back, so no trigger wrote: the refusal is an audit entry of its own.
        expect(await refused()).toBe(before + 1);
      },
    );

    it.runIf(command.reason)('refuses a missing reason (400, in its own words)', async () => {
      expect(fixture.needsReason, 'a fixture needing a reason').toBeDefined();
      const input = command.reason!.input;
      // Left out, the key is refused by the body's schema; blank, by the reason's own words.
      const { [input]: _left, ...without } = await fixture.needsReason!(server);
      expect((await send(command, owner, without)).statusCode).toBe(400);
      const blank = { ...(await fixture.needsReason!(server)), [input]: '  ' };
      const res = await send(command, owner, blank);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(command.reason!.message(blank));
    });

    it.runIf(command.idempotency)('answers a repeated Idempotency-Key the same, once', async () => {
      const body = await fixture.valid(server);
      const key = newKey();
      const first = await send(command, owner, body, key);
      expect(first.statusCode, first.body).toBeLessThan(300);
      const before = await actionLogCount();
      const again = await send(command, owner, body, key);
      expect(again.statusCode).toBe(first.statusCode);
      // The same record; the message may say it replayed (its declaration's words).
      const message = command.replayMessage ?? first.json().message;
      expect(again.json()).toEqual({ ...first.json(), message });
      expect(await actionLogCount()).toBe(before);
    });

    it('writes exactly one action-log entry for a success (or as its fixture says)', async () => {
      const body = await fixture.valid(server);
      const before = await actionLogCount();
      const res = await send(command, owner, body);
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(await actionLogCount()).toBe(before + (fixture.logEntries ?? 1));
    });
  });
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { secretsInServerLogs } from '../e2e/support/serverLogs.ts';

/** The journeys' final check (tests/e2e/support/serverLogs.ts) finds what it must, and only that. */
let dir: string;
afterEach(async () => rm(dir, { recursive: true, force: true }));

describe("the journeys' server-log check", () => {
  it('passes redacted lines and flags e-mailed tokens, token=/ticket= values and secret links', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'exchange-log-check-'));
    await writeFile(
      path.join(dir, 'server-1.log'),
      [
        '{"req":{"url":"/api/admin/events?ticket=%5BRedacted%5D"}}',
        '{"msg":"GET /register?token=[Redacted]","otpToken":"[Redacted]"}',
      ].join('\n'),
    );
    expect(await secretsInServerLogs(dir)).toEqual([]);

    await writeFile(path.join(dir, 'mailed-tokens.txt'), 'Mailed-Token-123\n');
    await writeFile(
      path.join(dir, 'server-2.log'),
      [
        '{"msg":"something about Mailed-Token-123"}',
        '{"req":{"url":"/api/admin/events?ticket=abc123"}}',
        '{"msg":"http://localhost:8080/reset_password?a=1&token=live"}',
      ].join('\n'),
    );
    expect(await secretsInServerLogs(dir)).toEqual([
      'server-2.log:1: an e-mailed token',
      'server-2.log:2: a token= or ticket= value',
      'server-2.log:3: a registration or reset link with its token',
    ]);
  });
});

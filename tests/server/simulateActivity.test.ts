import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { simulateOnce } from '../../server/userSide/simulate.ts';
import { livePosition } from '../../server/live/store.ts';
import { ledgerDiscrepancies } from '../../server/ledger/ledger.ts';

/** SIMULATE_ACTIVITY: development's busy exchange, never production's. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('SIMULATE_ACTIVITY', () => {
  it('is off by default and refused in production', () => {
    expect(loadConfig({}).simulateActivity).toBe(false);
    expect(loadConfig({ SIMULATE_ACTIVITY: '1' }).simulateActivity).toBe(true);
    expect(() => loadConfig({ SIMULATE_ACTIVITY: 'maybe' })).toThrow(ConfigError);
    const production = {
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'owner@exchange.example',
      ADMIN_PASSWORD: 'A-Strong-Passw0rd!',
      SECRETS_KEY: '11'.repeat(32),
    };
    expect(loadConfig(production).simulateActivity).toBe(false);
    expect(() => loadConfig({ ...production, SIMULATE_ACTIVITY: 'true' })).toThrow(
      /SIMULATE_ACTIVITY .* refused in production/,
    );
  });

  it('makes the seeded users act, each action a committed change the live stream announces', async () => {
    const before = (await livePosition(server.db)).lastSeq;
    const done: string[] = [];
    for (let i = 0; i < 12; i++) {
      const action = await simulateOnce(server.db);
      if (action) done.push(action);
    }
    expect(done.length).toBe(12);
    const { rows } = await server.db.query<{ type: string }>(
      'SELECT DISTINCT type FROM live_events WHERE seq > $1',
      [before],
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    // Money moved only through the ledger: every balance still equals its entries.
    expect(await ledgerDiscrepancies(server.db)).toEqual({
      unbalancedAssets: [],
      driftedAccounts: [],
    });
  });
});

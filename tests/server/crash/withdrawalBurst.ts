/**
 * Child process of withdrawalCrash.test.ts: opens (and seeds) the database under DATA_DIR, then
 * moves withdrawals through the real API forever, 8 at a time, printing each answer's status code,
 * until the test kills it with SIGKILL.
 */
import { openDb } from '../../../server/db/index.ts';
import { loadConfig } from '../../../server/config.ts';
import { seed } from '../../../server/seed/index.ts';
import { buildApp } from '../../../server/app.ts';
import { createSession } from '../../../server/auth/sessions.ts';
import { LIMITS_FOR_BURSTS } from '../burstLimits.ts';

const NEXT: Record<string, string> = {
  pending: 'approved',
  approved: 'processing',
  processing: 'completed',
  failed: 'approved',
};

const hex = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
const txHashOf = (network: string) =>
  network === 'ethereum' || network === 'bsc'
    ? `0x${hex(64)}`
    : network === 'xrpl'
      ? hex(64).toUpperCase()
      : hex(64);

async function main() {
  const dataDir = process.env.DATA_DIR!;
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_USERS: '30',
    SEED_LEDGER: '1500',
    // No trade history: the burst moves withdrawals (the default 100 000 trades were a third of
    // the test's time: 30.6 → 21.0 s here).
    SEED_TRADES: '0',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '',
    WITHDRAWAL_DUAL_APPROVAL_USD: '1000000000',
    WALLET_MNEMONIC: process.env.WALLET_MNEMONIC,
    // 8 moves at once, round after round, from one session: past what an admin sends.
    ...LIMITS_FOR_BURSTS,
  });
  const db = await openDb(dataDir);
  await seed(db, config);
  const app = await buildApp(config, db);
  await app.ready();
  // This harness session holds a live step-up (2FA on, verified until an hour from now).
  const { rows } = await db.query<{ id: string }>(
    `UPDATE admins SET totp_enabled = true, totp_secret = 'JBSWY3DPEHPK3PXPJBSWY3DP' WHERE email = $1 RETURNING id`,
    [config.adminEmail],
  );
  const token = await createSession(db, rows[0].id);
  await db.query(`UPDATE admin_sessions SET step_up_until = now() + interval '1 hour'`);
  process.stdout.write('ready\n');
  for (let round = 0; ; round++) {
    const { rows: batch } = await db.query<{ id: string; status: string; network_id: string }>(
      `SELECT id, status, network_id FROM withdrawals WHERE status IN ('pending', 'approved', 'processing', 'failed')
        ORDER BY random() LIMIT 8`,
    );
    if (batch.length === 0) break;
    await Promise.all(
      batch.map(async (w, i) => {
        const to = (round + i) % 4 === 0 && w.status !== 'processing' ? 'rejected' : NEXT[w.status];
        const res = await app.inject({
          method: 'POST',
          url: '/api/admin/withdrawAmountMove',
          headers: {
            authorization: `Bearer ${token}`,
            'idempotency-key': `burst-${round}-${i}-${w.id}`,
          },
          payload: {
            _id: w.id,
            status: to,
            ...(to === 'rejected' ? { reason: 'Burst test' } : {}),
            ...(to === 'completed' ? { txHash: txHashOf(w.network_id) } : {}),
          },
        });
        process.stdout.write(`${res.statusCode}\n`);
      }),
    );
  }
  process.stdout.write('done\n');
}

void main();

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/index.ts';
import { ledgerDiscrepancies } from '../../server/ledger/ledger.ts';
import { withdrawalJournalMismatches } from '../../server/money/consistency.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const burst = path.join(here, 'crash', 'withdrawalBurst.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'money-crash-'));
const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the burst until `moves` moves answered 200, then kills it with SIGKILL mid-burst. */
function burstThenKill(moves: number): Promise<{ ok: number; signal: string | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', burst], {
      env: { ...process.env, DATA_DIR: dataDir, WALLET_MNEMONIC: MNEMONIC },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let ok = 0;
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += String(chunk)));
    child.stdout.on('data', (chunk: Buffer) => {
      ok += (String(chunk).match(/^200$/gm) ?? []).length;
      // A random few milliseconds later, so the kill lands anywhere in the next moves.
      if (ok >= moves && !child.killed) setTimeout(() => child.kill('SIGKILL'), Math.random() * 15);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      signal ? resolve({ ok, signal }) : reject(new Error(`burst exited ${code}: ${errors}`)),
    );
  });
}

describe('a kill -9 in the middle of withdrawal moves', () => {
  it('leaves no half-written movement: the ledger is sound and every status matches its journals', async () => {
    for (const moves of [30, 60]) {
      const { ok, signal } = await burstThenKill(moves);
      expect(signal).toBe('SIGKILL');
      expect(ok).toBeGreaterThanOrEqual(moves);
      const db = await openDb(dataDir);
      try {
        expect(await ledgerDiscrepancies(db)).toEqual({
          unbalancedAssets: [],
          driftedAccounts: [],
        });
        expect(await withdrawalJournalMismatches(db)).toEqual([]);
        const moved = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM admin_action_log WHERE description LIKE '%by admin@exchange.local%'`,
        );
        expect(moved.rows[0].n).toBeGreaterThanOrEqual(moves);
      } finally {
        await db.close();
      }
    }
  }, 180_000);
});

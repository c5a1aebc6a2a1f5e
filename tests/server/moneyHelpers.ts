import { expect } from 'vitest';
import type { TestServer } from './helpers.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { clock, codeAt, currentStep } from '../../server/totp.ts';
import { ledgerDiscrepancies, postJournal } from '../../server/ledger/ledger.ts';
import { requestWithdrawal } from '../../server/money/withdrawals.ts';
import { withdrawalJournalMismatches } from '../../server/money/consistency.ts';
import type { WithdrawalRiskReview } from '../../src/contracts/withdrawalRisk.ts';

export const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
export const OPS_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CT';
export const SUPPORT_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CU';
export const AUDITOR_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CW';
export type Headers = Record<string, string>;

/** A controllable TOTP clock: each step-up uses the next 30-second step (codes are one-time). */
export function useTestClock() {
  const realNow = clock.now;
  let now = (currentStep(Date.now()) + 1) * 30_000 + 5_000;
  clock.now = () => now;
  return {
    next: () => (now += 30_000),
    restore: () => (clock.now = realNow),
  };
}

/**
 * A session of the admin with that email, with 2FA on (secret) and optionally a live step-up. An
 * admin it creates is a founding one (vouched), as if set up at installation.
 */
export async function adminSession(
  server: TestServer,
  email: string,
  secret: string,
  tick: () => number,
  stepUp = true,
): Promise<Headers> {
  await server.db.query(
    `INSERT INTO admins (email, password_hash, totp_secret, totp_enabled, vouched) VALUES ($1, 'x', $2, true, true)
     ON CONFLICT (email) DO UPDATE SET totp_secret = $2, totp_enabled = true`,
    [email, secret],
  );
  const { rows } = await server.db.query<{ id: string }>('SELECT id FROM admins WHERE email = $1', [
    email,
  ]);
  const headers = { authorization: `Bearer ${await createSession(server.db, rows[0].id)}` };
  if (stepUp) {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/admin/adminVerifyOtp',
      headers,
      payload: { email, secret: codeAt(secret, currentStep(tick())), type: 'email' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return headers;
}

let keyCounter = 0;
export const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;

export function move(
  server: TestServer,
  headers: Headers,
  payload: Record<string, unknown>,
  key: string | null = newKey(),
) {
  return server.app.inject({
    method: 'POST',
    url: '/api/admin/withdrawAmountMove',
    headers: key === null ? headers : { ...headers, 'idempotency-key': key },
    payload,
  });
}

export async function assetId(server: TestServer, symbol: string): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>(
    'SELECT id FROM assets WHERE symbol = $1',
    [symbol],
  );
  return rows[0].id;
}

/** A user funded with `amount` USDT by a deposit journal, so tests know the balance exactly. */
export async function fundedUser(server: TestServer, amount: string): Promise<string> {
  const usdt = await assetId(server, 'USDT');
  // A new user each time, so each test knows the user's balances exactly.
  const { rows } = await server.db.query<{ id: string }>(
    `INSERT INTO users (id, name, email, phone, country, status, kyc_status, referral_code, created_at)
     SELECT gen_random_uuid(), 'Test User', 'test-' || gen_random_uuid() || '@example.com', '+1 5550100',
            'United States', 'active', 'approved', 'TESTCODE', now() - interval '1 day'
     RETURNING id`,
  );
  await server.db.transaction((tx) =>
    postJournal(tx, {
      kind: 'deposit',
      reference: 'test-funding',
      lines: [
        { kind: 'external', assetId: usdt, amount: `-${amount}` },
        { kind: 'user', owner: rows[0].id, assetId: usdt, amount },
      ],
    }),
  );
  return rows[0].id;
}

/** A fresh pending USDT (TRC20) withdrawal of `amount` + 1 fee, held in the ledger. */
export async function newWithdrawal(server: TestServer, amount = '100'): Promise<string> {
  const userId = await fundedUser(server, String(Number(amount) + 1));
  return requestWithdrawal(server.db, {
    userId,
    assetId: await assetId(server, 'USDT'),
    networkId: 'tron',
    amount,
    fee: '1',
    address: 'TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK',
  });
}

export async function statusOf(server: TestServer, id: string): Promise<string> {
  const { rows } = await server.db.query<{ status: string }>(
    'SELECT status FROM withdrawals WHERE id = $1',
    [id],
  );
  return rows[0].status;
}

/** The ledger sums to zero per asset, balances equal their entries, statuses match journals. */
export async function expectSoundLedger(server: TestServer) {
  expect(await ledgerDiscrepancies(server.db)).toEqual({
    unbalancedAssets: [],
    driftedAccounts: [],
  });
  expect(await withdrawalJournalMismatches(server.db)).toEqual([]);
}

export const TRON_HASH = (n: number) => n.toString(16).padStart(64, 'a');

/**
 * A user of that KYC status, signed up `ageDays` ago and funded with `funds` USDT, and a pending
 * withdrawal of theirs for each amount (fee 1), to `address` (by default one of their own).
 */
export async function riskCase(
  server: TestServer,
  options: { kyc: string; ageDays: number; funds: string; amounts: string[]; address?: string },
): Promise<{ userId: string; ids: string[] }> {
  const userId = await fundedUser(server, options.funds);
  await server.db.query(
    `UPDATE users SET kyc_status = $2, created_at = now() - interval '1 day' * $3 WHERE id = $1`,
    [userId, options.kyc, options.ageDays],
  );
  const ids: string[] = [];
  for (const amount of options.amounts) {
    ids.push(
      await requestWithdrawal(server.db, {
        userId,
        assetId: await assetId(server, 'USDT'),
        networkId: 'tron',
        amount,
        fee: '1',
        address: options.address ?? `TRiskTest${userId.replace(/-/g, '').slice(0, 24)}x`,
      }),
    );
  }
  return { userId, ids };
}

/** GET /admin/withdrawRisk/:id as that admin (200 expected). */
export async function riskReview(
  server: TestServer,
  headers: Headers,
  id: string,
): Promise<WithdrawalRiskReview> {
  const res = await server.app.inject({
    method: 'GET',
    url: `/api/admin/withdrawRisk/${id}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

export const flagCodes = (r: WithdrawalRiskReview) => r.flags.map((flag) => flag.code);
export const flagSentence = (r: WithdrawalRiskReview, code: string) =>
  r.flags.find((flag) => flag.code === code)?.sentence;

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reconciliation } from '../../src/contracts/treasury.ts';
import { creditDeposit } from '../../server/userSide/activity.ts';
import { requestWithdrawal } from '../../server/money/withdrawals.ts';
import { readReconciliation } from '../../server/treasury/reconciliation.ts';
import { SHORT_ASSET, SHORT_BY } from '../../server/seed/treasury.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import {
  adminSession,
  assetId,
  expectSoundLedger,
  move,
  newKey,
  OPS_SECRET,
  SECRET,
  SUPPORT_SECRET,
  TRON_HASH,
  useTestClock,
  type Headers,
} from './moneyHelpers.ts';
import { OPS_ADMIN, SUPPORT_ADMIN } from '../../server/seed/devAdmins.ts';

/**
 * The treasury's reconciliation: the seeded books (covered but for the one documented loss), and
 * holdings that follow the money through deposits, withdrawals, fees and self transfers.
 */

let server: TestServer;
let owner: Headers;
const clock = useTestClock();

beforeAll(async () => {
  server = await startTestServer();
  owner = await adminSession(server, server.config.adminEmail, SECRET, clock.next);
});

afterAll(async () => {
  clock.restore();
  await server?.close();
});

const reconcile = async (headers = owner) => {
  const res = await server.app.inject({
    method: 'GET',
    url: '/api/admin/treasury/reconciliation',
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Reconciliation;
};

const differenceOf = async (symbol: string) =>
  (await readReconciliation(server.db)).assets.find((a) => a.asset === symbol)!.difference;

/** Every platform wallet's balance is the sum of its journal. */
async function expectWalletJournals() {
  const { rows } = await server.db.query(
    `SELECT w.id FROM platform_wallets w
       LEFT JOIN (SELECT wallet_id, sum(amount) AS total FROM wallet_ledger_entries GROUP BY wallet_id) e
         ON e.wallet_id = w.id
      WHERE w.balance <> coalesce(e.total, 0)`,
  );
  expect(rows).toEqual([]);
}

/** A user with nothing yet: every balance of theirs comes from the flows under test. */
async function newUser(): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>(
    `INSERT INTO users (id, name, email, phone, country, status, kyc_status, referral_code, created_at)
     VALUES (gen_random_uuid(), 'Treasury Test', 'treasury-' || gen_random_uuid() || '@example.com', '+1 5550100',
             'United States', 'active', 'approved', 'TESTCODE', now() - interval '1 day') RETURNING id`,
  );
  return rows[0].id;
}

describe('the seeded books', () => {
  it(`are covered for every asset but ${SHORT_ASSET}, short by exactly ${SHORT_BY}`, async () => {
    const books = await reconcile();
    const short = books.assets.filter((a) => a.status === 'short');
    expect(short.map((a) => [a.asset, a.difference])).toEqual([[SHORT_ASSET, `-${SHORT_BY}`]]);
    await expectWalletJournals();
    expect(books.lastSnapshot).not.toBeNull();
  });

  it('owe what the user-owned accounts hold, kind by kind (the trigger kept every load right)', async () => {
    const { rows } = await server.db.query<{ symbol: string; kind: string; total: string }>(
      `SELECT a.symbol, la.kind, trim_scale(sum(la.balance))::text AS total FROM ledger_accounts la
         JOIN assets a ON a.id = la.asset_id WHERE la.owner <> '' GROUP BY a.symbol, la.kind`,
    );
    const books = await reconcile();
    for (const row of rows) {
      const asset = books.assets.find((a) => a.asset === row.symbol)!;
      expect(asset.liabilities.byKind[row.kind as 'user'], `${row.symbol} ${row.kind}`).toBe(
        row.total,
      );
    }
    const usdt = books.assets.find((a) => a.asset === 'USDT')!;
    expect(usdt.pendingWithdrawals).toBe(usdt.liabilities.byKind.user_hold);
    expect(usdt.holdings.byNetwork.map((n) => n.network).sort()).toEqual([
      'BEP20',
      'ERC20',
      'TRC20',
    ]);
  });

  it('are read by finance and auditors, refused to support (403)', async () => {
    const ops = await adminSession(server, OPS_ADMIN.email, OPS_SECRET, clock.next);
    expect((await reconcile(ops)).assets.length).toBeGreaterThan(0);
    const support = await adminSession(server, SUPPORT_ADMIN.email, SUPPORT_SECRET, clock.next);
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/admin/treasury/reconciliation',
      headers: support,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('holdings follow the money', () => {
  it('a credited deposit raises holdings and liabilities alike', async () => {
    const before = await differenceOf('USDT');
    const user = await newUser();
    await creditDeposit(server.db, {
      userId: user,
      assetId: await assetId(server, 'USDT'),
      networkId: 'tron',
      amount: '250.5',
    });
    expect(await differenceOf('USDT')).toBe(before);
  });

  it('concurrent deposits keep the books reconciled', async () => {
    const before = await differenceOf('BTC');
    const btc = await assetId(server, 'BTC');
    const users = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newUser()));
    await Promise.all(
      users.map((userId, i) =>
        creditDeposit(server.db, {
          userId,
          assetId: btc,
          networkId: 'bitcoin',
          amount: `0.0${i + 1}`,
        }),
      ),
    );
    expect(await differenceOf('BTC')).toBe(before);
  });

  it('a completed withdrawal lowers holdings by what left the wallet: the fee is income', async () => {
    const usdt = await assetId(server, 'USDT');
    const user = await newUser();
    await creditDeposit(server.db, {
      userId: user,
      assetId: usdt,
      networkId: 'tron',
      amount: '101',
    });
    const before = await differenceOf('USDT');
    const id = await requestWithdrawal(server.db, {
      userId: user,
      assetId: usdt,
      networkId: 'tron',
      amount: '100',
      fee: '1',
      address: 'TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK',
    });
    expect(await differenceOf('USDT')).toBe(before);
    for (const status of ['approved', 'processing', 'completed']) {
      const res = await move(server, owner, { _id: id, status, txHash: TRON_HASH(7) });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(Number(await differenceOf('USDT'))).toBeCloseTo(Number(before) + 1, 6);
    await expectSoundLedger(server);
  });

  it('concurrent completions move the wallets once each, a replayed key not at all', async () => {
    const usdt = await assetId(server, 'USDT');
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const user = await newUser();
      await creditDeposit(server.db, {
        userId: user,
        assetId: usdt,
        networkId: 'tron',
        amount: '51',
      });
      const id = await requestWithdrawal(server.db, {
        ...{ userId: user, assetId: usdt, networkId: 'tron', amount: '50', fee: '1' },
        address: 'TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK',
      });
      for (const status of ['approved', 'processing'])
        expect((await move(server, owner, { _id: id, status })).statusCode).toBe(200);
      ids.push(id);
    }
    const before = await differenceOf('USDT');
    const key = newKey();
    const completions = await Promise.all([
      ...ids.map((id, i) =>
        move(
          server,
          owner,
          { _id: id, status: 'completed', txHash: TRON_HASH(100 + i) },
          i ? undefined : key,
        ),
      ),
      move(server, owner, { _id: ids[0], status: 'completed', txHash: TRON_HASH(100) }, key),
    ]);
    expect(completions.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Four fees of 1 USDT: the exchange's income, the only change to holdings − liabilities.
    expect(Number(await differenceOf('USDT'))).toBeCloseTo(Number(before) + 4, 6);
    await expectWalletJournals();
    await expectSoundLedger(server);
  });

  it('a self transfer moves holdings between wallets, not their total', async () => {
    const before = await reconcile();
    const { rows } = await server.db.query<{ a: string; b: string }>(
      `SELECT f.address AS a, t.address AS b FROM platform_wallets f
         JOIN platform_wallets t ON t.asset_network_id = f.asset_network_id AND t.id <> f.id
         JOIN asset_networks an ON an.id = f.asset_network_id JOIN assets s ON s.id = an.asset_id
        WHERE s.symbol = 'XRP' AND f.balance >= 10 LIMIT 1`,
    );
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/admin/selfTransfer',
      headers: { ...owner, 'idempotency-key': newKey() },
      payload: { currency: 'XRP', fromAddress: rows[0].a, toAddress: rows[0].b, amount: '10' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await reconcile();
    const xrp = (books: Reconciliation) => books.assets.find((a) => a.asset === 'XRP')!;
    expect(xrp(after).holdings.total).toBe(xrp(before).holdings.total);
  });

  it('money on a network without a platform wallet is refused, and nothing is booked', async () => {
    const usdt = await assetId(server, 'USDT');
    // USDT is not listed on the XRP Ledger: no wallet holds it there.
    const user = await newUser();
    await expect(
      creditDeposit(server.db, { userId: user, assetId: usdt, networkId: 'xrpl', amount: '5' }),
    ).rejects.toThrow(/No platform wallet holds USDT on xrpl/);
    const { rows } = await server.db.query(`SELECT 1 FROM ledger_accounts WHERE owner = $1`, [
      user,
    ]);
    expect(rows).toEqual([]);
  });
});

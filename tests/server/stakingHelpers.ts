import type { TestServer } from './helpers.ts';
import { assetId, fundedUser } from './moneyHelpers.ts';
import { postJournal } from '../../server/ledger/ledger.ts';

/** The id of a seeded plan by name (server/seed/staking.ts). */
export async function planId(server: TestServer, name: string): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>(
    'SELECT id FROM staking_plans WHERE name = $1',
    [name],
  );
  if (!rows[0]) throw new Error(`no plan ${name}`);
  return rows[0].id;
}

/**
 * A new user's USDT stake in `plan`, started `daysAgo` days ago, its principal locked user →
 * staking in the ledger like a real stake (funded first, so the user's balance is exactly 0 after).
 */
export async function stakeOf(
  server: TestServer,
  planName: string,
  amount: string,
  daysAgo: number,
): Promise<{ stakeId: string; userId: string }> {
  const userId = await fundedUser(server, amount);
  const usdt = await assetId(server, 'USDT');
  const plan = await planId(server, planName); // outside the transaction: PGlite runs one at a time
  const stakeId = await server.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO stakes (plan_id, user_id, amount, apr, started_at, ends_at, status)
       SELECT p.id, $2, $3, p.apr, now() - make_interval(days => $4::int),
              CASE WHEN p.lock_days > 0 THEN now() - make_interval(days => $4::int) + make_interval(days => p.lock_days) END,
              'active'
         FROM staking_plans p WHERE p.id = $1 RETURNING id`,
      [plan, userId, amount, daysAgo],
    );
    await postJournal(tx, {
      kind: 'stake_lock',
      reference: `stake:${rows[0].id}`,
      lines: [
        { kind: 'user', owner: userId, assetId: usdt, amount: `-${amount}` },
        { kind: 'staking', owner: userId, assetId: usdt, amount },
      ],
    });
    return rows[0].id;
  });
  return { stakeId, userId };
}

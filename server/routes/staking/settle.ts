import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest } from '../../http/envelope.ts';
import {
  maturedStakeIds,
  previewSettlement,
  settleStake,
  type SettleResult,
} from '../../staking/settle.ts';
import { commandRoute } from '../../http/commandRoutes.ts';
import { readRoute } from '../../http/readRoutes.ts';
import { settleStakePreview } from '../../../src/contracts/reads/index.ts';
import {
  SETTLE_BATCH_MAX,
  settleStake as settleStakeCommand,
} from '../../../src/contracts/commands/staking.ts';

export { SETTLE_BATCH_MAX };
type SettleInput = { _id?: string; ids?: string[]; all?: true };
/**
 * Stakes one `all` call settles, the oldest matured first; the client repeats while some remain.
 * Each stake is a transaction of its own (~20 queries: the stake, two journals, the action log):
 * 50 take ~2 s on a quiet machine and up to 11 s when CI's two workers share the cores, under the
 * client's 20 s timeout (317 in one call took 19.6 s under load and was cut). The progress moves
 * every batch.
 */
export const SETTLE_ALL_BATCH = 50;

/** Per asset: the principal and reward of the settled stakes, summed exactly (decimal strings). */
function totalsOf(results: SettleResult[]) {
  const sums = new Map<string, { principal: bigint; reward: bigint }>();
  const units = (text = '0') => {
    const [w, f = ''] = text.split('.');
    return BigInt(w + f.padEnd(18, '0'));
  };
  const text = (n: bigint) => {
    const s = n.toString().padStart(19, '0');
    const f = s.slice(-18).replace(/0+$/, '');
    return f ? `${s.slice(0, -18)}.${f}` : s.slice(0, -18);
  };
  for (const r of results) {
    if ((r.outcome !== 'settled' && r.outcome !== 'to settle') || !r.asset) continue;
    const sum = sums.get(r.asset) ?? { principal: 0n, reward: 0n };
    sum.principal += units(r.principal);
    sum.reward += units(r.reward);
    sums.set(r.asset, sum);
  }
  // By asset symbol: a preview and the settlement it announces list their totals alike.
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([asset, s]) => ({
      asset,
      principal: text(s.principal),
      reward: text(s.reward),
    }));
}

function idsOf(body: SettleInput): string[] | 'all' {
  const given = [body._id !== undefined, body.ids !== undefined, body.all === true].filter(Boolean);
  if (given.length !== 1) throw badRequest('Give exactly one of _id, ids or all: true');
  return body.all ? 'all' : (body.ids ?? [body._id!]);
}

export const settleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  readRoute<SettleInput>(app, settleStakePreview, async (db, body) => {
    const chosen = idsOf(body);
    const ids = chosen === 'all' ? await maturedStakeIds(db) : chosen;
    const preview = summary(await previewSettlement(db, ids), 0);
    return { ...preview, results: preview.results.slice(0, SETTLE_BATCH_MAX) };
  });

  /** Matured stakes still waiting after a call (what an `all` batch leaves for the next one). */
  async function remaining() {
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM stakes WHERE status = 'active' AND ends_at <= now()`,
    );
    return rows[0].n;
  }

  function summary(results: SettleResult[], left: number) {
    const settled = results.filter(
      (r) => r.outcome === 'settled' || r.outcome === 'to settle',
    ).length;
    return {
      results,
      totals: totalsOf(results),
      settled,
      skipped: results.length - settled,
      remaining: left,
    };
  }

  // Each stake commits alone (a failure stops nothing else): the route reads the database itself.
  commandRoute<SettleInput>(
    app,
    settleStakeCommand,
    async (_db, body, { adminId, email }) => {
      const chosen = idsOf(body);
      const ids = chosen === 'all' ? await maturedStakeIds(app.db, SETTLE_ALL_BATCH) : chosen;
      const results: SettleResult[] = [];
      for (const id of ids) results.push(await settleStake(app.db, id, { adminId, email }));
      const record = summary(results, chosen === 'all' ? await remaining() : 0);
      const message =
        results.length === 1
          ? results[0].message
          : `${record.settled} stake(s) settled, ${record.skipped} skipped`;
      return { record, message };
    },
    { ownTransactions: true },
  );
};

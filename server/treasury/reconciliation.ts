import type { Querier } from '../db/index.ts';
import type { LiabilityKind, Reconciliation } from '../../src/contracts/treasury.ts';
import { ASSET_ORDER } from '../wallet/catalogue.ts';
import { assetBooks } from './books.ts';
import { unitsOf } from './units.ts';

interface Row {
  asset_id: string;
  symbol: string;
  owed: Record<string, string>;
  held: { network: string; amount: string; wallets: number }[];
  as_of: Date;
  last: { id: string; publishedAt: string; rootHash: string } | null;
}

/** The wallets' holdings per asset and network (the network as admins name it: ERC20, TRC20…). */
export const HOLDINGS_SQL = `SELECT an.asset_id, n.token_type AS network, sum(w.balance) AS amount, count(*)::int AS wallets
    FROM platform_wallets w JOIN asset_networks an ON an.id = w.asset_network_id
    JOIN wallet_networks n ON n.id = an.network_id GROUP BY an.asset_id, n.token_type`;

/**
 * What the exchange owes against what it holds, per asset, in one statement (one consistent
 * read): the owed side from the totals the ledger's trigger keeps (migration 122_treasury.sql),
 * never a scan of the accounts, so it costs the same at a million users as at ten.
 */
export async function readReconciliation(db: Querier): Promise<Reconciliation> {
  const { rows } = await db.query<Row>(
    `WITH owed AS (SELECT asset_id, kind, sum(total) AS total FROM ledger_kind_totals GROUP BY asset_id, kind),
          held AS (${HOLDINGS_SQL})
     SELECT a.id::text AS asset_id, a.symbol,
            coalesce((SELECT jsonb_object_agg(kind, trim_scale(total)::text) FROM owed WHERE owed.asset_id = a.id), '{}') AS owed,
            coalesce((SELECT jsonb_agg(jsonb_build_object('network', network, 'amount', trim_scale(amount)::text,
                                                          'wallets', wallets) ORDER BY network)
                        FROM held WHERE held.asset_id = a.id), '[]') AS held,
            now() AS as_of,
            (SELECT jsonb_build_object('id', s.id, 'publishedAt', s.published_at, 'rootHash', s.root_hash)
               FROM treasury_snapshots s WHERE s.status = 'published'
              ORDER BY s.published_at DESC, s.id DESC LIMIT 1) AS last
       FROM assets a
      WHERE EXISTS (SELECT 1 FROM owed WHERE owed.asset_id = a.id)
         OR EXISTS (SELECT 1 FROM held WHERE held.asset_id = a.id)
      ORDER BY array_position($1::text[], a.symbol) NULLS LAST, a.symbol`,
    [ASSET_ORDER],
  );
  const asOf = rows[0]?.as_of ?? new Date();
  return {
    asOf: new Date(asOf).toISOString(),
    assets: rows.map((row) =>
      assetBooks({
        assetId: row.asset_id,
        asset: row.symbol,
        owed: Object.fromEntries(
          Object.entries(row.owed).map(([kind, total]) => [kind as LiabilityKind, unitsOf(total)]),
        ),
        held: row.held.map((h) => ({
          network: h.network,
          units: unitsOf(h.amount),
          wallets: h.wallets,
        })),
      }),
    ),
    lastSnapshot: rows[0]?.last
      ? { ...rows[0].last, publishedAt: new Date(rows[0].last.publishedAt).toISOString() }
      : null,
  };
}

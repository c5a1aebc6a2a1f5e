import {
  LIABILITY_KINDS,
  type AssetReconciliation,
  type LiabilityKind,
  type NetworkHoldings,
} from '../../src/contracts/treasury.ts';
import { amountOf } from './units.ts';

/**
 * One asset's books from its figures in units: what is owed by kind, what each network holds. The
 * live reconciliation and a snapshot's frozen one both answer through this, so they read alike.
 */
export interface AssetFigures {
  assetId: string;
  asset: string;
  owed: Partial<Record<LiabilityKind, bigint>>;
  held: { network: string; units: bigint; wallets: number }[];
}

export function assetBooks({ assetId, asset, owed, held }: AssetFigures): AssetReconciliation {
  const byKind = Object.fromEntries(
    LIABILITY_KINDS.map((kind) => [kind, amountOf(owed[kind] ?? 0n)]),
  ) as Record<LiabilityKind, string>;
  const liabilities = LIABILITY_KINDS.reduce((sum, kind) => sum + (owed[kind] ?? 0n), 0n);
  const holdings = held.reduce((sum, h) => sum + h.units, 0n);
  const byNetwork: NetworkHoldings[] = held.map((h) => ({
    network: h.network,
    amount: amountOf(h.units),
    wallets: h.wallets,
  }));
  const difference = holdings - liabilities;
  return {
    assetId,
    asset,
    liabilities: { total: amountOf(liabilities), byKind },
    // A withdrawal's amount and fee are held in user_hold from its request until it ends.
    pendingWithdrawals: byKind.user_hold,
    holdings: { total: amountOf(holdings), byNetwork },
    difference: amountOf(difference),
    coverage: liabilities === 0n ? null : Number((holdings * 1_000_000n) / liabilities) / 1_000_000,
    status: difference < 0n ? 'short' : 'covered',
  };
}

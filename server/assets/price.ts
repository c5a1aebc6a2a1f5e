import type { Db } from '../db/index.ts';
import { logAction } from '../actionLog.ts';
import { notFound } from '../http/envelope.ts';
import { priceNeedsApproval } from '../../src/contracts/approvals.ts';
import type { Actor } from '../admins/requestTypes.ts';

type Tx = Pick<Db, 'query'>;

/** A price edit that needs a second admin: the new price and/or the floor one admin may go down to. */
export interface PriceChange {
  assetId: string;
  priceUsd?: number;
  priceFloorUsd?: number;
}

interface PriceRow {
  symbol: string;
  price: string;
  anchor: string | null;
  floor: string;
}

async function priceOf(tx: Tx, assetId: string): Promise<PriceRow> {
  const { rows } = await tx.query<PriceRow>(
    `SELECT symbol, price_usd::text AS price, price_anchor_usd::text AS anchor, price_floor_usd::text AS floor
       FROM assets WHERE id = $1 FOR UPDATE`,
    [assetId],
  );
  if (!rows[0]) throw notFound('Asset not found');
  return rows[0];
}

/**
 * Whether one admin may make this price edit alone: a move within 20 % of both the current price
 * and the last price two admins agreed on (so small steps cannot walk it down), above 0 and the
 * asset's floor. A change of the floor itself always needs a second admin.
 */
export async function priceChangeNeedsApproval(tx: Tx, change: PriceChange): Promise<boolean> {
  const row = await priceOf(tx, change.assetId);
  if (change.priceFloorUsd !== undefined && change.priceFloorUsd !== Number(row.floor)) return true;
  if (change.priceUsd === undefined || change.priceUsd === Number(row.price)) return false;
  return priceNeedsApproval(
    Number(row.price),
    change.priceUsd,
    row.anchor === null ? null : Number(row.anchor),
    Number(change.priceFloorUsd ?? row.floor),
  );
}

/** "USD price 100 → 50, floor 0 → 40" for the request and the log. */
export async function priceChangeSummary(tx: Tx, change: PriceChange): Promise<string> {
  const row = await priceOf(tx, change.assetId);
  const parts = [];
  if (change.priceUsd !== undefined)
    parts.push(`USD price ${Number(row.price)} → ${change.priceUsd}`);
  if (change.priceFloorUsd !== undefined)
    parts.push(`price floor ${Number(row.floor)} → ${change.priceFloorUsd}`);
  return parts.join(', ');
}

/** Applies an approved price edit: the new price becomes the one later edits are measured from. */
export async function setAssetPrice(
  tx: Tx,
  change: PriceChange,
  requester: Actor,
): Promise<string> {
  const row = await priceOf(tx, change.assetId);
  const summary = await priceChangeSummary(tx, change);
  await tx.query(
    `UPDATE assets SET price_usd = coalesce($2, price_usd), price_anchor_usd = coalesce($2, price_usd),
            price_floor_usd = coalesce($3, price_floor_usd), updated_at = now() WHERE id = $1`,
    [change.assetId, change.priceUsd ?? null, change.priceFloorUsd ?? null],
  );
  await logAction(tx, {
    description: `Asset ${row.symbol} updated: ${summary} (asked by ${requester.email})`,
    adminId: requester.adminId,
    userId: requester.email,
  });
  return `${row.symbol} updated: ${summary}`;
}

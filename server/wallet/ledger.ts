import { randomInt } from 'node:crypto';
import type { HDKey } from '@scure/bip32';
import type { Querier } from '../db/index.ts';
import { deriveAddress, schemeOf, type AddressFamily } from './derivation.ts';

/** Takes the next unused index of a derivation scheme, atomically. */
export async function nextIndex(db: Querier, family: AddressFamily): Promise<number> {
  const { rows } = await db.query<{ index: number }>(
    `INSERT INTO wallet_derivation_counters (scheme, next_index) VALUES ($1, 1)
     ON CONFLICT (scheme) DO UPDATE SET next_index = wallet_derivation_counters.next_index + 1
     RETURNING next_index - 1 AS index`,
    [schemeOf(family)],
  );
  return rows[0].index;
}

export interface NewWallet {
  id: string;
  address: string;
  tagId: string | null;
  path: string;
  createdAt: Date;
}

/**
 * Derives the next address of the network's family and stores it as a platform wallet of the asset
 * network (a ledger account, balance 0 unless `opening` is given). XRP addresses get a destination tag.
 */
export async function createPlatformWallet(
  db: Querier,
  root: HDKey,
  input: {
    assetNetworkId: string;
    family: AddressFamily;
    label: string;
    adminId?: string | null;
    createdAt?: Date;
    opening?: string;
  },
): Promise<NewWallet> {
  const index = await nextIndex(db, input.family);
  const { address, path } = deriveAddress(root, input.family, index);
  const tagId = input.family === 'xrp' ? String(randomInt(100_000_000, 2 ** 32 - 1)) : null;
  const { rows } = await db.query<{ id: string; created_at: Date }>(
    `INSERT INTO platform_wallets (asset_network_id, address, tag_id, derivation_path, label, balance, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, coalesce($8, now()))
     RETURNING id, created_at`,
    [
      input.assetNetworkId,
      address,
      tagId,
      path,
      input.label,
      input.opening ?? '0',
      input.adminId ?? null,
      input.createdAt ?? null,
    ],
  );
  const wallet = rows[0];
  if (input.opening && Number(input.opening) > 0) {
    await db.query(
      `INSERT INTO wallet_ledger_entries (wallet_id, amount, reason) VALUES ($1, $2, 'Opening balance')`,
      [wallet.id, input.opening],
    );
  }
  return { id: wallet.id, address, tagId, path, createdAt: wallet.created_at };
}

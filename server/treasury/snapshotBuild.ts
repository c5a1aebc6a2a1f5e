import type { Db, Queryable } from '../db/index.ts';
import { LIABILITY_KINDS, type LiabilityKind } from '../../src/contracts/treasury.ts';
import { ASSET_ORDER } from '../wallet/catalogue.ts';
import { assetBooks } from './books.ts';
import { leafNonces } from './leafNonce.ts';
import { MerkleSumBuilder, type BuiltNode } from './merkleSumTree.ts';
import { HOLDINGS_SQL } from './reconciliation.ts';
import { isStored } from './treeBlock.ts';
import { amountOf, unitsFromSql, unitsOf, unitsSql } from './units.ts';

/**
 * Accounts read per fetch, and tree rows written per COPY: bounded memory at any size (a batch of
 * rows is a few megabytes of text), few round trips (a million users are ~100 of each).
 */
const FETCH_ROWS = 20_000;
const COPY_NODES = 20_000;
/** Rows hashed between two turns of the event loop: a few ms of work (see the loop). */
const YIELD_ROWS = 500;
/** A batch's buffer: 20 000 rows of six assets' sums fit in about 5 MB. */
const BUFFER_BYTES = 8 * 1024 * 1024;

/** What a build published: the part users check their proofs against. */
export interface PublishedSnapshot {
  id: string;
  rootHash: string | null;
  users: number;
  totals: Record<string, string>;
}

interface Asset {
  id: string;
  symbol: string;
}

/**
 * Builds and publishes snapshot `id` (status building): every user's balances per asset, summed
 * over the user-owned kinds, streamed in owner order through one cursor (one consistent read of
 * the accounts however long it takes), hashed into the Merkle-sum tree whose stored levels
 * (treeBlock.ts) go to treasury_snapshot_nodes in batches; then the root, the totals and the
 * frozen reconciliation are published. Holdings are read just before the cursor opens. Any failure marks it failed.
 */
export async function buildSnapshot(db: Db, id: string): Promise<PublishedSnapshot> {
  try {
    const published = await db.transaction((tx) => buildIn(tx, id));
    // Millions of new nodes: without fresh statistics a proof's lookups were planned as scans.
    await db.query('ANALYZE treasury_snapshot_nodes');
    return published;
  } catch (error) {
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM treasury_snapshot_nodes WHERE snapshot_id = $1', [id]);
      await tx.query(
        `UPDATE treasury_snapshots SET status = 'failed', failure = $2 WHERE id = $1 AND status = 'building'`,
        [id, (error as Error).message.slice(0, 500)],
      );
    });
    throw error;
  }
}

async function buildIn(tx: Queryable, id: string): Promise<PublishedSnapshot> {
  const { rows: snap } = await tx.query<{ nonce_secret: string }>(
    `SELECT nonce_secret FROM treasury_snapshots WHERE id = $1 AND status = 'building'`,
    [id],
  );
  if (!snap[0]) throw new Error(`Snapshot ${id} is not building`);
  const assets = await assetsOwed(tx);
  const column = new Map(assets.map((a, i) => [a.id, i]));
  const { rows: held } = await tx.query<{
    asset_id: string;
    network: string;
    amount: string;
    wallets: number;
  }>(
    `SELECT asset_id::text, network, trim_scale(amount)::text AS amount, wallets FROM (${HOLDINGS_SQL}) h ORDER BY network`,
  );
  const owed = assets.map(() => ({}) as Partial<Record<LiabilityKind, bigint>>);
  const rows = new NodeRows(tx, id);
  const tree = new MerkleSumBuilder((node) => {
    if (isStored(node.level)) rows.add(node);
  });
  const nonceOf = leafNonces(snap[0].nonce_secret);
  let owner: string | null = null;
  let balances: bigint[] = [];
  const closeLeaf = () => {
    if (owner !== null) tree.addLeaf(nonceOf(owner), owner, balances);
  };

  await tx.exec(
    `DECLARE treasury_leaves NO SCROLL CURSOR FOR
       SELECT owner, asset_id::text AS asset_id, kind, ${unitsSql('balance')} AS units
         FROM ledger_accounts WHERE owner <> '' AND kind IN (${LIABILITY_KINDS.map((k) => `'${k}'`).join(', ')})
        ORDER BY owner`,
  );
  const fetch = () => {
    const fetching = tx.exec(`FETCH ${FETCH_ROWS} FROM treasury_leaves`);
    // Awaited at the loop's next turn; should hashing fail first, the build fails with that.
    fetching.catch(() => undefined);
    return fetching;
  };
  let next = fetch();
  for (;;) {
    const [batch] = await next;
    const accounts = batch.rows as unknown as AccountRow[];
    // The server reads the next batch (and stores the last rows) while this one is hashed.
    if (accounts.length === FETCH_ROWS) next = fetch();
    for (let r = 0; r < accounts.length; r++) {
      // PostgreSQL sends rows and takes COPY bytes only as fast as this thread reads and writes its
      // socket: a batch hashed in one go left it waiting, and every request waited on the batch.
      if (r % YIELD_ROWS === YIELD_ROWS - 1) await new Promise(setImmediate);
      const row = accounts[r];
      if (row.owner !== owner) {
        closeLeaf();
        owner = row.owner;
        balances = assets.map(() => 0n);
      }
      const units = unitsFromSql(row.units);
      const i = column.get(row.asset_id)!;
      balances[i] += units;
      owed[i][row.kind] = (owed[i][row.kind] ?? 0n) + units;
    }
    await rows.flushIfFull();
    if (accounts.length < FETCH_ROWS) break;
  }
  await tx.exec('CLOSE treasury_leaves');
  closeLeaf();
  const root = tree.finish();
  await rows.finish();

  const reconciliation = assets.map((asset, i) =>
    assetBooks({
      assetId: asset.id,
      asset: asset.symbol,
      owed: owed[i],
      held: held
        .filter((h) => h.asset_id === asset.id)
        .map((h) => ({ network: h.network, units: unitsOf(h.amount), wallets: h.wallets })),
    }),
  );
  const totals = Object.fromEntries(
    assets.map((a, i) => [a.symbol, amountOf(root ? root.units[i] : 0n)]),
  );
  await tx.query(
    `UPDATE treasury_snapshots SET status = 'published', published_at = now(), assets = $2, asset_ids = $3,
            users = $4, level_sizes = $5, root_hash = $6, totals = $7, reconciliation = $8
      WHERE id = $1`,
    [
      id,
      assets.map((a) => a.symbol),
      assets.map((a) => a.id),
      tree.levelSizes[0] ?? 0,
      tree.levelSizes,
      root?.hash ?? null,
      JSON.stringify(totals),
      JSON.stringify(reconciliation),
    ],
  );
  return { id, rootHash: root?.hash ?? null, users: tree.levelSizes[0] ?? 0, totals };
}

/** The assets users are owed (any account of theirs, even at zero), in the wallet's order. */
async function assetsOwed(tx: Queryable): Promise<Asset[]> {
  const { rows } = await tx.query<Asset>(
    `SELECT a.id::text, a.symbol FROM assets a
      WHERE EXISTS (SELECT 1 FROM ledger_accounts la WHERE la.asset_id = a.id AND la.kind = ANY($2::text[]))
      ORDER BY array_position($1::text[], a.symbol) NULLS LAST, a.symbol`,
    [ASSET_ORDER, LIABILITY_KINDS],
  );
  return rows;
}

interface AccountRow {
  owner: string;
  asset_id: string;
  kind: LiabilityKind;
  /** The balance in units (unitsSql). */
  units: string;
}

/**
 * The tree's rows on their way to treasury_snapshot_nodes, as COPY text (a million users make over a
 * million rows, and COPY loads them several times faster than INSERT): each row is written into a
 * buffer as it comes (no string outlives its row, which kept the collector busy), a batch is sent
 * when full, and the other buffer is filled while the server loads it; one COPY is under way at a
 * time. Hashes, decimals and user ids are ASCII and hold no character COPY escapes.
 */
class NodeRows {
  private buffers = [Buffer.allocUnsafe(BUFFER_BYTES), Buffer.allocUnsafe(BUFFER_BYTES)];
  private bytes = 0;
  private count = 0;
  private loading: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly tx: Queryable,
    private readonly snapshotId: string,
  ) {}

  add(n: BuiltNode): void {
    const row = `${this.snapshotId}\t${n.level}\t${n.idx}\t${n.hash}\t${n.sums}\t${n.userId ?? '\\N'}\n`;
    if (this.bytes + row.length > this.buffers[0].length) {
      // More rows than a batch holds arrived between two sends: the buffer grows.
      const larger = Buffer.allocUnsafe(2 * (this.bytes + row.length));
      this.buffers[0].copy(larger, 0, 0, this.bytes);
      this.buffers[0] = larger;
    }
    this.bytes += this.buffers[0].write(row, this.bytes, 'latin1');
    this.count++;
  }

  async flushIfFull(): Promise<void> {
    if (this.count >= COPY_NODES) await this.send();
  }

  async finish(): Promise<void> {
    await this.send();
    await this.loading;
  }

  private async send(): Promise<void> {
    await this.loading;
    if (this.count === 0) return;
    const { tx } = this;
    const batch = this.buffers[0].subarray(0, this.bytes);
    this.buffers.reverse();
    this.bytes = 0;
    this.count = 0;
    // A PostgreSQL server takes the bytes as they are; PGlite reads them from a Blob.
    this.loading = tx.copyFrom
      ? tx.copyFrom(`${COPY_NODES_SQL} FROM STDIN`, once(batch))
      : tx.query(`${COPY_NODES_SQL} FROM '/dev/blob'`, [], { blob: new Blob([batch]) });
    // Awaited by the next send or finish; a failure there fails the build.
    this.loading.catch(() => undefined);
  }
}

const COPY_NODES_SQL =
  'COPY treasury_snapshot_nodes (snapshot_id, level, idx, hash, sums, user_id)';

async function* once(bytes: Uint8Array) {
  yield bytes;
}

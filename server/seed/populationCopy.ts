import type { Db, Queryable } from '../db/index.ts';
import { CopyChannel } from './copyChannel.ts';
import {
  POPULATION_COLUMNS,
  POPULATION_TABLES,
  PopulationRows,
  type PopulationBatch,
  type PopulationTable,
} from './populationRows.ts';
import { Progress } from './progress.ts';
import { withoutIndexesAcross } from './bulkAcross.ts';

/** Users drawn per batch: ~250 kB of user rows, small enough to stream, big enough to amortise. */
const BATCH = 2_000;
/** PGlite copies from a Blob: text gathered per table until this size, then one COPY. */
const PGLITE_COPY_BYTES = 8 * 1024 * 1024;
/** A user holds at most four assets: the id ranges reserved for their accounts and entries. */
const MAX_HELD = 4;

export interface PopulationRequest {
  count: number;
  /** Index of the first user: 0 for the first population, the users already there for --add. */
  firstIndex: number;
  now: number;
  reviewer: string;
  /**
   * 'signUp': the opening entries are dated at each user's sign-up and the journal a day before
   * the first (the money seed dates them so), else all at the time of the load.
   */
  openingAt: 'now' | 'signUp';
  /**
   * Indexes dropped for the load and built after it: 'plain' ones, or with 'keys' also the
   * random-order primary and unique keys (into empty tables only: bulkAcross.ts).
   */
  withoutIndexes?: 'plain' | 'keys';
  /** Receives the build of the search (trigram) indexes, to run beside what follows (bulkAcross.ts). */
  searchIndexesLater?: (build: () => Promise<void>) => void;
}

const copySql = (table: PopulationTable, from: 'STDIN' | "'/dev/blob'") =>
  `COPY ${table} (${POPULATION_COLUMNS[table].join(', ')}) FROM ${from}`;

/**
 * Loads `count` generated users with their KYC submissions, balances and the balances' opening
 * journal. On a PostgreSQL server the four tables stream concurrently (COPY FROM STDIN, one
 * connection and transaction each, committed together once all four have loaded); PGlite copies
 * them batch by batch in one transaction. Rows are generated as they are sent, never all held.
 * Triggers (foreign-key checks included) are off for the load: the rows are consistent by
 * construction, every KYC and account row pointing at a user and an asset inserted with it.
 */
export async function loadPopulation(db: Db, request: PopulationRequest): Promise<void> {
  const { journalId, journalAt, firstAccountId, firstEntryId } = await db.transaction(
    async (tx) => {
      const { rows } = await tx.query<{ id: string; at: Date }>(
        `INSERT INTO ledger_journals (kind, description) VALUES ('opening', 'Opening balances')
         RETURNING id, created_at AS at`,
      );
      return {
        journalId: rows[0].id,
        journalAt: rows[0].at,
        firstAccountId: await reserveIds(tx, 'ledger_accounts_id_seq', request.count * MAX_HELD),
        firstEntryId: await reserveIds(tx, 'ledger_entries_id_seq', request.count * MAX_HELD),
      };
    },
  );
  const rows = new PopulationRows({
    ...request,
    journalId,
    openingAt: request.openingAt === 'signUp' ? 'signUp' : journalAt.toISOString(),
    firstAccountId,
    firstEntryId,
  });
  const progress = new Progress(
    'users (with KYC, balances, opening entries)',
    request.count,
    'users',
  );
  const copy = async () => {
    if (db.copyFrom) await streamToServer(db, rows, progress);
    else await copyInBatches(db, rows, progress);
    progress.finish();
  };
  try {
    if (request.withoutIndexes)
      await withoutIndexesAcross(db, POPULATION_TABLES, copy, {
        keys: request.withoutIndexes === 'keys',
        later: request.searchIndexesLater,
      });
    else await copy();
  } catch (error) {
    await db.query('DELETE FROM ledger_journals WHERE id = $1', [journalId]).catch(() => undefined);
    throw error;
  }

  const reserved = request.count * MAX_HELD;
  await releaseIds(db, 'ledger_accounts_id_seq', firstAccountId, reserved, rows.nextAccountId);
  await releaseIds(db, 'ledger_entries_id_seq', firstEntryId, reserved, rows.nextEntryId);
  const openedAt =
    request.openingAt === 'signUp' && rows.firstSignUp !== Infinity
      ? new Date(rows.firstSignUp - 86_400_000)
      : journalAt;
  await bookWorldSide(db, journalId, openedAt, rows.totals());
}

/** Claims `count` consecutive ids of a sequence; answers the first. */
async function reserveIds(tx: Queryable, sequence: string, count: number): Promise<number> {
  const { rows } = await tx.query<{ first: string }>(
    `SELECT (setval('${sequence}', nextval('${sequence}') + $1 - 1) - $1 + 1)::text AS first`,
    [Math.max(count, 1)],
  );
  return Number(rows[0].first);
}

/**
 * Gives the unused end of a reserved range back, so ids stay dense, unless someone drew from the
 * sequence meanwhile (the range is then simply skipped).
 */
async function releaseIds(db: Db, sequence: string, first: number, count: number, next: number) {
  const end = first + Math.max(count, 1) - 1;
  await db.query(
    `SELECT setval('${sequence}', $2) FROM ${sequence} WHERE last_value = $1 AND $2 >= 1`,
    [end, next - 1],
  );
}

/**
 * The outside world's side of the opening journal: per asset, one entry of minus the users'
 * opening total on the asset's external account, whose balance moves by as much.
 */
async function bookWorldSide(
  db: Db,
  journalId: string,
  at: Date,
  totals: Map<string, string>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('UPDATE ledger_journals SET created_at = $2 WHERE id = $1', [journalId, at]);
    if (totals.size === 0) return;
    await tx.query(
      `INSERT INTO ledger_accounts (kind, owner, asset_id, balance)
       SELECT 'external', '', a.id, 0 FROM assets a ON CONFLICT DO NOTHING`,
    );
    await tx.query(
      `WITH totals AS (SELECT * FROM unnest($2::uuid[], $3::numeric[]) AS t(asset_id, total)),
       world AS (
         UPDATE ledger_accounts x SET balance = x.balance - t.total FROM totals t
          WHERE x.kind = 'external' AND x.owner = '' AND x.asset_id = t.asset_id
         RETURNING x.id, t.total, x.balance)
       INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after, created_at)
       SELECT $1, id, -total, balance, $4::timestamptz FROM world`,
      [journalId, [...totals.keys()], [...totals.values()], at],
    );
  });
}

/**
 * One generator feeding four COPY streams, each on a connection and in a transaction of its own.
 * Each transaction waits, after its copy, for all four; the first failure rolls back all of them.
 */
async function streamToServer(db: Db, rows: PopulationRows, progress: Progress): Promise<void> {
  const channels = Object.fromEntries(
    POPULATION_TABLES.map((table) => [table, new CopyChannel()]),
  ) as Record<PopulationTable, CopyChannel>;
  let failAll: (error: unknown) => void = () => undefined;
  let copied = 0;
  let allCopied: () => void = () => undefined;
  const together = new Promise<void>((resolve, reject) => {
    allCopied = resolve;
    failAll = reject;
  });
  together.catch(() => undefined); // each load observes it; this only silences the unobserved copy
  const fail = (error: unknown) => {
    for (const channel of Object.values(channels)) channel.fail(error);
    failAll(error);
  };
  const loads = POPULATION_TABLES.map((table) =>
    db
      .transaction(async (tx) => {
        await tx.query('SET LOCAL session_replication_role = replica');
        await tx.copyFrom!(copySql(table, 'STDIN'), channels[table]);
        if (++copied === POPULATION_TABLES.length) allCopied();
        await together; // commit only when every table has its rows
      })
      .catch((error: unknown) => {
        fail(error);
        throw error;
      }),
  );
  const produce = (async () => {
    try {
      while (rows.remaining > 0) {
        const { batch, users } = rows.next(BATCH);
        await Promise.all(POPULATION_TABLES.map((table) => channels[table].push(batch[table])));
        progress.add(users);
      }
      for (const channel of Object.values(channels)) channel.close();
    } catch (error) {
      fail(error);
      throw error;
    }
  })();
  const results = await Promise.allSettled([produce, ...loads]);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** PGlite: one transaction, one COPY per table whenever its gathered text passes a few MB. */
async function copyInBatches(db: Db, rows: PopulationRows, progress: Progress): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    const pending = Object.fromEntries(
      POPULATION_TABLES.map((t) => [t, [] as Uint8Array[]]),
    ) as Record<PopulationTable, Uint8Array[]>;
    const sizes = Object.fromEntries(POPULATION_TABLES.map((t) => [t, 0])) as Record<
      PopulationTable,
      number
    >;
    const flush = async (table: PopulationTable) => {
      if (sizes[table] === 0) return;
      const blob = new Blob(pending[table]);
      pending[table] = [];
      sizes[table] = 0;
      await tx.query(copySql(table, "'/dev/blob'"), [], { blob });
    };
    const gather = async (batch: PopulationBatch) => {
      for (const table of POPULATION_TABLES) {
        if (batch[table].length === 0) continue;
        pending[table].push(batch[table]);
        sizes[table] += batch[table].length;
        if (sizes[table] >= PGLITE_COPY_BYTES) await flush(table);
      }
    };
    while (rows.remaining > 0) {
      const { batch, users } = rows.next(BATCH);
      await gather(batch);
      progress.add(users);
    }
    for (const table of POPULATION_TABLES) await flush(table);
  });
}

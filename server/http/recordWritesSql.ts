import type { WriteVerb } from '../../src/contracts/resources/types.ts';
import type { Db } from '../db/index.ts';
import type { Values } from './crudInput.ts';
import type { ApiError } from './envelope.ts';

export type Tx = Pick<Db, 'query'>;

/** Where a contract's writes store their records, and the hooks only the server can run. */
export interface RecordWritesSql {
  /** The table of the records; it has `id`, `created_at` and `updated_at`. */
  table: string;
  /** Each input's column (default: the key in snake_case). */
  columns?: Record<string, string>;
  /** The column that takes the signed-in admin's id on create. */
  createdBy?: string;
  /** What a unique index's refusal (409) says, given the values sent (an ApiError for `errors`). */
  duplicate?: (values: Values) => string | ApiError;
  /**
   * A check that reads other records (a name taken whatever its case), in the write's
   * transaction before the change: it throws its refusal. `id` is null on create.
   */
  check?: (tx: Tx, values: Values, id: string | null, before?: Values) => Promise<void>;
  /** What may refuse a delete (a pair with open trades), in its transaction, the row locked. */
  beforeDelete?: (tx: Tx, record: Values) => Promise<void>;
  /** The answer's message per verb (default "<record name> created" …), given the record. */
  answers?: Partial<Record<WriteVerb, (record: Values) => string>>;
  /** The record in the action log (an address and its network); a change names it as it was. */
  describe?: (record: Values) => string;
  /** The column that takes the signed-in admin's e-mail on a change (who saved a setting). */
  updatedBy?: string;
  /** A change's log entry names each changed input: "updated: price precision 2 → 18". */
  logChanges?: boolean;
  /** What else the write changes, in its transaction (the record as created, changed or deleted). */
  afterWrite?: (tx: Tx, record: Values) => Promise<unknown>;
  /**
   * The domain's own insert and update, where a row is not its inputs (an asset's symbol stored
   * as its id, amounts normalised): the engine still checks, logs and answers around them.
   */
  store?: {
    insert: (tx: Tx, values: Values) => Promise<string>;
    update: (tx: Tx, id: string, values: Values) => Promise<unknown>;
  };
}

/** A contract field's column in its table: its key in snake_case (`createdAt` is `created_at`). */
export const columnOf = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
